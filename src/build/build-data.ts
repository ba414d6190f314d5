/**
 * What the build hands the pages, in Astro's process: the catalogue's one read and the decision of which pages
 * an earlier build gives this one (./page-reuse.ts). The pages import it as `virtual:vitrina/build-data`
 * (./build-data-module.ts), which resolves to this very file, left out of Astro's bundle: Node then loads it once
 * for the config's integrations (./read-catalogue.ts) and the bundled pages alike, and both see one read.
 *
 * Under `astro dev` the pages get a copy of their own, which reads the catalogue on first use.
 */
import type { Catalog } from "../lib/catalog/assemble.ts";
import { shownProductKey } from "../lib/catalog/page-keys.ts";
import type { ReuseRegistry } from "../lib/catalog/page-reuse.ts";
import { readPublishableCatalog } from "../lib/catalog/read.ts";
import { rememberedPerObject } from "../lib/memo.ts";
import type { Settings } from "../lib/settings.ts";

let catalogueRead: Promise<Catalog> | undefined;
let reuse: ReuseRegistry | null = null;

/**
 * The build's one read of the catalogue: the first caller's `read` (the build's first step, which completes it
 * with what only the build knows: its price history, the products an earlier build read); a later caller gets the
 * same. A read that failed is forgotten, so that `astro dev` tries again on the next page.
 */
export function readCatalogueOnce(read: () => Promise<Catalog>): Promise<Catalog> {
  if (!catalogueRead) {
    const started = read();
    catalogueRead = started;
    started.catch(() => {
      if (catalogueRead === started) catalogueRead = undefined;
    });
  }
  return catalogueRead;
}

/** The catalogue, for the pages: the build's read, or under `astro dev` a plain read of the source. */
export const catalogue = (settings: Settings): Promise<Catalog> =>
  readCatalogueOnce(() => readPublishableCatalog(settings));

/** Registers which pages an earlier build gives this one (./page-reuse.ts), before any page's paths are asked. */
export function providePageReuse(registry: ReuseRegistry | null): void {
  reuse = registry;
}

/** The pages an earlier build gives this one; null when none does (`astro dev`, a plain `astro build`). */
export const pageReuse = (): ReuseRegistry | null => reuse;

/**
 * Each product's shown key (lib/catalog/page-keys.ts), worked out once in Astro's process: for its page's key, and
 * for the handoff (./read-catalogue.ts), whose worker looks the product's search document up by it.
 */
export const shownKeyOf = rememberedPerObject(shownProductKey);
