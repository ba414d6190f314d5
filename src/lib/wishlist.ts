/**
 * The wishlist's rules (spec §3 and §4, "Wishlist"): a list of products,
 * unique by id, kept in the shopper's browser under the key `wishlist`. An
 * entry keeps only what the wishlist panel shows; the rest is read again from
 * the catalogue when the list is shown (see `refreshEntries`).
 */
import { findCardRow } from "./card/by-id.ts";

/** The localStorage key (spec §3, "Browser storage keys"). */
export const WISHLIST_KEY = "wishlist";

/** One saved product: what the panel and the page show, and how to find it again. */
export interface WishlistEntry {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  /** The first brand, if any. */
  readonly brand: string | null;
  /** In bani, as everywhere (src/lib/money.ts). */
  readonly price: number;
  /** The first image, if any. */
  readonly image: string | null;
}

/** What a product (a catalogue product or its per-product JSON) needs to become an entry. */
export interface WishlistSource {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly brands?: readonly string[];
  readonly brand?: string | null;
  readonly price: number;
  readonly images: readonly string[];
}

/**
 * The entry for a product. Card buttons carry it as JSON in `data-wishlist-entry`.
 * @example toWishlistEntry({ id: "7", slug: "rochie", title: "Rochie", brands: ["Linia Albă"], price: 14999, images: ["/a.jpg"] })
 * // { id: "7", slug: "rochie", title: "Rochie", brand: "Linia Albă", price: 14999, image: "/a.jpg" }
 */
export function toWishlistEntry(product: WishlistSource): WishlistEntry {
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    brand: product.brand ?? product.brands?.[0] ?? null,
    price: product.price,
    image: product.images[0] ?? null,
  };
}

/** A slug as paths.ts builds them: only lower-case ASCII letters, digits and hyphens, so it is safe in a URL. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Images are site paths or http(s) URLs (the catalogue schema's rule); anything else is not shown. */
const IMAGE = /^(https?:\/\/|\/(?!\/))/;

/**
 * Whether a value read back from storage (or from a card's attribute) is a
 * well-formed entry. Storage is the shopper's to edit, so nothing is assumed.
 */
export function isWishlistEntry(value: unknown): value is WishlistEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry["id"] === "string" &&
    entry["id"] !== "" &&
    typeof entry["slug"] === "string" &&
    SLUG.test(entry["slug"]) &&
    typeof entry["title"] === "string" &&
    entry["title"] !== "" &&
    (entry["brand"] === null || typeof entry["brand"] === "string") &&
    Number.isSafeInteger(entry["price"]) &&
    (entry["price"] as number) > 0 &&
    (entry["image"] === null || (typeof entry["image"] === "string" && IMAGE.test(entry["image"])))
  );
}

/** Only the known fields, so that nothing else a stored value carries is kept or shown. */
function pick(entry: WishlistEntry): WishlistEntry {
  const { id, slug, title, brand, price, image } = entry;
  return { id, slug, title, brand, price, image };
}

export interface ParsedWishlist {
  readonly entries: readonly WishlistEntry[];
  /**
   * Why the stored value was not kept as it is, or null when it was:
   * "invalid" when it is not a JSON array (spec §4: the key is removed and the
   * list starts empty); "cleaned" when it is an array from which malformed or
   * repeated entries were left out (the others are kept).
   */
  readonly problem: "invalid" | "cleaned" | null;
}

/**
 * Reads the stored text. Never throws: a value that is not a JSON array gives
 * an empty list; an array keeps its well-formed entries, the first of each id.
 * @example parseWishlist('[{"id":"1","slug":"a","title":"A","brand":null,"price":100,"image":null}]').entries.length // 1
 * @example parseWishlist("{oops").problem // "invalid"
 */
export function parseWishlist(text: string | null | undefined): ParsedWishlist {
  if (text === null || text === undefined) return { entries: [], problem: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { entries: [], problem: "invalid" };
  }
  if (!Array.isArray(value)) return { entries: [], problem: "invalid" };
  let entries: readonly WishlistEntry[] = [];
  for (const item of value) if (isWishlistEntry(item)) entries = addEntry(entries, pick(item));
  return { entries, problem: entries.length === value.length ? null : "cleaned" };
}

/** The stored text; an empty list is no stored value at all (the key is removed). */
export function serializeWishlist(entries: readonly WishlistEntry[]): string | undefined {
  return entries.length === 0 ? undefined : JSON.stringify(entries);
}

/** Whether the list holds this id (spec §4: "is added" by id). */
export function hasEntry(entries: readonly WishlistEntry[], id: string): boolean {
  return entries.some((entry) => entry.id === id);
}

/**
 * Appends an entry whose id is absent; an id already there leaves the list as
 * it was, the same array (spec §4: "Adding a present id is ignored").
 */
export function addEntry(entries: readonly WishlistEntry[], entry: WishlistEntry): readonly WishlistEntry[] {
  return hasEntry(entries, entry.id) ? entries : [...entries, entry];
}

/** The list without this id; the same array when the id was not there. */
export function removeEntry(entries: readonly WishlistEntry[], id: string): readonly WishlistEntry[] {
  return hasEntry(entries, id) ? entries.filter((entry) => entry.id !== id) : entries;
}

/**
 * What the catalogue says now about one saved product: its current entry, or
 * null when the catalogue no longer has it.
 */
export type CatalogAnswer = WishlistEntry | null;

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
  return row === undefined ? undefined : row && toWishlistEntry(row);
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
  let changed = false;
  const next = entries.map((entry) => {
    if (!answers.has(entry.id)) return entry;
    const current = answers.get(entry.id) ?? null;
    if (current === null || current.id !== entry.id) {
      unavailable.push(entry.id);
      return entry;
    }
    const fresh = pick(current);
    if (sameEntry(entry, fresh)) return entry;
    changed = true;
    return fresh;
  });
  return { entries: changed ? next : entries, unavailable, changed };
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
