/**
 * The search page's sorts (issue 29): the ranks the build writes by result name, read back in the browser, and
 * the results ordered by them (src/lib/search/sort-ranks.ts).
 */
import { describe, expect, it } from "vitest";
import {
  byRank,
  decodeSortRanks,
  encodeSortRanks,
  isRankedSort,
  RANKED_SORTS,
  SortRanksError,
  sortRanksPath,
} from "../../../src/lib/search/sort-ranks.ts";

describe("the file of a sort's ranks", () => {
  it("holds the big index's ranks by page number, the delta's by name, and reads them back by result name", () => {
    const file = encodeSortRanks([
      ["0", 2],
      ["2", 1],
      ["1a", 3],
      ["ro_5172895", 1],
    ]);
    expect(file.pages).toHaveLength(47);
    expect(file.pages.slice(0, 3)).toEqual([2, 0, 1]);
    expect(file.pages[46]).toBe(3);
    expect(file.delta).toEqual({ ro_5172895: 1 });
    const rankOf = decodeSortRanks(JSON.parse(JSON.stringify(file)));
    expect(["0", "1", "2", "1a", "ro_5172895"].map(rankOf)).toEqual([2, 0, 1, 3, 1]);
    // Names the file does not rank: a page past its end, another delta's, no result name at all.
    expect(["zz", "ro_0000000", "../x", "toString", ""].map(rankOf)).toEqual([0, 0, 0, 0, 0]);
  });

  it("refuses a name that is no result of the index, and a file it did not write", () => {
    expect(() => encodeSortRanks([["fragment/0.pf_fragment", 1]])).toThrow(SortRanksError);
    expect(() => decodeSortRanks(null)).toThrow(SortRanksError);
    expect(() => decodeSortRanks({ version: 2, pages: [], delta: {} })).toThrow(/version 2/);
    expect(() => decodeSortRanks({ version: 1, pages: [1, -1], delta: {} })).toThrow(/pages/);
    expect(() => decodeSortRanks({ version: 1, pages: [1, 1.5], delta: {} })).toThrow(/pages/);
    expect(() => decodeSortRanks({ version: 1, pages: [], delta: { ro_1: "1" } })).toThrow(/delta/);
    expect(() => decodeSortRanks({ version: 1, pages: [] })).toThrow(/delta/);
  });

  it("is one file a sort, beside the index, for issue 29's three", () => {
    expect(RANKED_SORTS).toEqual(["populare", "noi", "reducere"]);
    expect(sortRanksPath("noi")).toBe("/pagefind/sortari/noi.json");
    expect(isRankedSort("reducere")).toBe(true);
    expect(isRankedSort("implicit")).toBe(false);
    expect(isRankedSort("pret-crescator")).toBe(false);
  });
});

describe("results by rank", () => {
  const results = ["a", "b", "c", "d", "e"].map((id) => ({ id }));
  const ranks: Record<string, number> = { a: 2, b: 1, c: 2, d: 0, e: 1 };

  it("puts the first rank first; equal ranks keep the order of relevance; results without a rank last", () => {
    expect(byRank(results, (id) => ranks[id] ?? 0).map((result) => result.id)).toEqual(["b", "e", "a", "c", "d"]);
  });

  it("keeps the results it was given, and the order of relevance when nothing is ranked", () => {
    expect(byRank(results, () => 0)).toEqual(results);
    expect(results.map((result) => result.id)).toEqual(["a", "b", "c", "d", "e"]);
  });
});
