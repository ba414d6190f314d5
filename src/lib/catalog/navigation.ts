/**
 * The menus' data (spec §2, "Header and menus"; §3 "Navigation menu data"):
 * per gender its categories with product counts (at most 15), per collection
 * its gender links with counts. Computed once per build from the listings.
 * The pages draw its links; its counts go to the counts file the browser
 * reads (./menu-counts.ts), so that no page changes with them (issue 25).
 * Only listings that hold a product are in it (./linkable.ts): the header,
 * the mobile menu and the footer draw from it, and none leads to an empty page.
 */
import { GENDERS, type Gender } from "../gender.ts";
import { GENDER_LABELS } from "../messages.ts";
import { paths } from "../paths.ts";
import { holdsProducts } from "./linkable.ts";
import { categoryTitle, type Listing } from "./listings.ts";

/** Spec §9: menu entries per category group. */
export const MENU_ENTRIES = 15;

export interface MenuLink {
  readonly label: string;
  readonly href: string;
  readonly count: number;
}

export interface GenderMenu extends MenuLink {
  readonly gender: Gender;
  readonly categories: readonly MenuLink[];
}

export interface CollectionMenu extends MenuLink {
  readonly genders: readonly MenuLink[];
}

export interface Navigation {
  readonly genders: readonly GenderMenu[];
  readonly collections: readonly CollectionMenu[];
  readonly brands: readonly MenuLink[];
}

/** Menu column order of spec §2: Femei, Fetițe, Bărbați, Băieți. */
const MENU_ORDER: readonly Gender[] = ["femei", "fetite", "barbati", "baieti"];

export function buildNavigation(listings: readonly Listing[]): Navigation {
  const link = (listing: Listing, label = listing.title): MenuLink => ({
    label,
    href: listing.path,
    count: listing.products.length,
  });
  const sectionOf = (gender: Gender) =>
    listings.find((listing) => listing.kind === "section" && listing.path === paths.gender(gender));
  // A gender with no product would be a column of one dead link.
  const stocked = MENU_ORDER.filter((gender) => GENDERS.includes(gender) && holdsProducts(sectionOf(gender)));
  const genders = stocked.map((gender): GenderMenu => {
    const section = sectionOf(gender);
    const categories = listings
      .filter((listing) => listing.kind === "category" && listing.path.startsWith(paths.gender(gender)))
      .filter(holdsProducts)
      // The 15 fullest categories, shown in alphabetical order.
      .sort((a, b) => b.products.length - a.products.length)
      .slice(0, MENU_ENTRIES)
      .sort((a, b) => a.title.localeCompare(b.title, "ro"))
      .map((listing) => link(listing, categoryTitle(listing.title)));
    return {
      gender,
      label: GENDER_LABELS[gender],
      href: paths.gender(gender),
      count: section?.products.length ?? 0,
      categories,
    };
  });
  const collections = listings
    .filter((listing) => listing.kind === "collection" && holdsProducts(listing))
    .map((listing): CollectionMenu => ({
      ...link(listing),
      genders: listings
        .filter((entry) => entry.kind === "collection-gender" && entry.path.startsWith(listing.path))
        .map((entry) => link(entry, entry.breadcrumbs.at(-1)?.label ?? entry.title)),
    }));
  const brands = listings
    .filter((listing) => listing.kind === "brand" && holdsProducts(listing))
    .map((listing) => link(listing));
  return { genders, collections, brands };
}
