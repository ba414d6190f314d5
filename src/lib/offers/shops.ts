/**
 * Which shops sell a product (issue 28): what a card's "de la X Ron", the "Magazin" facet, the quick view and the
 * click service's list of shops read. Types only besides: the cards draw in the browser and import this.
 */
import type { Offer } from "../domain/schema.ts";

/** What the offer rules read of a product: its offers, absent for a product of the CMS. */
export interface OfferSource {
  readonly offers?: readonly Pick<Offer, "shop">[] | undefined;
}

/**
 * The shops that sell a product, each once, in its offers' order; none for a product of the CMS.
 * @example shopsOf({ offers: [beta, alfa, beta2] }) // ["Magazin Beta", "Magazin Alfa"]
 */
export function shopsOf(product: OfferSource): string[] {
  return [...new Set((product.offers ?? []).map((offer) => offer.shop))];
}

/**
 * Whether a price is the lowest of several shops' (a card's "de la X Ron"): a product sold by two shops or more.
 * @example pricedFrom(["Magazin Alfa", "Magazin Beta"]) // true
 * @example pricedFrom(undefined) // false
 */
export function pricedFrom(shops: readonly string[] | undefined): boolean {
  return (shops?.length ?? 0) > 1;
}
