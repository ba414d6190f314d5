/**
 * The build's search index step (issue "Search that understands Romanian"):
 * one Pagefind record per published product, made from the catalogue this
 * build read (never by crawling 20,000 pages), in OUT_DIR/pagefind/. The
 * browser loads it only when a shopper searches (src/lib/search/engine.ts).
 *
 * The runner (./index.ts) hands the products' search documents to Pagefind
 * while Astro renders the pages (`addToSearchIndex`), and has Pagefind write
 * the index once `astro build` has succeeded and exited. Writing is the part
 * that needs Pagefind's memory (about 1 GB at 20,000 products, 4.2 GB at
 * 100,000): it never runs beside Astro's (./render.ts).
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import type { SearchDocument } from "../lib/search/document.ts";
import { compactPageTable } from "./pagefind-pages.ts";

export class SearchIndexError extends Error {
  override readonly name = "SearchIndexError";
}

/** Documents on their way to Pagefind at once. */
const ADDS_AT_ONCE = 64;

/** Pagefind's ready-made interfaces: the site draws its own, so they are not published. */
const UNUSED_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\./;

/** A search document as ./product-worker.ts hands it over (each line checked on this side). */
export const isSearchDocument = (value: unknown): value is SearchDocument =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SearchDocument).url === "string" &&
  typeof (value as SearchDocument).html === "string";

/**
 * The number of words Pagefind counts in `html`: its text, split at white
 * space (the count it stores for each page, for ranking).
 * @example indexedWordCount("<h1>Rochie midi</h1><p>Din in.</p>") // 4
 */
export const indexedWordCount = (html: string): number =>
  html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

/**
 * Indexes `documents` with Pagefind into `outputPath` (replaced), without
 * Pagefind's ready-made interfaces, and makes its page table small
 * (pagefind-pages.ts) unless `compact` is false (the index as Pagefind
 * writes it, which tests compare with); resolves to the number indexed.
 * The runner does the same in two halves (addToSearchIndex, then write).
 */
export async function writeSearchIndex(
  documents: Iterable<SearchDocument>,
  outputPath: string,
  options?: { compact?: boolean },
): Promise<number> {
  const index = await addToSearchIndex(inWordCountOrder(documents));
  await index.write(outputPath, options);
  return index.count;
}

/**
 * `documents` in the order to give them to Pagefind: by word count. Pagefind
 * numbers pages in the order they are added, and in this order neighbouring
 * rows of its page table mostly share their count, so the table compresses
 * by a further third (pagefind-pages.ts).
 */
export function inWordCountOrder(documents: Iterable<SearchDocument>): SearchDocument[] {
  return [...documents]
    .map((document) => ({ document, words: indexedWordCount(document.html) }))
    .sort((a, b) => a.words - b.words)
    .map(({ document }) => document);
}

/** An index whose documents Pagefind holds, not yet written. */
export interface PendingIndex {
  readonly count: number;
  /** Writes the index into `outputPath` (replaced), then stops Pagefind. */
  write(outputPath: string, options?: { compact?: boolean }): Promise<void>;
  /** Stops Pagefind without writing. */
  close(): Promise<void>;
}

/**
 * Hands `documents` to Pagefind in the order given (see inWordCountOrder),
 * reading no further ahead than the documents in flight.
 */
export async function addToSearchIndex(
  documents: AsyncIterable<SearchDocument> | Iterable<SearchDocument>,
): Promise<PendingIndex> {
  let count = 0;
  try {
    const { index, errors } = await pagefind.createIndex();
    if (!index) throw new SearchIndexError(`Pagefind could not start: ${errors.join("; ")}`);
    // A bounded number in flight: Pagefind's wrapper queues every message it is given, base64-encoded, in memory.
    const inFlight = new Set<Promise<unknown>>();
    const failed: string[] = [];
    for await (const { url, html } of documents) {
      const added: Promise<unknown> = index.addHTMLFile({ url, content: html }).then((result) => {
        failed.push(...result.errors);
        inFlight.delete(added);
      });
      inFlight.add(added);
      count += 1;
      if (inFlight.size >= ADDS_AT_ONCE) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    if (failed.length) throw new SearchIndexError(`Pagefind refused ${failed.length} products: ${failed[0]}`);
    return {
      count,
      close: async () => {
        await pagefind.close();
      },
      write: async (outputPath, { compact = true } = {}) => {
        try {
          await rm(outputPath, { recursive: true, force: true });
          const written = await index.writeFiles({ outputPath });
          if (written.errors.length) {
            throw new SearchIndexError(`Pagefind could not write: ${written.errors.join("; ")}`);
          }
        } finally {
          await pagefind.close();
        }
        for (const file of await readdir(outputPath)) {
          if (UNUSED_FILES.test(file)) await rm(path.join(outputPath, file));
        }
        if (compact) await compactPageTable(outputPath);
      },
    };
  } catch (error) {
    await pagefind.close();
    throw error;
  }
}
