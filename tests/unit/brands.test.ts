import { describe, expect, it } from "vitest";
import { parseBrands, parseSizes } from "../../src/lib/brands.ts";

describe("parseBrands", () => {
  it("splits a comma-separated string and trims each name", () => {
    expect(parseBrands("Zara, Mango ,  H&M")).toEqual(["Zara", "Mango", "H&M"]);
  });

  it("reads an array, including entries that are themselves comma-separated", () => {
    expect(parseBrands(["Nike", "Adidas, Puma"])).toEqual(["Nike", "Adidas", "Puma"]);
  });

  it("drops repeats compared folded, keeping the first spelling", () => {
    expect(parseBrands("Zara, Mango ,zara, ZARA")).toEqual(["Zara", "Mango"]);
    expect(parseBrands(["Ştefan", "Ștefan", "stefan"])).toEqual(["Ştefan"]);
  });

  it("drops blank names and collapses inner white space", () => {
    expect(parseBrands(["Nike", " ", ""])).toEqual(["Nike"]);
    expect(parseBrands(",Zara,, ,Mango,")).toEqual(["Zara", "Mango"]);
    expect(parseBrands("Tommy   Hilfiger")).toEqual(["Tommy Hilfiger"]);
  });

  it("ignores what is not text", () => {
    expect(parseBrands(null)).toEqual([]);
    expect(parseBrands(undefined)).toEqual([]);
    expect(parseBrands(42)).toEqual([]);
    expect(parseBrands(["Nike", null, 3, { name: "Puma" }])).toEqual(["Nike"]);
  });
});

describe("parseSizes", () => {
  it("reads a comma-separated string and upper-cases letter sizes", () => {
    expect(parseSizes("s, M ,xl, 38")).toEqual(["S", "M", "XL", "38"]);
  });

  it("reads an array", () => {
    expect(parseSizes(["xs", "xxl", "2xl", "XXXL"])).toEqual(["XS", "XXL", "2XL", "XXXL"]);
  });

  it("keeps other sizes as written", () => {
    expect(parseSizes("Mărime unică, 36-38, 2 ani")).toEqual(["Mărime unică", "36-38", "2 ani"]);
  });

  it("drops repeats and blanks", () => {
    expect(parseSizes("M, m, , L")).toEqual(["M", "L"]);
    expect(parseSizes(null)).toEqual([]);
  });
});
