/**
 * Sorting a listing (spec §9 "Sort options"), applied after filtering (§4).
 * Each order is computed once per listing; sorting a selection then only
 * walks that order, so a click never pays for a sort. Apart from the options
 * (sort.ts), which the page's controls need as it loads: this comes with the
 * listing's rules, on the filters' first use (rules.ts, issue 11).
 */
import { compareRo } from "../text.ts";
import type { ListingData } from "./listing-data.ts";
import type { SortKey } from "./sort.ts";

type Compare = (data: ListingData, a: number, b: number) => number;

const byPrice: Compare = (data, a, b) => (data.prices[a] as number) - (data.prices[b] as number);
const byTitle: Compare = (data, a, b) => compareRo(data.titles[a] ?? "", data.titles[b] ?? "");

/** The share of the old price taken off (0 when not on sale: `oldPrices` holds only what shown-price.ts backs). */
const discount = (data: ListingData, index: number): number => {
  const old = data.oldPrices[index] ?? 0;
  return old > 0 ? (old - (data.prices[index] ?? old)) / old : 0;
};
/** Products with a value first, in `value` order; those without (0) after them. */
const present = (a: number, b: number): number => Number(a === 0) - Number(b === 0);

/** Equal prices, titles, ranks, days or reductions keep the listing's order, in both directions. */
const COMPARE: Readonly<Record<Exclude<SortKey, "implicit">, Compare>> = {
  "pret-crescator": (data, a, b) => byPrice(data, a, b) || a - b,
  "pret-descrescator": (data, a, b) => byPrice(data, b, a) || a - b,
  "titlu-a-z": (data, a, b) => byTitle(data, a, b) || a - b,
  "titlu-z-a": (data, a, b) => byTitle(data, b, a) || a - b,
  // The most clicked first (rank 1); products nobody clicked in the 30 days after them.
  populare: (data, a, b) => {
    const rankA = data.popularity?.[a] ?? 0;
    const rankB = data.popularity?.[b] ?? 0;
    return present(rankA, rankB) || rankA - rankB || a - b;
  },
  // The latest first appearance first (codes are in day order); products with no history after them.
  noi: (data, a, b) => {
    const dayA = data.firstSeen[a] ?? 0;
    const dayB = data.firstSeen[b] ?? 0;
    return present(dayA, dayB) || dayB - dayA || a - b;
  },
  // The largest backed reduction first; products not on sale after them.
  reducere: (data, a, b) => discount(data, b) - discount(data, a) || a - b,
};

const orders = new WeakMap<ListingData, Map<SortKey, Uint32Array>>();

/**
 * Every product index of the listing in `key` order, computed on first use
 * and kept for the listing (titles go through Intl.Collator("ro"): ă after a,
 * ș after s).
 */
export function sortOrder(data: ListingData, key: SortKey): Uint32Array {
  let byKey = orders.get(data);
  if (!byKey) {
    byKey = new Map();
    orders.set(data, byKey);
  }
  let order = byKey.get(key);
  if (!order) {
    const indexes = Array.from({ length: data.count }, (_, index) => index);
    if (key !== "implicit") {
      const compare = COMPARE[key];
      indexes.sort((a, b) => compare(data, a, b));
    }
    order = Uint32Array.from(indexes);
    byKey.set(key, order);
  }
  return order;
}

/**
 * The matches (indexes in the listing's order) in `key` order.
 * @example sortMatches(data, Uint32Array.of(0, 2), "pret-crescator") // [2, 0] when product 2 is cheaper
 */
export function sortMatches(data: ListingData, matches: Uint32Array, key: SortKey): Uint32Array {
  if (key === "implicit") return matches;
  const order = sortOrder(data, key);
  const wanted = new Uint8Array(data.count);
  for (const index of matches) wanted[index] = 1;
  const sorted = new Uint32Array(matches.length);
  let next = 0;
  for (const index of order) if (wanted[index] === 1) sorted[next++] = index;
  return sorted;
}
