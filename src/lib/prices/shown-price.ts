/**
 * The sale rule, and the one place a product's price becomes what a shopper sees: its price, the old price
 * struck through beside it, the discount badge and the "Reducere" flag. The CMS gate (cms/product.ts), the
 * listing data and its on-sale filter (listing/listing-data.ts, listing/facets.ts), the search records and their
 * hits (search/document.ts, search/hits.ts), the cards (card/card.ts, components/catalog/card-html.ts) and the
 * price's markup (components/catalog/price-html.ts: product page, quick view, cards) all read it from here.
 *
 * Which old price a shop may announce at all is the price history's rule (history.ts, the EU's 30 days), applied
 * to the catalogue before anything here reads it.
 */
import type { Bani } from "../money.ts";

/** A price as a shopper sees it. */
export interface ShownPrice {
  readonly price: Bani;
  /** The old price struck through: only when the product is on sale. */
  readonly oldPrice: Bani | null;
  /** The badge's discount in whole percent; null when there is no sale or it rounds to 0% (no "-0%" badge). */
  readonly discount: number | null;
  /** Flagged "Reducere", counted by the on-sale filter: exactly when an old price is shown. */
  readonly onSale: boolean;
}

/**
 * The sale rule: an old price counts only when it is above the price; any other old price is no old price at all.
 * @example saleOldPrice(7500, 10000) // 10000
 * @example saleOldPrice(10000, 10000) // null
 */
export function saleOldPrice(price: Bani, oldPrice: Bani | null): Bani | null {
  return oldPrice !== null && oldPrice > price ? oldPrice : null;
}

/**
 * The real discount in whole percent, or null when there is none: the old price must be above the price
 * (saleOldPrice; the spec's fixed "-25%" was a leftover), and a discount that rounds to 0% is no badge.
 * @example discountPercent(7500, 10000) // 25
 * @example discountPercent(9999, 10000) // null
 */
export function discountPercent(price: Bani, oldPrice: Bani | null): number | null {
  const old = saleOldPrice(price, oldPrice);
  if (old === null) return null;
  const percent = Math.round(((old - price) / old) * 100);
  return percent > 0 ? percent : null;
}

/**
 * What a shopper sees of a price and the old price a shop announced.
 * @example shownPrice(7500, 10000) // { price: 7500, oldPrice: 10000, discount: 25, onSale: true }
 * @example shownPrice(9999, 10000) // { price: 9999, oldPrice: 10000, discount: null, onSale: true }
 * @example shownPrice(10000, 9000) // { price: 10000, oldPrice: null, discount: null, onSale: false }
 */
export function shownPrice(price: Bani, oldPrice: Bani | null): ShownPrice {
  const old = saleOldPrice(price, oldPrice);
  return { price, oldPrice: old, discount: discountPercent(price, old), onSale: old !== null };
}
