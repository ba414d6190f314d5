/**
 * When an alert fires (issue 29), a pure rule over one product's prices as the live build handed them over
 * (./handover.ts) and what the alert remembers:
 * - a price drop: the cheapest offer in stock costs less than the alert's base price (the price when it was
 *   confirmed, then the price it last fired at) AND less than the EU rule's reference, the lowest price of the 30
 *   days before the fall began (lib/prices/history.ts referencePrice, the rule the discounts follow): a price raised
 *   and dropped back is no drop. Firing moves the base to the new price, so one drop fires once and a further drop
 *   fires again;
 * - back in stock: an offer is in stock and, when last seen, none was.
 */
import type { Bani } from "../money.ts";
import type { OfferPrice, ProductPrice } from "./handover.ts";

export const ALERT_KINDS = ["price-drop", "back-in-stock"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** What an alert remembers between builds. */
export interface AlertState {
  readonly kind: AlertKind;
  /** The price it measures a drop from: at confirmation, then the price it last fired at. */
  readonly basePrice: Bani;
  /** Whether the product was in stock when last seen. */
  readonly inStock: boolean;
}

/** A firing: what the mail says of the product. */
export interface Firing {
  readonly shop: string;
  readonly oldPrice: Bani;
  readonly newPrice: Bani;
}

/**
 * The EU rule's test of a drop.
 * @example isPriceDrop(9000, 10000, 10000) // true
 * @example isPriceDrop(9000, 10000, 8000) // false: it was 80 lei in the 30 days before
 * @example isPriceDrop(9000, 10000, null) // true: no history before the fall
 */
export const isPriceDrop = (price: Bani, basePrice: Bani, reference: Bani | null): boolean =>
  price < basePrice && (reference === null || price < reference);

/** The offer a shopper would buy: the cheapest in stock; null when none is. */
export function bestOffer(product: ProductPrice): OfferPrice | null {
  let best: OfferPrice | null = null;
  for (const offer of product.offers) {
    if (offer.inStock && (best === null || offer.price < best.price)) best = offer;
  }
  return best;
}

/**
 * The alert's firing on `product` now (null when it does not fire) and what it remembers next.
 * @example alertCheck({ kind: "price-drop", basePrice: 10000, inStock: true }, product).firing // { shop, oldPrice: 10000, newPrice: 9000 }
 */
export function alertCheck(state: AlertState, product: ProductPrice): { firing: Firing | null; next: AlertState } {
  const offer = bestOffer(product);
  const inStock = offer !== null;
  if (!offer) return { firing: null, next: { ...state, inStock } };
  if (state.kind === "back-in-stock") {
    const firing = state.inStock ? null : { shop: offer.shop, oldPrice: state.basePrice, newPrice: offer.price };
    return { firing, next: { ...state, inStock, basePrice: firing ? offer.price : state.basePrice } };
  }
  if (!isPriceDrop(offer.price, state.basePrice, offer.reference)) return { firing: null, next: { ...state, inStock } };
  return {
    firing: { shop: offer.shop, oldPrice: state.basePrice, newPrice: offer.price },
    next: { ...state, inStock, basePrice: offer.price },
  };
}

/** The price and stock an alert starts from when it is confirmed. */
export function startState(kind: AlertKind, product: ProductPrice): AlertState {
  const offer = bestOffer(product);
  return { kind, basePrice: offer?.price ?? product.price, inStock: offer !== null };
}
