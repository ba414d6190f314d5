/**
 * Folders of a build that more than one program must agree on: Astro's
 * config, scripts/build.ts that runs `astro build` and works beside it, and
 * the test and benchmark helpers that clean up after a build.
 */

/**
 * One cache folder per output folder, so that builds of different catalogues (tests, benchmarks) never share a
 * data store. Relative to the project's root.
 * @example cacheDirFor("dist") // "node_modules/.astro/dist"
 */
export function cacheDirFor(outDir: string): string {
  return `node_modules/.astro/${outDir.replace(/[^\w.-]+/g, "_")}`;
}

/** The catalogue's products that `astro build` hands over in the cache folder, to scripts/build.ts. */
export const CATALOG_HANDOFF_FILE = "catalogue.ndjson";

/** The search documents, in the order Pagefind is to take them: from scripts/build-products.ts to scripts/build.ts. */
export const SEARCH_DOCUMENTS_FILE = "search-documents.ndjson";
