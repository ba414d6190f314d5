import { describe, expect, it } from "vitest";
import { siteData } from "../../../src/lib/catalog/site.ts";
import { categorySections, collectionTiles, exploreHref } from "../../../src/lib/catalog/overview.ts";
import type { Category, Collection, Product } from "../../../src/lib/domain/schema.ts";
import { category, collection, product } from "../support.ts";

const dresses = category();
const girlsDresses = category({ name: "Rochii-fetite", section: "fetite", path: "/fetite/rochii/" });
const shirts = category({
  name: "Cămăși-barbati",
  label: "Cămăși",
  slug: "camasi",
  section: "barbati",
  path: "/barbati/camasi/",
});
const bags = category({ name: "Genți", label: "Genți", slug: "genti", section: "altele", path: "/altele/genti/" });
const blouses = category({
  name: "Bluze-femei",
  label: "Bluze",
  slug: "bluze",
  section: "femei",
  path: "/femei/bluze/",
});
const empty = category({
  name: "Pijamale-femei",
  label: "Pijamale",
  slug: "pijamale",
  section: "femei",
  path: "/femei/pijamale/",
});

const summer = collection({ name: "Vară", slug: "vara" });
const otter = collection({ name: "Otterdays", slug: "otterdays", image: "/media/otter.jpg" });
const winter = collection({ name: "Iarnă", slug: "iarna" });

function site(products: Product[], categories: Category[] = [], collections: Collection[] = []) {
  return siteData({ products, categories, collections, brands: [], about: null });
}

const catalogue = site(
  [
    product("rochie", { id: "1", category: "Rochii-femei", gender: "femei", collection: "Otterdays" }),
    product("rochie-2", { id: "2", category: "Rochii-femei", gender: "femei", collection: "Otterdays" }),
    product("bluza", { id: "3", category: "Bluze-femei", gender: "femei", collection: "Vară" }),
    product("rochita", { id: "4", category: "Rochii-fetite", gender: "fetite" }),
    product("camasa", { id: "5", category: "Cămăși-barbati", gender: "barbati" }),
    product("geanta", { id: "6", category: "Genți" }),
  ],
  [bags, shirts, dresses, empty, girlsDresses, blouses, dresses],
  [winter, otter, summer],
);

describe("collectionTiles (spec §2, All collections)", () => {
  it("gives each stocked collection, in the catalogue's order, with its link, image and count", () => {
    expect(collectionTiles(catalogue)).toEqual([
      { title: "Otterdays", href: "/colectii/otterdays/", image: "/media/otter.jpg", count: 2 },
      { title: "Vară", href: "/colectii/vara/", image: null, count: 1 },
    ]);
  });
});

describe("categorySections (spec §2, All categories)", () => {
  const sections = categorySections(catalogue);

  it("orders the sections Femei, Fetițe, Bărbați, Băieți, then the others", () => {
    expect(sections.map((section) => section.label)).toEqual(["Femei", "Fetițe", "Bărbați", "Altele"]);
    expect(sections.map((section) => section.href)).toEqual(["/femei/", "/fetite/", "/barbati/", "/altele/"]);
  });

  it("sorts the categories by name, counts their products, and skips empty and repeated ones", () => {
    expect(sections[0]?.tiles).toEqual([
      { title: "Bluze", href: "/femei/bluze/", image: null, count: 1 },
      { title: "Rochii", href: "/femei/rochii/", image: null, count: 2 },
    ]);
  });
});

describe("exploreHref (the empty wishlist's link)", () => {
  it("leads to the first collection that has products, not a fixed one", () => {
    expect(exploreHref(catalogue)).toBe("/colectii/otterdays/");
  });

  it("falls back to a stocked gender, then to all collections", () => {
    const noCollections = site(
      [product("camasa", { id: "5", category: "Cămăși-barbati", gender: "barbati" })],
      [shirts],
      [winter],
    );
    expect(exploreHref(noCollections)).toBe("/barbati/");
    expect(exploreHref(site([], [], [winter]))).toBe("/colectii/");
  });
});
