import { describe, expect, it } from "vitest";
import { addDays, bucharestDay, daysBetween, isDay } from "../../src/lib/bucharest-day.ts";

/** Bucharest is UTC+2 in winter and UTC+3 in summer; in 2026 summer time runs from 29 March to 25 October. */
describe("bucharestDay", () => {
  it("turns at Bucharest midnight in winter (UTC+2), not at UTC midnight", () => {
    expect(bucharestDay(new Date("2026-01-15T21:59:59.999Z"))).toBe("2026-01-15");
    expect(bucharestDay(new Date("2026-01-15T22:00:00.000Z"))).toBe("2026-01-16");
    expect(bucharestDay(new Date("2026-01-16T00:30:00.000Z"))).toBe("2026-01-16");
  });

  it("turns at Bucharest midnight in summer (UTC+3)", () => {
    expect(bucharestDay(new Date("2026-07-01T20:59:59.999Z"))).toBe("2026-07-01");
    expect(bucharestDay(new Date("2026-07-01T21:00:00.000Z"))).toBe("2026-07-02");
  });

  it("keeps 29 March 2026 (the clocks go forward at 03:00, a 23-hour day) whole", () => {
    // The day starts at 00:00 EET (UTC+2) …
    expect(bucharestDay(new Date("2026-03-28T21:59:59.999Z"))).toBe("2026-03-28");
    expect(bucharestDay(new Date("2026-03-28T22:00:00.000Z"))).toBe("2026-03-29");
    // … goes through the change at 01:00 UTC …
    expect(bucharestDay(new Date("2026-03-29T00:59:59.999Z"))).toBe("2026-03-29");
    expect(bucharestDay(new Date("2026-03-29T01:00:00.000Z"))).toBe("2026-03-29");
    // … and ends at 24:00 EEST (UTC+3), 23 hours after it began.
    expect(bucharestDay(new Date("2026-03-29T20:59:59.999Z"))).toBe("2026-03-29");
    expect(bucharestDay(new Date("2026-03-29T21:00:00.000Z"))).toBe("2026-03-30");
  });

  it("keeps 25 October 2026 (the clocks go back at 04:00, a 25-hour day) whole", () => {
    expect(bucharestDay(new Date("2026-10-24T20:59:59.999Z"))).toBe("2026-10-24");
    expect(bucharestDay(new Date("2026-10-24T21:00:00.000Z"))).toBe("2026-10-25");
    // 03:30 happens twice that night; both are the 25th.
    expect(bucharestDay(new Date("2026-10-25T00:30:00.000Z"))).toBe("2026-10-25");
    expect(bucharestDay(new Date("2026-10-25T01:30:00.000Z"))).toBe("2026-10-25");
    expect(bucharestDay(new Date("2026-10-25T21:59:59.999Z"))).toBe("2026-10-25");
    expect(bucharestDay(new Date("2026-10-25T22:00:00.000Z"))).toBe("2026-10-26");
  });

  it("answers each instant for itself when instants on both sides of midnight are asked in turn", () => {
    // A build asks for a price story's first and last day, product after product: each hour's day is kept.
    const instants = ["2026-10-24T20:59:59.999Z", "2026-10-24T21:00:00.000Z", "2026-03-29T00:59:59.999Z"];
    for (let round = 0; round < 3; round += 1) {
      expect(instants.map((at) => bucharestDay(Date.parse(at)))).toEqual(["2026-10-24", "2026-10-25", "2026-03-29"]);
    }
  });

  it("gives the same answer whatever the server's own time zone (it never reads it)", () => {
    const instant = Date.parse("2026-12-31T22:30:00Z");
    expect(bucharestDay(instant)).toBe("2027-01-01");
    expect(bucharestDay(new Date(instant))).toBe("2027-01-01");
  });
});

describe("days", () => {
  it("accepts only real dates written YYYY-MM-DD", () => {
    expect(isDay("2026-11-30")).toBe(true);
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2026-11-31")).toBe(false);
    expect(isDay("2026-1-05")).toBe(false);
    expect(isDay("2026-11-30T00:00")).toBe(false);
  });

  it("counts calendar days, not 24-hour spans, across the clock changes", () => {
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
    expect(addDays("2026-11-01", -1)).toBe("2026-10-31");
    expect(daysBetween("2026-10-24", "2026-10-27")).toEqual(["2026-10-24", "2026-10-25", "2026-10-26", "2026-10-27"]);
    expect(daysBetween("2026-11-02", "2026-11-01")).toEqual([]);
  });
});
