/**
 * Money as integer bani (1 Ron = 100 bani): never a float, never a string.
 * Parsing accepts what editors type; formatting is the one place prices
 * become text.
 */
import { remembered } from "./memo.ts";

/** An amount in bani. */
export type Bani = number;

/** A hundred million Ron: any price above is a typo. */
export const MAX_BANI = 100_000_000_00;

/**
 * Parses a price as editors and APIs write it: a number, or text with "," or
 * "." as the decimal mark and "." or " " between thousands.
 * Returns null for anything that is not a positive, finite amount.
 * @example parsePrice("149,99") // 14999
 * @example parsePrice("1.299,00") // 129900
 * @example parsePrice(149.99) // 14999
 * @example parsePrice("1.299") // 129900 (a lone "." before three digits groups thousands)
 */
export function parsePrice(value: unknown): Bani | null {
  if (typeof value === "number") return toBani(value);
  if (typeof value !== "string") return null;
  let text = value
    .trim()
    .replace(/\s*(ron|lei)\.?$/i, "")
    .replace(/[\s\u00a0']/g, "");
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    // Both marks: the later one is the decimal mark, the other groups thousands.
    const decimal = lastComma > lastDot ? "," : ".";
    const group = decimal === "," ? "." : ",";
    text = text.split(group).join("").replace(decimal, ".");
  } else if (lastComma >= 0) {
    if ((text.match(/,/g) ?? []).length > 1) return null;
    text = text.replace(",", ".");
  } else if (lastDot >= 0) {
    const dots = (text.match(/\./g) ?? []).length;
    const groupsThousands = dots > 1 || /^\d{1,3}\.\d{3}$/.test(text);
    if (groupsThousands) {
      if (!/^\d{1,3}(\.\d{3})+$/.test(text)) return null;
      text = text.split(".").join("");
    }
  }
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return toBani(Number(text));
}

function toBani(ron: number): Bani | null {
  if (!Number.isFinite(ron) || ron <= 0) return null;
  const bani = Math.round(ron * 100);
  return bani > 0 && bani <= MAX_BANI ? bani : null;
}

// Made on first use: building an Intl formatter at import time costs every page that merely imports this module.
let amountFormat: Intl.NumberFormat | undefined;

/** The currency label the site shows after every price (spec §9). */
export const CURRENCY_LABEL = "Ron";

/**
 * Formats bani for a shopper, with the Romanian digit grouping.
 * @example formatPrice(129999) // "1.299,99 Ron"
 */
export const formatPrice: (bani: Bani) => string = remembered(
  (bani) =>
    `${(amountFormat ??= new Intl.NumberFormat("ro-RO", { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(bani / 100)} ${CURRENCY_LABEL}`,
);

/**
 * The bani of a price as formatPrice wrote it, read back from a page (a
 * card's price, catalog/card-entry.ts): its digits are the bani, since it
 * always has two decimals. Null for text without digits.
 * @example readFormattedPrice("1.299,99 Ron") // 129999
 */
export function readFormattedPrice(text: string): Bani | null {
  const digits = text.replace(/\D/g, "");
  return digits ? Number(digits) : null;
}

/** A price as a plain decimal string for machines (JSON-LD, feeds): "1299.99". */
export function priceValue(bani: Bani): string {
  return (bani / 100).toFixed(2);
}
