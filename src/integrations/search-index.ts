/**
 * The static search index (issue "Search that understands Romanian"): one
 * Pagefind record per published product, made from the catalogue this build
 * read (never by crawling 20,000 pages), in OUT_DIR/pagefind/. The browser
 * loads it only when a shopper searches (src/lib/search/engine.ts).
 *
 * Two steps, two processes (`npm run build` runs both):
 * 1. `astro build` (this integration) hands each published product's search
 *    document to the second step (handoff.ts);
 * 2. `node scripts/after-build.ts` feeds them to Pagefind (`writeSearchIndex`).
 * Pagefind needs some 900 MB for 20,000 products; started from Astro's
 * process it ran beside Astro's 1.5 GB and the build's peak passed 2 GB
 * (issue 2's budget). After `astro build` has exited, the two never add up.
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import * as pagefind from "pagefind";
import { SEARCH_DOCUMENTS_FILE } from "../lib/build-dirs.ts";
import { searchDocument, type SearchDocument } from "../lib/search/document.ts";
import { clearHandoff, publishedProducts, writeHandoff } from "./handoff.ts";

export class SearchIndexError extends Error {
  override readonly name = "SearchIndexError";
}

/** Pagefind's ready-made interfaces: the site draws its own, so they are not published. */
const UNUSED_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\./;

export function searchIndex(): AstroIntegration {
  let documentsFile = "";
  return {
    name: "vitrina-search-index",
    hooks: {
      "astro:config:done": ({ config }) => {
        documentsFile = fileURLToPath(new URL(SEARCH_DOCUMENTS_FILE, config.cacheDir));
      },
      "astro:build:start": () => clearHandoff(documentsFile),
      "astro:build:done": async ({ pages, logger }) => {
        // Only products whose page this build wrote: a result never leads to a missing page.
        const products = publishedProducts(pages, "the search documents");
        await writeHandoff(documentsFile, products.map(searchDocument));
        logger.info(`Search documents: ${products.length} products, for the index (scripts/after-build.ts)`);
      },
    },
  };
}

export const isSearchDocument = (value: unknown): value is SearchDocument =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SearchDocument).url === "string" &&
  typeof (value as SearchDocument).html === "string";

/**
 * Indexes `documents` with Pagefind into `outputPath` (replaced), without
 * Pagefind's ready-made interfaces; resolves to the number indexed.
 */
export async function writeSearchIndex(documents: AsyncIterable<SearchDocument>, outputPath: string): Promise<number> {
  let count = 0;
  try {
    const { index, errors } = await pagefind.createIndex();
    if (!index) throw new SearchIndexError(`Pagefind could not start: ${errors.join("; ")}`);
    const added: Promise<{ errors: string[] }>[] = [];
    for await (const { url, html } of documents) {
      added.push(index.addHTMLFile({ url, content: html }));
      count += 1;
    }
    const failed = (await Promise.all(added)).flatMap((result) => result.errors);
    if (failed.length) throw new SearchIndexError(`Pagefind refused ${failed.length} products: ${failed[0]}`);
    await rm(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new SearchIndexError(`Pagefind could not write: ${written.errors.join("; ")}`);
  } finally {
    await pagefind.close();
  }
  for (const file of await readdir(outputPath)) {
    if (UNUSED_FILES.test(file)) await rm(path.join(outputPath, file));
  }
  return count;
}
