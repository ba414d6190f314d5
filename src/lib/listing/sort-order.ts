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

/**
 * What the sorts read of a listing: its ListingData, or the same columns for other products (the search index's,
 * src/build/write-search-sorts.ts). Only the title sorts read `titles`.
 */
export type SortColumns = Pick<ListingData, "count" | "titles" | "prices" | "oldPrices" | "firstSeen" | "popularity">;

/** Orders two products by the sort's value alone: 0 for equal values (the caller breaks the tie). */
type Compare = (data: SortColumns, a: number, b: number) => number;

const byPrice: Compare = (data, a, b) => (data.prices[a] as number) - (data.prices[b] as number);
const byTitle: Compare = (data, a, b) => compareRo(data.titles[a] ?? "", data.titles[b] ?? "");

/** The share of the old price taken off (0 when not on sale: `oldPrices` holds only what shown-price.ts backs). */
const discount = (data: SortColumns, index: number): number => {
  const old = data.oldPrices[index] ?? 0;
  return old > 0 ? (old - (data.prices[index] ?? old)) / old : 0;
};
/** Products with a value first, in `value` order; those without (0) after them. */
const present = (a: number, b: number): number => Number(a === 0) - Number(b === 0);

const COMPARE: Readonly<Record<Exclude<SortKey, "implicit">, Compare>> = {
  "pret-crescator": byPrice,
  "pret-descrescator": (data, a, b) => byPrice(data, b, a),
  "titlu-a-z": byTitle,
  "titlu-z-a": (data, a, b) => byTitle(data, b, a),
  // The most clicked first (rank 1); products nobody clicked in the 30 days after them.
  populare: (data, a, b) => {
    const rankA = data.popularity?.[a] ?? 0;
    const rankB = data.popularity?.[b] ?? 0;
    return present(rankA, rankB) || rankA - rankB;
  },
  // The latest first appearance first (codes are in day order); products with no history after them.
  noi: (data, a, b) => {
    const dayA = data.firstSeen[a] ?? 0;
    const dayB = data.firstSeen[b] ?? 0;
    return present(dayA, dayB) || dayB - dayA;
  },
  // The largest backed reduction first; products not on sale after them.
  reducere: (data, a, b) => discount(data, b) - discount(data, a),
};

const orders = new WeakMap<SortColumns, Map<SortKey, Uint32Array>>();

/**
 * Every product index of the listing in `key` order, computed on first use
 * and kept for the listing (titles go through Intl.Collator("ro"): ă after a,
 * ș after s).
 */
export function sortOrder(data: SortColumns, key: SortKey): Uint32Array {
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
      // Equal prices, titles, ranks, days or reductions keep the listing's order, in both directions.
      indexes.sort((a, b) => compare(data, a, b) || a - b);
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
export function sortMatches(data: SortColumns, matches: Uint32Array, key: SortKey): Uint32Array {
  if (key === "implicit") return matches;
  const order = sortOrder(data, key);
  const wanted = new Uint8Array(data.count);
  for (const index of matches) wanted[index] = 1;
  const sorted = new Uint32Array(matches.length);
  let next = 0;
  for (const index of order) if (wanted[index] === 1) sorted[next++] = index;
  return sorted;
}

/**
 * Each product's place in `key` order, products of equal value sharing one: 1 for the first, 2 for the next
 * value, and so on (products without a value share the last). What orders products the sort sees only some of,
 * in an order of their own for the ties: the search's results, in order of relevance (lib/search/sort-ranks.ts).
 * @example sortRanks(data, "reducere") // [2, 1, 3, 1] for reductions of 10 %, 50 %, none, 50 %
 */
export function sortRanks(data: SortColumns, key: Exclude<SortKey, "implicit">): Uint32Array {
  const compare = COMPARE[key];
  const ranks = new Uint32Array(data.count);
  let rank = 0;
  let previous = -1;
  for (const index of sortOrder(data, key)) {
    if (previous < 0 || compare(data, previous, index) !== 0) rank += 1;
    ranks[index] = rank;
    previous = index;
  }
  return ranks;
}
