/**
 * The wishlist's rules (spec §3 and §4, "Wishlist"): a list of products,
 * unique by id, kept in the shopper's browser under the key `wishlist`. An
 * entry keeps only what the wishlist panel shows; the rest is read again from
 * the catalogue when the list is shown (wishlist-refresh.ts).
 */
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
export function pickEntry(entry: WishlistEntry): WishlistEntry {
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
  for (const item of value) if (isWishlistEntry(item)) entries = addEntry(entries, pickEntry(item));
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
