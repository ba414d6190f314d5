import { describe, expect, it } from "vitest";
import { GENDERS, isGender, parseGender } from "../../src/lib/gender.ts";

describe("parseGender (CMS.md, `gen`)", () => {
  it.each([
    ["femei", "femei"],
    ["FEMEI", "femei"],
    [" Femei ", "femei"],
    ["barbati", "barbati"],
    ["Bărbați", "barbati"],
    ["Bărbaţi", "barbati"],
    ["fetite", "fetite"],
    ["fetita", "fetite"],
    ["Fetiță", "fetite"],
    ["fetițe", "fetite"],
    ["fetiţe", "fetite"],
    ["baieti", "baieti"],
    ["Băieți", "baieti"],
    ["BĂIEŢI", "baieti"],
  ])("reads %j as %s", (spelling, gender) => {
    expect(parseGender(spelling)).toBe(gender);
  });

  it.each(["", "unisex", "copii", "femei barbati", "fem"])("names no gender in %j", (text) => {
    expect(parseGender(text)).toBeNull();
  });

  it.each([null, undefined, 3, ["femei"], { name: "femei" }])("reads a non-string %j as no gender", (value) => {
    expect(parseGender(value)).toBeNull();
  });
});

describe("isGender", () => {
  it("accepts exactly the four URL segments", () => {
    expect(GENDERS.filter(isGender)).toEqual(["femei", "barbati", "fetite", "baieti"]);
    expect(isGender("fetita")).toBe(false);
    expect(isGender("Femei")).toBe(false);
    expect(isGender("altele")).toBe(false);
  });
});
