/**
 * Old addresses of the spec's routes that lead to real pages (spec §2,
 * "Routes"): "/fetita/..." to "/fetite/...", "/shop-collection" and
 * "/shop-default-grid" to the collections. One list feeds both the redirect
 * pages (a static site cannot answer 301, so each is a small HTML page) and
 * the `_redirects` file a CDN reads. "/product-external/{id}" to the product
 * with that id has no line and no page per product (issue 25: 20,000 files,
 * and a host reads at most 2,100 lines): one rewrite serves every such address
 * the page at "/product-external/", which finds the id's product
 * (./old-address.ts).
 */
import { CARD_SHARDS } from "./card/by-id.ts";
import { paginateListing, type Listing } from "./catalog/listings.ts";
import { escapeHtml } from "./html.ts";
import { messages } from "./messages.ts";
import type { OldAddressLookup } from "./old-address.ts";
import { oldPaths, paths } from "./paths.ts";

export interface Redirect {
  /** An old address, ending in "/". */
  readonly from: string;
  /** Where it leads now: a page the build writes. */
  readonly to: string;
}

/** The spec's link form for girls; the site's own segment is "fetite". */
export const LEGACY_GIRLS = "/fetita/";
const GIRLS = paths.gender("fetite");
export const PRODUCT_EXTERNAL = oldPaths.productExternals();

export interface RedirectSources {
  readonly listings: readonly Listing[];
}

/**
 * Every old address the build answers with a redirect, each leading to a
 * page that exists: every page of the girls' listings under "/fetita/"
 * (pagination included) and the two shop links.
 * @example buildRedirects(site).find((r) => r.from === "/fetita/rochii/pagina/2/") // { to: "/fetite/rochii/pagina/2/" }
 */
export function buildRedirects({ listings }: RedirectSources): Redirect[] {
  const girls = listings
    .filter((listing) => listing.path.startsWith(GIRLS))
    .flatMap(paginateListing)
    .map((page) => ({ from: LEGACY_GIRLS + page.path.slice(GIRLS.length), to: page.path }));
  return [
    ...girls,
    { from: oldPaths.shopCollection(), to: paths.collections() },
    { from: oldPaths.shopDefaultGrid(), to: paths.collections() },
  ];
}

/**
 * The page at an old address. A static site cannot answer 301, so this is
 * the smallest page that does the same job: an immediate refresh, a canonical
 * link for search engines, noindex, and a visible link for anyone whose
 * browser does not follow the refresh (components/pages/Redirect.astro).
 * @example redirectDocument("/colectii/", new URL("https://vitrina.ro")) // '<!DOCTYPE html><html lang="ro">…<meta http-equiv="refresh" content="0; url=/colectii/">…'
 */
export function redirectDocument(to: string, site: URL): string {
  const target = escapeHtml(to);
  const t = messages.redirect;
  return (
    `<!DOCTYPE html><html lang="ro"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(t.title)} | ${escapeHtml(messages.siteName)}</title>` +
    `<meta http-equiv="refresh" content="0; url=${target}">` +
    `<link rel="canonical" href="${escapeHtml(new URL(to, site).href)}">` +
    `<meta name="robots" content="noindex">` +
    `<style>${REDIRECT_STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p>` +
    `<p><a href="${target}">${escapeHtml(t.link)}</a></p></main></body></html>`
  );
}

const REDIRECT_STYLE =
  "body{margin:0;font-family:system-ui,sans-serif;line-height:1.6;color:#1c1917;background:#fbf8f4}" +
  "main{max-width:36rem;margin:4rem auto;padding:0 1rem}h1{font-size:1.5rem}a{color:#9a3f27}";

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
 * page for (first match wins, so they come last). The last is a rewrite
 * (200: the host serves that page at the address asked for, and the address
 * stays): every "/product-external/{id}/" is the page at "/product-external/",
 * whose script reads the id from the address (./old-address.ts).
 * @example redirectsFile([{ from: "/shop-collection/", to: "/colectii/" }]) // "/shop-collection/ /colectii/ 301\n/fetita/* /fetite/:splat 301\n/product-external/* /product-external/ 200\n"
 */
export function redirectsFile(redirects: readonly Redirect[]): string {
  const lines = redirects.map((redirect) => `${redirect.from} ${redirect.to} 301`);
  lines.push(`${LEGACY_GIRLS}* ${GIRLS}:splat 301`, `${PRODUCT_EXTERNAL}* ${PRODUCT_EXTERNAL} 200`);
  return `${lines.join("\n")}\n`;
}

/**
 * What the page at "/product-external/" hands its script (./old-address.ts):
 * the site's addresses as paths.ts makes them, "{shard}" and "{slug}" left for
 * the script to fill.
 */
export function oldProductLookup(): OldAddressLookup {
  return {
    folder: PRODUCT_EXTERNAL,
    cardFile: paths.cardShard("{shard}"),
    cardShards: CARD_SHARDS,
    product: paths.product("{slug}"),
    // Spec §2 falls back to "the first sample" for an unknown id; the real catalogue falls back to its collections.
    unknown: paths.collections(),
  };
}

/** True for an address that only redirects: such pages stay out of the sitemap. */
export function isRedirectPath(pathname: string): boolean {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return (
    path.startsWith(LEGACY_GIRLS) ||
    path.startsWith(PRODUCT_EXTERNAL) ||
    path === oldPaths.shopCollection() ||
    path === oldPaths.shopDefaultGrid()
  );
}

/** Pages that exist but are not for search engines: redirects, personal pages, the home alias. */
export function isIndexable(pathname: string): boolean {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return !isRedirectPath(path) && !NOT_INDEXED.has(path);
}

const NOT_INDEXED = new Set([paths.wishlist(), paths.search(), "/home-fashion-eleganceNest/", "/404/"]);
