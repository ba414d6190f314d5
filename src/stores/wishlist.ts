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
  removeEntry,
  serializeWishlist,
  WISHLIST_KEY,
  type WishlistEntry,
} from "../lib/wishlist.ts";
import { openPanel } from "./panels.ts";

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

/**
 * Saved products that the catalogue no longer has (known after a refresh), by
 * id: the address of the listing their page now leads to, when there is one
 * (lib/wishlist-refresh.ts's `formerListing`), else null.
 */
export const $wishlistUnavailable = atom<ReadonlyMap<string, string | null>>(new Map());

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
    const unavailable = new Map($wishlistUnavailable.get());
    unavailable.delete(id);
    $wishlistUnavailable.set(unavailable);
  }
}

let refreshed: Promise<void> | null = null;

/**
 * Reads every saved product again from the catalogue, once per page view,
 * from the files of card rows by id (lib/card/by-id.ts; only the files of the
 * saved ids, shared with the popular rows): a changed price, title or image
 * replaces the saved one; a product whose file was read without it is marked
 * unavailable (it stays, with its remove button), then its page is asked
 * where it leads now (`formerListing`). A file that could not be read keeps
 * its entries as saved, and the next call (the panel opened again) asks for
 * it again. The panel and the page call this when they are first shown, so a
 * page view that never shows the list fetches nothing.
 */
export function refreshWishlist(fetcher: typeof fetch = fetch): Promise<void> {
  refreshed ??= import("./wishlist-refresh.ts")
    .then(({ refresh }) => refresh(fetcher))
    .catch((error: unknown) => {
      console.warn("Nu am putut verifica lista de favorite.", error);
      return false;
    })
    .then((complete) => {
      if (!complete) refreshed = null;
    });
  return refreshed;
}

/** Forgets that the list was refreshed (tests). */
export function resetWishlistRefresh(): void {
  refreshed = null;
  $wishlistUnavailable.set(new Map());
}
