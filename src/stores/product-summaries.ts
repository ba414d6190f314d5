/**
 * Reads the files of product summaries by slug (src/lib/product-shards.ts)
 * once per page view: the quick view asks for a file at most once, whichever
 * products of it are opened.
 */
import { findProductSummary, summaryShardPath } from "../lib/product-shards.ts";
import type { ProductSummary } from "../lib/product-summary.ts";

/** The product is not in the catalogue (any more). */
export const GONE = null;

const files = new Map<string, Promise<unknown>>();

/**
 * The product's summary; null when the catalogue no longer has this slug
 * (its file was read, and lacks it). Rejects on a network failure, an error
 * status or a file that is not one of summaries, and that answer is
 * forgotten, so a later call tries again.
 */
export async function loadProductSummary(slug: string, fetcher: typeof fetch = fetch): Promise<ProductSummary | null> {
  const path = summaryShardPath(slug);
  let file = files.get(path);
  if (!file) {
    file = fetchFile(path, fetcher);
    file.catch(() => files.delete(path));
    files.set(path, file);
  }
  const summary = findProductSummary(await file, slug);
  if (summary === undefined) {
    files.delete(path);
    throw new Error(`Unexpected product data at ${path}`);
  }
  return summary ?? GONE;
}

async function fetchFile(path: string, fetcher: typeof fetch): Promise<unknown> {
  const response = await fetcher(path, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
  return response.json() as Promise<unknown>;
}

/** Forgets every answer (tests). */
export function clearProductSummaries(): void {
  files.clear();
}
