/**
 * Old addresses of the spec's routes that lead to real pages (spec §2,
 * "Routes"): "/fetita/..." to "/fetite/...", "/shop-collection" and
 * "/shop-default-grid" to the collections, "/product-external/{id}" to the
 * product with that id. One list feeds both the redirect pages (a static
 * site cannot answer 301, so each is a small HTML page) and the `_redirects`
 * file a CDN reads.
 */
import { paginateListing, type Listing } from "./catalog/listings.ts";
import type { Product } from "./catalog/schema.ts";
import { paths } from "./paths.ts";

export interface Redirect {
  /** An old address, ending in "/". */
  readonly from: string;
  /** Where it leads now: a page the build writes. */
  readonly to: string;
}

/** The spec's link form for girls; the site's own segment is "fetite". */
export const LEGACY_GIRLS = "/fetita/";
const GIRLS = paths.gender("fetite");
export const PRODUCT_EXTERNAL = "/product-external/";

/** Ids that make a clean single URL segment (numbers, GUIDs); anything else gets no old address. */
const SAFE_ID = /^[A-Za-z0-9_-]+$/;

export interface RedirectSources {
  readonly listings: readonly Listing[];
  readonly products: readonly Pick<Product, "id" | "slug">[];
}

/**
 * Every old address the build answers, each leading to a page that exists:
 * every page of the girls' listings under "/fetita/" (pagination included),
 * the two shop links, and one address per product id.
 * @example buildRedirects(site).find((r) => r.from === "/fetita/rochii/pagina/2/") // { to: "/fetite/rochii/pagina/2/" }
 */
export function buildRedirects({ listings, products }: RedirectSources): Redirect[] {
  const girls = listings
    .filter((listing) => listing.path.startsWith(GIRLS))
    .flatMap(paginateListing)
    .map((page) => ({ from: LEGACY_GIRLS + page.path.slice(GIRLS.length), to: page.path }));
  const seen = new Set<string>();
  const byId: Redirect[] = [];
  for (const product of products) {
    if (!SAFE_ID.test(product.id) || seen.has(product.id)) continue;
    seen.add(product.id);
    byId.push({ from: paths.productExternal(product.id), to: paths.product(product.slug) });
  }
  return [
    ...girls,
    { from: paths.shopCollection(), to: paths.collections() },
    { from: paths.shopDefaultGrid(), to: paths.collections() },
    // Spec §2 falls back to "the first sample" for an unknown id; the real catalogue falls back to its collections.
    { from: PRODUCT_EXTERNAL, to: paths.collections() },
    ...byId,
  ];
}

/**
 * The redirects under one folder, as the rest parameter of a `[...rest]`
 * route: undefined for the folder itself, "a/b" for "/folder/a/b/".
 */
export function redirectRoutes(
  redirects: readonly Redirect[],
  folder: string,
): { rest: string | undefined; redirect: Redirect }[] {
  return redirects
    .filter((redirect) => redirect.from.startsWith(folder))
    .map((redirect) => ({ rest: redirect.from.slice(folder.length, -1) || undefined, redirect }));
}

/** The one redirect from an exact address; a missing one is a bug, so it throws. */
export function redirectFrom(redirects: readonly Redirect[], from: string): Redirect {
  const redirect = redirects.find((entry) => entry.from === from);
  if (!redirect) throw new Error(`No redirect from ${from}`);
  return redirect;
}

/**
 * The `_redirects` file of Netlify and Cloudflare Pages: one "FROM TO 301"
 * line per redirect, then wildcard lines for old addresses the build has no
 * page for (first match wins, so they come last).
 * @example redirectsFile([{ from: "/shop-collection/", to: "/colectii/" }]) // "/shop-collection/ /colectii/ 301\n/fetita/* /fetite/:splat 301\n..."
 */
export function redirectsFile(redirects: readonly Redirect[]): string {
  const lines = redirects.map((redirect) => `${redirect.from} ${redirect.to} 301`);
  lines.push(`${LEGACY_GIRLS}* ${GIRLS}:splat 301`, `${PRODUCT_EXTERNAL}* ${paths.collections()} 301`);
  return `${lines.join("\n")}\n`;
}

/** True for an address that only redirects: such pages stay out of the sitemap. */
export function isRedirectPath(pathname: string): boolean {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return (
    path.startsWith(LEGACY_GIRLS) ||
    path.startsWith(PRODUCT_EXTERNAL) ||
    path === paths.shopCollection() ||
    path === paths.shopDefaultGrid()
  );
}

/** Pages that exist but are not for search engines: redirects, personal pages, the home alias. */
export function isIndexable(pathname: string): boolean {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return !isRedirectPath(path) && !NOT_INDEXED.has(path);
}

const NOT_INDEXED = new Set([paths.wishlist(), paths.search(), "/home-fashion-eleganceNest/", "/404/"]);
