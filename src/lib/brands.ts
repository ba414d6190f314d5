/**
 * Brands arrive as "Zara, Mango", as ["Zara", "Mango"], or as nothing
 * (CMS.md, `brand`/`brands`). One reader for all of them.
 */
import { foldText } from "./text.ts";

/**
 * Splits and trims brand names, dropping blanks and repeats (compared folded,
 * first spelling wins).
 * @example parseBrands("Zara, Mango ,zara") // ["Zara", "Mango"]
 * @example parseBrands(["Nike", " "]) // ["Nike"]
 */
export function parseBrands(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.flatMap((entry) => (typeof entry === "string" ? entry.split(",") : []))
    : typeof value === "string"
      ? value.split(",")
      : [];
  const seen = new Set<string>();
  const brands: string[] = [];
  for (const part of parts) {
    const name = part.replace(/\s+/g, " ").trim();
    const key = foldText(name);
    if (!name || seen.has(key)) continue;
    seen.add(key);
    brands.push(name);
  }
  return brands;
}

const LETTER_SIZE = /^(x{0,3}s|m|x{0,4}l|\d?xl)$/i;

/**
 * Sizes are written the same way as brands: "S, M, L" or ["S", "M"]. Letter
 * sizes are upper-cased; "38" or "Mărime unică" are kept as written.
 * @example parseSizes("s, M ,xl, 38") // ["S", "M", "XL", "38"]
 */
export function parseSizes(value: unknown): string[] {
  return parseBrands(value).map((size) => (LETTER_SIZE.test(size) ? size.toUpperCase() : size));
}
