import { describe, expect, it } from "vitest";
import { CURRENCY_LABEL, formatPrice, parsePrice, priceValue, readFormattedPrice } from "../../src/lib/money.ts";
import { discountPercent, saleOldPrice } from "../../src/lib/prices/shown-price.ts";

describe("parsePrice", () => {
  it.each([
    ["149,99", 14999],
    ["1.299,00", 129900],
    [149.99, 14999],
    [149, 14900],
    ["149", 14900],
    ["149.99", 14999],
    ["1.299", 129900],
    ["1,299.00", 129900],
    ["1 299,99", 129999],
    ["1\u00a0299,99", 129999],
    ["1.299.999,50", 129999950],
    ["  149,99  ", 14999],
    ["149,99 Ron", 14999],
    ["149 lei", 14900],
    ["12,5", 1250],
  ])("reads %j as %i bani", (value, bani) => {
    expect(parsePrice(value)).toBe(bani);
  });

  it("never yields a fraction of a ban, even where floats would (0,29 × 100 = 28.999…)", () => {
    for (const text of ["0,29", "19,99", "1.005,07", "33,33"]) {
      const bani = parsePrice(text);
      expect(Number.isInteger(bani), text).toBe(true);
    }
    expect(parsePrice("0,29")).toBe(29);
    expect(parsePrice(19.99)).toBe(1999);
  });

  it.each([
    ["an empty string", ""],
    ["blank text", "   "],
    ["a word", "abc"],
    ["a negative amount", "-5"],
    ["a negative number", -5],
    ["zero", 0],
    ["zero as text", "0,00"],
    ["NaN", NaN],
    ["infinity", Infinity],
    ["two decimal commas", "1,2,3"],
    ["badly grouped dots", "1.2.3"],
    ["null", null],
    ["undefined", undefined],
    ["a boolean", true],
    ["an object", { value: 149 }],
    ["digits with letters", "149abc"],
  ])("refuses %s", (_label, value) => {
    expect(parsePrice(value)).toBeNull();
  });

  it("refuses an amount no shop would charge (a typo)", () => {
    expect(parsePrice("1.000.000.000,00")).toBeNull();
  });
});

describe("formatPrice", () => {
  it("shows the label Ron after the amount (spec §9)", () => {
    expect(CURRENCY_LABEL).toBe("Ron");
    expect(formatPrice(14999)).toBe("149,99 Ron");
  });

  it("groups thousands with a dot and uses a decimal comma, with plain characters a shopper can read", () => {
    expect(formatPrice(129999)).toBe("1.299,99 Ron");
    expect(formatPrice(500000)).toBe("5.000,00 Ron");
    expect(formatPrice(100000000)).toBe("1.000.000,00 Ron");
  });

  it("always shows two decimals", () => {
    expect(formatPrice(999)).toBe("9,99 Ron");
    expect(formatPrice(15000)).toBe("150,00 Ron");
    expect(formatPrice(1)).toBe("0,01 Ron");
  });

  it("round-trips what an editor typed", () => {
    expect(formatPrice(parsePrice("1.299,00") ?? 0)).toBe("1.299,00 Ron");
  });
});

describe("priceValue", () => {
  it("writes a machine decimal with a dot and no grouping", () => {
    expect(priceValue(129999)).toBe("1299.99");
    expect(priceValue(15000)).toBe("150.00");
  });
});

describe("readFormattedPrice", () => {
  it("reads back every price formatPrice writes", () => {
    for (const bani of [1, 99, 100, 999, 14999, 129999, 100000000])
      expect(readFormattedPrice(formatPrice(bani))).toBe(bani);
  });

  it("reads nothing from text without digits", () => {
    expect(readFormattedPrice("")).toBeNull();
    expect(readFormattedPrice("Ron")).toBeNull();
  });
});

describe("saleOldPrice (the sale rule)", () => {
  it("keeps an old price only when it is above the price", () => {
    expect(saleOldPrice(7500, 10000)).toBe(10000);
    expect(saleOldPrice(9999, 10000)).toBe(10000);
    expect(saleOldPrice(10000, 10000)).toBeNull();
    expect(saleOldPrice(10000, 9000)).toBeNull();
    expect(saleOldPrice(10000, null)).toBeNull();
  });
});

describe("discountPercent", () => {
  it("computes the real discount from the old price, not a fixed -25%", () => {
    expect(discountPercent(7500, 10000)).toBe(25);
    expect(discountPercent(9000, 10000)).toBe(10);
    expect(discountPercent(14999, 19999)).toBe(25);
    expect(discountPercent(10000, 30000)).toBe(67);
  });

  it("shows no discount without an old price above the price", () => {
    expect(discountPercent(10000, null)).toBeNull();
    expect(discountPercent(10000, 10000)).toBeNull();
    expect(discountPercent(10000, 9000)).toBeNull();
  });

  it("shows no 0% badge for a reduction that rounds to nothing", () => {
    expect(discountPercent(9999, 10000)).toBeNull();
  });
});
