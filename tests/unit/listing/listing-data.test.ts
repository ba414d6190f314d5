import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  cardProduct,
  compareSizes,
  decodeListing,
  encodeListing,
  listingDataPath,
  listingFile,
  ListingDataError,
  optionKey,
} from "../../../src/lib/listing/listing-data.ts";
import { priceStory, type PriceStory } from "../../../src/lib/prices/history.ts";
import type { Product } from "../../../src/lib/domain/schema.ts";
import { product } from "../support.ts";
import { DATA, PRODUCTS } from "./fixture.ts";

const storyOf = (source: Product): PriceStory =>
  priceStory([], source.price, null, Date.UTC(2026, 10, 23), (at) => new Date(at).toISOString().slice(0, 10));

describe("the listing data file", () => {
  it("decodes to the same cards the Astro grid shows: title, slug, first brand, prices, two images, shops", () => {
    const decoded = decodeListing(JSON.parse(JSON.stringify(encodeListing(PRODUCTS))));
    PRODUCTS.forEach((source, index) => {
      expect(cardProduct(decoded, index)).toEqual({
        index,
        id: source.id,
        title: source.title,
        slug: source.slug,
        brand: source.brands[0] ?? null,
        price: source.price,
        oldPrice: source.oldPrice,
        images: source.images.slice(0, 2),
        checkedOn: null,
        // Issue 28: the shops of a product of the feeds, which make its card's "de la X Ron".
        ...(source.shops ? { shops: source.shops } : {}),
      });
    });
  });

  it("carries the day each price was read, where the build keeps a price history", () => {
    const [first, second] = PRODUCTS;
    if (!first || !second) throw new Error("the fixture has two products");
    const checked = { ...first, prices: { ...storyOf(first), checkedOn: "2026-11-23" } };
    const decoded = decodeListing(JSON.parse(JSON.stringify(encodeListing([checked, second]))));
    expect(cardProduct(decoded, 0).checkedOn).toBe("2026-11-23");
    expect(cardProduct(decoded, 1).checkedOn).toBeNull();
    expect(() => decodeListing({ ...encodeListing([checked]), checkedDays: ["23 noiembrie"] })).toThrow(
      ListingDataError,
    );
  });

  it("writes a slug only when it is not the title's own (a suffixed duplicate)", () => {
    const same = product("rochie-midi", { id: "a", title: "Rochie midi" });
    const suffixed = product("rochie-midi-2", { id: "b", title: "Rochie midi" });
    const file = encodeListing([same, suffixed]);
    expect(file.slugs).toEqual({ 1: "rochie-midi-2" });
    expect(decodeListing(file).slugs).toEqual(["rochie-midi", "rochie-midi-2"]);
  });

  it("codes repeated brands, colours, materials, size lists and images once", () => {
    const file = encodeListing(PRODUCTS);
    expect(file.brands.labels).toEqual(["Boema", "Casa Lia", "Nord & Fir", "Velora"]);
    // "Roșu", "Roşu" (cedilla) and "ROȘU" are one colour, shown as first written.
    expect(file.colours.labels).toEqual(["Alb", "Roșu"]);
    expect(file.colours.values).toEqual([2, 2, 1, 2, 1, 0]);
    expect(file.materials.values.at(-1)).toBe(0);
    expect(file.images).toHaveLength(PRODUCTS.length * 2);
  });

  it("lists sizes from small to large, and names in Romanian order", () => {
    expect(DATA.sizes.options.map((option) => option.label)).toEqual(["XS", "S", "M", "L", "Mărime unică"]);
    expect(["M", "42", "XS", "2 ani", "Mărime unică", "XXL", "6 luni"].sort(compareSizes)).toEqual([
      "XS",
      "M",
      "XXL",
      "6 luni",
      "2 ani",
      "42",
      "Mărime unică",
    ]);
  });

  it("stays within 40 bytes a product once compressed, for a listing of repeated shapes", () => {
    const many = Array.from({ length: 2000 }, (_, index) => {
      const source = PRODUCTS[index % PRODUCTS.length];
      if (!source) throw new Error("empty fixture");
      return { ...source, id: crypto.randomUUID(), slug: `${source.slug}-${index}`, title: `${source.title} ${index}` };
    });
    const bytes = brotliCompressSync(JSON.stringify(encodeListing(many))).length;
    expect(bytes / many.length).toBeLessThanOrEqual(40);
  });

  it("refuses a file it cannot read, naming what is wrong", () => {
    const file = encodeListing(PRODUCTS);
    expect(() => decodeListing({ ...file, version: 1 })).toThrow(ListingDataError);
    expect(() => decodeListing({ ...file, prices: file.prices.slice(1) })).toThrow(/"prices"/);
    expect(() => decodeListing({ ...file, colours: { ...file.colours, values: [9, 0, 0, 0, 0, 0] } })).toThrow(
      /colours\.values/,
    );
    expect(() => decodeListing(null)).toThrow(ListingDataError);
  });

  it("folds option keys: case and both ș/ş spellings", () => {
    expect(optionKey("Roşu închis")).toBe("rosu-inchis");
    expect(optionKey("ROȘU ÎNCHIS")).toBe("rosu-inchis");
  });

  it("has one URL per listing", () => {
    expect(listingDataPath("/femei/")).toBe("/date/listari/femei.json");
    expect(listingDataPath("/colectii/vara/femei/")).toBe("/date/listari/colectii/vara/femei.json");
  });
});

describe("listingFile", () => {
  it("encodes a product list once: the endpoint and the island's props read the same file", () => {
    const file = listingFile(PRODUCTS);
    expect(listingFile(PRODUCTS)).toBe(file);
    expect(file).toEqual(encodeListing(PRODUCTS));
  });
});
