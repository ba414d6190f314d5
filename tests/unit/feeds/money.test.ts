import { describe, expect, it } from "vitest";
import { isLei, parseBani, parseFeedPrice } from "../../../src/lib/feeds/money.ts";

describe("feed prices to bani", () => {
  it("reads decimal text exactly, where a float would round wrongly", () => {
    expect(parseBani("149.99")).toBe(14999);
    expect(parseBani("0.29")).toBe(29); // 0.29 * 100 is 28.999999999999996 as a float
    expect(parseBani("1.1")).toBe(110);
    expect(parseBani("1299.50")).toBe(129950);
    expect(parseBani("149,99")).toBe(14999);
    expect(parseBani("349")).toBe(34900);
    expect(parseBani("12.300")).toBe(1230);
  });

  it("reads JSON numbers through their shortest text", () => {
    expect(parseBani(149.99)).toBe(14999);
    expect(parseBani(4.35)).toBe(435); // 4.35 * 100 is 434.99999999999994
  });

  it("refuses zero, fractions of a ban, negatives and junk", () => {
    for (const value of ["0", "0.00", "149.999", "-5", "", "abc", "1e3", "1.299,00", null, undefined, 1e21]) {
      expect(parseBani(value), String(value)).toBeNull();
    }
  });

  it("reads Google's number-space-currency shape", () => {
    expect(parseFeedPrice("149.99 RON")).toEqual({ bani: 14999, currency: "RON" });
    expect(parseFeedPrice("20.00 eur")).toEqual({ bani: 2000, currency: "EUR" });
    expect(parseFeedPrice("99")).toEqual({ bani: 9900, currency: null });
  });

  it("takes RON and LEI, and no currency, as lei", () => {
    expect([isLei("RON"), isLei("lei"), isLei(null), isLei("EUR"), isLei("HUF")]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
