import { describe, expect, it } from "vitest";
import { columnChoices, gridScrollTarget, maxColumns, shownColumns } from "../../../src/lib/listing/layout.ts";

describe("grid layouts (spec §2 Toolbar, §9)", () => {
  it("offers 1 (a list) to 5 columns, 4 beside the sidebar, 3 under 1200 px, 2 under 768 px", () => {
    expect(columnChoices(1440, false)).toEqual([1, 2, 3, 4, 5]);
    expect(columnChoices(1440, true)).toEqual([1, 2, 3, 4]);
    expect(columnChoices(1199, false)).toEqual([1, 2, 3]);
    expect(columnChoices(768, false)).toEqual([1, 2, 3]);
    expect(columnChoices(767, false)).toEqual([1, 2]);
    expect(maxColumns(390, true)).toBe(2);
  });

  it("shows 4 columns by default, and the choice within what the width allows", () => {
    expect(shownColumns(null, 1440, true)).toBe(4);
    expect(shownColumns(null, 1000, false)).toBe(3);
    expect(shownColumns(null, 390, false)).toBe(2);
    expect(shownColumns(5, 1440, true)).toBe(4);
    expect(shownColumns(5, 1440, false)).toBe(5);
    expect(shownColumns(1, 390, false)).toBe(1);
  });
});

describe("gridScrollTarget (spec §4: smoothly to the grid, 250 px offset)", () => {
  it("scrolls back up to the grid when the shopper is past its top", () => {
    expect(gridScrollTarget(-900, 2000, 800)).toBe(2000 - 900 - 250);
  });

  it("scrolls down to a grid below the viewport", () => {
    expect(gridScrollTarget(1200, 0, 800)).toBe(950);
  });

  it("leaves the page alone when the grid's top is in view", () => {
    expect(gridScrollTarget(300, 0, 800)).toBeNull();
  });

  it("never scrolls above the page", () => {
    expect(gridScrollTarget(-10, 100, 800)).toBe(0);
  });
});
