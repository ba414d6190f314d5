/**
 * The sitemap, written when Astro's build is done: `sitemap-index.xml`
 * naming `sitemap-0.xml`, `sitemap-1.xml`, … of at most ENTRIES_PER_FILE
 * addresses each, the same files @astrojs/sitemap wrote: every page Astro
 * built and every page an earlier build gave this one (REUSE_FROM, given
 * as `extraPages`), less those `include` leaves out and the error pages,
 * in the same order (English collation, numbers by value).
 *
 * Not @astrojs/sitemap: it spent seconds between Astro's last page and its
 * exit, its sort resolving the locale on every comparison, where this writer
 * uses one collator (docs/decisions.md#the-builds-own-sitemap).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { escapeHtml } from "../lib/html.ts";

/** Addresses per file: the protocol allows 50,000; @astrojs/sitemap's default, kept. */
export const ENTRIES_PER_FILE = 45_000;

/** The file naming the others, at the site's root (robots.txt and every page's `<link rel="sitemap">` point at it). */
export const SITEMAP_INDEX = "sitemap-index.xml";

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const ERROR_PAGES = new Set(["404", "500"]);
const locs = (tag: string, urls: readonly string[]) =>
  urls.map((url) => `<${tag}><loc>${escapeHtml(url)}</loc></${tag}>`).join("");

/**
 * The absolute addresses of the sitemap, sorted: `pathnames` as Astro's build reports them ("", "femei/", "404"),
 * on `site`, and `extraPages` (absolute already), each once, those `include` keeps, and no error page.
 * @example sitemapUrls(["femei/", "", "404"], [], "https://vitrina.ro", () => true)
 * // ["https://vitrina.ro/", "https://vitrina.ro/femei/"]
 */
export function sitemapUrls(
  pathnames: readonly string[],
  extraPages: readonly string[],
  site: string,
  include: (pathname: string) => boolean,
): string[] {
  const urls = new Set<string>();
  for (const pathname of pathnames) {
    const bare = pathname.replace(/^\/+/, "");
    if (!ERROR_PAGES.has(bare.replace(/\/$/, ""))) urls.add(new URL(bare, site).href);
  }
  for (const page of extraPages) urls.add(page);
  const collator = new Intl.Collator("en", { numeric: true });
  return [...urls].filter((url) => include(new URL(url).pathname)).sort(collator.compare);
}

/**
 * The sitemap's files for `urls` (sorted already): name and content, the index first.
 * @example sitemapFiles(["https://vitrina.ro/"], "https://vitrina.ro")
 * // [{ name: "sitemap-index.xml", … }, { name: "sitemap-0.xml", content: '<?xml …><urlset …><url><loc>https://vitrina.ro/</loc></url></urlset>' }]
 */
export function sitemapFiles(
  urls: readonly string[],
  site: string,
  perFile = ENTRIES_PER_FILE,
): { name: string; content: string }[] {
  const parts: { name: string; content: string }[] = [];
  for (let start = 0; start < urls.length; start += perFile) {
    parts.push({
      name: `sitemap-${parts.length}.xml`,
      content: `${XML_HEAD}<urlset xmlns="${NAMESPACE}">${locs("url", urls.slice(start, start + perFile))}</urlset>`,
    });
  }
  const index = `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">${locs(
    "sitemap",
    parts.map((part) => new URL(part.name, site).href),
  )}</sitemapindex>`;
  return [{ name: SITEMAP_INDEX, content: index }, ...parts];
}

/**
 * The integration: at `astro:build:done`, the sitemap of the pages built and of `extraPages` (filled while
 * Astro builds, asked for at the end), less the pathnames `include` refuses, into the output folder. A site without `site` has none.
 */
export function sitemap(options: {
  readonly include: (pathname: string) => boolean;
  readonly extraPages: () => readonly string[];
}): AstroIntegration {
  let site: string | undefined;
  return {
    name: "vitrina-sitemap",
    hooks: {
      "astro:config:done": ({ config }) => {
        site = config.site;
      },
      "astro:build:done": async ({ dir, pages, logger }) => {
        if (!site) {
          logger.warn("No `site` in the configuration: no sitemap written.");
          return;
        }
        const urls = sitemapUrls(
          pages.map((page) => page.pathname),
          options.extraPages(),
          site,
          options.include,
        );
        const outDir = fileURLToPath(dir);
        await mkdir(outDir, { recursive: true });
        for (const file of sitemapFiles(urls, site)) await writeFile(path.join(outDir, file.name), file.content);
        logger.info(`${SITEMAP_INDEX} written: ${urls.length} addresses`);
      },
    },
  };
}
