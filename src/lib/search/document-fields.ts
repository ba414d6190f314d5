/**
 * The names the search index and its readers share: filter names (also the
 * search page's URL parameters, params.ts) and meta keys (read by hits.ts).
 * Kept apart from document.ts so that browser code imports a few strings,
 * not the build's HTML tools.
 */

/** Filters a search narrows by: audience, category and brand. */
export const SEARCH_FILTERS = { gender: "gen", category: "categorie", brand: "brand" } as const;

/**
 * Meta stored with each product: enough to draw a result card, but the id (recordUrl). Prices are whole bani.
 * Pagefind searches every meta value as words.
 */
export const SEARCH_META = {
  title: "title",
  image: "image",
  price: "price",
  oldPrice: "old_price",
  /** The day the price was last read, "YYYY-MM-DD", when the build keeps a price history. */
  checkedOn: "checked",
  brand: "brand",
} as const;

/**
 * The address a product's search record is stored under: its page, with its catalogue id as the fragment (a
 * result's click counts for its product, components/clicks/track.ts). Not as meta: Pagefind searches every meta
 * value as words, and an id is none a shopper types; as meta, a UUID's parts made six words per product, 1.2 s
 * of the 7.4 s Pagefind took to write the 20,000-product index, and 100 MB of its memory (issue 11).
 * @example recordUrl("/detalii-produs/rochie/", "p 7") // "/detalii-produs/rochie/#p%207"
 */
export const recordUrl = (page: string, id: string): string => `${page}#${encodeURIComponent(id)}`;

/**
 * The page and the catalogue id of a record's address (recordUrl); the id is null when it names none.
 * @example readRecordUrl("/detalii-produs/rochie/#p%207") // { page: "/detalii-produs/rochie/", id: "p 7" }
 */
export function readRecordUrl(url: string): { page: string; id: string | null } {
  const hash = url.indexOf("#");
  if (hash < 0) return { page: url, id: null };
  let id: string | null;
  try {
    id = decodeURIComponent(url.slice(hash + 1)) || null;
  } catch {
    id = null;
  }
  return { page: url.slice(0, hash), id };
}
