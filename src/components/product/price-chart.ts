/**
 * The product page's price chart (issue 15): the price's steps over the
 * last 90 days, drawn at build time as inline SVG, so that a product page
 * loads no chart script. The SVG is only a picture (aria-hidden): its
 * caption says the same in words (PriceHistory.astro).
 */
import type { PriceStory } from "../../lib/prices/history.ts";

/** The drawing's own units; CSS scales it to the column's width. */
const WIDTH = 320;
const HEIGHT = 72;
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
  const x = (at: number) => round(((Math.min(Math.max(at, chartFrom), chartTo) - chartFrom) / span) * WIDTH);
  const y = (price: number) =>
    high === low ? HEIGHT / 2 : round(PAD + ((high - price) / (high - low)) * (HEIGHT - 2 * PAD));
  let path = "";
  for (const [index, [at, price]] of points.entries()) {
    path += index === 0 ? `M${x(at)} ${y(price)}` : `H${x(at)}V${y(price)}`;
  }
  return `${path}H${WIDTH}`;
}

/** The chart's SVG, or "" without a price to draw. */
export function priceChartSvg(story: PriceStory): string {
  if (!story.points.length) return "";
  return (
    `<svg class="price-chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="none" aria-hidden="true" focusable="false">` +
    `<path d="${stepPath(story)}"/></svg>`
  );
}
