/**
 * A link check over a built site: every internal URL a page names (links, images, scripts, stylesheets,
 * canonical and Open Graph URLs, meta refreshes) must lead to a file of the build, and a #fragment to an element
 * of the page it names. The sitemap's URLs and the targets of `_redirects` too. External links, mailto:, tel:
 * and data: are left alone.
 *
 * A URL that leads to a redirect is broken too (issue 15, "No dead ends"): an old address the build answers
 * with a redirect page (a meta refresh: "/fetita/…", "/shop-collection/"), one that `_redirects` sends on (gone
 * products, the wildcards), or a folder named without its slash, which the host
 * redirects. The report names the page at the end of the redirects, to link instead: a shopper waits for
 * one hop less, and a search engine does not have to follow it.
 */
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import pLimit from "p-limit";
import { parseRedirectsFile, redirectFor, type RedirectTable } from "../../service/redirects-file.ts";
import { PageBytes, pickedElements, type HtmlElement, type PageSource } from "./html-elements.ts";
import { readSiteTree, sitePathOf, type SiteTree } from "./page-weight.ts";

export interface BrokenLink {
  /** The URL as the page wrote it. */
  readonly url: string;
  /** The site path of the page that names it (or "/sitemap-0.xml", "/_redirects"). */
  readonly from: string;
  readonly reason: string;
  /** For a URL that leads to a redirect: where the redirects end, the URL to write instead. */
  readonly instead?: string;
}

export interface LinkReport {
  /** Site paths of the HTML pages, sorted. */
  readonly pages: string[];
  /** How many internal URLs were checked. */
  readonly checked: number;
  readonly broken: BrokenLink[];
}

/** Attributes that hold one URL, by element. */
const URL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href"],
  area: ["href"],
  link: ["href"],
  img: ["src"],
  script: ["src"],
  source: ["src"],
  iframe: ["src"],
  form: ["action"],
  "astro-island": ["component-url", "renderer-url", "before-hydration-url"],
};
/** <meta> whose content is a URL of the site. */
const URL_METAS = new Set(["og:url", "og:image", "twitter:image"]);

/**
 * The URLs an element names: its URL attributes, each candidate of a srcset, a URL-valued <meta>, and the
 * target of a meta refresh.
 * @example elementUrls({ name: "img", attrs: { src: "/a.jpg", srcset: "/a-2x.jpg 2x" }, text: "" }) // ["/a.jpg", "/a-2x.jpg"]
 */
export function elementUrls(element: HtmlElement): string[] {
  const urls: string[] = [];
  for (const attribute of URL_ATTRIBUTES[element.name] ?? []) {
    const value = element.attrs[attribute];
    if (value !== undefined) urls.push(value);
  }
  const srcset = element.attrs["srcset"];
  if (srcset && (element.name === "img" || element.name === "source")) {
    for (const candidate of srcset.split(/,\s+/)) {
      const [url] = candidate.trim().split(/\s+/);
      if (url) urls.push(url);
    }
  }
  if (element.name === "meta") {
    const key = element.attrs["property"] ?? element.attrs["name"] ?? "";
    const content = element.attrs["content"];
    if (content && URL_METAS.has(key)) urls.push(content);
    const target = refreshTarget(element);
    if (target) urls.push(target);
  }
  return urls.map((url) => url.trim());
}

/**
 * The URL a meta refresh sends the browser on to; null for any other element.
 * @example refreshTarget({ name: "meta", attrs: { "http-equiv": "refresh", content: "0; url=/fetite/" }, text: "" }) // "/fetite/"
 */
export function refreshTarget(element: HtmlElement): string | null {
  if (element.name !== "meta" || element.attrs["http-equiv"]?.toLowerCase() !== "refresh") return null;
  return /url\s*=\s*['"]?([^'"\s]+)/i.exec(element.attrs["content"] ?? "")?.[1]?.trim() ?? null;
}

const SKIPPED_SCHEMES = /^(mailto|tel|sms|javascript|data|blob|about):/i;

/**
 * Where an internal URL leads: its site path and fragment, or null for a URL that leaves the site. URLs on
 * one of `origins` (the site's own, as canonical links write it) are internal.
 * @example internalTarget("../rochii/#x", "/femei/a/", ["https://vitrina.ro"]) // { sitePath: "/femei/rochii/", fragment: "x" }
 */
export function internalTarget(
  url: string,
  from: string,
  origins: readonly string[],
  services: readonly string[] = [],
): { sitePath: string; fragment: string } | null {
  if (url === "" || SKIPPED_SCHEMES.test(url)) return null;
  const base = "http://site.invalid";
  let resolved: URL;
  try {
    resolved = new URL(url, base + from);
  } catch {
    return { sitePath: url, fragment: "" };
  }
  if (resolved.origin !== base && !origins.includes(resolved.origin)) return null;
  if (isServiceUrl(resolved, resolved.origin === base ? origins : [resolved.origin], services)) return null;
  return { sitePath: safeDecode(resolved.pathname), fragment: resolved.hash.slice(1) };
}

/**
 * Where the click service's routes start, for a PUBLIC_API_URL: the site names them `${PUBLIC_API_URL}/api/…`
 * (src/lib/clicks.ts, the forms). They are the service's, on the site's origin or not, never pages of the build.
 * @example serviceRoot("https://vitrina.ro") // "https://vitrina.ro/api/"
 */
export function serviceRoot(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, "")}/api/`;
}

/** Whether `url`, on one of `origins`, is under one of the service roots. */
function isServiceUrl(url: URL, origins: readonly string[], services: readonly string[]): boolean {
  return services.some((root) => {
    const service = new URL(root);
    return origins.includes(service.origin) && url.pathname.startsWith(service.pathname);
  });
}

/**
 * The built file a site path is served from, as the CDN (and tests/support/static-server.ts) would serve it:
 * "/a/" is "/a/index.html", "/a" a file or a folder with an index, "/404" "404.html". Null when there is none.
 * Looked up in `tree` when given (the site's files as read once), else on disk.
 */
export function builtFile(root: string, sitePath: string, tree?: SiteTree): string | null {
  // The common case, once for each distinct URL of the site: a plain path looked up in the tree by its text alone.
  if (tree && PLAIN_PATH.test(sitePath)) {
    const file = sitePath.slice(1);
    const candidates = sitePath.endsWith("/") ? [`${file}index.html`] : [file, `${file}/index.html`, `${file}.html`];
    const found = candidates.find((candidate) => tree.has(candidate));
    return found === undefined ? null : path.join(root, found);
  }
  const target = path.join(root, sitePath);
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  const candidates = sitePath.endsWith("/")
    ? [path.join(target, "index.html")]
    : [target, path.join(target, "index.html"), `${target}.html`];
  const isFile = tree
    ? (file: string) => tree.has(path.relative(root, file))
    : (file: string) => existsSync(file) && statSync(file).isFile();
  return candidates.find(isFile) ?? null;
}

/** A site path that path.join would leave as it is: no "." or ".." segment, no empty one, no backslash. */
const PLAIN_PATH = /^(?!.*\/\.\.?(?:\/|$))(?!.*\/\/)\/[^\\\0]*$/;

/** The site path of 404.html, which the CDN serves at every unknown address. */
const NOT_FOUND_PAGE = "/404/";

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What the check reads of a page's HTML. */
export interface PageContent {
  /** Every URL it names (elementUrls), internal or not. */
  readonly urls: string[];
  /** What a #fragment may name: its ids, and the names of its anchors. */
  readonly ids: Set<string>;
  /** The URL of its meta refresh: the page is a redirect page. */
  readonly refresh: string | null;
}

interface PageLinks extends PageContent {
  readonly sitePath: string;
  readonly file: string;
}

/**
 * One copy of each string, and a copy of its own: a check keeps every page's URLs and ids until it has read them all,
 * and a value the parser cut out of a page is a slice of it to V8, which keeps the whole page's text alive. A
 * 100,000-product site's 121,588 pages so held 10.5 GB, past Node's heap: a rebuild without the link cache ended out of
 * memory. The pages name the same menus, images and products again and again: each is kept once.
 */
export type Interned = (text: string) => string;

/** A table of strings, each kept once, as a string of its own (not a slice of the page it was read from). */
export function internTable(): Interned {
  const table = new Map<string, string>();
  return (text) => {
    let kept = table.get(text);
    if (kept === undefined) {
      // Joined to a character and cut from it: V8 writes the two out as a new string, and the cut refers to that.
      kept = ` ${text}`.slice(1);
      table.set(kept, kept);
    }
    return kept;
  };
}

/** The elements whose URLs the check reads, and the meta refresh's. */
const URL_ELEMENTS = new Set([...Object.keys(URL_ATTRIBUTES), "meta"]);
/** A start tag with an id, or an anchor's name: what a #fragment may name. */
const NAMES_A_FRAGMENT = /\s(?:id|name)\s*=/i;

/**
 * What the check reads of one page's HTML (its text, or its bytes: PageBytes); `intern` keeps one copy of each URL
 * and id among the pages read.
 */
export function pageContent(html: PageSource, intern: Interned = internTable()): PageContent {
  const elements = pickedElements(html, (name, tag) => URL_ELEMENTS.has(name) || NAMES_A_FRAGMENT.test(tag));
  const ids = new Set<string>();
  let refresh: string | null = null;
  for (const element of elements) {
    if (element.attrs["id"]) ids.add(intern(element.attrs["id"]));
    if (element.name === "a" && element.attrs["name"]) ids.add(intern(element.attrs["name"]));
    refresh ??= refreshTarget(element);
  }
  return { urls: elements.flatMap(elementUrls).map(intern), ids, refresh: refresh === null ? null : intern(refresh) };
}

/** Reads a page file (an absolute path) for the check; ./link-cache.ts's parses only the pages it has not seen. */
export type PageReader = (file: string) => Promise<PageContent>;

/** Parses every page, its strings kept once across them. */
function readAndParse(): PageReader {
  const intern = internTable();
  return async (file) => pageContent(PageBytes.of(await readFile(file)), intern);
}

async function readPage(root: string, relativeFile: string, read: PageReader): Promise<PageLinks> {
  const file = path.join(root, relativeFile);
  return { sitePath: sitePathOf(relativeFile), file, ...(await read(file)) };
}

/** The `_redirects` file at the root of the build, as the hosts and the click service read it; null without one. */
async function readRedirectsFile(root: string): Promise<RedirectTable | null> {
  const file = path.join(root, "_redirects");
  return existsSync(file) ? parseRedirectsFile(await readFile(file, "utf8")) : null;
}

/** One hop: where a site path is sent on to, and by what. */
export interface RedirectHop {
  /** A site path, or an absolute URL off the site. */
  readonly to: string;
  readonly by: string;
}

/** The status of a rewrite in `_redirects`: the host serves the target's page at the address asked for. */
const REWRITE = 200;

/** A redirect chain longer than this is a loop, or as bad as one. */
const MAX_HOPS = 10;

/**
 * Where a chain of redirects ends, from a site path that `hopFrom` redirects: the last site path (or the URL off
 * the site), or null for a loop.
 * @example endOfRedirects("/a/", (p) => ({ "/a/": { to: "/b/", by: "301" }, "/b/": { to: "/c/", by: "301" } })[p] ?? null) // "/c/"
 */
export function endOfRedirects(start: string, hopFrom: (sitePath: string) => RedirectHop | null): string | null {
  let at = start;
  for (let hops = 0; hops < MAX_HOPS; hops++) {
    const hop = hopFrom(at);
    if (!hop) return at;
    if (/^[a-z][a-z\d+.-]*:/i.test(hop.to)) return hop.to;
    at = hop.to;
  }
  return null;
}

/** The <loc>s of every sitemap file at the root of the build. */
async function sitemapUrls(root: string): Promise<{ url: string; from: string }[]> {
  const found: { url: string; from: string }[] = [];
  for (const name of ["sitemap-index.xml", ...Array.from({ length: 50 }, (_, i) => `sitemap-${i}.xml`)]) {
    const file = path.join(root, name);
    if (!existsSync(file)) continue;
    const xml = await readFile(file, "utf8");
    for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) found.push({ url: (match[1] ?? "").trim(), from: name });
  }
  return found;
}

/** A URL's verdict when it leaves the site (kept apart from "not looked at yet"). */
const LEAVES_SITE = Symbol("leaves the site");

/** A URL whose target does not depend on the page naming it: a site path, or an absolute URL. */
const PAGE_INDEPENDENT = /^(\/|[a-z][a-z\d+.-]*:)/i;

/**
 * Checks every internal URL of every page of the build at `root`. `origins` are the site's own origins
 * (SITE_URL): canonical and Open Graph URLs are absolute on it. `read` reads each page (by default, parsing it).
 * `services` are the click service's roots (serviceRoot): its routes are not pages of the build, even on the
 * site's own origin (`npm start` serves both). `tree` is the site's files, when the caller has read them already.
 */
export async function checkLinks(
  root: string,
  origins: readonly string[],
  read: PageReader = readAndParse(),
  services: readonly string[] = [],
  tree: SiteTree = readSiteTree(path.resolve(root)),
): Promise<LinkReport> {
  const absoluteRoot = path.resolve(root);
  // A few files open at once: a 20,000-product site has some 45,000 pages, more than a process may open.
  const limit = pLimit(32);
  const htmlPages = tree.html;
  const pages = await Promise.all(htmlPages.map((file) => limit(() => readPage(absoluteRoot, file, read))));
  const byFile = new Map(pages.map((page) => [page.file, page]));
  const redirects = await readRedirectsFile(absoluteRoot);
  const broken: BrokenLink[] = [];
  const files = new Map<string, string | null>();
  const fileOf = (sitePath: string) => {
    if (!files.has(sitePath)) files.set(sitePath, builtFile(absoluteRoot, sitePath, tree));
    return files.get(sitePath) ?? null;
  };
  /** Where the host sends a request for `sitePath` on to, if anywhere: `_redirects` first, as the hosts do. */
  const hopFrom = (sitePath: string): RedirectHop | null => {
    const rule = redirects && redirectFor(sitePath, "", redirects);
    const onward = (to: string) => internalTarget(to, sitePath, origins)?.sitePath ?? to;
    if (rule) return { to: onward(rule.location), by: `${rule.status} in _redirects` };
    const file = fileOf(sitePath);
    if (!file) return null;
    if (!sitePath.endsWith("/") && file === path.join(absoluteRoot, sitePath, "index.html")) {
      return { to: `${sitePath}/`, by: "folder without its slash" };
    }
    const refresh = byFile.get(file)?.refresh;
    return refresh ? { to: onward(refresh), by: "redirect page" } : null;
  };
  /** What is wrong with an internal URL named on `from`; null when nothing is; undefined when it leaves the site. */
  const verdictOf = (url: string, from: string): Omit<BrokenLink, "url" | "from"> | null | undefined => {
    const target = internalTarget(url, from, origins, services);
    if (!target) return undefined;
    const hop = hopFrom(target.sitePath);
    if (hop) {
      const end = endOfRedirects(target.sitePath, hopFrom);
      const instead = end && target.fragment && !end.includes("#") ? `${end}#${target.fragment}` : end;
      return instead
        ? { reason: `a redirect (${hop.by}) to ${hop.to}: link ${instead} instead`, instead }
        : { reason: `a redirect (${hop.by}) to ${hop.to}, in a loop` };
    }
    const file = fileOf(target.sitePath);
    if (!file) return { reason: "no such page or file in the build" };
    if (target.fragment && file.endsWith(".html")) {
      const linked = byFile.get(file);
      const fragment = safeDecode(target.fragment);
      if (linked && !linked.ids.has(fragment))
        return { reason: `no element with id "${fragment}" on ${linked.sitePath}` };
    }
    return null;
  };
  // The menus' and footer's URLs are on every page: each URL that no page changes is checked once, and found again
  // with one look-up (some 3 million at 20,000 products).
  const verdicts = new Map<string, Exclude<ReturnType<typeof verdictOf>, undefined> | typeof LEAVES_SITE>();
  let checked = 0;
  const check = (url: string, page: { sitePath: string; ids?: Set<string> }) => {
    const from = page.sitePath;
    const known = verdicts.get(url);
    if (known !== undefined) {
      if (known === LEAVES_SITE) return;
      checked += 1;
      if (known) broken.push({ url, from, ...known });
      return;
    }
    if (url.startsWith("#") && page.ids) {
      // Same document, wherever it is served from.
      checked += 1;
      const id = safeDecode(url.slice(1));
      if (id && !page.ids.has(id)) broken.push({ url, from, reason: `no element with id "${id}" on the page` });
      return;
    }
    const independent = PAGE_INDEPENDENT.test(url);
    if (from === NOT_FOUND_PAGE && !independent) {
      broken.push({ url, from, reason: "a relative URL on the 404 page, which is served at any address" });
      return;
    }
    const verdict = verdictOf(url, from);
    if (independent) verdicts.set(url, verdict === undefined ? LEAVES_SITE : verdict);
    if (verdict === undefined) return;
    checked += 1;
    if (verdict) broken.push({ url, from, ...verdict });
  };
  for (const page of pages) for (const url of page.urls) check(url, page);
  for (const { url, from } of await sitemapUrls(absoluteRoot)) check(url, { sitePath: `/${from}` });
  // An old address must lead to a page in one hop; a wildcard's ":splat" target depends on the request. A rewrite
  // (200) serves its page at the old address, so the page must be a file of the build; that the page goes on from
  // there (the old product addresses' script) is what it is for.
  for (const { rule } of [...(redirects?.exact.values() ?? []), ...(redirects?.wildcards ?? [])]) {
    if (rule.to.includes(":splat")) continue;
    if (rule.status !== REWRITE) {
      check(rule.to, { sitePath: "/_redirects" });
      continue;
    }
    checked += 1;
    if (!fileOf(rule.to)) {
      broken.push({ url: rule.to, from: "/_redirects", reason: "a rewrite to no page or file of the build" });
    }
  }
  return { pages: pages.map((page) => page.sitePath).sort(), checked, broken };
}

/**
 * A readable list of broken links: each missing target once, with up to three pages that name it.
 * @example formatBroken([{ url: "/x/", from: "/", reason: "no such page" }]) // "/x/ (no such page)\n    linked from /"
 */
export function formatBroken(broken: readonly BrokenLink[]): string {
  const byUrl = new Map<string, BrokenLink[]>();
  for (const link of broken) {
    const key = `${link.url} (${link.reason})`;
    byUrl.set(key, [...(byUrl.get(key) ?? []), link]);
  }
  return [...byUrl]
    .map(([key, links]) => {
      const pages = links.slice(0, 3).map((link) => link.from);
      const more = links.length > 3 ? ` and ${links.length - 3} more pages` : "";
      return `${key}\n    linked from ${pages.join(", ")}${more}`;
    })
    .join("\n");
}
