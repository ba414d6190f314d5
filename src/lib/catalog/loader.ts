/**
 * Astro content-layer loaders over one catalogue read. Every collection
 * (products, categories, collections, brands, about) takes its part of the
 * same read, so a build fetches the CMS once; each load clears its store
 * first, so switching sources never leaves stale entries behind.
 */
import type { Loader } from "astro/loaders";
import type { Settings } from "../settings.ts";
import type { Catalog } from "./assemble.ts";
import { readCatalog } from "./read.ts";

export const CATALOG_PARTS = ["products", "categories", "collections", "brands", "about"] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

export class CatalogGuardError extends Error {
  override readonly name = "CatalogGuardError";
}

/** Shared between the loaders of one sync and the build report integration (same process). */
interface CatalogRun {
  readonly catalog: Promise<Catalog>;
  readonly taken: Set<CatalogPart>;
}
const RUN_KEY = Symbol.for("vitrina.catalogRun");
const LAST_KEY = Symbol.for("vitrina.lastCatalog");
type Registry = { [RUN_KEY]?: CatalogRun | undefined; [LAST_KEY]?: Catalog };
const registry = globalThis as Registry;

/** The catalogue of the current sync: read once, then cleared when every part has taken it, so the next sync reads afresh. */
function takeCatalog(part: CatalogPart, settings: Settings): Promise<Catalog> {
  let run = registry[RUN_KEY];
  if (!run || run.taken.has(part)) {
    const catalog = readGuardedCatalog(settings);
    run = { catalog, taken: new Set() };
    registry[RUN_KEY] = run;
    catalog.then(
      (value) => (registry[LAST_KEY] = value),
      () => undefined,
    );
  }
  run.taken.add(part);
  if (run.taken.size === CATALOG_PARTS.length) registry[RUN_KEY] = undefined;
  return run.catalog;
}

async function readGuardedCatalog(settings: Settings): Promise<Catalog> {
  const catalog = await readCatalog(settings);
  if (catalog.products.length < settings.MIN_PRODUCTS) {
    throw new CatalogGuardError(
      `Only ${catalog.products.length} valid products (of ${catalog.read.products} read) from the ${catalog.source} source; ` +
        `at least ${settings.MIN_PRODUCTS} are needed (MIN_PRODUCTS). Refusing to publish.` +
        (catalog.problems.length ? ` First problem: ${JSON.stringify(catalog.problems[0])}` : ""),
    );
  }
  return catalog;
}

/** The last catalogue read in this process, for the build report. */
export function lastCatalog(): Catalog | undefined {
  return registry[LAST_KEY];
}

function entriesOf(catalog: Catalog, part: CatalogPart): { id: string; data: Record<string, unknown> }[] {
  switch (part) {
    case "products":
      return catalog.products.map((product) => ({ id: product.slug, data: product }));
    case "categories":
      return catalog.categories.map((category) => ({ id: `${category.section}/${category.slug}`, data: category }));
    case "collections":
      return catalog.collections.map((collection) => ({ id: collection.slug, data: collection }));
    case "brands":
      return catalog.brands.map((brand) => ({ id: brand.slug, data: brand }));
    case "about":
      return catalog.about ? [{ id: "about", data: catalog.about }] : [];
  }
}

/** The loader of one collection; `settings` name the source (every part reads the same one). */
export function catalogLoader(part: CatalogPart, settings: Settings): Loader {
  return {
    name: `vitrina-${part}`,
    load: async ({ store, logger }) => {
      const catalog = await takeCatalog(part, settings);
      store.clear();
      // Every entry was checked on the way in (src/lib/cms/product.ts, ./assemble.ts) and is typed by the collection's
      // schema: parsing it again would copy all 20,000 products (a few hundred MB of a build's peak) for nothing,
      // and no digest is needed for a store that is cleared on every load.
      for (const { id, data } of entriesOf(catalog, part)) store.set({ id, data });
      logger.info(`${store.keys().length} ${part} from the ${catalog.source} source`);
    },
  };
}
