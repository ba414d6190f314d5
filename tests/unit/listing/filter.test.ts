import { describe, expect, it } from "vitest";
import { cleanFilters, filterTags } from "../../../src/lib/listing/filter-apply.ts";
import {
  chooseOne,
  clampPrice,
  hasFilters,
  NO_FILTERS,
  removeTag,
  toggleKey,
} from "../../../src/lib/listing/filter.ts";
import { DATA } from "./fixture.ts";

const labels = {
  brands: DATA.brands.options,
  materials: DATA.materials.options,
  colours: DATA.colours.options,
  sizes: DATA.sizes.options,
  shops: DATA.shops.options,
};

describe("changing filters (spec §4)", () => {
  it("toggles brands and materials in and out of their lists", () => {
    expect(toggleKey([], "velora")).toEqual(["velora"]);
    expect(toggleKey(["velora"], "boema")).toEqual(["velora", "boema"]);
    expect(toggleKey(["velora", "boema"], "velora")).toEqual(["boema"]);
  });

  it("takes one colour at a time; choosing the chosen one clears it", () => {
    expect(chooseOne(null, "rosu")).toBe("rosu");
    expect(chooseOne("rosu", "alb")).toBe("alb");
    expect(chooseOne("rosu", "rosu")).toBeNull();
    expect(chooseOne("rosu", null)).toBeNull();
  });

  it("knows when a filter is active; the defaults are none", () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(NO_FILTERS).toEqual({
      brands: [],
      materials: [],
      colour: null,
      size: null,
      shops: [],
      onSale: false,
      price: null,
    });
    expect(hasFilters({ ...NO_FILTERS, onSale: true })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, price: { min: 0, max: 100 } })).toBe(true);
  });
});

describe("clampPrice", () => {
  const bounds = { min: 0, max: 1500 };
  it("keeps the range inside the slider, its ends in order", () => {
    expect(clampPrice({ min: -20, max: 9000 }, { min: 0, max: 2000 })).toBeNull();
    expect(clampPrice({ min: 900, max: 200 }, bounds)).toEqual({ min: 200, max: 900 });
    expect(clampPrice({ min: 100, max: 99999 }, bounds)).toEqual({ min: 100, max: 1500 });
  });

  it("is no filter when it covers the whole slider", () => {
    expect(clampPrice({ min: 0, max: 1500 }, bounds)).toBeNull();
    expect(clampPrice(null, bounds)).toBeNull();
  });
});

describe("cleanFilters: the filters a listing can apply", () => {
  it("drops keys the listing does not have and orders lists like the options", () => {
    const cleaned = cleanFilters(
      { ...NO_FILTERS, brands: ["velora", "zara", "boema"], colour: "verde", size: "xxl", materials: ["in"] },
      DATA,
    );
    expect(cleaned).toEqual({ ...NO_FILTERS, brands: ["boema", "velora"], materials: ["in"] });
  });

  it("brings the price inside this listing's slider", () => {
    expect(cleanFilters({ ...NO_FILTERS, price: { min: 50, max: 5000 } }, DATA).price).toEqual({ min: 50, max: 1900 });
  });
});

describe("tags for the active filters", () => {
  const filters = {
    brands: ["velora", "casa-lia"],
    materials: ["in"],
    colour: "rosu",
    size: "m",
    shops: ["magazin-alfa"],
    onSale: true,
    price: { min: 100, max: 500 },
  };

  it("shows one tag per active criterion, with the option's own text", () => {
    expect(filterTags(filters, labels).map((tag) => [tag.facet, tag.label])).toEqual([
      ["brand", "Velora"],
      ["brand", "Casa Lia"],
      ["material", "In"],
      ["colour", "Roșu"],
      ["size", "M"],
      ["shop", "Magazin Alfa"],
      ["onSale", ""],
      ["price", ""],
    ]);
    expect(filterTags(NO_FILTERS, labels)).toEqual([]);
  });

  it("removing a tag removes only its criterion", () => {
    const tags = filterTags(filters, labels);
    const velora = tags.find((tag) => tag.key === "velora");
    const price = tags.find((tag) => tag.facet === "price");
    if (!velora || !price) throw new Error("missing tags");
    expect(removeTag(filters, velora)).toEqual({ ...filters, brands: ["casa-lia"] });
    expect(removeTag(filters, price)).toEqual({ ...filters, price: null });
  });
});
