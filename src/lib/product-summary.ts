/**
 * A product's summary, which the build writes into a file of summaries by
 * slug (product-shards.ts): what the quick view shows, fetched only when
 * needed instead of being inlined in every card. (The wishlist checks its
 * saved products against the smaller card rows by id, card/by-id.ts.)
 */
import { toCardData, type CardData } from "./card/card.ts";
import { categoryTitle } from "./catalog/listings.ts";
import type { Product } from "./domain/schema.ts";
import { shownOffers, type ShownOffer } from "./offers/shown-offers.ts";
import { stockFlag, type StockFlag } from "./offers/stock.ts";
import { paths } from "./paths.ts";

/** A product's card fields (every image), and what the quick view shows besides. */
export interface ProductSummary extends CardData, StockFlag {
  readonly alt: string;
  /** The product's real category, for the quick view's category line. */
  readonly category: { readonly label: string; readonly href: string } | null;
  /** Sanitised HTML (src/lib/sanitize.ts). */
  readonly description: string;
  readonly affLink: string;
  /** The product page. */
  readonly href: string;
  /** The offers to compare, cheapest in stock first, when several shops sell it (issue 28). */
  readonly offers?: readonly ShownOffer[];
}

/** The JSON of one product. */
export function toProductSummary(product: Product): ProductSummary {
  const offers = shownOffers(product);
  return {
    ...toCardData(product),
    alt: product.alt,
    category: product.category ? { label: categoryTitle(product.category.label), href: product.category.path } : null,
    description: product.description,
    affLink: product.affLink,
    href: paths.product(product.slug),
    ...(offers.length ? { offers } : {}),
    // Only `inStock: false`, for a product no shop has in stock (issue 28): the quick view says so and offers the
    // back-in-stock alert (issue 29).
    ...stockFlag(product),
  };
}
