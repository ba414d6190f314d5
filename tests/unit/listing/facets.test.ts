import { describe, expect, it } from "vitest";
import { facetSummary, select } from "../../../src/lib/listing/facets.ts";
import { NO_FILTERS, priceBounds, type Filters } from "../../../src/lib/listing/filter.ts";
import { listingData } from "../../../src/lib/listing/listing-data.ts";
import { product } from "../support.ts";
import { DATA, PRODUCTS, slugsAt } from "./fixture.ts";

const filters = (overrides: Partial<Filters>): Filters => ({ ...NO_FILTERS, ...overrides });
const found = (overrides: Partial<Filters>) => slugsAt(select(DATA, filters(overrides)).matches);
/** Each option's count, by key. */
function counts(overrides: Partial<Filters>) {
  const summary = facetSummary(DATA, select(DATA, filters(overrides)));
  const byKey = (options: readonly { key: string; count: number }[]) =>
    Object.fromEntries(options.map((option) => [option.key, option.count]));
  return {
    brands: byKey(summary.brands),
    colours: byKey(summary.colours),
    materials: byKey(summary.materials),
    sizes: byKey(summary.sizes),
    shops: byKey(summary.shops),
    onSale: summary.onSale,
  };
}

describe("select: which products pass", () => {
  it("passes everything without filters, in the listing's order", () => {
    expect(found({})).toEqual(PRODUCTS.map((entry) => entry.slug));
  });

  it("gives the union of two brands (OR within a facet), not nothing", () => {
    expect(found({ brands: ["casa-lia"] })).toEqual(["sacou-lana", "tricou-bumbac"]);
    expect(found({ brands: ["casa-lia", "velora"] })).toEqual([
      "sacou-lana",
      "tricou-bumbac",
      "tesatura-in",
      "bluza-in",
    ]);
  });

  it('filters by shop, a product several shops sell matching each (issue 28, "Magazin")', () => {
    expect(found({ shops: ["magazin-beta"] })).toEqual(["tricou-bumbac"]);
    expect(found({ shops: ["magazin-alfa"] })).toEqual(["tricou-bumbac", "bluza-in"]);
    expect(found({ shops: ["magazin-alfa", "magazin-beta"] })).toEqual(["tricou-bumbac", "bluza-in"]);
    expect(counts({}).shops).toEqual({ "magazin-alfa": 2, "magazin-beta": 1 });
    expect(counts({ colour: "alb", shops: ["magazin-beta"] }).shops).toEqual({ "magazin-alfa": 2, "magazin-beta": 1 });
  });

  it("counts a product with two brands once", () => {
    expect(found({ brands: ["casa-lia", "nord-fir"] })).toEqual(["sacou-lana", "sal-matase", "tricou-bumbac"]);
  });

  it("narrows across facets (AND): brands, then a colour", () => {
    expect(found({ brands: ["casa-lia", "velora"], colour: "rosu" })).toEqual(["sacou-lana", "tesatura-in"]);
    expect(found({ brands: ["velora"], materials: ["in"], colour: "alb", size: "m" })).toEqual(["bluza-in"]);
  });

  it("matches colours whatever their case and diacritics (Roșu, Roşu, ROȘU)", () => {
    expect(found({ colour: "rosu" })).toEqual(["sacou-lana", "sal-matase", "tesatura-in"]);
  });

  it("keeps a product without a colour or material out of those filters", () => {
    expect(found({ colour: "alb" })).not.toContain("camasa-alba");
    expect(found({ materials: ["in", "bumbac", "lana", "matase"] })).not.toContain("camasa-alba");
  });

  it("filters by size and by sale", () => {
    expect(found({ size: "s" })).toEqual(["sacou-lana", "tricou-bumbac", "bluza-in"]);
    expect(found({ onSale: true })).toEqual(["sal-matase", "bluza-in"]);
  });

  it("includes both ends of the price range, in whole Ron", () => {
    expect(found({ price: { min: 120, max: 210 } })).toEqual(["sal-matase", "bluza-in", "camasa-alba"]);
    expect(found({ price: { min: 121, max: 209 } })).toEqual(["bluza-in"]);
    expect(found({ price: { min: 89, max: 89 } })).toEqual([]);
  });
});

describe("facet counts: what each option would give", () => {
  it("without filters, each option counts its products", () => {
    expect(counts({})).toEqual({
      brands: { boema: 1, "casa-lia": 2, "nord-fir": 2, velora: 2 },
      colours: { alb: 2, rosu: 3 },
      materials: { bumbac: 1, in: 2, lana: 1, matase: 1 },
      sizes: { xs: 1, s: 3, m: 2, l: 2, "marime-unica": 1 },
      shops: { "magazin-alfa": 2, "magazin-beta": 1 },
      onSale: 2,
    });
  });

  it("a facet's own choice does not narrow its counts; the other facets' do", () => {
    const withBrand = counts({ brands: ["velora"] });
    expect(withBrand.brands).toEqual({ boema: 1, "casa-lia": 2, "nord-fir": 2, velora: 2 });
    expect(withBrand.colours).toEqual({ alb: 1, rosu: 1 });
    expect(withBrand.onSale).toBe(1);
  });

  it("each count is exactly what choosing the option gives", () => {
    const current = filters({ brands: ["casa-lia"], price: { min: 0, max: 500 } });
    const summary = facetSummary(DATA, select(DATA, current));
    for (const option of summary.colours)
      expect(select(DATA, { ...current, colour: option.key }).matches.length, option.key).toBe(option.count);
    for (const option of summary.sizes)
      expect(select(DATA, { ...current, size: option.key }).matches.length, option.key).toBe(option.count);
    for (const option of summary.materials)
      expect(select(DATA, { ...current, materials: [option.key] }).matches.length, option.key).toBe(option.count);
    for (const option of summary.brands)
      expect(select(DATA, { ...current, brands: [option.key] }).matches.length, option.key).toBe(option.count);
    expect(select(DATA, { ...current, onSale: true }).matches.length).toBe(summary.onSale);
  });

  it("gives 0 to an option that would give nothing (the panel disables it)", () => {
    expect(counts({ colour: "rosu" }).brands["boema"]).toBe(0);
    expect(counts({ brands: ["boema"] }).colours).toEqual({ alb: 0, rosu: 0 });
    expect(counts({ price: { min: 1000, max: 2000 } }).onSale).toBe(0);
  });
});

describe("priceBounds: the slider's ends", () => {
  it("runs from 0 to 1500 Ron (spec §5)", () => {
    expect(priceBounds(listingData([product("a", { price: "99,90" })]))).toEqual({ min: 0, max: 1500 });
  });

  it("widens to the dearest product, rounded up to a whole Ron", () => {
    expect(priceBounds(DATA)).toEqual({ min: 0, max: 1900 });
  });
});
