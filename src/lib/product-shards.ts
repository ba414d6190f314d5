/**
 * The product summaries (product-summary.ts: what the quick view shows) in
 * SUMMARY_SHARDS files keyed by a hash of the slug (`paths.summaryShard`),
 * not one file per product: a host takes 20,000 or 100,000 files a deploy
 * (docs/decisions.md#few-files-per-product). The quick view knows a card's slug, so the slug
 * is the key; the click service and the rebuild read every file.
 */
import { paths } from "./paths.ts";
import type { ProductSummary } from "./product-summary.ts";
import { shardNames, shardOf } from "./shards.ts";

/** 1,024 files: a few KB gzip each at 20,000 products (docs/decisions.md#few-files-per-product). */
export const SUMMARY_SHARDS = 1024;

/**
 * The file a slug's summary is in: FNV-1a of the slug, three hex digits.
 * @example summaryShard("rochie-neagra") // "236" (always the same for that slug)
 */
export const summaryShard = (slug: string): string => shardOf(slug, SUMMARY_SHARDS);

/** The site path of the file of a slug's summary. */
export const summaryShardPath = (slug: string): string => paths.summaryShard(summaryShard(slug));

/** Every shard's name, in order: the build writes each one, an empty one as `{}`. */
export const summaryShardNames = (): string[] => shardNames(SUMMARY_SHARDS);

/** Just enough of a check that a page can render it; the build wrote it. */
export function isProductSummary(value: unknown): value is ProductSummary {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v["id"] === "string" &&
    typeof v["slug"] === "string" &&
    typeof v["title"] === "string" &&
    typeof v["price"] === "number" &&
    Array.isArray(v["images"]) &&
    typeof v["href"] === "string"
  );
}

/**
 * What a fetched file of summaries says of a slug: its summary; null when the
 * file is a file of summaries without it (the catalogue does not have it);
 * undefined when that is not known: `file` is not a file of summaries (an
 * error page that parsed as something else) or the slug's entry is malformed.
 * @example findProductSummary({ "rochie": summary }, "rochie") // summary
 * @example findProductSummary({}, "rochie") // null
 * @example findProductSummary([], "rochie") // undefined
 */
export function findProductSummary(file: unknown, slug: string): ProductSummary | null | undefined {
  if (typeof file !== "object" || file === null || Array.isArray(file)) return undefined;
  // Own keys only: a slug such as "constructor" is not found on a plain object's prototype.
  if (!Object.hasOwn(file, slug)) return null;
  const summary = (file as Record<string, unknown>)[slug];
  if (!isProductSummary(summary) || summary.slug !== slug) return undefined;
  // The stock flag as the build writes it (offers/stock.ts), or none: any other value is dropped, and the product
  // shown in stock.
  const { inStock, ...rest } = summary;
  return inStock === false ? { ...rest, inStock } : rest;
}
