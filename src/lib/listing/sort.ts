/**
 * The sort options of a listing (spec §9 "Sort options", and issue 29's
 * popular, newest and largest reduction), as the URL and the sort dropdown
 * name them. The sorting itself is sort-order.ts.
 */

/** The sort options, as the URL writes them; "implicit" is the listing's own order (no sort). */
export const SORT_KEYS = [
  "implicit",
  "pret-crescator",
  "pret-descrescator",
  "titlu-a-z",
  "titlu-z-a",
  "populare",
  "noi",
  "reducere",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = "implicit";

/** The URL's parameter for the sort, on a listing (url-state.ts) and on the search page (lib/search/params.ts). */
export const SORT_PARAM = "sortare";

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === "string" && (SORT_KEYS as readonly string[]).includes(value);
}

/** What a build knows beyond the products, which two sorts need (docs/facets.md#sorts). */
export interface SortSources {
  /** The build read the click service's counts of the last 30 days (src/build/popular-clicks.ts). */
  readonly popular: boolean;
  /** The build keeps a price history, whose first day is a product's first appearance. */
  readonly firstSeen: boolean;
}

/**
 * The sorts a build offers: "populare" only with a click service's counts, "noi" only with a price history;
 * the others always.
 * @example offeredSorts({ popular: false, firstSeen: false }).includes("populare") // false
 */
export function offeredSorts(sources: SortSources): SortKey[] {
  return SORT_KEYS.filter((key) => (key !== "populare" || sources.popular) && (key !== "noi" || sources.firstSeen));
}
