/**
 * Which categories and collections the home page, the menus and the footer may link (issue 15, "No dead
 * ends"): only those whose listing holds a product; the empty ones keep their page, unlinked.
 */
import { describe, expect, it } from "vitest";
import { holdsProducts, linkableCategories, linkableCollections } from "../../../src/lib/catalog/linkable.ts";
import { siteData } from "../../../src/lib/catalog/site.ts";
import { categoryNamed, collection, product } from "../support.ts";

const dresses = categoryNamed("Rochii-femei");
const shoes = categoryNamed("Pantofi-femei");
const shirts = categoryNamed("Cămăși-barbati");
const summer = collection({ name: "Vară", slug: "vara" });
const winter = collection({ name: "Iarnă", slug: "iarna" });

const site = siteData({
  about: null,
  products: [
    product("rochie", { id: "1", category: "Rochii-femei", collection: "VARĂ" }),
    product("camasa", { id: "2", category: "Cămăși-barbati" }),
  ],
  categories: [shoes, dresses, shirts],
  collections: [winter, summer],
  brands: [],
});

describe("linkableCategories and linkableCollections", () => {
  it("keeps the categories that hold a product, in their own order", () => {
    expect(linkableCategories(site.categories, site.listingByPath).map((entry) => entry.path)).toEqual([
      "/femei/rochii/",
      "/barbati/camasi/",
    ]);
  });

  it("keeps the collections that hold a product, whatever case or diacritics the products name them in", () => {
    expect(linkableCollections(site.collections, site.listingByPath).map((entry) => entry.slug)).toEqual(["vara"]);
  });

  it("still writes the empty ones' pages, so that an old link finds an empty listing, not a 404", () => {
    expect(site.listingByPath.get("/femei/pantofi/")?.products).toEqual([]);
    expect(site.listingByPath.get("/colectii/iarna/")?.products).toEqual([]);
  });

  it("links nothing that has no listing at all", () => {
    expect(holdsProducts(undefined)).toBe(false);
    expect(linkableCategories([categoryNamed("Geci-baieti")], site.listingByPath)).toEqual([]);
  });
});
