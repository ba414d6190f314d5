/**
 * npm run build = astro build && node scripts/after-build.ts
 *
 * The second step of the build, in a process of its own so that Pagefind's
 * memory and Astro's never add up: what `astro build` handed over in its
 * cache folder (src/integrations/handoff.ts) becomes
 * - the Pagefind index in OUT_DIR/pagefind/ (src/integrations/search-index.ts),
 * - the per-product files (src/integrations/product-files.ts).
 * Reads the same settings as the build.
 */
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { readHandoff } from "../src/integrations/handoff.ts";
import { isSiteFile, writeSiteFiles } from "../src/integrations/product-files.ts";
import { isSearchDocument, writeSearchIndex } from "../src/integrations/search-index.ts";
import { cacheDirFor, PRODUCT_FILES_FILE, SEARCH_DOCUMENTS_FILE } from "../src/lib/build-dirs.ts";
import { readSettings } from "../src/lib/settings.ts";

const root = path.resolve(import.meta.dirname, "..");
const { OUT_DIR } = readSettings();
const outDir = path.resolve(root, OUT_DIR);
const cache = path.join(root, cacheDirFor(OUT_DIR));
const documents = path.join(cache, SEARCH_DOCUMENTS_FILE);
const productFiles = path.join(cache, PRODUCT_FILES_FILE);

const missing = [documents, productFiles].filter((file) => !existsSync(file));
if (missing.length) {
  console.error(
    `Nothing handed over at ${missing.join(", ")}: run \`astro build\` first (npm run build runs both steps).`,
  );
  process.exit(1);
}
const timed = async <T>(work: Promise<T>) => {
  const startedAt = performance.now();
  const value = await work;
  return { value, ms: Math.round(performance.now() - startedAt) };
};
// One after the other: at 20,000 products, writing 40,000 files while Pagefind indexes slowed Pagefind more than it
// saved (25 to 30 s together, 23 s in turn, on 2 cores).
const index = await timed(writeSearchIndex(readHandoff(documents, isSearchDocument), path.join(outDir, "pagefind")));
const files = await timed(writeSiteFiles(readHandoff(productFiles, isSiteFile), outDir));
await Promise.all([rm(documents), rm(productFiles)]);
console.log(`Search index: ${index.value} products indexed in ${index.ms} ms`);
console.log(`Product files: ${files.value} written in ${files.ms} ms`);
