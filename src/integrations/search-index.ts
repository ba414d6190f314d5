/**
 * The static search index (issue "Search that understands Romanian"): one
 * Pagefind record per published product, made from the catalogue this build
 * read (never by crawling 20,000 pages), in OUT_DIR/pagefind/. The browser
 * loads it only when a shopper searches (src/lib/search/engine.ts).
 *
 * Two steps, two processes (`npm run build` runs both):
 * 1. `astro build` (this integration) writes each published product's search
 *    document, one JSON line each, to the build's cache folder;
 * 2. `node scripts/search-index.ts` feeds them to Pagefind (`writeSearchIndex`).
 * Pagefind needs some 900 MB for 20,000 products; started from Astro's
 * process it ran beside Astro's 1.5 GB and the build's peak passed 2 GB
 * (issue 2's budget). After `astro build` has exited, the two never add up.
 */
import { createReadStream } from "node:fs";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import * as pagefind from "pagefind";
import { SEARCH_DOCUMENTS_FILE } from "../lib/build-dirs.ts";
import { searchDocument, type SearchDocument } from "../lib/search/document.ts";
import { publishedProducts } from "./published.ts";

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
      "astro:build:start": async () => {
        // A failed build must leave no documents of an earlier one for the index step.
        await rm(documentsFile, { force: true });
      },
      "astro:build:done": async ({ pages, logger }) => {
        // Only products whose page this build wrote: a result never leads to a missing page.
        const products = publishedProducts(pages, "the search documents");
        const lines = products.map((product) => `${JSON.stringify(searchDocument(product))}\n`);
        await mkdir(path.dirname(documentsFile), { recursive: true });
        await writeFile(documentsFile, lines.join(""));
        logger.info(`Search documents: ${products.length} products, for the index step (scripts/search-index.ts)`);
      },
    },
  };
}

/** The documents `astro build` left in `file`, one per line; throws naming the line that is not one. */
export async function* readSearchDocuments(file: string): AsyncGenerator<SearchDocument> {
  let line = 0;
  for await (const text of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    line += 1;
    if (!text.trim()) continue;
    const value = JSON.parse(text) as Partial<SearchDocument>;
    if (typeof value.url !== "string" || typeof value.html !== "string")
      throw new SearchIndexError(`${file}, line ${line}: not a search document`);
    yield { url: value.url, html: value.html };
  }
}

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
