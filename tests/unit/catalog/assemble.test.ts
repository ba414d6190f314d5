import { describe, expect, it } from "vitest";
import { assembleCatalog, assignSlugs, inCollection } from "../../../src/lib/catalog/assemble.ts";
import type { SourceParts } from "../../../src/lib/domain/source.ts";
import { buildProduct } from "../../../src/lib/cms/product.ts";
import { category, CMS, collection, draft, problem, product, productInput } from "../support.ts";

/** What a source read, with nothing in it; tests add what they are about. */
function parts(overrides: Partial<SourceParts> = {}): SourceParts {
  return {
    source: "umbraco",
    products: [],
    categories: [],
    collections: [],
    brands: [],
    about: null,
    read: { products: 0, categories: 0, collections: 0 },
    problems: [],
    ...overrides,
  };
}

const ok = (overrides: Parameters<typeof productInput>[0]) => buildProduct(productInput(overrides), CMS);
const slugsOf = (titles: string[]) =>
  assignSlugs(titles.map((title, index) => draft({ id: `p${index + 1}`, title }))).products.map((entry) => entry.slug);

describe("assignSlugs (spec §2 slug, CMS.md unique slugs)", () => {
  it("gives each product the slug of its title", () => {
    expect(slugsOf(["Rochie midi (roșie)", "Cămașă albă"])).toEqual(["rochie-midi-rosie", "camasa-alba"]);
  });

  it("keeps the first product's slug and suffixes the second, reporting it", () => {
    const { products, suffixed } = assignSlugs([
      draft({ id: "a", title: "Rochie midi" }),
      draft({ id: "b", title: "Rochie Midi" }),
    ]);
    expect(products.map((entry) => [entry.id, entry.slug])).toEqual([
      ["a", "rochie-midi"],
      ["b", "rochie-midi-2"],
    ]);
    expect(suffixed).toEqual([{ id: "b", title: "Rochie Midi", wanted: "rochie-midi", slug: "rochie-midi-2" }]);
  });

  it("counts on for a third duplicate", () => {
    expect(slugsOf(["Rochie", "rochie", "ROCHIE!"])).toEqual(["rochie", "rochie-2", "rochie-3"]);
  });

  it("treats titles that differ only by accents or cedillas as duplicates", () => {
    expect(slugsOf(["Cămașă", "Cămaşă", "Camasa"])).toEqual(["camasa", "camasa-2", "camasa-3"]);
  });

  it("never gives a suffixed slug that another title produces on its own", () => {
    const { products, suffixed } = assignSlugs([
      draft({ id: "a", title: "X" }),
      draft({ id: "b", title: "X" }),
      draft({ id: "c", title: "X 2" }),
    ]);
    expect(products.map((entry) => entry.slug)).toEqual(["x", "x-3", "x-2"]);
    expect(suffixed.map((entry) => entry.id)).toEqual(["b"]);
  });

  it("handles a natural 'x-2' that comes first", () => {
    expect(slugsOf(["X 2", "X", "X"])).toEqual(["x-2", "x", "x-3"]);
  });

  it("gives every product a unique slug, whatever the titles", () => {
    const titles = ["A", "A", "A 2", "A 2", "A-2", "a 3", "A", "!!!", "???"];
    const slugs = slugsOf(titles);
    expect(new Set(slugs).size).toBe(titles.length);
    expect(slugs.every((slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toBe(true);
  });

  it("gives a title without letters or digits a usable slug", () => {
    expect(slugsOf(["★★★", "!!!"])).toEqual(["produs", "produs-2"]);
  });
});

describe("assembleCatalog", () => {
  it("publishes the valid products and carries every problem to the report", () => {
    const catalog = assembleCatalog(
      parts({
        products: [ok({ id: "1", title: "Rochie" }), ok({ id: "2", price: "abc" }), ok({ id: "3", title: "Bluză" })],
        problems: [problem({ kind: "category", id: "c1", field: "name" })],
      }),
    );
    expect(catalog.products.map((entry) => entry.id)).toEqual(["1", "3"]);
    expect(catalog.problems.map((entry) => [entry.kind, entry.id, entry.field])).toEqual([
      ["category", "c1", "name"],
      ["product", "2", "price"],
    ]);
  });

  it("keeps the first of two products with the same id and reports the second", () => {
    const catalog = assembleCatalog(
      parts({ products: [ok({ id: "7", title: "Rochie" }), ok({ id: "7", title: "Fustă" })] }),
    );
    expect(catalog.products.map((entry) => entry.title)).toEqual(["Rochie"]);
    expect(catalog.problems).toEqual([
      expect.objectContaining({ kind: "product", id: "7", title: "Fustă", field: "id" }),
    ]);
  });

  it("reports suffixed slugs", () => {
    const catalog = assembleCatalog(
      parts({ products: [ok({ id: "1", title: "Rochie" }), ok({ id: "2", title: "Rochie" })] }),
    );
    expect(catalog.suffixed).toEqual([{ id: "2", title: "Rochie", wanted: "rochie", slug: "rochie-2" }]);
  });

  it("adds the categories, collections and brands products name, so no link points at a missing page", () => {
    const catalog = assembleCatalog(
      parts({ products: [ok({ category: "Geci-baieti", collection: "Iarnă 2025", brands: "Nike" })] }),
    );
    expect(catalog.categories).toEqual([expect.objectContaining({ path: "/baieti/geci/", image: null })]);
    expect(catalog.collections).toEqual([expect.objectContaining({ name: "Iarnă 2025", slug: "iarna-2025" })]);
    expect(catalog.brands).toEqual([{ name: "Nike", slug: "nike", link: "/brand/nike/" }]);
  });

  it("does not repeat what the source already lists, keeping the listed entry", () => {
    const listedCategory = category({ id: "cat", name: "Rochii-femei", image: "/media/rochii.jpg" });
    const listedCollection = collection({ id: "col", name: "Vară", slug: "vara" });
    const catalog = assembleCatalog(
      parts({
        products: [ok({ category: "Rochii-Femei", collection: "VARĂ", brands: "ZARA" })],
        categories: [listedCategory, category({ id: "dup" })],
        collections: [listedCollection],
        brands: [{ name: "Zara", slug: "zara", link: "/brand/zara/" }],
      }),
    );
    expect(catalog.categories.map((entry) => entry.id)).toEqual(["cat"]);
    expect(catalog.collections.map((entry) => entry.id)).toEqual(["col"]);
    expect(catalog.brands.map((entry) => entry.name)).toEqual(["Zara"]);
  });

  it("accepts a source without a brands list", () => {
    const catalog = assembleCatalog(parts({ brands: null, products: [ok({ brands: "Mango" })] }));
    expect(catalog.brands.map((entry) => entry.name)).toEqual(["Mango"]);
  });

  it("passes the source, About and read counts through", () => {
    const read = { products: 4, categories: 2, collections: 1 };
    const about = { id: "about", slides: [], marquee: ["Livrare gratuită"] };
    expect(assembleCatalog(parts({ source: "sample", read, about }))).toMatchObject({ source: "sample", read, about });
  });
});

describe("inCollection", () => {
  const vara = collection({ name: "Colecția de Vară", slug: "colectia-de-vara" });

  it("matches a product to its collection whatever the case or diacritics", () => {
    expect(inCollection(product("a", { collection: "colectia de vara" }), vara)).toBe(true);
    expect(inCollection(product("b", { collection: "COLECŢIA DE VARĂ" }), vara)).toBe(true);
  });

  it("does not match another collection or none", () => {
    expect(inCollection(product("c", { collection: "Colecția de Iarnă" }), vara)).toBe(false);
    expect(inCollection(product("d", { collection: null }), vara)).toBe(false);
  });
});
