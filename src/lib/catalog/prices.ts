/**
 * The catalogue with its price history (issue 15): each product gets its
 * price story (lib/prices/history.ts), and its old price becomes the one
 * the history backs, the lowest price of the 30 days before the reduction,
 * or none. Every card, filter, search result and page then shows the same
 * honest discount, since all of them read `oldPrice`. A product of the feeds has a story per offer, kept
 * under its id and shop (priceKey): each shop's old price is judged by that shop's own prices, and the product
 * shows its first offer's.
 */
import type { Product } from "../domain/schema.ts";
import type { Bani } from "../money.ts";
import type { PriceChange } from "../prices/history.ts";
import { priceKey, priceStory } from "../prices/history.ts";
import type { Catalog } from "./assemble.ts";

/**
 * `catalog` with each product's story at `now` from `histories` (by product id), its days named by `dayOf`.
 * @example applyPriceHistory(catalog, new Map(), Date.now(), bucharestDay).products[0]?.oldPrice // null: no history backs it yet
 */
export function applyPriceHistory(
  catalog: Catalog,
  histories: ReadonlyMap<string, readonly PriceChange[]>,
  now: number,
  dayOf: (at: number) => string,
): Catalog {
  const told = (key: string, price: Bani, claimed: Bani | null) => {
    const story = priceStory(histories.get(key) ?? [], price, claimed, now, dayOf);
    return { oldPrice: story.verdict.kind === "backed" ? story.verdict.reference : null, prices: story };
  };
  const products = catalog.products.map((product): Product => {
    if (!product.offers?.length) return { ...product, ...told(priceKey(product.id), product.price, product.oldPrice) };
    // Each shop's price by its own history; the product shows its first offer's (issue 28).
    const offers = product.offers.map((offer) => ({
      ...offer,
      ...told(priceKey(product.id, offer.shop), offer.price, offer.oldPrice),
    }));
    const first = offers[0]!;
    return { ...product, offers, oldPrice: first.oldPrice, prices: first.prices };
  });
  return { ...catalog, products };
}
