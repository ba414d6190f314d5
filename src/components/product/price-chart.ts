/**
 * The product page's price chart (issue 15): the price's steps over the
 * last 90 days, drawn at build time as inline SVG, so that a product page
 * loads no chart script. The SVG is only a picture (aria-hidden): its
 * caption says the same in words (PriceHistory.astro). The steps' path is
 * lib/prices/shown-story.ts's, which a publish keys pages on.
 */
import { CHART_HEIGHT, CHART_WIDTH } from "../../lib/prices/shown-story.ts";

/** The SVG of a chart whose steps are `path` (stepPath). */
export function chartSvg(path: string): string {
  return (
    `<svg class="price-chart" viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}" preserveAspectRatio="none" aria-hidden="true" focusable="false">` +
    `<path d="${path}"/></svg>`
  );
}
