/**
 * The wishlist store (spec §4, "Wishlist"), kept in localStorage under the key
 * `wishlist` and shared with the shopper's other tabs. The rules live in
 * src/lib/wishlist.ts; this file wires them to storage, to the panels and to
 * the catalogue.
 */
import { persistentAtom } from "@nanostores/persistent";
import { atom, computed } from "nanostores";
import {
  addEntry,
  hasEntry,
  parseWishlist,
  refreshEntries,
  removeEntry,
  serializeWishlist,
  toWishlistEntry,
  WISHLIST_KEY,
  type CatalogAnswer,
  type WishlistEntry,
} from "../lib/wishlist.ts";
import { openPanel } from "./panels.ts";
import { loadProductSummary } from "./product-summaries.ts";

/**
 * The saved products, in the order they were added. A stored value that is
 * not a JSON array is logged and dropped (spec §4 and §8: "Invalid stored
 * wishlist: logged, key removed, list starts empty"); malformed entries of an
 * array are left out and the cleaned list is written back. Never throws.
 */
export const $wishlist = persistentAtom<readonly WishlistEntry[]>(WISHLIST_KEY, [], {
  encode: serializeWishlist,
  decode(text: string) {
    const { entries, problem } = parseWishlist(text);
    if (problem !== null) {
      console.warn(
        problem === "invalid"
          ? `Lista de favorite salvată („${WISHLIST_KEY}” în localStorage) nu este o listă validă: a fost ștearsă.`
          : `Lista de favorite salvată („${WISHLIST_KEY}” în localStorage) avea intrări invalide: au fost scoase.`,
      );
      // Written back once the store exists: an empty list removes the key, a cleaned one replaces it.
      queueMicrotask(() => $wishlist.set($wishlist.get()));
    }
    return entries;
  },
});

/** How many products are saved: the header badge. */
export const $wishlistCount = computed($wishlist, (entries) => entries.length);

/** Ids of saved products that the catalogue no longer has (known after a refresh). */
export const $wishlistUnavailable = atom<ReadonlySet<string>>(new Set());

/** Whether the product is saved (spec §4: membership by id). */
export function isInWishlist(id: string): boolean {
  return hasEntry($wishlist.get(), id);
}

/**
 * Saves a product and opens the wishlist panel, which closes any other panel
 * (spec §4). A product already saved is not added again and nothing opens.
 * Returns whether it was added. `from` is the control that asked, to get focus
 * back when the panel closes.
 */
export function addToWishlist(entry: WishlistEntry, from?: Element | null): boolean {
  const entries = $wishlist.get();
  const next = addEntry(entries, entry);
  if (next === entries) return false;
  $wishlist.set(next);
  openPanel("wishlist", from);
  return true;
}

/** Removes a saved product by id. */
export function removeFromWishlist(id: string): void {
  $wishlist.set(removeEntry($wishlist.get(), id));
  if ($wishlistUnavailable.get().has(id)) {
    const unavailable = new Set($wishlistUnavailable.get());
    unavailable.delete(id);
    $wishlistUnavailable.set(unavailable);
  }
}

let refreshed: Promise<void> | null = null;

/**
 * Reads every saved product again from the catalogue, once per page view: a
 * changed price, title or image replaces the saved one; a product gone from
 * the catalogue is marked unavailable (it stays, with its remove button). A
 * failed request keeps that entry as saved. The panel and the page call this
 * when they are first shown, so a page view that never shows the list
 * fetches nothing.
 */
export function refreshWishlist(load: typeof loadProductSummary = loadProductSummary): Promise<void> {
  refreshed ??= refresh(load);
  return refreshed;
}

async function refresh(load: typeof loadProductSummary): Promise<void> {
  const saved = $wishlist.get();
  const answers = new Map<string, CatalogAnswer>();
  await Promise.all(
    saved.map(async (entry) => {
      try {
        const summary = await load(entry.slug);
        answers.set(entry.id, summary && toWishlistEntry(summary));
      } catch (error) {
        console.warn(`Nu am putut actualiza produsul „${entry.title}” din lista de favorite.`, error);
      }
    }),
  );
  const result = refreshEntries($wishlist.get(), answers);
  if (result.changed) $wishlist.set(result.entries);
  $wishlistUnavailable.set(new Set(result.unavailable));
}

/** Forgets that the list was refreshed (tests). */
export function resetWishlistRefresh(): void {
  refreshed = null;
  $wishlistUnavailable.set(new Set());
}
