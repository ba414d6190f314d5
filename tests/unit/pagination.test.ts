import { describe, expect, it } from "vitest";
import { pageChange, pagerItems } from "../../src/lib/pagination.ts";

describe("pagerItems (spec §2: first, last, current and one neighbour each side, with gaps)", () => {
  it.each([
    [5, 10, [1, "gap", 4, 5, 6, "gap", 10]],
    [1, 10, [1, 2, "gap", 10]],
    [10, 10, [1, "gap", 9, 10]],
    [2, 4, [1, 2, 3, 4]],
    [4, 10, [1, 2, 3, 4, 5, "gap", 10]],
    [7, 10, [1, "gap", 6, 7, 8, 9, 10]],
    [1, 2, [1, 2]],
  ])("page %i of %i shows %j", (current, pageCount, items) => {
    expect(pagerItems(current, pageCount)).toEqual(items);
  });

  it("shows the single page a gap would hide instead of a gap: page 3 of 5 shows all five", () => {
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows nothing when there is at most one page", () => {
    expect(pagerItems(1, 1)).toEqual([]);
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it("clamps a current page outside the range to the nearest end", () => {
    expect(pagerItems(0, 10)).toEqual(pagerItems(1, 10));
    expect(pagerItems(-3, 10)).toEqual(pagerItems(1, 10));
    expect(pagerItems(42, 10)).toEqual(pagerItems(10, 10));
  });

  it("always shows first, last, current and neighbours, ascending, with a gap only where two or more pages are skipped", () => {
    for (let pageCount = 2; pageCount <= 12; pageCount++) {
      for (let current = 1; current <= pageCount; current++) {
        const items = pagerItems(current, pageCount);
        const numbers = items.filter((item): item is number => item !== "gap");
        const must = [1, pageCount, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pageCount);
        for (const n of must) expect(numbers, `page ${current} of ${pageCount}`).toContain(n);
        items.forEach((item, index) => {
          const before = items[index - 1];
          const after = items[index + 1];
          if (item === "gap") {
            if (typeof before !== "number" || typeof after !== "number") expect.fail(`gap at an end: ${items}`);
            expect(after - before, `page ${current} of ${pageCount}: ${items}`).toBeGreaterThan(2);
          } else if (typeof before === "number") {
            expect(item - before, `page ${current} of ${pageCount}: ${items}`).toBe(1);
          }
        });
      }
    }
  });
});

describe("pageChange (spec §4: out-of-range pages and the current page are ignored)", () => {
  it("goes to a page within range", () => {
    expect(pageChange(3, 4, 10)).toBe(4);
    expect(pageChange(3, 1, 10)).toBe(1);
    expect(pageChange(3, 10, 10)).toBe(10);
  });

  it("ignores the current page", () => {
    expect(pageChange(3, 3, 10)).toBeNull();
  });

  it.each([0, -1, 11, 2.5, Number.NaN])("ignores page %s of 10", (target) => {
    expect(pageChange(3, target, 10)).toBeNull();
  });
});
