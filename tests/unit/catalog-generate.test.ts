/**
 * The generated catalogue is the newcomer's first build: it must map without
 * a single problem, cover every listing the site has, and point only at
 * pictures that exist.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateCatalog, SAMPLE_PRODUCTS, serializeCatalog, type Item } from "../../scripts/catalog/generate.ts";
import { assembleCatalog } from "../../src/lib/catalog/assemble.ts";
import { umbracoParts } from "../../src/lib/cms/umbraco.ts";
import { GENDERS } from "../../src/lib/gender.ts";
import { discountPercent } from "../../src/lib/prices/shown-price.ts";
import { parseCategoryName, toSlug } from "../../src/lib/paths.ts";

const PUBLIC = new URL("../../public", import.meta.url);
const SAMPLE_FILE = new URL("../../src/data/sample-catalog.json", import.meta.url);

const content = generateCatalog({ products: SAMPLE_PRODUCTS });
const catalog = assembleCatalog(umbracoParts(content, "", "sample"));
const props = (item: Item) => item.properties;

describe("generateCatalog", () => {
  it("gives the same bytes for the same seed, and another catalogue for another seed", () => {
    const again = serializeCatalog(generateCatalog({ products: SAMPLE_PRODUCTS, seed: 1 }));
    expect(again).toBe(serializeCatalog(content));
    expect(serializeCatalog(generateCatalog({ products: SAMPLE_PRODUCTS, seed: 2 }))).not.toBe(again);
  });

  it("is what src/data/sample-catalog.json holds (regenerate with `node scripts/catalog-generate.ts --sample`)", () => {
    expect(readFileSync(SAMPLE_FILE, "utf8")).toBe(serializeCatalog(content));
  });

  it("writes 24 category pages named Category-gender, six per gender", () => {
    expect(content.categories).toHaveLength(24);
    const sections = content.categories.map((item) => parseCategoryName(item.name)?.section);
    for (const gender of GENDERS) expect(sections.filter((section) => section === gender)).toHaveLength(6);
  });

  it("writes one collection twice, in another case, which the mapper merges", () => {
    expect(content.collections).toHaveLength(7);
    expect(catalog.collections).toHaveLength(6);
    expect(catalog.collections.map((collection) => collection.slug)).toContain("otterdays");
  });

  it("lists 16 brands, and products name no other", () => {
    expect(content.brands.group1.length + content.brands.group2.length).toBe(16);
    expect(catalog.brands).toHaveLength(16);
  });

  it("maps to a catalogue with every product published and no problem", () => {
    expect(catalog.problems).toEqual([]);
    expect(catalog.products).toHaveLength(SAMPLE_PRODUCTS);
    expect(catalog.about?.slides).toHaveLength(2);
    expect(catalog.about?.marquee).toHaveLength(2);
  });

  it("repeats exactly one title, so the second product gets a suffixed slug", () => {
    const [suffixed, ...others] = catalog.suffixed;
    expect(others).toEqual([]);
    expect(suffixed?.slug).toBe(`${suffixed?.wanted}-2`);
    expect(new Set(content.products.map((item) => toSlug(item.name))).size).toBe(SAMPLE_PRODUCTS - 1);
  });

  it("spreads products over every gender, category, collection and brand", () => {
    const products = catalog.products;
    expect(new Set(products.map((product) => product.gender))).toEqual(new Set(GENDERS));
    expect(new Set(products.map((product) => product.category?.path)).size).toBe(24);
    expect(new Set(products.flatMap((product) => (product.collection ? [toSlug(product.collection)] : []))).size).toBe(
      6,
    );
    expect(new Set(products.flatMap((product) => product.brands)).size).toBe(16);
  });

  it("prices like a shop: 29 to 1.499 Ron, a few above 1.000, about one in five on sale at 10-50% off", () => {
    const prices = catalog.products.map((product) => product.price);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(29_00);
    expect(Math.max(...prices)).toBeLessThanOrEqual(1_499_99);
    expect(prices.filter((price) => price > 1_000_00).length).toBeGreaterThanOrEqual(3);
    const sales = catalog.products.filter((product) => product.oldPrice !== null);
    expect(sales.length).toBeGreaterThan(SAMPLE_PRODUCTS * 0.12);
    expect(sales.length).toBeLessThan(SAMPLE_PRODUCTS * 0.3);
    for (const product of sales) {
      expect(discountPercent(product.price, product.oldPrice)).toBeGreaterThanOrEqual(10);
      expect(discountPercent(product.price, product.oldPrice)).toBeLessThanOrEqual(50);
    }
    const raw = content.products.filter((item) => props(item)["oldPrice"] !== null);
    expect(raw).toHaveLength(sales.length);
  });

  it("writes each field in the several shapes editors use", () => {
    const values = (field: string) => content.products.map((item) => props(item)[field]);
    const kinds = (field: string) =>
      new Set(values(field).map((value) => (Array.isArray(value) ? "array" : value === null ? "null" : typeof value)));
    expect(kinds("price")).toEqual(new Set(["string", "number"]));
    expect(values("price")).toContainEqual(expect.stringMatching(/^\d{1,3}\.\d{3},\d{2}$/));
    expect(kinds("affLink")).toEqual(new Set(["string", "array"]));
    expect(kinds("longDescription")).toEqual(new Set(["object", "string"]));
    expect(kinds("brand")).toEqual(new Set(["string", "array"]));
    expect(values("brand")).toContainEqual(expect.stringContaining(", "));
    expect(kinds("sizes")).toEqual(new Set(["string", "array"]));
    expect(kinds("collection")).toEqual(new Set(["string", "object", "null"]));
    expect(kinds("image3")).toEqual(new Set(["array", "null"]));
    expect(values("gen")).toEqual(expect.arrayContaining(["femei", "Băieți", "fetita", "bărbați"]));
  });

  it("links every product to an absolute https page of a reserved example shop", () => {
    for (const product of catalog.products) expect(product.affLink).toMatch(/^https:\/\/[a-z-]+\.example\//);
  });

  it("uses comma-below ș and ț, never the old cedilla letters", () => {
    expect(serializeCatalog(content)).not.toMatch(/[şţŞŢ]/);
  });

  it("points only at pictures that exist under public/", () => {
    const urls = [
      ...catalog.products.flatMap((product) => product.images),
      ...catalog.categories.map((category) => category.image),
      ...catalog.collections.map((collection) => collection.image),
      ...(catalog.about?.slides.map((slide) => slide.image) ?? []),
    ].filter((url): url is string => url !== null);
    const missing = [...new Set(urls)].filter(
      (url) => !url.startsWith("/media/sample/") || !existsSync(new URL(`.${url}`, `${PUBLIC.href}/`)),
    );
    expect(missing).toEqual([]);
    expect(catalog.products.every((product) => product.images.length > 0)).toBe(true);
  });
});
