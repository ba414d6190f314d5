/**
 * Feed prices to integer bani, exactly: the digits are read as digits, never through a float, so "0.29" is 29
 * bani and not 28.999… (src/lib/money.ts parses what editors type; feeds write machine decimals).
 */
import { MAX_BANI, type Bani } from "../money.ts";

/** The currencies a price of this catalogue may be in (FEEDS.md: lei only). */
const LEI = new Set(["RON", "LEI"]);

/**
 * A decimal amount of lei as bani: digits, then optionally "." or "," and up to two decimals (more are accepted
 * only when they are zeros). A JSON number is read through its shortest text, which is exact for such amounts.
 * Null for anything else, zero and negative amounts among them.
 * @example parseBani("149.99") // 14999
 * @example parseBani("0.29") // 29
 * @example parseBani("149.999") // null (a fraction of a ban)
 */
export function parseBani(value: unknown): Bani | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(text);
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  const cents = fraction.replace(/0+$/, "");
  if (cents.length > 2) return null;
  const bani = Number(whole) * 100 + Number(cents.padEnd(2, "0"));
  return Number.isSafeInteger(bani) && bani > 0 && bani <= MAX_BANI ? bani : null;
}

/** A price with its currency, as a Google feed writes it. */
export interface FeedPrice {
  readonly bani: Bani | null;
  /** The ISO 4217 code as written, upper-cased; null when the feed named none. */
  readonly currency: string | null;
}

/**
 * Reads Google's `g:price` shape: a number, a space, an ISO 4217 code.
 * @example parseFeedPrice("149.99 RON") // { bani: 14999, currency: "RON" }
 * @example parseFeedPrice("20 EUR") // { bani: 2000, currency: "EUR" }
 */
export function parseFeedPrice(value: string): FeedPrice {
  const match = /^\s*([\d.,]+)\s*([A-Za-z]{3})?\s*$/.exec(value);
  if (!match) return { bani: null, currency: null };
  return { bani: parseBani(match[1]), currency: match[2]?.toUpperCase() ?? null };
}

/** True for lei (RON, or the LEI some shops write); a price that names no currency is taken as lei. */
export function isLei(currency: string | null): boolean {
  return currency === null || LEI.has(currency.toUpperCase());
}
