/**
 * Writes the static search index after the build (issue "Search that
 * understands Romanian"): one Pagefind record per published product, made
 * from the catalogue this build read (never by crawling 20,000 pages), into
 * OUT_DIR/pagefind/. The browser loads it only when a shopper searches
 * (src/lib/search/engine.ts).
 */
import { readdir, rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import * as pagefind from "pagefind";
import { lastCatalog } from "../lib/catalog/loader.ts";
import { paths } from "../lib/paths.ts";
import { searchDocument } from "../lib/search/document.ts";

export class SearchIndexError extends Error {
  override readonly name = "SearchIndexError";
}

/** Pagefind's ready-made interfaces: the site draws its own, so they are not published. */
const UNUSED_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\./;

export function searchIndex(): AstroIntegration {
  return {
    name: "vitrina-search-index",
    hooks: {
      "astro:build:done": async ({ dir, pages, logger }) => {
        const catalog = lastCatalog();
        if (!catalog)
          throw new SearchIndexError("No catalogue was read in this build: the search index cannot be written");
        const startedAt = performance.now();
        const built = new Set(pages.map((page) => `/${page.pathname.replace(/^\/+/, "")}`));
        // Only products whose page this build wrote: a result never leads to a missing page.
        const products = catalog.products.filter((product) => built.has(paths.product(product.slug)));
        const outputPath = fileURLToPath(new URL("pagefind/", dir));
        try {
          const { index, errors } = await pagefind.createIndex();
          if (!index) throw new SearchIndexError(`Pagefind could not start: ${errors.join("; ")}`);
          const added = await Promise.all(
            products.map((product) => {
              const { url, html } = searchDocument(product);
              return index.addHTMLFile({ url, content: html });
            }),
          );
          const failed = added.flatMap((result) => result.errors);
          if (failed.length) throw new SearchIndexError(`Pagefind refused ${failed.length} products: ${failed[0]}`);
          const written = await index.writeFiles({ outputPath });
          if (written.errors.length)
            throw new SearchIndexError(`Pagefind could not write: ${written.errors.join("; ")}`);
        } finally {
          await pagefind.close();
        }
        for (const file of await readdir(outputPath)) {
          if (UNUSED_FILES.test(file)) await rm(new URL(`pagefind/${file}`, dir));
        }
        const skipped = catalog.products.length - products.length;
        logger.info(
          `Search index: ${products.length} products indexed in ${Math.round(performance.now() - startedAt)} ms` +
            (skipped ? ` (${skipped} without a built page left out)` : ""),
        );
      },
    },
  };
}
