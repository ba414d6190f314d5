/**
 * Reads the per-product JSON (src/lib/product-summary.ts) once per page view:
 * the quick view asks for the same product at most once.
 */
import type { ProductSummary } from "../lib/product-summary.ts";
import { paths } from "../lib/paths.ts";

/** The product is not in the catalogue (any more). */
export const GONE = null;

const pending = new Map<string, Promise<ProductSummary | null>>();

/**
 * The product's summary; null when the catalogue no longer has this slug
 * (404). Rejects on a network failure or another status, and that answer is
 * forgotten, so a later call tries again.
 */
export function loadProductSummary(slug: string, fetcher: typeof fetch = fetch): Promise<ProductSummary | null> {
  let request = pending.get(slug);
  if (!request) {
    request = fetchSummary(slug, fetcher);
    request.catch(() => pending.delete(slug));
    pending.set(slug, request);
  }
  return request;
}

async function fetchSummary(slug: string, fetcher: typeof fetch): Promise<ProductSummary | null> {
  const response = await fetcher(paths.productData(slug), { headers: { Accept: "application/json" } });
  if (response.status === 404) return GONE;
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${paths.productData(slug)}`);
  const value: unknown = await response.json();
  if (!isProductSummary(value)) throw new Error(`Unexpected product data at ${paths.productData(slug)}`);
  return value;
}

/** Just enough of a check that a page can render it; the build wrote it. */
function isProductSummary(value: unknown): value is ProductSummary {
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

/** Forgets every answer (tests). */
export function clearProductSummaries(): void {
  pending.clear();
}
