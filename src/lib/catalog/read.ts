/**
 * The catalogue the settings name: read from its source by src/lib/cms,
 * which alone knows vendor shapes and hands over the project's own parts,
 * then assembled here. The data flows that one way (eslint.config.js).
 *
 * A build reads it once (src/build/build-data.ts): the build's first step
 * (src/build/read-catalogue.ts) and the pages (src/site.ts) share one read.
 * The catalogue does not go through Astro's content collections: their data
 * store serialises it, inlines it in Astro's bundle as one string and parses
 * it again for the pages, all held in Astro's memory
 * (docs/decisions.md#the-catalogue-is-not-a-content-collection).
 */
import { readSource } from "../cms/index.ts";
import type { ProductsRead } from "../domain/source.ts";
import type { Settings } from "../settings.ts";
import { assembleCatalog, type Catalog } from "./assemble.ts";
import { leaveOutDeadLinks } from "./dead-links.ts";

export class CatalogGuardError extends Error {
  override readonly name = "CatalogGuardError";
}

/**
 * Reads the source the settings name and assembles its parts into one catalogue; `earlier`, the products an
 * earlier build read, lets the source read only what changed since (src/lib/cms/umbraco.ts).
 */
export async function readCatalog(settings: Settings, earlier: ProductsRead | null = null): Promise<Catalog> {
  return assembleCatalog(await readSource(settings, earlier));
}

/**
 * Like readCatalog, but without the products whose partner link was dead on
 * DEAD_LINK_DAYS nights (./dead-links.ts), and refusing a catalogue with
 * fewer valid products than MIN_PRODUCTS: it is never published.
 */
export async function readPublishableCatalog(
  settings: Settings,
  earlier: ProductsRead | null = null,
): Promise<Catalog> {
  const catalog = await leaveOutDeadLinks(await readCatalog(settings, earlier), settings);
  if (catalog.products.length < settings.MIN_PRODUCTS) {
    throw new CatalogGuardError(
      `Only ${catalog.products.length} valid products (of ${catalog.read.products} read) from the ${catalog.source} source; ` +
        `at least ${settings.MIN_PRODUCTS} are needed (MIN_PRODUCTS). Refusing to publish.` +
        (catalog.problems.length ? ` First problem: ${JSON.stringify(catalog.problems[0])}` : ""),
    );
  }
  return catalog;
}
