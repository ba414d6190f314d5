/**
 * The page numbers a pager shows (spec §2, "Pagination"): always the first
 * and last page, the current one and one neighbour each side, with a gap
 * marker where pages are skipped; nothing at all for a single page.
 */

export type PagerItem = number | "gap";

/**
 * @example pagerItems(5, 10) // [1, "gap", 4, 5, 6, "gap", 10]
 * @example pagerItems(2, 4) // [1, 2, 3, 4]
 * @example pagerItems(1, 1) // []
 */
export function pagerItems(current: number, pageCount: number): PagerItem[] {
  if (pageCount <= 1) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push("gap");
    items.push(n);
  });
  return items;
}

/**
 * The page a request to go to `target` lands on, or null when it should be
 * ignored (spec §4: out-of-range pages and the current page are ignored).
 */
export function pageChange(current: number, target: number, pageCount: number): number | null {
  if (!Number.isInteger(target) || target < 1 || target > pageCount || target === current) return null;
  return target;
}
