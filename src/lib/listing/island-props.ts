/**
 * What the listing page hands its filter island at build time: small props
 * only (the products travel in the listing's data file). The island renders
 * from these on the server and until its data arrives, so the sidebar's
 * options and counts are in the HTML from the first byte. Build-only.
 */
import { categoryTitle, PAGE_SIZE, sectionLabel, type Listing, type ListingPage } from "../catalog/listings.ts";
import { compareRo } from "../text.ts";
import { facetSummary, select, type FacetSummary } from "./facets.ts";
import { NO_FILTERS } from "./filter.ts";
import { listingData, listingDataPath } from "./listing-data.ts";

/** A category of the listing's products: a link to its own listing, which starts with no filters. */
export interface CategoryLink {
  readonly label: string;
  readonly href: string;
  /** The products that link gives. */
  readonly count: number;
  /** This listing is that category's. */
  readonly current: boolean;
}

export interface ExplorerProps {
  readonly listingPath: string;
  readonly dataUrl: string;
  readonly pageSize: number;
  /** The page the static HTML shows, and how many the listing has without filters. */
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
  readonly facets: FacetSummary;
  readonly categories: readonly CategoryLink[];
}

/**
 * The categories of a listing's products (spec §4: derived from the listing),
 * in Romanian order; the section is named when the listing spans several
 * (a brand's "Rochii" for women and for girls).
 */
export function categoryLinks(listing: Listing, listingByPath: ReadonlyMap<string, Listing>): CategoryLink[] {
  const byPath = new Map<string, { label: string; section: string }>();
  for (const { category } of listing.products) {
    if (category && !byPath.has(category.path)) byPath.set(category.path, category);
  }
  const sections = new Set([...byPath.values()].map((category) => category.section));
  return [...byPath]
    .map(([href, category]) => ({
      label:
        sections.size > 1
          ? `${categoryTitle(category.label)} (${sectionLabel(category.section)})`
          : categoryTitle(category.label),
      href,
      count: listingByPath.get(href)?.products.length ?? 0,
      current: href === listing.path,
    }))
    .filter((link) => link.count > 0)
    .sort((a, b) => compareRo(a.label, b.label));
}

const shared = new WeakMap<Listing, Pick<ExplorerProps, "facets" | "categories">>();

/**
 * The island's props for one static page. The facets (without filters) and
 * the categories are computed once per listing: its static pages share them.
 */
export function explorerProps(page: ListingPage, listingByPath: ReadonlyMap<string, Listing>): ExplorerProps {
  const { listing } = page;
  let common = shared.get(listing);
  if (!common) {
    const data = listingData(listing.products);
    common = {
      facets: facetSummary(data, select(data, NO_FILTERS)),
      categories: categoryLinks(listing, listingByPath),
    };
    shared.set(listing, common);
  }
  return {
    listingPath: listing.path,
    dataUrl: listingDataPath(listing.path),
    pageSize: PAGE_SIZE,
    page: page.page,
    pageCount: page.pageCount,
    total: listing.products.length,
    ...common,
  };
}
