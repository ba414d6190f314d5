/**
 * The bridge between what the build hands the pages (its one catalogue read and the pages an earlier build
 * gives it: src/build/build-data.ts) and the pure site model in src/lib/catalog/site.ts.
 */
import { catalogue, pageReuse, shownKeyOf } from "virtual:vitrina/build-data";
import parsedSettings from "virtual:vitrina/settings";
import { pageKeys, type PageKeys } from "./lib/catalog/page-keys.ts";
import { toRender as toRenderWith } from "./lib/catalog/page-reuse.ts";
import { siteData, type SiteData } from "./lib/catalog/site.ts";
import type { Settings } from "./lib/settings.ts";

/** The settings, parsed once in astro.config.mjs (src/build/settings-module.ts), not once per page. */
export const settings: Settings = parsedSettings;

let pending: Promise<SiteData> | undefined;

/**
 * The site data; computed once per build, not once per page.
 * `astro dev` reads the catalogue once too: restart it to read the CMS again.
 */
export function getSite(): Promise<SiteData> {
  pending ??= catalogue(settings).then(siteData);
  // A failed read is not kept: the next page (in dev) tries again.
  pending.catch(() => (pending = undefined));
  return pending;
}

const markup = new Map<string, Promise<string>>();

/**
 * Markup that is the same on every page of a build (the header with its mega
 * menu, the footer, the dialogs), rendered for the first page and reused by
 * the others: rendering it each time was much of the build's page time
 * (docs/decisions.md#the-builds-memory-and-time). Rendered afresh on each
 * call in dev, where content changes.
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

let keys: Promise<PageKeys> | undefined;

/**
 * The `cacheKey`s of the pages a publish may reuse (src/lib/catalog/page-keys.ts), from the same
 * site data and settings the pages render; computed once per build.
 */
export function getPageKeys(): Promise<PageKeys> {
  keys ??= getSite().then((site) =>
    pageKeys(
      {
        navigation: site.navigation,
        settings,
        // As the footer reads it (components/layout/Footer.astro).
        year: new Date().getFullYear(),
      },
      site.listingByPath,
      site.sorts,
      (inputs, make) => pageReuse()?.remembered(inputs, make) ?? make(),
      shownKeyOf,
    ),
  );
  keys.catch(() => (keys = undefined));
  return keys;
}

/**
 * The entries of one route to render, made from `sources` by `entryOf`: all but those an earlier build gives this
 * one (src/lib/catalog/page-reuse.ts).
 * @example toRender(products, (product) => ({ params: { slug: product.slug }, props: { product }, cacheKey: keys.product(product) }), ({ props }) => pageFile(paths.product(props.product.slug)))
 */
export const toRender = <S, T extends { readonly cacheKey: string }>(
  sources: readonly S[],
  entryOf: (source: S) => T,
  fileOf: (entry: T) => string,
): T[] => toRenderWith(sources, entryOf, fileOf, pageReuse());
