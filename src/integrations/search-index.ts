/**
 * Writes the static search index (issue "Search that understands Romanian"):
 * one Pagefind record per published product, made from the catalogue this
 * build read (never by crawling 20,000 pages), into OUT_DIR/pagefind/. The
 * browser loads it only when a shopper searches (src/lib/search/engine.ts).
 *
 * Pagefind indexes in its own process, so the index is built while Astro
 * renders the pages (the catalogue is known from the start of the build) and
 * moved into the site at the end, once every indexed product's page is known
 * to exist. On a 2-core machine that takes the indexing off the build's
 * critical path (issue 2's build budget).
 */
import { cp, readdir, rename, rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import * as pagefind from "pagefind";
import type { Product } from "../lib/catalog/schema.ts";
import { paths } from "../lib/paths.ts";
import { searchDocument } from "../lib/search/document.ts";
import { catalogProducts, hasBuiltPage } from "./published.ts";

export class SearchIndexError extends Error {
  override readonly name = "SearchIndexError";
}

/** Pagefind's ready-made interfaces: the site draws its own, so they are not published. */
const UNUSED_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\./;

interface Indexing {
  readonly products: readonly Product[];
  /** Settles once Pagefind has written the index into the staging folder, with the time that took. */
  readonly done: Promise<number>;
}

export function searchIndex(): AstroIntegration {
  let staging = "";
  let indexing: Indexing | undefined;
  return {
    name: "vitrina-search-index",
    hooks: {
      "astro:config:done": ({ config }) => {
        staging = fileURLToPath(new URL("search-index/", config.cacheDir));
      },
      "astro:build:start": () => {
        const products = catalogProducts("the search index");
        const done = writeIndex(products, staging);
        // Awaited in astro:build:done; until then a failure must not count as unhandled.
        done.catch(() => undefined);
        indexing = { products, done };
      },
      "astro:build:done": async ({ dir, pages, logger }) => {
        if (!indexing) throw new SearchIndexError("The search index was not started with the build");
        const { products, done } = indexing;
        indexing = undefined;
        const indexMs = await done;
        // A result must never lead to a missing page.
        const built = hasBuiltPage(pages);
        const missing = products.filter((product) => !built(product));
        if (missing.length)
          throw new SearchIndexError(
            `${missing.length} indexed products have no page in this build, e.g. ${paths.product(missing[0]!.slug)}`,
          );
        const target = fileURLToPath(new URL("pagefind/", dir));
        await rm(target, { recursive: true, force: true });
        await move(staging, target);
        for (const file of await readdir(target)) {
          if (UNUSED_FILES.test(file)) await rm(`${target}${file}`);
        }
        logger.info(
          `Search index: ${products.length} products indexed in ${Math.round(indexMs)} ms, while the pages rendered`,
        );
      },
    },
  };
}

/** Indexes `products` with Pagefind and writes the index to `outputPath` (emptied first); resolves to the milliseconds taken. */
async function writeIndex(products: readonly Product[], outputPath: string): Promise<number> {
  const startedAt = performance.now();
  await rm(outputPath, { recursive: true, force: true });
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
    if (written.errors.length) throw new SearchIndexError(`Pagefind could not write: ${written.errors.join("; ")}`);
  } finally {
    await pagefind.close();
  }
  return performance.now() - startedAt;
}

/** A rename when both folders are on one file system, a copy when they are not (a cache on another volume). */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}
