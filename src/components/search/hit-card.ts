/**
 * One search result drawn from the index's meta (no page is fetched): a row
 * in the modal, a card on the search page. The whole card is one link.
 *
 * The one source of the card's markup, as an HTML string: the modal
 * (search-modal.ts, plain DOM) and the search page (SearchResults.tsx, a React
 * island) both draw it from here. Everything that comes from the index is
 * escaped; the links and images themselves were checked by toSearchHit
 * (src/lib/search/hits.ts). Styles: hit-card.css, loaded by whoever shows the
 * cards.
 */
import { escapeHtml } from "../../lib/html.ts";
import { SEARCH_TEXT as t } from "../../lib/messages.ts";
import type { SearchHit } from "../../lib/search/hits.ts";
import { priceHtml } from "../catalog/price-html.ts";

export type HitLayout = "row" | "card";

/**
 * The card of one result, as HTML.
 * @param eager the first cards of the search page load their images at once.
 * @example hitCardHtml({ url: "/detalii-produs/rochie/", title: "Rochie <midi>", brand: null, image: null, price: 14999, oldPrice: null }, "row")
 * // '<a class="hit hit--row" href="/detalii-produs/rochie/">…<span class="hit__title">Rochie &lt;midi&gt;</span>…</a>'
 */
export function hitCardHtml(hit: SearchHit, layout: HitLayout, eager = false): string {
  const media = hit.image
    ? `<img src="${escapeHtml(hit.image)}" alt="" width="600" height="800" loading="${eager ? "eager" : "lazy"}" decoding="async">`
    : `<span class="hit__placeholder">${escapeHtml(t.noImage)}</span>`;
  const brand = hit.brand ? `<span class="hit__brand">${escapeHtml(hit.brand)}</span>` : "";
  return (
    `<a class="hit hit--${layout}" href="${escapeHtml(hit.url)}">` +
    `<span class="hit__media">${media}</span>` +
    `<span class="hit__body">${brand}<span class="hit__title">${escapeHtml(hit.title)}</span>` +
    `${priceHtml(hit.price, hit.oldPrice, { tag: "span" })}</span>` +
    `</a>`
  );
}
