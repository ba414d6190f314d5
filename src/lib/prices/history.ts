/**
 * A product's price history and the rule for announced reductions (issue 15).
 *
 * The history is a list of changes, oldest first: from `at` on the product
 * cost `price`, until the next change. It is recorded by the rebuilds
 * (src/build/price-history.ts), one change at a time, never one row per
 * build, so a price that held for a month is one entry.
 *
 * The reduction rule is the EU's (Directive 98/6/EC, art. 6a, as amended by
 * Directive 2019/2161): a reduction may be announced only against the
 * lowest price of the 30 days before it was first applied; a reduction in
 * steps counts from its first step (art. 6a(5)). A shop's "old price" that
 * the history does not back is shown as no discount at all, and while the
 * history does not reach 30 days before the reduction nothing is claimed.
 */
import type { Bani } from "../money.ts";

export const DAY_MS = 86_400_000;

/**
 * The key a price's history is kept under (src/store/prices.ts): a CMS product's id; for a product of the feeds,
 * one per offer, its id and its shop (issue 28), so each shop's price has its own history and the 30-day rule
 * judges each shop's old price against that shop's own prices.
 * @example priceKey("feed-3fa0c2", "Magazin Alfa") // "feed-3fa0c2|Magazin Alfa"
 * @example priceKey("05a11ca7-0000-4000-8000-000000000001") // "05a11ca7-0000-4000-8000-000000000001"
 */
export function priceKey(productId: string, shop?: string): string {
  return shop === undefined ? productId : `${productId}|${shop}`;
}
/** The period before a reduction whose lowest price is the reference (art. 6a(2)). */
export const REFERENCE_DAYS = 30;
/** What the product page's chart shows. */
export const CHART_DAYS = 90;

/** From `at` (milliseconds since 1970) on, the product cost `price`. */
export interface PriceChange {
  readonly at: number;
  readonly price: Bani;
}

/**
 * The history as of `now` with `price` current: a price the history does
 * not end with (not yet recorded) is taken as a change at `now`.
 */
export function withCurrent(history: readonly PriceChange[], price: Bani, now: number): readonly PriceChange[] {
  return history.at(-1)?.price === price ? history : [...history, { at: now, price }];
}

/**
 * The lowest price in effect at any moment of [from, to): the one in effect
 * at `from` and every change before `to`. Null when the history holds no
 * price in that period.
 * @example lowestBetween([{ at: 0, price: 100 }, { at: 10, price: 80 }, { at: 20, price: 120 }], 15, 30) // 80
 */
export function lowestBetween(history: readonly PriceChange[], from: number, to: number): Bani | null {
  let lowest: Bani | null = null;
  for (const [index, change] of history.entries()) {
    const until = history[index + 1]?.at ?? Number.POSITIVE_INFINITY;
    if (change.at >= to || until <= from) continue;
    if (lowest === null || change.price < lowest) lowest = change.price;
  }
  return lowest;
}

/**
 * When the reduction that ends with the last price began: the first of the
 * unbroken run of falls leading to it, so a reduction in steps counts from
 * its first step. Null when the last change was no fall.
 * @example reductionStart([{ at: 0, price: 200 }, { at: 5, price: 180 }, { at: 9, price: 150 }]) // 5
 * @example reductionStart([{ at: 0, price: 100 }, { at: 5, price: 150 }]) // null (a rise)
 */
export function reductionStart(history: readonly PriceChange[]): number | null {
  let first: number | null = null;
  for (let index = history.length - 1; index > 0; index -= 1) {
    const change = history[index];
    const before = history[index - 1];
    if (!change || !before || change.price >= before.price) break;
    first = change.at;
  }
  return first;
}

/**
 * The reference of the EU rule for the price `changes` end with: the lowest price in effect in the 30 days before
 * the reduction that led to it began (a reduction in steps counts from its first step), or before `now` when the
 * last change was no fall. Null when the history holds no price in that period. The discounts (discountVerdict)
 * and the price-drop alerts (lib/alerts/drop.ts) both measure a price against it.
 * @example referencePrice([{ at: 0, price: 10000 }, { at: 40 * DAY_MS, price: 7500 }], 41 * DAY_MS) // 10000
 * @example referencePrice([{ at: 0, price: 100 }, { at: 5, price: 150 }, { at: 9, price: 100 }], 10) // 100: the rise counts
 */
export function referencePrice(changes: readonly PriceChange[], now: number): Bani | null {
  const start = reductionStart(changes) ?? now;
  return lowestBetween(changes, start - REFERENCE_DAYS * DAY_MS, start);
}

/**
 * What the history says of a shop's announced old price:
 * - "none": no reduction announced (no old price above the price);
 * - "backed": the price is below `reference`, the lowest price of the 30 days
 *   before the reduction, which is the old price to show;
 * - "unbacked": it is not (the price rose before the "reduction", or never
 *   fell): no discount is shown;
 * - "short": the history does not reach 30 days before the reduction, so it
 *   cannot tell yet: no discount is shown.
 */
export type DiscountVerdict =
  | { readonly kind: "none" }
  | { readonly kind: "backed"; readonly reference: Bani }
  | { readonly kind: "unbacked" }
  | { readonly kind: "short" };

/**
 * The verdict on `claimedOldPrice` for a product now costing `price`.
 * @example discountVerdict([{ at: 0, price: 10000 }, { at: 40 * DAY_MS, price: 7500 }], 7500, 12000, 41 * DAY_MS)
 * // { kind: "backed", reference: 10000 }
 */
export function discountVerdict(
  history: readonly PriceChange[],
  price: Bani,
  claimedOldPrice: Bani | null,
  now: number,
): DiscountVerdict {
  if (claimedOldPrice === null || claimedOldPrice <= price) return { kind: "none" };
  const changes = withCurrent(history, price, now);
  const first = changes[0];
  // The moment the reduction began; a price that never fell is judged against the last 30 days.
  const start = reductionStart(changes) ?? now;
  const from = start - REFERENCE_DAYS * DAY_MS;
  if (!first || first.at > from) return { kind: "short" };
  const reference = referencePrice(changes, now);
  return reference !== null && price < reference ? { kind: "backed", reference } : { kind: "unbacked" };
}

/** The product page's account of a price: what was seen, since when, and the verdict on the shop's old price. */
export interface PriceStory {
  /** The Bucharest day the price was last read, "YYYY-MM-DD". */
  readonly checkedOn: string;
  /** The first day the history knows, "YYYY-MM-DD". */
  readonly since: string;
  /** Whether the history reaches 30 days back. */
  readonly covers30: boolean;
  /** The lowest price of the last 30 days (or of the days since `since`, when shorter), the current one included. */
  readonly lowest30: Bani;
  /** The chart's steps: the changes of the last 90 days, the first one moved to the chart's start. */
  readonly points: readonly (readonly [at: number, price: Bani])[];
  /** The chart's span, milliseconds. */
  readonly chartFrom: number;
  readonly chartTo: number;
  /** The lowest price of the 30 days before the current price began to fall (referencePrice); null without one. */
  readonly reference: Bani | null;
  /** The verdict on the shop's old price; only a "backed" one is shown, as its reference. */
  readonly verdict: DiscountVerdict;
  /** The old price the shop announced, whatever the verdict. */
  readonly claimedOldPrice: Bani | null;
}

/**
 * A product's price story at `now`, the days given as Bucharest days by `dayOf`.
 * @example priceStory([{ at: 0, price: 100 }], 100, null, 40 * DAY_MS, dayOf).lowest30 // 100
 */
export function priceStory(
  history: readonly PriceChange[],
  price: Bani,
  claimedOldPrice: Bani | null,
  now: number,
  dayOf: (at: number) => string,
  checkedAt = now,
): PriceStory {
  const changes = withCurrent(history, price, now);
  const firstAt = changes[0]?.at ?? now;
  const monthAgo = now - REFERENCE_DAYS * DAY_MS;
  const chartFrom = Math.max(firstAt, now - CHART_DAYS * DAY_MS);
  const points = changes
    .filter((_change, index) => (changes[index + 1]?.at ?? Number.POSITIVE_INFINITY) > chartFrom)
    .map((change) => [Math.max(change.at, chartFrom), change.price] as const);
  return {
    checkedOn: dayOf(checkedAt),
    since: dayOf(firstAt),
    covers30: firstAt <= monthAgo,
    lowest30: lowestBetween(changes, monthAgo, now + 1) ?? price,
    points,
    chartFrom,
    chartTo: now,
    reference: referencePrice(changes, now),
    verdict: discountVerdict(changes, price, claimedOldPrice, now),
    claimedOldPrice: claimedOldPrice !== null && claimedOldPrice > price ? claimedOldPrice : null,
  };
}
