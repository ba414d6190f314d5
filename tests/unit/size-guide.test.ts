import { describe, expect, it } from "vitest";
import {
  bmiCategory,
  bodyMassIndex,
  clampToRange,
  DEFAULT_BODY_TYPE,
  HEIGHT_CM,
  recommendSize,
  WEIGHT_KG,
} from "../../src/lib/size-guide.ts";
import { SIZE_GUIDE_TEXT } from "../../src/lib/messages.ts";

describe("the calculator's sliders (spec §5 and §9)", () => {
  it("runs the height from 140 to 200 cm, starting at 170, and the weight from 40 to 120 kg, starting at 70", () => {
    expect(HEIGHT_CM).toEqual({ min: 140, max: 200, initial: 170 });
    expect(WEIGHT_KG).toEqual({ min: 40, max: 120, initial: 70 });
    expect(DEFAULT_BODY_TYPE).toBe("normal");
  });

  it("keeps a typed or stored value inside the range, in whole units", () => {
    expect(clampToRange(139, HEIGHT_CM)).toBe(140);
    expect(clampToRange(201, HEIGHT_CM)).toBe(200);
    expect(clampToRange(170.6, HEIGHT_CM)).toBe(171);
    expect(clampToRange(Number.NaN, WEIGHT_KG)).toBe(70);
  });
});

describe("recommendSize (spec §9)", () => {
  it("answers L for the starting values, 170 cm, 70 kg, normal: 170 is not 'under 170', and a BMI of 24.2 moves nothing", () => {
    expect(recommendSize(170, 70, "normal")).toBe("L");
  });

  // Weights that keep the BMI near 22, so that only the height decides.
  it.each([
    [140, 43, "XS"],
    [154, 52, "XS"],
    [155, 53, "S"],
    [161, 57, "S"],
    [162, 58, "M"],
    [169, 63, "M"],
    [170, 64, "L"],
    [177, 69, "L"],
    [178, 70, "XL"],
    [200, 88, "XL"],
  ] as const)("takes the base size from the height: %i cm (%i kg) → %s", (height, weight, size) => {
    expect(bmiCategory(bodyMassIndex(height, weight))).toBe("normal");
    expect(recommendSize(height, weight, "normal")).toBe(size);
  });

  it("drops a step under a BMI of 18.5, and not at 18.5 itself", () => {
    expect(bodyMassIndex(200, 74)).toBe(18.5);
    expect(recommendSize(200, 74, "normal")).toBe("XL");
    expect(recommendSize(200, 73, "normal")).toBe("L");
  });

  it("raises a step over a BMI of 25, and not at 25 itself", () => {
    expect(bodyMassIndex(200, 100)).toBe(25);
    expect(recommendSize(200, 100, "normal")).toBe("XL");
    expect(recommendSize(200, 101, "normal")).toBe("XXL");
  });

  it("moves a step down for a slim body and a step up for a stocky one", () => {
    expect(recommendSize(165, 60, "slim")).toBe("S");
    expect(recommendSize(165, 60, "normal")).toBe("M");
    expect(recommendSize(165, 60, "stocky")).toBe("L");
  });

  it("adds the BMI step and the body-type step", () => {
    // L from 175 cm, up for a BMI of 29.4, up for stocky.
    expect(recommendSize(175, 90, "stocky")).toBe("XXL");
    // M from 165 cm, down for a BMI of 16.5, down for slim.
    expect(recommendSize(165, 45, "slim")).toBe("XS");
    // The two cancel out.
    expect(recommendSize(165, 75, "slim")).toBe("M");
  });

  it("never goes below XS nor above XXL", () => {
    expect(recommendSize(140, 40, "slim")).toBe("XS");
    expect(recommendSize(150, 40, "slim")).toBe("XS");
    expect(recommendSize(200, 120, "stocky")).toBe("XXL");
    expect(recommendSize(185, 110, "stocky")).toBe("XXL");
  });
});

describe("bodyMassIndex and its labels (spec §9)", () => {
  it("divides the weight by the square of the height in metres", () => {
    expect(bodyMassIndex(170, 70)).toBeCloseTo(24.22, 2);
  });

  it.each([
    [18.49, "underweight", "Subponderal"],
    [18.5, "normal", "Normal"],
    [24.9, "normal", "Normal"],
    [24.99, "normal", "Normal"],
    [25, "overweight", "Supraponderal"],
    [29.9, "overweight", "Supraponderal"],
    [29.99, "overweight", "Supraponderal"],
    [30, "obese", "Obez"],
    [45, "obese", "Obez"],
  ] as const)("BMI %f is %s, shown as %j", (bmi, category, label) => {
    expect(bmiCategory(bmi)).toBe(category);
    expect(SIZE_GUIDE_TEXT.bmiCategories[bmiCategory(bmi)]).toBe(label);
  });
});
