/**
 * A product's offers as a shopper compares them (issue 28, "Compară ofertele"): one row per shop, cheapest in
 * stock first, each price read through the one sale rule (lib/prices/shown-price.ts). Which old price a shop may
 * announce is the price history's 30-day rule, applied to each offer before this reads it.
 */
import type { Offer } from "../domain/schema.ts";
import { shownPrice, type ShownPrice } from "../prices/shown-price.ts";
import { compareRo } from "../text.ts";

/** One offer as the product page and the quick view show it. */
export interface ShownOffer extends ShownPrice {
  readonly shop: string;
  readonly inStock: boolean;
  /** Where its "Cumpără acum" goes. */
  readonly affLink: string;
}

/**
 * Offers in the order a shopper compares them: in stock before out of stock, then cheapest first, then by shop.
 * @example [outOfStock, dear, cheap].sort(compareOffers) // [cheap, dear, outOfStock]
 */
export function compareOffers(
  a: Pick<Offer, "inStock" | "price" | "shop">,
  b: Pick<Offer, "inStock" | "price" | "shop">,
): number {
  return Number(b.inStock) - Number(a.inStock) || a.price - b.price || compareRo(a.shop, b.shop);
}

/**
 * The offers to compare: only when two shops or more sell the product (one offer is the page's own button).
 * @example shownOffers({ offers: [alfa] }) // []
 * @example shownOffers({ offers: [alfa, beta] })[0].shop // the cheaper one in stock
 */
export function shownOffers(product: { readonly offers?: readonly Offer[] | undefined }): ShownOffer[] {
  const offers = product.offers ?? [];
  if (offers.length < 2) return [];
  return [...offers].sort(compareOffers).map((offer) => ({
    ...shownPrice(offer.price, offer.oldPrice),
    shop: offer.shop,
    inStock: offer.inStock,
    affLink: offer.affLink,
  }));
}
