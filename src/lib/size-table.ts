/**
 * The size table of spec §9 (US / bust / waist / hip, in inches), shown on
 * the About page ("Ghid de mărimi") and in the size-guide modal.
 *
 * The spec's rows for S to XXL carry bust and waist in swapped columns: it
 * gives XS a 32 in bust and S a 26-27 in one, which cannot both hold (a
 * larger size never has a smaller bust). Here the two columns are put back,
 * so that every column grows with the size; tests/unit/size-table.test.ts
 * checks it.
 */

export const SIZES = ["XS", "S", "M", "L", "XL", "XXL"] as const;
export type Size = (typeof SIZES)[number];

/** Inches, from the smaller to the larger; one number when both are equal. */
export type InchRange = readonly [min: number, max: number];

export interface SizeRow {
  readonly size: Size;
  /** US size number. */
  readonly us: number;
  readonly bust: InchRange;
  readonly waist: InchRange;
  readonly hip: InchRange;
}

export const SIZE_TABLE: readonly SizeRow[] = [
  { size: "XS", us: 2, bust: [32, 32], waist: [24, 25], hip: [33, 34] },
  { size: "S", us: 4, bust: [34, 35], waist: [26, 27], hip: [35, 36] },
  { size: "M", us: 6, bust: [36, 37], waist: [28, 29], hip: [38, 40] },
  { size: "L", us: 8, bust: [38, 39], waist: [30, 31], hip: [42, 44] },
  { size: "XL", us: 10, bust: [40, 41], waist: [32, 33], hip: [45, 47] },
  { size: "XXL", us: 12, bust: [42, 43], waist: [34, 35], hip: [48, 50] },
];

/** Centimetres per inch, by definition. */
export const CM_PER_INCH = 2.54;

/**
 * Inches to whole centimetres.
 * @example inchesToCm(32) // 81 (81.28)
 */
export function inchesToCm(inches: number): number {
  return Math.round(inches * CM_PER_INCH);
}

/** A range in whole centimetres. */
export function rangeToCm(range: InchRange): InchRange {
  return [inchesToCm(range[0]), inchesToCm(range[1])];
}

/**
 * A range as text, with an en dash between different ends.
 * @example formatRange([34, 35]) // "34–35"
 * @example formatRange([32, 32]) // "32"
 */
export function formatRange(range: InchRange): string {
  return range[0] === range[1] ? String(range[0]) : `${range[0]}–${range[1]}`;
}
