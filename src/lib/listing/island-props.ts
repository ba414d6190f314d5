/**
 * What the listing page hands its filter island at build time: small props
 * only (the products travel in the listing's data file). The island renders
 * from these on the server and until its data arrives, so the sidebar's
 * options and counts are in the HTML from the first byte. Build-only.
 */
import { categoryTitle, PAGE_SIZE, sectionLabel, type Listing } from "../catalog/listings.ts";
import { digest } from "../digest.ts";
import { compareRo } from "../text.ts";
import { facetSummary, select, type FacetSummary } from "./facets.ts";
import { NO_FILTERS } from "./filter.ts";
import { listingData, listingDataPath } from "./listing-data.ts";
import type { SortKey } from "./sort.ts";

/** A category of the listing's products: a link to its own listing, which starts with no filters. */
export interface CategoryLink {
  readonly label: string;
  readonly href: string;
  /**
   * This listing's products in that category: what the filter says of the listing (spec §4, "derived from the
   * fetched array"). Not the category's own total: that tied every page of this listing to every product of the
   * category, so a product added to another listing rendered this one's pages again (issue 25).
   */
  readonly count: number;
  /** This listing is that category's. */
  readonly current: boolean;
}

export interface ExplorerProps {
  readonly listingPath: string;
  readonly dataUrl: string;
  readonly pageSize: number;
  /** The listing's products without filters. */
  readonly total: number;
  readonly facets: FacetSummary;
  readonly categories: readonly CategoryLink[];
  /** The sorts this build offers (sort.ts, `offeredSorts`). */
  readonly sorts: readonly SortKey[];
  /**
   * A digest of what the listing's products decide here (the total, the facets, the categories). The listing's data
   * file carries its own build's props: a static page rendered by an earlier build (a page after the first, which a
   * publish does not render again for a product elsewhere in the listing, docs/decisions.md#a-listings-later-pages)
   * shows the file's in the browser when the two differ.
   */
  readonly revision: string;
}

/**
 * The categories of a listing's products (spec §4: derived from the listing),
 * each with how many of the listing's products it holds, in Romanian order;
 * the section is named when the listing spans several (a brand's "Rochii" for
 * women and for girls). A category without a page of its own (no category
 * item in the CMS) is left out: its link would lead nowhere.
 * @example categoryLinks(velora, listingByPath) // [{ label: "Rochii", href: "/femei/rochii/", count: 2, current: false }]
 */
export function categoryLinks(listing: Listing, listingByPath: ReadonlyMap<string, Listing>): CategoryLink[] {
  const byPath = new Map<string, { label: string; section: string; count: number }>();
  for (const { category } of listing.products) {
    if (!category) continue;
    const seen = byPath.get(category.path);
    if (seen) seen.count += 1;
    else byPath.set(category.path, { label: category.label, section: category.section, count: 1 });
  }
  const sections = new Set([...byPath.values()].map((category) => category.section));
  return [...byPath]
    .filter(([href]) => listingByPath.has(href))
    .map(([href, category]) => ({
      label:
        sections.size > 1
          ? `${categoryTitle(category.label)} (${sectionLabel(category.section)})`
          : categoryTitle(category.label),
      href,
      count: category.count,
      current: href === listing.path,
    }))
    .sort((a, b) => compareRo(a.label, b.label));
}

const shared = new WeakMap<Listing, ExplorerProps>();

/**
 * The island's props: the same for every static page of a listing (the page
 * a static URL shows is read from the URL, url-state.ts), so that the island
 * is rendered once per listing (components/listing/OncePerListing.astro).
 * Computed once per listing.
 */
export function explorerProps(
  listing: Listing,
  listingByPath: ReadonlyMap<string, Listing>,
  sorts: readonly SortKey[],
): ExplorerProps {
  let props = shared.get(listing);
  if (!props) {
    const data = listingData(listing.products);
    const counted = {
      total: listing.products.length,
      facets: facetSummary(data, select(data, NO_FILTERS)),
      categories: categoryLinks(listing, listingByPath),
    };
    props = {
      listingPath: listing.path,
      dataUrl: listingDataPath(listing.path),
      pageSize: PAGE_SIZE,
      ...counted,
      sorts,
      revision: digest(counted).slice(0, 16),
    };
    shared.set(listing, props);
  }
  return props;
}
