/**
 * The site's `_redirects` file (src/lib/redirects.ts writes it), read the
 * way Netlify and Cloudflare Pages read it, so that the service answers an
 * old address with a real 301 where the CDN would, and serves a rewrite's
 * page where the CDN would: "FROM TO [STATUS]" lines, first match wins, a
 * trailing "*" in FROM matches the rest of the path and ":splat" in TO puts
 * it back; status 200 is a rewrite (the page at TO, served at FROM).
 */

export interface RedirectRule {
  readonly from: string;
  readonly to: string;
  readonly status: number;
}

export interface RedirectTable {
  /** Exact addresses, with their line's position so that an earlier wildcard still wins. */
  readonly exact: ReadonlyMap<string, { rule: RedirectRule; line: number }>;
  readonly wildcards: readonly { rule: RedirectRule; line: number }[];
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** A rewrite: the host serves TO's page at the address asked for. */
const REWRITE = 200;

/**
 * Reads a `_redirects` file: its redirects, and its rewrites to a page of
 * the site; other lines (a rewrite to another origin, which is a proxy, or
 * with conditions) are left to the host that understands them.
 * @example parseRedirectsFile("/shop-collection/ /colectii/ 301").exact.get("/shop-collection/")?.rule.to // "/colectii/"
 */
export function parseRedirectsFile(text: string): RedirectTable {
  const exact = new Map<string, { rule: RedirectRule; line: number }>();
  const wildcards: { rule: RedirectRule; line: number }[] = [];
  for (const [line, raw] of text.split(/\r?\n/).entries()) {
    const fields = raw.replace(/#.*/, "").trim().split(/\s+/);
    if (fields.length < 2 || fields.length > 3) continue;
    const [from = "", to = "", code = "301"] = fields;
    const status = Number(code);
    if (!from.startsWith("/")) continue;
    if (!REDIRECT_STATUSES.has(status) && !(status === REWRITE && to.startsWith("/"))) continue;
    const rule = { from, to, status };
    if (from.endsWith("*")) wildcards.push({ rule, line });
    else if (!exact.has(from)) exact.set(from, { rule, line });
  }
  return { exact, wildcards };
}

/** The first rule of `table` that matches `pathname`, with what its wildcard matched. */
function ruleFor(pathname: string, table: RedirectTable): { rule: RedirectRule; splat: string } | null {
  // "/shop-collection" finds the rule written "/shop-collection/", as on the hosts.
  const exact = table.exact.get(pathname) ?? (pathname.endsWith("/") ? undefined : table.exact.get(`${pathname}/`));
  let found = exact;
  for (const wildcard of table.wildcards) {
    if (exact && wildcard.line > exact.line) break;
    if (pathname.startsWith(wildcard.rule.from.slice(0, -1))) {
      found = wildcard;
      break;
    }
  }
  if (!found) return null;
  const splat = found.rule.from.endsWith("*") ? pathname.slice(found.rule.from.length - 1) : "";
  return { rule: found.rule, splat };
}

/**
 * Where `pathname` is redirected, with the request's query kept; null when it is not (a rewrite is not a redirect).
 * @example redirectFor("/fetita/rochii/", "?p=2", parseRedirectsFile("/fetita/* /fetite/:splat 301")) // { location: "/fetite/rochii/?p=2", status: 301 }
 */
export function redirectFor(
  pathname: string,
  search: string,
  table: RedirectTable,
): { location: string; status: number } | null {
  const found = ruleFor(pathname, table);
  if (!found || found.rule.status === REWRITE) return null;
  const to = found.rule.to.replace(":splat", found.splat);
  return { location: to.includes("?") ? to : `${to}${search}`, status: found.rule.status };
}

/**
 * The site path whose page is served at `pathname` by a rewrite; null when no rewrite (or a redirect first) matches.
 * @example rewriteFor("/product-external/42/", parseRedirectsFile("/product-external/* /product-external/ 200")) // "/product-external/"
 */
export function rewriteFor(pathname: string, table: RedirectTable): string | null {
  const found = ruleFor(pathname, table);
  return found?.rule.status === REWRITE ? found.rule.to.replace(":splat", found.splat) : null;
}
