/**
 * The saved list against the catalogue (spec §4, "Wishlist"): what the catalogue now says about each saved product,
 * read when the wishlist panel or page is shown (stores/wishlist-refresh.ts). Apart from the list's own rules
 * (wishlist.ts), which every page's wishlist buttons use, so that those pages do not load the catalogue's reader.
 */
import { findCardRow } from "./card/by-id.ts";
import type { StockFlag } from "./offers/stock.ts";
import { pickEntry, toWishlistEntry, type WishlistEntry } from "./wishlist.ts";

/**
 * What the catalogue says now about one saved product: its current entry,
 * with `inStock: false` when no shop has it in stock (not saved with it: it is
 * read again each time), or null when the catalogue no longer has it.
 */
export type CatalogAnswer = (WishlistEntry & StockFlag) | null;

/**
 * The catalogue's answer for one saved id, from the file of card rows by id
 * that holds it (card/by-id.ts; undefined when it could not be fetched): its
 * current entry, null when the file was read and has no row for the id (gone:
 * unpublished or deleted), or undefined when that is not known (the file
 * failed or is not a file of rows, or the row is malformed). Only a file that
 * was read says a product is gone: a shopper is never told so when nobody
 * knows, and the saved card is shown as it was.
 * @example answerFromCardFile("7", { "7": row }) // the entry of `row`, with its current price
 * @example answerFromCardFile("7", {}) // null
 * @example answerFromCardFile("7", undefined) // undefined
 */
export function answerFromCardFile(id: string, file: unknown): CatalogAnswer | undefined {
  const row = findCardRow(file, id);
  if (!row) return row;
  // A row was found, so `file` is an object holding it. Its stock flag (offers/stock.ts) is read here, not by every
  // reader of rows: only `false` counts, any other value is dropped.
  const out = (file as Record<string, { readonly inStock?: unknown }>)[id]?.inStock === false;
  return out ? { ...toWishlistEntry(row), inStock: false } : toWishlistEntry(row);
}

/** What `formerListing` reads of the answer to a request for a gone product's address (a `Response`). */
export interface FollowedAnswer {
  readonly ok: boolean;
  readonly redirected: boolean;
  /** The address answered after any redirect. */
  readonly url: string;
}

/**
 * Where a gone product's page now leads, when that is a page worth a link:
 * a release redirects the address of a product gone to its category listing
 * (release/gone-products.ts, 302), so a request for it that was redirected on
 * the site's own origin and answered 2xx names the listing, already checked
 * to exist. Null otherwise: no redirect (a 404, or the address is another
 * product now), another origin, or the home page (a product with no category).
 * @example formerListing({ ok: true, redirected: true, url: "https://vitrina.ro/femei/rochii/" }, "https://vitrina.ro") // "/femei/rochii/"
 * @example formerListing({ ok: false, redirected: false, url: "https://vitrina.ro/detalii-produs/x/" }, "https://vitrina.ro") // null
 */
export function formerListing(answer: FollowedAnswer, origin: string): string | null {
  if (!answer.ok || !answer.redirected) return null;
  let url: URL;
  try {
    url = new URL(answer.url);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === "/") return null;
  return url.pathname + url.search;
}

export interface RefreshResult {
  /** The list with the current title, brand, price and image of every product still in the catalogue. */
  readonly entries: readonly WishlistEntry[];
  /** Ids of saved products the catalogue no longer has: shown as unavailable, with their remove button. */
  readonly unavailable: readonly string[];
  /** Ids of saved products no shop has in stock now: shown as such, with the back-in-stock alert (issue 29). */
  readonly outOfStock: readonly string[];
  /** Whether any entry changed (so that storage is written only then). */
  readonly changed: boolean;
}

/**
 * Refreshes the saved entries from the catalogue's current answers, keyed by
 * saved id. Ids without an answer (not asked yet, or the request failed) keep
 * their saved entry. An answer for another id (the slug now belongs to another
 * product) counts as gone. Works on the list as it is now, so entries added or
 * removed while the answers were on their way are kept or stay removed.
 * @example refreshEntries([saved], new Map([[saved.id, { ...saved, price: 9900 }]])).entries[0].price // 9900
 */
export function refreshEntries(
  entries: readonly WishlistEntry[],
  answers: ReadonlyMap<string, CatalogAnswer>,
): RefreshResult {
  const unavailable: string[] = [];
  const outOfStock: string[] = [];
  let changed = false;
  const next = entries.map((entry) => {
    if (!answers.has(entry.id)) return entry;
    const current = answers.get(entry.id) ?? null;
    if (current === null || current.id !== entry.id) {
      unavailable.push(entry.id);
      return entry;
    }
    if (current.inStock === false) outOfStock.push(entry.id);
    const fresh = pickEntry(current);
    if (sameEntry(entry, fresh)) return entry;
    changed = true;
    return fresh;
  });
  return { entries: changed ? next : entries, unavailable, outOfStock, changed };
}

function sameEntry(a: WishlistEntry, b: WishlistEntry): boolean {
  return (
    a.id === b.id &&
    a.slug === b.slug &&
    a.title === b.title &&
    a.brand === b.brand &&
    a.price === b.price &&
    a.image === b.image
  );
}
