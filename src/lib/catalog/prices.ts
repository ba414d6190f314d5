/**
 * The catalogue with its price history (issue 15): each product gets its
 * price story (lib/prices/history.ts), and its old price becomes the one
 * the history backs, the lowest price of the 30 days before the reduction,
 * or none. Every card, filter, search result and page then shows the same
 * honest discount, since all of them read `oldPrice`.
 */
import type { PriceChange } from "../prices/history.ts";
import { priceStory } from "../prices/history.ts";
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
  const products = catalog.products.map((product) => {
    const story = priceStory(histories.get(product.id) ?? [], product.price, product.oldPrice, now, dayOf);
    const oldPrice = story.verdict.kind === "backed" ? story.verdict.reference : null;
    return { ...product, oldPrice, prices: story };
  });
  return { ...catalog, products };
}
