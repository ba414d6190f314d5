/**
 * Issue 15, "No dead ends": the home page's carousels, the menus and the
 * footer send a shopper only to a listing that holds a product. A category,
 * collection or brand without one keeps its page (an old link or a bookmark
 * lands on an honest "no products yet", never a 404), but nothing of ours
 * links to it.
 */
import { paths } from "../paths.ts";
import type { Category, Collection } from "../domain/schema.ts";
import type { Listing } from "./listings.ts";

type ListingsByPath = ReadonlyMap<string, Pick<Listing, "products">>;

/** True when a listing may be linked: it holds at least one product. */
export function holdsProducts(listing: Pick<Listing, "products"> | undefined): boolean {
  return (listing?.products.length ?? 0) > 0;
}

/**
 * The categories whose listing holds a product, in their own order.
 * @example linkableCategories([dresses, emptyShoes], site.listingByPath) // [dresses]
 */
export function linkableCategories<T extends Pick<Category, "path">>(
  categories: readonly T[],
  listingByPath: ListingsByPath,
): T[] {
  return categories.filter((category) => holdsProducts(listingByPath.get(category.path)));
}

/**
 * The collections whose listing holds a product, in their own order.
 * @example linkableCollections([summer, emptyWinter], site.listingByPath) // [summer]
 */
export function linkableCollections<T extends Pick<Collection, "slug">>(
  collections: readonly T[],
  listingByPath: ListingsByPath,
): T[] {
  return collections.filter((collection) => holdsProducts(listingByPath.get(paths.collection(collection.slug))));
}
