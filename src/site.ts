/**
 * The bridge between the build's one catalogue read (src/lib/catalog/read.ts)
 * and the pure site model in src/lib/catalog/site.ts.
 */
import parsedSettings from "virtual:vitrina/settings";
import { catalogueOfThisBuild } from "./lib/catalog/read.ts";
import { pageKeys, type PageKeys } from "./lib/catalog/page-keys.ts";
import { siteData, type SiteData } from "./lib/catalog/site.ts";
import { fetchPopular, type PopularAnswer } from "./lib/clicks.ts";
import { menuPopular, MENU_TOP_COUNT, TOP_COUNT } from "./lib/home.ts";
import type { Settings } from "./lib/settings.ts";

/** The settings, parsed once in astro.config.mjs (src/build/settings-module.ts), not once per page. */
export const settings: Settings = parsedSettings;

let pending: Promise<SiteData> | undefined;

/**
 * The site data; computed once per build, so 20,000 pages pay for it once.
 * `astro dev` reads the catalogue once too: restart it to read the CMS again.
 */
export function getSite(): Promise<SiteData> {
  pending ??= catalogueOfThisBuild(settings).then(siteData);
  // A failed read is not kept: the next page (in dev) tries again.
  pending.catch(() => (pending = undefined));
  return pending;
}

const markup = new Map<string, Promise<string>>();

/**
 * Markup that is the same on every page of a build (the header with its mega
 * menu, the footer, the dialogs), rendered for the first page and reused by
 * the other 44,000: rendering it each time was about a third of the build's
 * page time. Rendered afresh on each call in dev, where content changes.
 */
export function renderedOnce(name: string, render: () => Promise<string>): Promise<string> {
  if (import.meta.env.DEV) return render();
  let html = markup.get(name);
  if (!html) {
    html = render();
    markup.set(name, html);
  }
  return html;
}

let popular: Promise<PopularAnswer | null> | undefined;

/**
 * The click service's popular lists, asked once per build (issue 12): null
 * when the site has no click service (PUBLIC_API_URL unset); a list the
 * service did not answer is null, and the browser fills its row.
 */
export function getPopular(): Promise<PopularAnswer | null> {
  const apiUrl = settings.PUBLIC_API_URL;
  if (!apiUrl) return Promise.resolve(null);
  // The menu shows 2, the home rows TOP_COUNT: one answer of the larger size serves both.
  popular ??= fetchPopular(apiUrl, Math.max(TOP_COUNT, MENU_TOP_COUNT));
  return popular;
}

let keys: Promise<PageKeys> | undefined;

/**
 * The `cacheKey`s of the pages a publish may reuse (src/lib/catalog/page-keys.ts), from the same
 * site data, popular lists and settings the pages render; computed once per build.
 */
export function getPageKeys(): Promise<PageKeys> {
  keys ??= Promise.all([getSite(), getPopular()]).then(([site, clicks]) =>
    pageKeys(
      {
        navigation: site.navigation,
        popular: menuPopular(site.products, clicks),
        settings,
        // As the footer reads it (components/layout/Footer.astro).
        year: new Date().getFullYear(),
      },
      site.listingByPath,
    ),
  );
  keys.catch(() => (keys = undefined));
  return keys;
}
