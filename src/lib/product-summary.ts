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
import { paths } from "./paths.ts";

/** A product's card fields (every image), and what the quick view shows besides. */
export interface ProductSummary extends CardData {
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
  /** False when no shop has it in stock (issue 28); absent for a product of the CMS. */
  readonly inStock?: boolean;
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
    ...(product.inStock === undefined ? {} : { inStock: product.inStock }),
  };
}
