/**
 * What one batch of clicks adds to each table, summed per key, the same for both stores: a batch may hold one
 * product's outbound clicks on several shops' offers (issue 28), one count per shop, and a statement may touch
 * each row once.
 */
import type { Day } from "../lib/bucharest-day.ts";
import type { ClickCount, ClickKind } from "./types.ts";

/** Clicks to add to one shop's row of one day. */
export interface ShopCount {
  readonly shop: string;
  readonly day: Day;
  readonly clicks: number;
}

const SEPARATOR = "\u0000";

/**
 * The batch's sums per product, day and kind, whatever shops they name.
 * @example productSums([{ productId: "7", day: "2026-11-27", kind: "outbound", clicks: 1, shop: "Alfa" }, { productId: "7", day: "2026-11-27", kind: "outbound", clicks: 2, shop: "Beta" }]) // [{ productId: "7", day: "2026-11-27", kind: "outbound", clicks: 3 }]
 */
export function productSums(counts: readonly ClickCount[]): ClickCount[] {
  const sums = new Map<string, number>();
  for (const count of counts) {
    const key = [count.productId, count.day, count.kind].join(SEPARATOR);
    sums.set(key, (sums.get(key) ?? 0) + count.clicks);
  }
  return [...sums].map(([key, clicks]) => {
    const [productId = "", day = "", kind] = key.split(SEPARATOR);
    return { productId, day, kind: kind as ClickKind, clicks };
  });
}

/**
 * The batch's outbound clicks per shop and day; a click that names no shop (a product of the CMS) adds to none.
 * @example shopSums([{ productId: "7", day: "2026-11-27", kind: "outbound", clicks: 2, shop: "Alfa" }]) // [{ shop: "Alfa", day: "2026-11-27", clicks: 2 }]
 */
export function shopSums(counts: readonly ClickCount[]): ShopCount[] {
  const sums = new Map<string, number>();
  for (const count of counts) {
    if (count.kind !== "outbound" || !count.shop) continue;
    const key = `${count.shop}${SEPARATOR}${count.day}`;
    sums.set(key, (sums.get(key) ?? 0) + count.clicks);
  }
  return [...sums].map(([key, clicks]) => {
    const [shop = "", day = ""] = key.split(SEPARATOR);
    return { shop, day, clicks };
  });
}
