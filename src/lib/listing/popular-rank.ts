/**
 * "Cele mai populare" (issue 29): the products shoppers clicked most in the
 * last 30 days, as the click service counted them when the site was built
 * (src/build/popular-clicks.ts). One small file for the whole site, fetched
 * by a listing's island only when that sort is chosen: clicks that reorder
 * the popular products rewrite this file, never a page (issue 25).
 */
import type { ListingData } from "./listing-data.ts";

/** The file's address. */
export const POPULAR_DATA_PATH = "/date/populare.json";

/** How many products the file ranks at most (docs/facets.md#sorts); the rest sort after them, in listing order. */
export const POPULAR_LIMIT = 2000;

export const POPULAR_DATA_VERSION = 1;

/** The file: product ids, the most clicked first. */
export interface PopularFile {
  readonly version: typeof POPULAR_DATA_VERSION;
  readonly ids: readonly string[];
}

/** The file does not hold a ranking this code can read. */
export class PopularDataError extends Error {
  override readonly name = "PopularDataError";
}

/**
 * The file for the ids the build read (most clicked first, ties in the store's stable order), cut at POPULAR_LIMIT.
 * @example encodePopular(["a", "b"]) // { version: 1, ids: ["a", "b"] }
 */
export function encodePopular(ids: readonly string[]): PopularFile {
  return { version: POPULAR_DATA_VERSION, ids: ids.slice(0, POPULAR_LIMIT) };
}

/** The ranked ids of a file (parsed JSON); throws `PopularDataError` when it is not one this code can read. */
export function decodePopular(file: unknown): readonly string[] {
  if (typeof file !== "object" || file === null) throw new PopularDataError("the popular data is not an object");
  const { version, ids } = file as Record<string, unknown>;
  if (version !== POPULAR_DATA_VERSION)
    throw new PopularDataError(`popular data version ${String(version)}, expected ${POPULAR_DATA_VERSION}`);
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === "string"))
    throw new PopularDataError('"ids" should hold product ids');
  return ids as string[];
}

/** Fetches the site's file and reads it (the island's rules, rules.ts: the page's first code does not carry this). */
export async function loadPopular(): Promise<readonly string[]> {
  const response = await fetch(POPULAR_DATA_PATH);
  if (!response.ok) throw new PopularDataError(`HTTP ${response.status} for ${POPULAR_DATA_PATH}`);
  return decodePopular(await response.json());
}

/**
 * The listing (or any products' columns with their ids) with each product's rank among `ranked` (1 the most
 * clicked, 0 for none): what the "populare" sort reads (sort-order.ts).
 * @example withPopularity(data, ["b"]).popularity // [0, 1] when data.ids is ["a", "b"]
 */
export function withPopularity<D extends Pick<ListingData, "count" | "ids">>(
  data: D,
  ranked: readonly string[],
): D & { readonly popularity: Uint32Array } {
  const rankOf = new Map<string, number>();
  ranked.forEach((id, index) => {
    if (!rankOf.has(id)) rankOf.set(id, index + 1);
  });
  const popularity = new Uint32Array(data.count);
  data.ids.forEach((id, index) => (popularity[index] = rankOf.get(id) ?? 0));
  return { ...data, popularity };
}
