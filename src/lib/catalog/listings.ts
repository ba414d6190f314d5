/**
 * The listing pages of spec §2 ("Listing page"), precomputed once from the
 * catalogue: which products each listing holds, its title and breadcrumbs.
 * Pages read these objects; they never filter products themselves.
 */
import { GENDERS, isGender, type Gender } from "../gender.ts";
import { GENDER_LABELS, messages, OTHER_SECTION_LABEL } from "../messages.ts";
import { listingPagePath, paths, toSlug } from "../paths.ts";
import { isListed } from "../offers/stock.ts";
import { markupToText } from "../sanitize.ts";
import { metaDescription } from "../seo.ts";
import { compareRo } from "../text.ts";
import type { Brand, Category, Collection, Product } from "../domain/schema.ts";

/** Products per page (spec §9). */
export const PAGE_SIZE = 32;

export interface Crumb {
  readonly label: string;
  readonly href: string;
}

export type ListingKind =
  "section" | "category" | "collections" | "collection" | "collection-gender" | "brands" | "brand";

export interface Listing {
  readonly kind: ListingKind;
  /** The first page's URL, ending in "/". */
  readonly path: string;
  readonly title: string;
  /** For the meta description: the collection's own text, or a sentence about the listing. */
  readonly description: string;
  readonly breadcrumbs: readonly Crumb[];
  /** In the catalogue's own order: "Sortare după (implicit)" is no sort. */
  readonly products: readonly Product[];
  /** Collection pages carry the collection, for its description. */
  readonly collection?: Collection;
}

export interface CatalogParts {
  readonly products: readonly Product[];
  readonly categories: readonly Category[];
  readonly collections: readonly Collection[];
  readonly brands: readonly Brand[];
}

/** What a shopper reads for a gender, or for a non-gender section such as "altele". */
export function sectionLabel(section: string): string {
  if (isGender(section)) return GENDER_LABELS[section];
  if (section === "altele") return OTHER_SECTION_LABEL;
  return section.charAt(0).toUpperCase() + section.slice(1).replace(/-/g, " ");
}

const HOME: Crumb = { label: messages.home, href: paths.home() };

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Every listing of the catalogue, empty ones included (they get an honest empty state, never a broken link). */
export function buildListings(catalog: CatalogParts): Listing[] {
  const bySection = new Map<string, Product[]>();
  const byCategory = new Map<string, Product[]>();
  const byCollection = new Map<string, Product[]>();
  const byBrand = new Map<string, Product[]>();
  const withBrand: Product[] = [];
  // Issue 28: what no shop has in stock is left out of every listing; its page stays (offers/stock.ts).
  const listed = catalog.products.filter(isListed);

  for (const product of listed) {
    const section = product.gender ?? product.category?.section;
    if (section) push(bySection, section, product);
    if (product.category) push(byCategory, categoryKey(product.category), product);
    const collectionSlug = product.collection ? toSlug(product.collection) : "";
    if (collectionSlug) push(byCollection, collectionSlug, product);
    if (product.brands.length) withBrand.push(product);
    // Two spellings with one slug ("Levi's, Levis") are one brand: list the product once.
    for (const slug of new Set(product.brands.map(toSlug))) push(byBrand, slug, product);
  }

  const sections = new Set<string>([...GENDERS, ...catalog.categories.map((category) => category.section)]);
  const listings: Omit<Listing, "description">[] = [];
  for (const section of sections) {
    const crumb = { label: sectionLabel(section), href: paths.gender(section) };
    listings.push(listingAt("section", [HOME], crumb, bySection.get(section) ?? []));
  }
  for (const category of catalog.categories) {
    const sectionCrumb = { label: sectionLabel(category.section), href: paths.gender(category.section) };
    const crumb = { label: categoryTitle(category.label), href: category.path };
    listings.push(listingAt("category", [HOME, sectionCrumb], crumb, byCategory.get(categoryKey(category)) ?? []));
  }

  const collectionsCrumb = { label: messages.collections, href: paths.collections() };
  // Every product, in a collection or not: the mobile toolbar's "Produse" leads here (spec §2), and a product
  // outside every collection would otherwise be reachable from no listing but its category's (issue 15).
  listings.push(listingAt("collections", [HOME], collectionsCrumb, listed));
  for (const collection of catalog.collections) {
    const products = byCollection.get(collection.slug) ?? [];
    const crumb = { label: collection.name, href: paths.collection(collection.slug) };
    listings.push(listingAt("collection", [HOME, collectionsCrumb], crumb, products, { collection }));
    for (const gender of GENDERS) {
      const forGender = products.filter((product) => product.gender === gender);
      if (!forGender.length) continue;
      const genderCrumb = { label: GENDER_LABELS[gender], href: paths.collectionGender(collection.slug, gender) };
      const title = `${collection.name}: ${GENDER_LABELS[gender]}`;
      listings.push(
        listingAt("collection-gender", [HOME, collectionsCrumb, crumb], genderCrumb, forGender, { title, collection }),
      );
    }
  }

  const brandsCrumb = { label: messages.brands, href: paths.brands() };
  listings.push(listingAt("brands", [HOME], brandsCrumb, withBrand));
  for (const brand of catalog.brands) {
    const crumb = { label: brand.name, href: paths.brand(brand.slug) };
    listings.push(listingAt("brand", [HOME, brandsCrumb], crumb, byBrand.get(brand.slug) ?? []));
  }
  return listings.map((listing) => ({ ...listing, description: describeListing(listing) }));
}

/**
 * A listing under the crumbs of `parents`: its path is its own crumb's link and its title, unless `more` gives
 * one, that crumb's label.
 */
function listingAt(
  kind: ListingKind,
  parents: readonly Crumb[],
  own: Crumb,
  products: readonly Product[],
  more: { readonly title?: string; readonly collection?: Collection } = {},
): Omit<Listing, "description"> {
  return { kind, path: own.href, title: own.label, breadcrumbs: [...parents, own], products, ...more };
}

function describeListing(listing: Omit<Listing, "description">): string {
  return metaDescription(ownText(listing) || messages.listingDescription(listing.title, listing.products.length));
}

function ownText(listing: Omit<Listing, "description">): string {
  return listing.collection ? markupToText(listing.collection.description) : "";
}

/**
 * A static page's meta description: the listing's on its first page; on a later one, which a publish leaves as
 * it was when a product elsewhere in the listing changes (page-keys.ts), one without the listing's count.
 * @example pageDescription(rochiiPage2) // "Rochii pe Vitrina, pagina 2: produse de la branduri atent alese, …"
 */
export function pageDescription(page: ListingPage): string {
  if (page.page === 1) return page.listing.description;
  return metaDescription(ownText(page.listing) || messages.listingPageDescription(page.listing.title, page.page));
}

function categoryKey(category: Pick<Category, "section" | "slug">): string {
  return `${category.section}/${category.slug}`;
}

/**
 * Spec §2: "the category with hyphens turned to spaces and capitalised".
 * @example categoryTitle("rochii-de-seara") // "Rochii de seara"
 */
export function categoryTitle(label: string): string {
  const text = label.replace(/-/g, " ").replace(/\s+/g, " ").trim();
  return text.charAt(0).toLocaleUpperCase("ro-RO") + text.slice(1);
}

export interface ListingPage {
  readonly listing: Listing;
  /** 1-based. */
  readonly page: number;
  readonly pageCount: number;
  readonly path: string;
  readonly products: readonly Product[];
}

/** Splits a listing into static pages of PAGE_SIZE, so that a shopper without JavaScript, and a crawler, can page through it. */
export function paginateListing(listing: Listing): ListingPage[] {
  const pageCount = Math.max(1, Math.ceil(listing.products.length / PAGE_SIZE));
  return Array.from({ length: pageCount }, (_, index) => ({
    listing,
    page: index + 1,
    pageCount,
    path: listingPagePath(listing.path, index + 1),
    products: listing.products.slice(index * PAGE_SIZE, (index + 1) * PAGE_SIZE),
  }));
}

/** Sorts categories for menus and grids: by label in Romanian order. */
export function sortByLabel<T extends { label: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareRo(a.label, b.label));
}

export type { Gender };
export { listingPagePath };
