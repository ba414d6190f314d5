/**
 * What a product page shows of a price story (components/product/PriceHistory.astro draws this and nothing
 * else): the story's days and verdict, and its chart as drawn, not as measured. A story holds the build's
 * moment to the millisecond (`chartTo`), which would make every product page differ from one build to the
 * next; what it draws changes far less often: the chart's path is rounded to a tenth of its 320 units.
 * A publish keys product pages on this (src/lib/catalog/page-keys.ts), so a page is rendered again
 * exactly when what it shows has changed.
 */
import type { Bani } from "../money.ts";
import { CHART_DAYS, DAY_MS, type DiscountVerdict, type PriceStory } from "./history.ts";

/** The chart's drawing units; CSS scales it to the column's width. */
export const CHART_WIDTH = 320;
export const CHART_HEIGHT = 72;
/** Room above the highest and below the lowest step, so that neither line sits on the edge. */
const PAD = 8;

const round = (value: number): number => Math.round(value * 10) / 10;

/**
 * The steps as an SVG path: along at each price, up or down at each change, to the chart's end.
 * @example stepPath({ points: [[0, 100], [50, 80]], chartFrom: 0, chartTo: 100 }) // "M0 8H160V64H320"
 */
export function stepPath(story: Pick<PriceStory, "points" | "chartFrom" | "chartTo">): string {
  const { points, chartFrom, chartTo } = story;
  const prices = points.map(([, price]) => price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = Math.max(1, chartTo - chartFrom);
  const x = (at: number) => round(((Math.min(Math.max(at, chartFrom), chartTo) - chartFrom) / span) * CHART_WIDTH);
  const y = (price: number) =>
    high === low ? CHART_HEIGHT / 2 : round(PAD + ((high - price) / (high - low)) * (CHART_HEIGHT - 2 * PAD));
  let path = "";
  for (const [index, [at, price]] of points.entries()) {
    path += index === 0 ? `M${x(at)} ${y(price)}` : `H${x(at)}V${y(price)}`;
  }
  return `${path}H${CHART_WIDTH}`;
}

export interface ShownChart {
  /** The SVG path of the steps (stepPath). */
  readonly path: string;
  readonly low: Bani;
  readonly high: Bani;
  /** The chart spans the whole CHART_DAYS; before the history is that long, it starts on its first day. */
  readonly full: boolean;
}

export interface ShownStory {
  readonly checkedOn: string;
  readonly since: string;
  readonly covers30: boolean;
  readonly lowest30: Bani;
  readonly verdict: DiscountVerdict;
  readonly claimedOldPrice: Bani | null;
  /** Null without a price to draw. */
  readonly chart: ShownChart | null;
}

/**
 * The story as the product page shows it.
 * @example shownStory(priceStory([], 100, null, now, dayOf)).chart // { path: "M0 36H320", low: 100, high: 100, full: false }
 */
export function shownStory(story: PriceStory): ShownStory {
  const prices = story.points.map(([, price]) => price);
  return {
    checkedOn: story.checkedOn,
    since: story.since,
    covers30: story.covers30,
    lowest30: story.lowest30,
    verdict: story.verdict,
    claimedOldPrice: story.claimedOldPrice,
    chart: prices.length
      ? {
          path: stepPath(story),
          low: Math.min(...prices),
          high: Math.max(...prices),
          full: story.chartTo - story.chartFrom >= CHART_DAYS * DAY_MS,
        }
      : null,
  };
}
