/**
 * One page of a filtered, sorted listing (spec §4: sorting after filtering;
 * §9: 32 products a page). Only the page's products are ever rendered.
 */
import type { Selection } from "./facets.ts";
import type { ListingData } from "./listing-data.ts";
import type { SortKey } from "./sort.ts";
import { sortMatches } from "./sort-order.ts";

export interface ListingPageView {
  /** Every product that passes the filters: the "{n} Produse găsite" number. */
  readonly total: number;
  /** The page shown: the asked page, brought within 1 and `pageCount`. */
  readonly page: number;
  /** At least 1. */
  readonly pageCount: number;
  /** Product indexes on this page, in display order. */
  readonly items: Uint32Array;
}

/** Number of pages for `total` products. */
export function pageCountFor(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page brought within range.
 * @example clampPage(9, 3) // 3
 */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
}

export function listingPage(
  data: ListingData,
  selection: Selection,
  sort: SortKey,
  page: number,
  pageSize: number,
): ListingPageView {
  const sorted = sortMatches(data, selection.matches, sort);
  const pageCount = pageCountFor(sorted.length, pageSize);
  const shown = clampPage(page, pageCount);
  const start = (shown - 1) * pageSize;
  return { total: sorted.length, page: shown, pageCount, items: sorted.subarray(start, start + pageSize) };
}
