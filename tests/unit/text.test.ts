import { describe, expect, it } from "vitest";
import { compareRo, foldText, sameText, slugify, stripDiacritics } from "../../src/lib/text.ts";

describe("stripDiacritics", () => {
  it("lower-cases and removes every Romanian diacritic", () => {
    expect(stripDiacritics("Băieți ŞAPCĂ")).toBe("baieti sapca");
    expect(stripDiacritics("ÎNCĂLȚĂMINTE Â")).toBe("incaltaminte a");
  });

  it("treats the comma-below (ș ț) and the old cedilla (ş ţ) letters alike", () => {
    const commaBelow = "Cămașă țesută";
    const cedilla = "Cămaşă ţesută";
    expect(commaBelow).not.toBe(cedilla);
    expect(stripDiacritics(commaBelow)).toBe("camasa tesuta");
    expect(stripDiacritics(cedilla)).toBe("camasa tesuta");
    expect(stripDiacritics("ȘȚŞŢ")).toBe("stst");
  });

  it("also folds text that arrives already decomposed (NFD)", () => {
    expect(stripDiacritics("Cămașă".normalize("NFD"))).toBe("camasa");
  });
});

describe("foldText (spec §4, text comparison)", () => {
  it("ignores case and accents and turns spaces into hyphens", () => {
    expect(foldText("Rochii de seară")).toBe("rochii-de-seara");
  });

  it("trims and turns a run of white space into one hyphen", () => {
    expect(foldText("  Rochii \t de\n seară ")).toBe("rochii-de-seara");
  });

  it("gives one key for every spelling of the same word", () => {
    const keys = ["Cămașă", "cămaşă", "CAMASA", "camasa"].map(foldText);
    expect(new Set(keys)).toEqual(new Set(["camasa"]));
  });
});

describe("sameText", () => {
  it("matches a route segment against a display name", () => {
    expect(sameText("Rochii de seară", "rochii-de-seara")).toBe(true);
    expect(sameText("Bluză Şic", "bluza-șic")).toBe(true);
  });

  it("does not match different words", () => {
    expect(sameText("Rochie", "Rochii")).toBe(false);
    expect(sameText("Rochii de seara", "rochiideseara")).toBe(false);
  });
});

describe("slugify", () => {
  it("keeps only ASCII letters and digits, hyphen-separated", () => {
    expect(slugify("Cămăși & Topuri!")).toBe("camasi-topuri");
    expect(slugify("--Ştrampi  ţesuţi--")).toBe("strampi-tesuti");
  });
});

describe("compareRo", () => {
  it("sorts in Romanian order: ă after a, ș between s and t", () => {
    const sorted = ["Tricou", "Zara", "Șosete", "Sandale", "Ăla", "Bluză", "Alb"].sort(compareRo);
    expect(sorted).toEqual(["Alb", "Ăla", "Bluză", "Sandale", "Șosete", "Tricou", "Zara"]);
  });

  it("compares numbers by value and ignores case", () => {
    expect(["Rochie 10", "Rochie 2"].sort(compareRo)).toEqual(["Rochie 2", "Rochie 10"]);
    expect(compareRo("ROCHIE", "rochie")).toBe(0);
  });
});
