import { describe, expect, it } from "vitest";
import { indexWords, isDeltaResult, layoutIn } from "../../../src/lib/search/parts.ts";

describe("layoutIn", () => {
  it("reads the parts, and a delta's stale results and words", () => {
    expect(layoutIn({ parts: 3 })).toEqual({ parts: 3, delta: null });
    const delta = { removed: ["p7"], names: ["3"], words: ["pelerina"] };
    expect(layoutIn({ parts: 1, delta })).toEqual({ parts: 1, delta });
    // A delta without new words says none.
    expect(layoutIn({ parts: 1, delta: { removed: [], names: [] } })).toEqual({
      parts: 1,
      delta: { removed: [], names: [], words: [] },
    });
  });

  it("says nothing usable of a file that is not whole", () => {
    expect(layoutIn({ parts: 0 })).toBeNull();
    expect(layoutIn({ parts: 1, delta: null })).toBeNull();
    expect(layoutIn({ parts: 1, delta: { removed: [7], names: [] } })).toBeNull();
    expect(layoutIn({ parts: 1, delta: { removed: [] } })).toBeNull();
  });
});

describe("indexWords", () => {
  it("lower-cases, drops diacritics and splits at anything but letters and digits", () => {
    expect(indexWords("Pelerină VITRINESCU, 2-în-1")).toEqual(["pelerina", "vitrinescu", "2", "in", "1"]);
    expect(indexWords("  ")).toEqual([]);
  });
});

describe("isDeltaResult", () => {
  it("tells a delta's result (Pagefind's hash name) from the big index's (a number in base 36)", () => {
    expect(isDeltaResult("ro_5172895")).toBe(true);
    expect(isDeltaResult("fgu")).toBe(false);
  });
});
