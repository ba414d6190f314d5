/**
 * The names the search index and its readers share: filter names (also the
 * search page's URL parameters, params.ts) and meta keys (read by hits.ts).
 * Kept apart from document.ts so that browser code imports a few strings,
 * not the build's HTML tools.
 */

/** Filters a search narrows by: audience, category and brand. */
export const SEARCH_FILTERS = { gender: "gen", category: "categorie", brand: "brand" } as const;

/** Meta stored with each product: enough to draw a result card. Prices are whole bani. */
export const SEARCH_META = {
  /** The catalogue id: a result's click counts for its product (components/clicks/track.ts). */
  id: "id",
  title: "title",
  image: "image",
  price: "price",
  oldPrice: "old_price",
  /** The day the price was last read, "YYYY-MM-DD", when the build keeps a price history. */
  checkedOn: "checked",
  brand: "brand",
} as const;
