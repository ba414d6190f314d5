/**
 * The price as an HTML string: Price.astro, the product card (card-html.ts)
 * and the search results' cards (search/hit-card.ts) all write this markup.
 */
import { escapeHtml } from "../../lib/html.ts";
import { messages } from "../../lib/messages.ts";
import { discountPercent, formatPrice, type Bani } from "../../lib/money.ts";

export interface PriceOptions {
  readonly size?: "small" | "large";
  /** The element: a paragraph on its own, a span inside a link. */
  readonly tag?: "p" | "span";
}

/**
 * A price in Ron, with the old price and the real discount when the product
 * is on sale (styles: global.css, ".price"; the React islands' twin is PriceTag.tsx).
 * @example priceHtml(7500, 10000) // '<p class="price price--small"><span class="price__now price__now--sale">75,00 Ron</span>…<span class="price__badge">-25%</span></p>'
 */
export function priceHtml(
  price: Bani,
  oldPrice: Bani | null,
  { size = "small", tag = "p" }: PriceOptions = {},
): string {
  const discount = discountPercent(price, oldPrice);
  const now = `<span class="price__now${discount === null ? "" : " price__now--sale"}">${escapeHtml(formatPrice(price))}</span>`;
  const sale =
    discount === null || oldPrice === null
      ? ""
      : `<span class="visually-hidden">${escapeHtml(messages.oldPrice)}:</span>` +
        `<s class="price__old">${escapeHtml(formatPrice(oldPrice))}</s>` +
        `<span class="price__badge">${escapeHtml(messages.discount(discount))}</span>`;
  return `<${tag} class="price price--${size}">${now}${sale}</${tag}>`;
}
