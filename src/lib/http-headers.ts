/**
 * The HTTP headers the site is served with, as one list of rules that two
 * places read: the build writes them as a `_headers` file (the format
 * Netlify and Cloudflare Pages read) and the click service
 * (src/service/routes/static.ts) sends the same headers when it serves the
 * site itself. Framework-free, so that both can import it.
 *
 * Caching (docs/deploy.md#caching): only `/_astro/` holds files named by their
 * content, so only it is immutable; everything else is revalidated.
 */

/** One block of a `_headers` file: a path pattern and the headers of every response it matches. */
export interface HeaderRule {
  /** An exact path ("/404.html") or a prefix ending in "*" ("/_astro/*"), as `_headers` writes them. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface HeaderRuleOptions {
  /**
   * A Content-Security-Policy for every page, when the site has one to send
   * as a header (Astro can also put its hashes in each page's `<meta>`).
   */
  readonly contentSecurityPolicy?: string | undefined;
  /** The site is served over https (SITE_URL): browsers are told to keep to it (HSTS). */
  readonly https?: boolean;
}

/**
 * The policy every response carries as a header, whatever each page's `<meta>` policy (with its script hashes)
 * adds: a `<meta>` cannot forbid framing, so only the header keeps the site out of another's frame (clickjacking).
 */
export const HEADER_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/** A year of https only, subdomains too (what the HSTS preload list asks for, without asking to be on it). */
export const HSTS = "max-age=31536000; includeSubDomains";

/** Hashed build output: its name changes with its content, so a year of caching is safe. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * What a path gets when no rule sets its Cache-Control: revalidate every
 * time (with the ETag, so an unchanged file costs a 304). Netlify and
 * Cloudflare Pages send the same by default (`max-age=0, must-revalidate`),
 * so `_headers` needs no rule for it, and no two rules of the file set the
 * same header on one path (both hosts would join the two values).
 */
export const REVALIDATE = "no-cache";

/** Browser features the site never uses, switched off for its pages and anything they embed. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/**
 * The site's header rules.
 * @example headerRules().map((rule) => rule.path) // ["/*", "/_astro/*"]
 */
export function headerRules(options: HeaderRuleOptions = {}): HeaderRule[] {
  const everywhere: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    // Both: X-Frame-Options for browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": options.contentSecurityPolicy
      ? `${HEADER_CSP}; ${options.contentSecurityPolicy}`
      : HEADER_CSP,
  };
  if (options.https) everywhere["Strict-Transport-Security"] = HSTS;
  return [
    { path: "/*", headers: everywhere },
    { path: "/_astro/*", headers: { "Cache-Control": IMMUTABLE } },
  ];
}

/** True when `pattern` ("/*", "/_astro/*", "/404.html") matches `pathname`. */
export function matchesPath(pattern: string, pathname: string): boolean {
  return pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

/**
 * The headers of a response to `pathname`: those of every rule that
 * matches, and Cache-Control `no-cache` when none sets it.
 * @example headersFor("/_astro/app.1a2b.js", headerRules())["Cache-Control"] // "public, max-age=31536000, immutable"
 */
export function headersFor(pathname: string, rules: readonly HeaderRule[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (matchesPath(rule.path, pathname)) Object.assign(headers, rule.headers);
  }
  if (!Object.keys(headers).some((name) => name.toLowerCase() === "cache-control")) {
    headers["Cache-Control"] = REVALIDATE;
  }
  return headers;
}

/**
 * The rules as a `_headers` file: each path on its own line, its headers
 * indented below it.
 * @example headersFile([{ path: "/_astro/*", headers: { "Cache-Control": IMMUTABLE } }])
 * // "/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n"
 */
export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) => {
    for (const [name, value] of Object.entries(rule.headers)) {
      if (!/^[A-Za-z0-9-]+$/.test(name) || /[\r\n]/.test(value)) {
        throw new Error(`Not a header a _headers file can hold: ${name}: ${value}`);
      }
    }
    const lines = Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`);
    return [rule.path, ...lines].join("\n");
  });
  return `${blocks.join("\n")}\n`;
}

/**
 * Reads a `_headers` file back into rules (comments and blank lines
 * skipped), so that a server can send what the build wrote.
 * @example parseHeadersFile("/*\n  X-Content-Type-Options: nosniff\n") // [{ path: "/*", headers: { "X-Content-Type-Options": "nosniff" } }]
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers, line ${index + 1}: expected "Name: value" under a path`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}
