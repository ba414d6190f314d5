/**
 * A search result as the islands show it: what a small product card needs,
 * read from the meta the index stores for each product and from its record's
 * address (document.ts), so that no product page is fetched to draw a result.
 */
import { isDay } from "../days.ts";
import type { Bani } from "../money.ts";
import { saleOldPrice } from "../prices/shown-price.ts";
import { readRecordUrl, SEARCH_META, SHOPS_SEPARATOR } from "./document-fields.ts";

/** What Pagefind hands back for one result (`await result.data()`), as far as we read it. */
export interface IndexedResult {
  readonly url: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
}

export interface SearchHit {
  /** The catalogue id, when the record's address holds one (document-fields.ts, recordUrl). */
  readonly id?: string;
  /** The product page. */
  readonly url: string;
  readonly title: string;
  readonly brand: string | null;
  readonly image: string | null;
  readonly price: Bani;
  readonly oldPrice: Bani | null;
  /** When the index holds the day the price was read. */
  readonly checkedOn?: string;
  /** The shops that sell a product of the feeds (issue 28). */
  readonly shops?: readonly string[];
}

const readBani = (text: string | undefined): Bani | null => {
  if (!text || !/^\d+$/.test(text)) return null;
  const bani = Number(text);
  return bani > 0 ? bani : null;
};

/** A path on this site ("/detalii-produs/…/"), never another origin ("//…") nor a script ("javascript:…"). */
const sitePath = (text: string | undefined): string | null => (text && /^\/(?![/\\])/.test(text) ? text : null);

/** An image on this site or on the web (http or https); anything else is no image. */
const imageUrl = (text: string | undefined): string | null =>
  text && (sitePath(text) !== null || /^https?:\/\//i.test(text)) ? text : null;

/**
 * The card of one result, or null when the index holds no title, price or
 * page of this site for it (an index written by another version of the site):
 * such a result is skipped rather than drawn half empty. The cards are drawn
 * as HTML (components/catalog/card-html.ts), so the links are checked here.
 * @example toSearchHit({ url: "/detalii-produs/rochie/", meta: { title: "Rochie", price: "14999" } })
 * // { url: "/detalii-produs/rochie/", title: "Rochie", brand: null, image: null, price: 14999, oldPrice: null }
 */
export function toSearchHit(result: IndexedResult): SearchHit | null {
  const title = result.meta[SEARCH_META.title]?.trim();
  const price = readBani(result.meta[SEARCH_META.price]);
  const record = readRecordUrl(result.url);
  const url = sitePath(record.page);
  if (!title || price === null || url === null) return null;
  const id = record.id?.trim();
  const checked = result.meta[SEARCH_META.checkedOn];
  const shops = result.meta[SEARCH_META.shops]?.split(SHOPS_SEPARATOR);
  return {
    // Only a plausible id is kept: the click service refuses anything else anyway.
    ...(id && id.length <= 100 ? { id } : {}),
    url,
    title,
    brand: result.meta[SEARCH_META.brand]?.trim() || null,
    image: imageUrl(record.image),
    price,
    oldPrice: saleOldPrice(price, readBani(result.meta[SEARCH_META.oldPrice])),
    ...(isDay(checked) ? { checkedOn: checked } : {}),
    ...(shops ? { shops } : {}),
  };
}
