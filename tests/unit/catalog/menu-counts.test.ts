import { describe, expect, it } from "vitest";
import { buildListings } from "../../../src/lib/catalog/listings.ts";
import { drawnMenus, menuCounts, readMenuCounts } from "../../../src/lib/catalog/menu-counts.ts";
import { buildNavigation } from "../../../src/lib/catalog/navigation.ts";
import type { Product } from "../../../src/lib/domain/schema.ts";
import { brand, categoryNamed, collection, product } from "../support.ts";

/** Two women's dresses and a girl's blouse, of the summer collection and a brand. */
function catalogue(): Product[] {
  return [
    product("rochie-a", { id: "a", category: "Rochii-femei", collection: "Vară", brands: "Zara" }),
    product("rochie-b", { id: "b", category: "Rochii-femei", collection: "Vară" }),
    product("bluza-c", { id: "c", category: "Bluze-fetite", collection: "Vară" }),
  ];
}

function navigationOf(products: readonly Product[]) {
  const categories = [...new Set(products.map((entry) => entry.category?.name ?? ""))].map(categoryNamed);
  return buildNavigation(
    buildListings({
      products,
      categories,
      collections: [collection({ name: "Vară", slug: "vara" })],
      brands: [brand("Zara")],
    }),
  );
}

describe("menuCounts: the counts file of the menus (spec §2, issue 25)", () => {
  it("counts each gender, its categories, each collection and its genders, by the link's path", () => {
    expect(menuCounts(navigationOf(catalogue()))).toEqual({
      "/femei/": 2,
      "/femei/rochii/": 2,
      "/fetite/": 1,
      "/fetite/bluze/": 1,
      "/colectii/vara/": 3,
      "/colectii/vara/femei/": 2,
      "/colectii/vara/fetite/": 1,
    });
  });

  it("leaves the brands out: the menus list them without counts", () => {
    const navigation = navigationOf(catalogue());
    expect(navigation.brands.map((entry) => entry.href)).toEqual(["/brand/zara/"]);
    expect(Object.keys(menuCounts(navigation))).not.toContain("/brand/zara/");
  });
});

describe("drawnMenus: what every page shows of the menus, for its key", () => {
  it("is the links without their counts: a product added to a listing already in the menus changes nothing", () => {
    const more = [...catalogue(), product("rochie-d", { id: "d", category: "Rochii-femei", collection: "Vară" })];
    expect(menuCounts(navigationOf(more))).not.toEqual(menuCounts(navigationOf(catalogue())));
    expect(drawnMenus(navigationOf(more))).toEqual(drawnMenus(navigationOf(catalogue())));
    expect(drawnMenus(navigationOf(catalogue())).genders[0]).toEqual({
      label: "Femei",
      href: "/femei/",
      categories: [{ label: "Rochii", href: "/femei/rochii/" }],
    });
  });

  it("changes when the menus' links do: a category's first product", () => {
    const more = [...catalogue(), product("camasa-e", { id: "e", category: "Camasi-femei" })];
    expect(drawnMenus(navigationOf(more))).not.toEqual(drawnMenus(navigationOf(catalogue())));
  });
});

describe("readMenuCounts: the counts file read back in the browser", () => {
  it("keeps site paths with whole counts and drops anything else", () => {
    const read = readMenuCounts({ "/femei/": 83, "/zero/": 0, "/x/": "83", "//evil/": 1, "/y/": 1.5, "/z/": -1 });
    expect([...read]).toEqual([
      ["/femei/", 83],
      ["/zero/", 0],
    ]);
  });

  it("reads junk as no count at all", () => {
    for (const junk of [null, "<html>", 42, [["/femei/", 1]]]) expect(readMenuCounts(junk).size).toBe(0);
  });
});
