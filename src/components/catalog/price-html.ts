/**
 * The price, the one writer of its markup: the product card (card-html.ts),
 * the product page (Price.astro) and the quick view (QuickView.tsx, which
 * sets this string as its wrapper's HTML) all show what this writes. Styles:
 * global.css, ".price".
 */
import { escapeHtml } from "../../lib/html.ts";
import { CARD_TEXT } from "../../lib/messages-card.ts";
import { formatPrice, type Bani } from "../../lib/money.ts";
import { shownPrice } from "../../lib/prices/shown-price.ts";

export interface PriceOptions {
  /** "large" on the product page; cards and panels use the default. */
  readonly size?: "small" | "large";
  /** The lowest of several shops' prices (issue 28): "de la" before it. */
  readonly from?: boolean;
}

/**
 * A price in Ron, with the old price struck through and the real discount
 * when the product is on sale (lib/prices/shown-price.ts decides both).
 * @example priceHtml(7500, 10000) // '<p class="price"><span class="price__now price__now--sale">75,00 Ron</span>…<span class="price__badge">-25%</span></p>'
 */
export function priceHtml(
  price: Bani,
  oldPrice: Bani | null,
  { size = "small", from = false }: PriceOptions = {},
): string {
  const shown = shownPrice(price, oldPrice);
  const now = `<span class="price__now${shown.onSale ? " price__now--sale" : ""}">${escapeHtml(formatPrice(price))}</span>`;
  const badge =
    shown.discount === null
      ? ""
      : `<span class="price__badge">${escapeHtml(CARD_TEXT.discount(shown.discount))}</span>`;
  const sale =
    shown.oldPrice === null
      ? ""
      : `<span class="visually-hidden">${escapeHtml(CARD_TEXT.oldPrice)}:</span>` +
        `<s class="price__old">${escapeHtml(formatPrice(shown.oldPrice))}</s>${badge}`;
  const lead = from ? `<span class="price__from">${escapeHtml(CARD_TEXT.from)}</span> ` : "";
  return `<p class="price${size === "large" ? " price--large" : ""}">${lead}${now}${sale}</p>`;
}
