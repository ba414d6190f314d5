/**
 * Every URL the site builds comes from here (spec §2, "Routes"), so a route
 * can change in one place and a link can never point at a page that the
 * build does not write.
 */
import { parseGender, type Gender } from "./gender.ts";
import { remembered } from "./memo.ts";
import { stripDiacritics } from "./text.ts";

/**
 * The slug rule of spec §2: lower-cased, diacritics stripped, characters that
 * are not letters, digits, spaces or hyphens removed, spaces hyphenated. Only
 * ASCII survives, so URLs stay clean.
 * @example toSlug("Rochie midi (roșie) 100%") // "rochie-midi-rosie-100"
 * @example toSlug("L'Élégance") // "lelegance"
 */
export const toSlug: (text: string) => string = remembered((text) =>
  stripDiacritics(text)
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-|-$/g, ""),
);

/** The segment used when a category name has no gender part (spec §2). */
export const OTHER_SEGMENT = "altele";

export interface CategoryName {
  /** The name as the CMS gives it: "Rochii-femei". */
  readonly name: string;
  /** What a shopper reads: "Rochii". */
  readonly label: string;
  /** The category's own URL segment: "rochii". */
  readonly slug: string;
  /** The gender segment: a gender, or "altele". */
  readonly section: Gender | typeof OTHER_SEGMENT | string;
}

/**
 * Splits a category name of the form "Category-gender" at its last hyphen.
 * @example parseCategoryName("Cămăși-barbati") // { label: "Cămăși", slug: "camasi", section: "barbati" }
 * @example parseCategoryName("Accesorii") // { label: "Accesorii", slug: "accesorii", section: "altele" }
 * @example parseCategoryName("Rochii-fetita") // section "fetite": genders are normalised
 */
export function parseCategoryName(name: string): CategoryName | null {
  const trimmed = name.trim();
  const cut = trimmed.lastIndexOf("-");
  const label = (cut > 0 ? trimmed.slice(0, cut) : trimmed).trim();
  const rest = cut > 0 ? trimmed.slice(cut + 1).trim() : "";
  const slug = toSlug(label);
  if (!slug) return null;
  const section = rest ? (parseGender(rest) ?? toSlug(rest)) || OTHER_SEGMENT : OTHER_SEGMENT;
  return { name: trimmed, label, slug, section };
}

/**
 * The URL of page `page` of a listing: the listing itself for page 1, then ".../pagina/N/".
 * @example listingPagePath("/femei/", 3) // "/femei/pagina/3/"
 */
export function listingPagePath(listingPath: string, page: number): string {
  return page <= 1 ? listingPath : `${listingPath}pagina/${page}/`;
}

export const paths = {
  home: () => "/",
  product: (slug: string) => `/detalii-produs/${slug}/`,
  /** Product summaries by slug for the quick view, one file of many (src/lib/product-shards.ts). */
  summaryShard: (shard: string) => `/date/detalii/${shard}.json`,
  /** The menus' product counts, read by the browser when a menu is first reached (src/lib/catalog/menu-counts.ts). */
  menuCounts: () => "/date/meniu.json",
  /** Card rows by product id, one file of many (src/lib/card/by-id.ts). */
  cardShard: (shard: string) => `/date/carduri/${shard}.json`,
  gender: (gender: string) => `/${gender}/`,
  category: (category: Pick<CategoryName, "section" | "slug">) => `/${category.section}/${category.slug}/`,
  collections: () => "/colectii/",
  collection: (slug: string) => `/colectii/${slug}/`,
  collectionGender: (slug: string, gender: Gender) => `/colectii/${slug}/${gender}/`,
  brands: () => "/brand/",
  brand: (slug: string) => `/brand/${slug}/`,
  allCollections: () => "/toate-colectiile/",
  allCategories: () => "/toate-categoriile/",
  wishlist: () => "/wish-list/",
  search: () => "/search-result/",
  contact: () => "/contact/",
  about: () => "/about-us/",
  terms: () => "/term-of-use/",
} as const;

/**
 * Old addresses of spec §2 that redirect to real pages (src/lib/redirects.ts). Apart from `paths`, which the
 * browser's scripts import: what the browser never needs is not in its bundle.
 */
export const oldPaths = {
  shopCollection: () => "/shop-collection/",
  shopDefaultGrid: () => "/shop-default-grid/",
  /** The old address of a product by id; every one is the page at `productExternals()` (src/lib/old-address.ts). */
  productExternal: (id: string) => `/product-external/${encodeURIComponent(id)}/`,
  productExternals: () => "/product-external/",
} as const;

/** Links that open the phone or the mail program, drawn by the pages only (apart from `paths`, as `oldPaths`). */
export const contactLinks = {
  /**
   * The site's phone (SITE_PHONE) as a link a phone dials: digits and a leading "+" only.
   * @example contactLinks.tel("+40 722 000 000") // "tel:+40722000000"
   */
  tel: (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`,
  /** The site's e-mail (SITE_EMAIL) as a link that opens a new message. */
  mailto: (email: string) => `mailto:${email}`,
} as const;
