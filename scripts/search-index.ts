/**
 * npm run build = astro build && node scripts/search-index.ts
 *
 * The second step of the build: the search documents `astro build` left in
 * its cache folder (src/integrations/search-index.ts) become the Pagefind
 * index in OUT_DIR/pagefind/. A separate process, so that Pagefind's memory
 * and Astro's never add up. Reads the same settings as the build.
 */
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { readSearchDocuments, writeSearchIndex } from "../src/integrations/search-index.ts";
import { cacheDirFor, SEARCH_DOCUMENTS_FILE } from "../src/lib/build-dirs.ts";
import { readSettings } from "../src/lib/settings.ts";

const root = path.resolve(import.meta.dirname, "..");
const { OUT_DIR } = readSettings();
const outDir = path.resolve(root, OUT_DIR);
const documents = path.join(root, cacheDirFor(OUT_DIR), SEARCH_DOCUMENTS_FILE);

if (!existsSync(documents)) {
  console.error(`No search documents at ${documents}: run \`astro build\` first (npm run build runs both steps).`);
  process.exit(1);
}
const startedAt = performance.now();
const count = await writeSearchIndex(readSearchDocuments(documents), path.join(outDir, "pagefind"));
await rm(documents);
console.log(
  `Search index: ${count} products indexed in ${Math.round(performance.now() - startedAt)} ms, ` +
    `into ${path.relative(root, path.join(outDir, "pagefind")) || "."}`,
);
