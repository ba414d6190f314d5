/**
 * The names the search index and its readers share: filter names (also the
 * search page's URL parameters, params.ts) and meta keys (read by hits.ts).
 * Kept apart from document.ts so that browser code imports a few strings,
 * not the build's HTML tools.
 */

/** Filters a search narrows by: audience, category and brand. */
export const SEARCH_FILTERS = { gender: "gen", category: "categorie", brand: "brand" } as const;

/** The shops' filter (issue 28), apart: the index has it, the search page does not offer it (yet). */
export const SHOP_FILTER = "magazin";

/**
 * Meta stored with each product: enough to draw a result card, but the id and the image (recordUrl). Prices are
 * whole bani. Pagefind searches every meta value as words.
 */
export const SEARCH_META = {
  title: "title",
  price: "price",
  oldPrice: "old_price",
  /** The day the price was last read, "YYYY-MM-DD", when the build keeps a price history. */
  checkedOn: "checked",
  brand: "brand",
  /** The shops that sell a product of the feeds (issue 28), joined by SHOPS_SEPARATOR. */
  shops: "shops",
} as const;

/** Between two shops in the `shops` meta: a sign no shop's name holds. */
export const SHOPS_SEPARATOR = " · ";

/**
 * The address a product's search record is stored under: its page, with its catalogue id and its first image as
 * the fragment (`#<id>&<image>`, each percent-encoded; a result's click counts for its product,
 * components/clicks/track.ts). Not as meta: Pagefind searches every meta value as words, and neither is any a
 * shopper types: as meta, their parts made words that slowed the index and matched "svg" on every product
 * (docs/decisions.md#what-a-search-record-holds).
 * @example recordUrl("/detalii-produs/rochie/", "p 7") // "/detalii-produs/rochie/#p%207"
 * @example recordUrl("/p/", "p7", "/media/a.svg") // "/p/#p7&%2Fmedia%2Fa.svg"
 */
export const recordUrl = (page: string, id: string, image?: string | null): string =>
  `${page}#${encodeURIComponent(id)}${image ? `&${encodeURIComponent(image)}` : ""}`;

/** What a record's address names (recordUrl). */
export interface RecordAddress {
  readonly page: string;
  /** The catalogue id; null when the address names none. */
  readonly id: string | null;
  /** The product's first image, when the address names one. */
  readonly image?: string;
}

/** `text` percent-decoded; null when it is not percent-encoding. */
const decoded = (text: string | undefined): string | null => {
  try {
    return text ? decodeURIComponent(text) : null;
  } catch {
    return null;
  }
};

/**
 * The page, the catalogue id and the image of a record's address (recordUrl).
 * @example readRecordUrl("/detalii-produs/rochie/#p%207") // { page: "/detalii-produs/rochie/", id: "p 7" }
 */
export function readRecordUrl(url: string): RecordAddress {
  const hash = url.indexOf("#");
  if (hash < 0) return { page: url, id: null };
  const [id, image] = url
    .slice(hash + 1)
    .split("&", 2)
    .map(decoded);
  return { page: url.slice(0, hash), id: id || null, ...(image ? { image } : {}) };
}
