import { describe, expect, it } from "vitest";
import { buildListings, type Listing } from "../../../src/lib/catalog/listings.ts";
import { categoryLinks, explorerProps } from "../../../src/lib/listing/island-props.ts";
import { brand, categoryNamed, product } from "../support.ts";

const products = [
  product("rochie", { id: "1", category: "Rochii-femei", brands: "Velora" }),
  product("rochita", { id: "2", category: "Rochii-fetita", brands: "Velora" }),
  product("bluza", { id: "3", category: "Bluze-femei", brands: "Velora" }),
  product("fusta", { id: "4", category: "Fuste-femei", brands: "Boema" }),
];
const listings = buildListings({
  products,
  categories: ["Rochii-femei", "Rochii-fetita", "Bluze-femei", "Fuste-femei"].map(categoryNamed),
  collections: [],
  brands: [brand("Velora"), brand("Boema")],
});
const byPath = new Map(listings.map((listing) => [listing.path, listing]));
const at = (path: string): Listing => {
  const listing = byPath.get(path);
  if (!listing) throw new Error(`no listing at ${path}`);
  return listing;
};

describe("the categories facet: links to the categories of the listing's products", () => {
  it("links each category once, with the number of products its page holds", () => {
    expect(categoryLinks(at("/femei/"), byPath)).toEqual([
      { label: "Bluze", href: "/femei/bluze/", count: 1, current: false },
      { label: "Fuste", href: "/femei/fuste/", count: 1, current: false },
      { label: "Rochii", href: "/femei/rochii/", count: 1, current: false },
    ]);
  });

  it("names the section when the listing spans several, and marks the current category", () => {
    expect(categoryLinks(at("/brand/velora/"), byPath).map((link) => link.label)).toEqual([
      "Bluze (Femei)",
      "Rochii (Femei)",
      "Rochii (Fetițe)",
    ]);
    expect(categoryLinks(at("/femei/rochii/"), byPath)).toEqual([
      { label: "Rochii", href: "/femei/rochii/", count: 1, current: true },
    ]);
  });
});

describe("explorerProps", () => {
  it("gives the island the data file and the facets without filters, nothing of one static page", () => {
    const props = explorerProps(at("/femei/"), byPath);
    expect(props).toEqual({
      listingPath: "/femei/",
      dataUrl: "/date/listari/femei.json",
      pageSize: 32,
      total: 3,
      facets: expect.any(Object),
      categories: expect.any(Array),
    });
    expect(props.facets.brands.map((option) => [option.label, option.count])).toEqual([
      ["Boema", 1],
      ["Velora", 2],
    ]);
  });
});

it("gives every static page of a listing the same props object (the island is rendered once per listing)", () => {
  const listing = at("/femei/");
  expect(explorerProps(listing, byPath)).toBe(explorerProps(listing, byPath));
});
