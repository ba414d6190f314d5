/**
 * Everything the pages need from the catalogue, derived once per build:
 * listings, menus and product contexts. Pages call `siteData()` with the
 * build's one catalogue read (not a content collection:
 * docs/decisions.md#the-catalogue-is-not-a-content-collection) and read the
 * result; they compute nothing themselves.
 */
import { buildListings, type CatalogParts, type Listing } from "./listings.ts";
import { buildNavigation, type Navigation } from "./navigation.ts";
import { productContexts, type ProductContext } from "./product-context.ts";
import type { About } from "../domain/schema.ts";
import { offeredSorts, type SortKey } from "../listing/sort.ts";

export interface SiteData extends CatalogParts {
  /** The sorts the listings offer (lib/listing/sort.ts): two need what only some builds know. */
  readonly sorts: readonly SortKey[];
  /** The products the click service ranked most clicked in the last 30 days, when the build read them. */
  readonly popular?: readonly string[] | undefined;
  readonly about: About | null;
  readonly listings: readonly Listing[];
  readonly listingByPath: ReadonlyMap<string, Listing>;
  readonly navigation: Navigation;
  readonly contexts: ReadonlyMap<string, ProductContext>;
}

/** Derives the site data from the catalogue's parts. */
export function siteData(
  parts: CatalogParts & { about: About | null; popular?: readonly string[] | undefined },
): SiteData {
  const listings = buildListings(parts);
  return {
    ...parts,
    sorts: offeredSorts({
      popular: parts.popular !== undefined,
      firstSeen: parts.products.some((product) => product.prices !== undefined),
    }),
    listings,
    listingByPath: new Map(listings.map((listing) => [listing.path, listing])),
    navigation: buildNavigation(listings),
    contexts: productContexts(parts.products),
  };
}
