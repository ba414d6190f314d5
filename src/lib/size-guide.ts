/**
 * The size calculator of the size-guide modal (spec §9, "Size
 * recommendation"): a base size from the height, moved one step by the body
 * mass index and one step by the body type, kept within XS..XXL.
 */
import { SIZES, type Size } from "./size-table.ts";

/** A slider's range and starting value (spec §5 and §9). */
export interface SliderRange {
  readonly min: number;
  readonly max: number;
  readonly initial: number;
}

/** Height slider in centimetres: 140-200, 170 by default. */
export const HEIGHT_CM: SliderRange = { min: 140, max: 200, initial: 170 };
/** Weight slider in kilograms: 40-120, 70 by default. */
export const WEIGHT_KG: SliderRange = { min: 40, max: 120, initial: 70 };

export const BODY_TYPES = ["slim", "normal", "stocky"] as const;
export type BodyType = (typeof BODY_TYPES)[number];
export const DEFAULT_BODY_TYPE: BodyType = "normal";

export type BmiCategory = "underweight" | "normal" | "overweight" | "obese";

/** Base size by height (spec §9): XS under 155, S under 162, M under 170, L under 178, else XL. */
const HEIGHT_STEPS: readonly (readonly [below: number, size: Size])[] = [
  [155, "XS"],
  [162, "S"],
  [170, "M"],
  [178, "L"],
];

/**
 * Body mass index: kilograms over the square of the height in metres.
 * @example bodyMassIndex(170, 70) // 24.22...
 */
export function bodyMassIndex(heightCm: number, weightKg: number): number {
  const metres = heightCm / 100;
  return weightKg / (metres * metres);
}

/**
 * The BMI band of spec §9: under 18.5 underweight, 18.5 to under 25 normal,
 * 25 to under 30 overweight, 30 and more obese. The spec writes the bands as
 * "18.5–24.9" and "25–29.9"; a BMI of 24.95 falls in the first, not between.
 */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return "underweight";
  if (bmi < 25) return "normal";
  if (bmi < 30) return "overweight";
  return "obese";
}

/**
 * The recommended size (spec §9). Steps, in order: base size from the height;
 * one down when the BMI is under 18.5, one up when it is over 25 (exactly 25
 * moves nothing); one down for a slim body type, one up for a stocky one;
 * finally clamped to XS..XXL.
 * @example recommendSize(170, 70, "normal") // "L": 170 cm is not "under 170", BMI 24.2 moves nothing
 * @example recommendSize(150, 40, "slim") // "XS": XS, one down for BMI 17.8, one down for slim, clamped
 * @example recommendSize(185, 110, "stocky") // "XXL": XL, up for BMI 32.1, up for stocky, clamped
 */
export function recommendSize(heightCm: number, weightKg: number, bodyType: BodyType): Size {
  const base = HEIGHT_STEPS.find(([below]) => heightCm < below)?.[1] ?? "XL";
  const bmi = bodyMassIndex(heightCm, weightKg);
  let step = SIZES.indexOf(base);
  if (bmi < 18.5) step -= 1;
  else if (bmi > 25) step += 1;
  if (bodyType === "slim") step -= 1;
  else if (bodyType === "stocky") step += 1;
  return SIZES[Math.min(Math.max(step, 0), SIZES.length - 1)] ?? base;
}

/** A slider value kept inside its range and rounded to a whole number (a typed or stored value may be anything). */
export function clampToRange(value: number, range: SliderRange): number {
  if (!Number.isFinite(value)) return range.initial;
  return Math.min(Math.max(Math.round(value), range.min), range.max);
}
