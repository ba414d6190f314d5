/**
 * Romanian text folding (spec §4, "Text comparison"): every comparison of
 * names, colours, brands and categories goes through here, so that "Cămașă",
 * "cămaşă" (old cedilla letters) and "camasa" are one and the same.
 */

import { remembered } from "./memo.ts";

const COMBINING_MARKS = /\p{M}/gu;

/**
 * Lower-cases and strips diacritics. NFD splits both the comma-below (ș ț)
 * and the cedilla (ş ţ) letters into a base letter plus a combining mark,
 * so one rule covers both spellings.
 * @example stripDiacritics("Băieți ŞAPCĂ") // "baieti sapca"
 */
export const stripDiacritics: (text: string) => string = remembered((text) =>
  text.normalize("NFD").replace(COMBINING_MARKS, "").normalize("NFC").toLowerCase(),
);

/**
 * The spec's comparison key: lower-case, no diacritics, runs of white space
 * turned into one hyphen, trimmed.
 * @example foldText("  Rochii  de seară ") // "rochii-de-seara"
 */
export function foldText(text: string): string {
  return stripDiacritics(text).trim().replace(/\s+/g, "-");
}

/** True when two texts are equal once folded. */
export function sameText(a: string, b: string): boolean {
  return foldText(a) === foldText(b);
}

/**
 * A URL segment: folded, then anything but ASCII letters and digits becomes a
 * hyphen, with no leading, trailing or doubled hyphens.
 * @example slugify("Cămăși & Topuri!") // "camasi-topuri"
 */
export function slugify(text: string): string {
  return stripDiacritics(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

// Made on first use, like the price formatter (src/lib/money.ts).
let collator: Intl.Collator | undefined;

/** Romanian ordering of texts (ă after a, ș after s), for sorting titles and names. */
export function compareRo(a: string, b: string): number {
  return (collator ??= new Intl.Collator("ro", { sensitivity: "base", numeric: true })).compare(a, b);
}
