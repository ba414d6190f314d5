import { describe, expect, it } from "vitest";
import { buildListings, type Listing } from "../../../src/lib/catalog/listings.ts";
import { categoryLinks, explorerProps } from "../../../src/lib/listing/island-props.ts";
import type { SortKey } from "../../../src/lib/listing/sort.ts";
import { brand, categoryNamed, product } from "../support.ts";

const products = [
  product("rochie", { id: "1", category: "Rochii-femei", brands: "Velora" }),
  product("rochita", { id: "2", category: "Rochii-fetita", brands: "Velora" }),
  product("bluza", { id: "3", category: "Bluze-femei", brands: "Velora" }),
  product("fusta", { id: "4", category: "Fuste-femei", brands: "Boema" }),
  product("rochie-lunga", { id: "5", category: "Rochii-femei", brands: "Boema" }),
];
const listings = buildListings({
  products,
  categories: ["Rochii-femei", "Rochii-fetita", "Bluze-femei", "Fuste-femei"].map(categoryNamed),
  collections: [],
  brands: [brand("Velora"), brand("Boema")],
});
const SORTS: readonly SortKey[] = ["implicit", "noi"];
const byPath = new Map(listings.map((listing) => [listing.path, listing]));
const at = (path: string): Listing => {
  const listing = byPath.get(path);
  if (!listing) throw new Error(`no listing at ${path}`);
  return listing;
};

describe("the categories facet: links to the categories of the listing's products", () => {
  it("links each category once, with how many of the listing's products it holds", () => {
    expect(categoryLinks(at("/femei/"), byPath)).toEqual([
      { label: "Bluze", href: "/femei/bluze/", count: 1, current: false },
      { label: "Fuste", href: "/femei/fuste/", count: 1, current: false },
      { label: "Rochii", href: "/femei/rochii/", count: 2, current: false },
    ]);
  });

  it("counts within the listing, not the category's whole page: a brand's dresses, not every dress (issue 25)", () => {
    // /femei/rochii/ holds two dresses, Velora's and Boema's: Velora's listing says what it holds, one, so that
    // Boema's next dress leaves every page of Velora's listing as it was.
    expect(at("/femei/rochii/").products).toHaveLength(2);
    expect(categoryLinks(at("/brand/velora/"), byPath).find((link) => link.href === "/femei/rochii/")?.count).toBe(1);
  });

  it("leaves out a category that has no page of its own: its link would lead nowhere", () => {
    const shirt = product("camasa", { id: "6", category: "Camasi-femei", brands: "Velora" });
    const velora = { ...at("/brand/velora/"), products: [...at("/brand/velora/").products, shirt] };
    expect(categoryLinks(velora, byPath).map((link) => link.href)).not.toContain("/femei/camasi/");
  });

  it("names the section when the listing spans several, and marks the current category", () => {
    expect(categoryLinks(at("/brand/velora/"), byPath).map((link) => link.label)).toEqual([
      "Bluze (Femei)",
      "Rochii (Femei)",
      "Rochii (Fetițe)",
    ]);
    expect(categoryLinks(at("/femei/rochii/"), byPath)).toEqual([
      { label: "Rochii", href: "/femei/rochii/", count: 2, current: true },
    ]);
  });
});

describe("explorerProps", () => {
  it("gives the island the data file and the facets without filters, nothing of one static page", () => {
    const props = explorerProps(at("/femei/"), byPath, SORTS);
    expect(props).toEqual({
      listingPath: "/femei/",
      dataUrl: "/date/listari/femei.json",
      pageSize: 32,
      total: 4,
      facets: expect.any(Object),
      categories: expect.any(Array),
      sorts: SORTS,
      revision: expect.stringMatching(/^[\w-]{16}$/),
    });
    expect(props.facets.brands.map((option) => [option.label, option.count])).toEqual([
      ["Boema", 2],
      ["Velora", 2],
    ]);
  });
});

it("gives every static page of a listing the same props object (the island is rendered once per listing)", () => {
  const listing = at("/femei/");
  expect(explorerProps(listing, byPath, SORTS)).toBe(explorerProps(listing, byPath, SORTS));
});

it("gives the props a revision that changes with the counts and only with them (issue 25)", () => {
  const listing = at("/femei/");
  const revision = explorerProps(listing, byPath, SORTS).revision;
  const again = { ...listing, products: [...listing.products] };
  expect(explorerProps(again, byPath, SORTS).revision, "the same products, read again").toBe(revision);
  const fewer = { ...listing, products: listing.products.slice(1) };
  expect(explorerProps(fewer, byPath, SORTS).revision).not.toBe(revision);
});
