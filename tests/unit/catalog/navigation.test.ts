import { describe, expect, it } from "vitest";
import { buildListings, type CatalogParts } from "../../../src/lib/catalog/listings.ts";
import { buildNavigation, MENU_ENTRIES, type GenderMenu } from "../../../src/lib/catalog/navigation.ts";
import type { Product } from "../../../src/lib/domain/schema.ts";
import { brand, categoryNamed, collection, product } from "../support.ts";

/**
 * The menus of a catalogue. As the assembled catalogue does, every category a
 * product names is listed, after the ones the CMS lists.
 */
function navigationOf(overrides: Partial<CatalogParts>) {
  const categories = new Map((overrides.categories ?? []).map((entry) => [entry.path, entry]));
  for (const { category } of overrides.products ?? []) {
    if (category && !categories.has(category.path)) categories.set(category.path, categoryNamed(category.name));
  }
  return buildNavigation(
    buildListings({ products: [], collections: [], brands: [], ...overrides, categories: [...categories.values()] }),
  );
}

let serial = 0;
/** `count` products of the category named `categoryName`, with distinct slugs. */
function productsOf(categoryName: string, count: number, overrides: Parameters<typeof product>[1] = {}): Product[] {
  return Array.from({ length: count }, () => {
    serial += 1;
    return product(`produs-${serial}`, { id: `p${serial}`, category: categoryName, ...overrides });
  });
}

function column(menus: readonly GenderMenu[], gender: string): GenderMenu {
  const menu = menus.find((entry) => entry.gender === gender);
  if (!menu) expect.fail(`no menu column for ${gender}`);
  return menu;
}

describe("buildNavigation: gender columns (spec §2, Header and menus)", () => {
  it("orders the columns Femei, Fetițe, Bărbați, Băieți, each linking to its section", () => {
    const navigation = navigationOf({
      products: ["Bluze-baieti", "Bluze-barbati", "Bluze-fetite", "Bluze-femei"].flatMap((name) => productsOf(name, 1)),
    });
    expect(navigation.genders.map((menu) => [menu.label, menu.href])).toEqual([
      ["Femei", "/femei/"],
      ["Fetițe", "/fetite/"],
      ["Bărbați", "/barbati/"],
      ["Băieți", "/baieti/"],
    ]);
  });

  it("counts each gender's products and each category's products", () => {
    const navigation = navigationOf({
      products: [
        ...productsOf("Rochii-femei", 3),
        ...productsOf("Fuste-femei", 2),
        ...productsOf("Tricouri-barbati", 1),
        ...productsOf("Rochii-fetita", 4),
      ],
    });
    const femei = column(navigation.genders, "femei");
    expect(femei.count).toBe(5);
    expect(femei.categories).toEqual([
      { label: "Fuste", href: "/femei/fuste/", count: 2 },
      { label: "Rochii", href: "/femei/rochii/", count: 3 },
    ]);
    expect(column(navigation.genders, "barbati")).toMatchObject({
      count: 1,
      categories: [{ label: "Tricouri", href: "/barbati/tricouri/", count: 1 }],
    });
    expect(column(navigation.genders, "fetite")).toMatchObject({
      count: 4,
      categories: [{ label: "Rochii", href: "/fetite/rochii/", count: 4 }],
    });
    expect(
      navigation.genders.map((menu) => menu.gender),
      "no column for Băieți, who have no product: it would hold one link, to an empty page",
    ).toEqual(["femei", "fetite", "barbati"]);
  });

  it("leaves categories with no products out of the menus", () => {
    const navigation = navigationOf({
      products: productsOf("Rochii-femei", 1),
      categories: [categoryNamed("Rochii-femei"), categoryNamed("Pantofi-femei"), categoryNamed("Geci-barbati")],
    });
    expect(column(navigation.genders, "femei").categories.map((entry) => entry.label)).toEqual(["Rochii"]);
    expect(
      navigation.genders.map((menu) => menu.gender),
      "Bărbați, whose only category is empty",
    ).toEqual(["femei"]);
  });

  it(`shows at most ${MENU_ENTRIES} categories per gender: the fullest ones, in Romanian alphabetical order`, () => {
    expect(MENU_ENTRIES).toBe(15);
    // 17 categories with 1 to 17 products, in an order unrelated to their names.
    const labels = [
      "Bluze",
      "Blugi",
      "Căciuli",
      "Cămăși",
      "Costume",
      "Fuste",
      "Geci",
      "Inele",
      "Îmbrăcăminte sport",
      "Jachete",
      "Pantaloni",
      "Pantofi",
      "Sandale",
      "Sutiene",
      "Șaluri",
      "Tricouri",
      "Veste",
    ];
    const counts = labels.map((_, index) => ((index * 7) % labels.length) + 1);
    expect(counts[0]).toBe(1); // Bluze, the emptiest
    expect(counts[5]).toBe(2); // Fuste, the next emptiest
    const products = labels.flatMap((label, index) => productsOf(`${label}-femei`, counts[index] ?? 0));
    // Listed in reverse so that neither the catalogue's order nor the CMS's decides the menu's.
    const menu = column(navigationOf({ products: products.reverse() }).genders, "femei");

    expect(menu.categories.map((entry) => entry.label)).toEqual([
      "Blugi",
      "Căciuli",
      "Cămăși",
      "Costume",
      "Geci",
      "Inele",
      "Îmbrăcăminte sport",
      "Jachete",
      "Pantaloni",
      "Pantofi",
      "Sandale",
      "Sutiene",
      "Șaluri",
      "Tricouri",
      "Veste",
    ]);
    for (const entry of menu.categories) expect(entry.count).toBe(counts[labels.indexOf(entry.label)]);
    // The column's own count still covers every product of the gender, not only the 15 shown.
    expect(menu.count).toBe(products.length);
  });
});

describe("buildNavigation: collections", () => {
  const navigation = navigationOf({
    products: [
      ...productsOf("Rochii-femei", 2, { collection: "Vară" }),
      ...productsOf("Tricouri-barbati", 1, { collection: "vara" }),
      ...productsOf("Rochii-fetita", 1, { collection: "Vară Plus" }),
    ],
    collections: [
      collection({ name: "Vară", slug: "vara" }),
      collection({ name: "Vară Plus", slug: "vara-plus" }),
      collection({ name: "Iarnă", slug: "iarna" }),
    ],
  });

  it("gives each collection its link, count and gender links with their counts", () => {
    expect(navigation.collections[0]).toEqual({
      label: "Vară",
      href: "/colectii/vara/",
      count: 3,
      genders: [
        { label: "Femei", href: "/colectii/vara/femei/", count: 2 },
        { label: "Bărbați", href: "/colectii/vara/barbati/", count: 1 },
      ],
    });
  });

  it("never gives one collection the gender links of another whose slug starts the same", () => {
    expect(navigation.collections[1]).toEqual({
      label: "Vară Plus",
      href: "/colectii/vara-plus/",
      count: 1,
      genders: [{ label: "Fetițe", href: "/colectii/vara-plus/fetite/", count: 1 }],
    });
  });

  it("leaves a collection without products out (issue 15, no dead ends)", () => {
    expect(navigation.collections.map((entry) => entry.label)).toEqual(["Vară", "Vară Plus"]);
  });
});

describe("buildNavigation: brands", () => {
  it("links each brand to its listing with its product count", () => {
    const navigation = navigationOf({
      products: productsOf("Rochii-femei", 2, { brands: "Zara, Mango" }),
      brands: [brand("Zara"), brand("Mango")],
    });
    expect(navigation.brands).toEqual([
      { label: "Zara", href: "/brand/zara/", count: 2 },
      { label: "Mango", href: "/brand/mango/", count: 2 },
    ]);
  });

  it("leaves a brand the CMS lists but no product carries out", () => {
    const navigation = navigationOf({
      products: productsOf("Rochii-femei", 1, { brands: "Zara" }),
      brands: [brand("Nike"), brand("Zara")],
    });
    expect(navigation.brands.map((entry) => entry.label)).toEqual(["Zara"]);
  });
});
