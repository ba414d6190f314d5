/**
 * The sort options of a listing (spec §9 "Sort options"), as the URL and the
 * sort dropdown name them. The sorting itself is sort-order.ts.
 */

/** The sort options, as the URL writes them; "implicit" is the listing's own order (no sort). */
export const SORT_KEYS = ["implicit", "pret-crescator", "pret-descrescator", "titlu-a-z", "titlu-z-a"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = "implicit";

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === "string" && (SORT_KEYS as readonly string[]).includes(value);
}
