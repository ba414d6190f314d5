import { describe, expect, it } from "vitest";
import { deltaIn, indexWords } from "../../../src/lib/search/delta.ts";
import { isDeltaResult } from "../../../src/lib/search/parts.ts";

describe("deltaIn", () => {
  it("reads a delta's stale results and words; none said, no new words", () => {
    const delta = { removed: ["p7"], names: ["3"], words: ["pelerina"] };
    expect(deltaIn(delta)).toEqual(delta);
    expect(deltaIn({ removed: [], names: [] })).toEqual({ removed: [], names: [], words: [] });
  });

  it("says nothing usable of one that is not whole", () => {
    expect(deltaIn(null)).toBeNull();
    expect(deltaIn({ removed: [7], names: [] })).toBeNull();
    expect(deltaIn({ removed: [] })).toBeNull();
    expect(deltaIn({ removed: [], names: [], words: "pelerina" })).toBeNull();
  });
});

describe("indexWords", () => {
  it("lower-cases, drops diacritics and splits at anything but letters and digits", () => {
    expect(indexWords("Pelerină VITRINESCU, 2-în-1")).toEqual(["pelerina", "vitrinescu", "2", "in", "1"]);
    expect(indexWords("  ")).toEqual([]);
  });

  it("gives a text's words token by token as for the whole (the delta folds each token once)", () => {
    const text = "Rochie   midi,\tdin IN\u00a0ușor; ÎNCĂLȚĂMINTE 2-în-1 ΟΔΟΣ σοφός\nx";
    expect(text.split(/\s+/).flatMap(indexWords)).toEqual(indexWords(text));
  });
});

describe("isDeltaResult", () => {
  it("tells a delta's result (Pagefind's hash name) from the big index's (a number in base 36)", () => {
    expect(isDeltaResult("ro_5172895")).toBe(true);
    expect(isDeltaResult("fgu")).toBe(false);
  });
});
