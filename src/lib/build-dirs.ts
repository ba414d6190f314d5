/**
 * Folders of a build that more than one program must agree on: Astro's
 * config, the step that runs after `astro build`, and the
 * test and benchmark helpers that clean up after a build.
 */

/**
 * One cache folder per output folder, so that builds of different catalogues (tests, benchmarks) never share a
 * data store. Relative to the project's root.
 * @example cacheDirFor("dist") // "node_modules/.astro/dist"
 */
export function cacheDirFor(outDir: string): string {
  return `node_modules/.astro/${outDir.replace(/[^\w.-]+/g, "_")}`;
}

/** The search documents `astro build` leaves in the cache folder for the second step (scripts/after-build.ts). */
export const SEARCH_DOCUMENTS_FILE = "search-documents.ndjson";

/** The per-product files `astro build` leaves in the cache folder for the second step (scripts/after-build.ts). */
export const PRODUCT_FILES_FILE = "product-files.ndjson";
