import { describe, expect, it } from "vitest";
import {
  DAY_MS,
  discountVerdict,
  lowestBetween,
  priceStory,
  reductionStart,
  withCurrent,
  type PriceChange,
} from "../../../src/lib/prices/history.ts";

/** Day 0 is the history's first day; `now` is day 100 unless a test says otherwise. */
const day = (n: number): number => Date.UTC(2026, 7, 1) + n * DAY_MS;
const NOW = day(100);
const history = (...changes: [number, number][]): PriceChange[] =>
  changes.map(([on, price]) => ({ at: day(on), price }));
const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

describe("lowestBetween", () => {
  const prices = history([0, 10000], [10, 8000], [20, 12000]);

  it("counts the price in effect at the start, which began before it", () => {
    expect(lowestBetween(prices, day(15), day(30))).toBe(8000);
  });

  it("leaves out a change at the end, which was not yet in effect", () => {
    expect(lowestBetween(prices, day(0), day(10))).toBe(10000);
  });

  it("is null before the history begins", () => {
    expect(lowestBetween(prices, day(-20), day(-10))).toBeNull();
  });
});

describe("reductionStart", () => {
  it("is the first step of a reduction in steps", () => {
    expect(reductionStart(history([0, 20000], [50, 18000], [70, 15000]))).toBe(day(50));
  });

  it("counts only the last run of falls, after a rise", () => {
    expect(reductionStart(history([0, 10000], [40, 9000], [60, 15000], [80, 12000]))).toBe(day(80));
  });

  it("is null when the last change was a rise, or there was none", () => {
    expect(reductionStart(history([0, 10000], [40, 15000]))).toBeNull();
    expect(reductionStart(history([0, 10000]))).toBeNull();
  });
});

describe("discountVerdict (Directive 98/6/EC art. 6a)", () => {
  it("backs a reduction below the lowest price of the 30 days before it, and names that price", () => {
    const prices = history([0, 10000], [90, 7500]);
    expect(discountVerdict(prices, 7500, 12000, NOW)).toEqual({ kind: "backed", reference: 10000 });
  });

  it("refuses a price that rose before the reduction: the lowest of the 30 days before counts, not the peak", () => {
    // 100 Ron for months, 150 Ron for ten days, then "reduced" to 120 Ron from 150 Ron.
    const prices = history([0, 10000], [80, 15000], [90, 12000]);
    expect(discountVerdict(prices, 12000, 15000, NOW)).toEqual({ kind: "unbacked" });
  });

  it("backs the same rise once the low price is more than 30 days before the reduction", () => {
    const prices = history([0, 10000], [40, 15000], [90, 12000]);
    expect(discountVerdict(prices, 12000, 15000, NOW)).toEqual({ kind: "backed", reference: 15000 });
  });

  it("cannot tell while the history is shorter than 30 days before the reduction", () => {
    const prices = history([80, 10000], [95, 7500]);
    expect(discountVerdict(prices, 7500, 10000, NOW)).toEqual({ kind: "short" });
  });

  it("judges a reduction in steps from its first step (art. 6a(5))", () => {
    // 200 → 180 → 150: the reference is the lowest of the 30 days before 180 was first applied.
    const prices = history([0, 20000], [70, 18000], [90, 15000]);
    expect(discountVerdict(prices, 15000, 20000, NOW)).toEqual({ kind: "backed", reference: 20000 });
  });

  it("refuses an old price when the price never fell: the shop's claim has nothing under it", () => {
    expect(discountVerdict(history([0, 10000]), 10000, 14000, NOW)).toEqual({ kind: "unbacked" });
  });

  it("says none when no reduction is announced", () => {
    expect(discountVerdict(history([0, 10000], [90, 7500]), 7500, null, NOW)).toEqual({ kind: "none" });
    expect(discountVerdict(history([0, 10000]), 10000, 10000, NOW)).toEqual({ kind: "none" });
  });

  it("takes a price the history does not hold yet as a change now", () => {
    // Recorded at 100 Ron since day 0; the build now reads 80 Ron: a reduction starting now, against 100 Ron.
    expect(discountVerdict(history([0, 10000]), 8000, 10000, NOW)).toEqual({ kind: "backed", reference: 10000 });
    expect(withCurrent(history([0, 10000]), 8000, NOW).at(-1)).toEqual({ at: NOW, price: 8000 });
  });

  it("cannot tell for a product seen for the first time today", () => {
    expect(discountVerdict([], 7500, 10000, NOW)).toEqual({ kind: "short" });
  });
});

describe("priceStory", () => {
  it("gives the lowest price of the last 30 days, the chart's steps and the verdict", () => {
    const story = priceStory(history([0, 10000], [80, 9000], [90, 9500]), 9500, 11000, NOW, dayOf);
    expect(story.lowest30).toBe(9000);
    expect(story.covers30).toBe(true);
    expect(story.since).toBe(dayOf(day(0)));
    expect(story.checkedOn).toBe(dayOf(NOW));
    // The chart spans 90 days: the price in effect 90 days ago is moved to the chart's start.
    expect(story.points).toEqual([
      [day(10), 10000],
      [day(80), 9000],
      [day(90), 9500],
    ]);
    expect(story.verdict).toEqual({ kind: "unbacked" });
    expect(story.claimedOldPrice).toBe(11000);
  });

  it("says how short the history is rather than claiming 30 days", () => {
    const story = priceStory(history([88, 10000]), 10000, null, NOW, dayOf);
    expect(story.covers30).toBe(false);
    expect(story.since).toBe(dayOf(day(88)));
    expect(story.chartFrom).toBe(day(88));
    expect(story.lowest30).toBe(10000);
    expect(story.verdict).toEqual({ kind: "none" });
  });

  it("keeps no claimed old price that is not above the price", () => {
    expect(priceStory(history([0, 10000]), 10000, 9000, NOW, dayOf).claimedOldPrice).toBeNull();
  });
});
