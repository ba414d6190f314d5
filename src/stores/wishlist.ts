/**
 * The wishlist store (spec §4, "Wishlist"), kept in localStorage under the key
 * `wishlist` and shared with the shopper's other tabs. The rules live in
 * src/lib/wishlist.ts; this file wires them to storage, to the panels and to
 * the catalogue.
 */
import { persistentAtom } from "@nanostores/persistent";
import { atom, computed } from "nanostores";
import { paths } from "../lib/paths.ts";
import {
  addEntry,
  answerFromCardFile,
  formerListing,
  hasEntry,
  parseWishlist,
  refreshEntries,
  removeEntry,
  serializeWishlist,
  WISHLIST_KEY,
  type CatalogAnswer,
  type WishlistEntry,
} from "../lib/wishlist.ts";
import { loadCardFile } from "./card-rows.ts";
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
 * (wishlist.ts's `formerListing`), else null.
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
  refreshed ??= refresh(fetcher).then((complete) => {
    if (!complete) refreshed = null;
  });
  return refreshed;
}

/** Resolves whether every saved product's file was read. */
async function refresh(fetcher: typeof fetch): Promise<boolean> {
  const answers = new Map<string, CatalogAnswer>();
  let complete = true;
  await Promise.all(
    $wishlist.get().map(async (entry) => {
      const file = await loadCardFile(entry.id, fetcher).catch((error: unknown) => {
        console.warn(`Nu am putut verifica produsul „${entry.title}” din lista de favorite.`, error);
        complete = false;
      });
      const answer = answerFromCardFile(entry.id, file);
      if (answer !== undefined) answers.set(entry.id, answer);
    }),
  );
  const result = refreshEntries($wishlist.get(), answers);
  if (result.changed) $wishlist.set(result.entries);
  // A listing found by an earlier call of this page view is kept, and not asked for again.
  const known = $wishlistUnavailable.get();
  $wishlistUnavailable.set(new Map(result.unavailable.map((id) => [id, known.get(id) ?? null])));
  const ask = result.entries.filter((entry) => result.unavailable.includes(entry.id) && !known.get(entry.id));
  await Promise.all(ask.map((entry) => findFormerListing(entry, fetcher)));
  return complete;
}

/** Asks a gone product's page where it leads now, and keeps the answer beside its id. */
async function findFormerListing(entry: WishlistEntry, fetcher: typeof fetch): Promise<void> {
  let listing: string | null;
  try {
    const answer = await fetcher(paths.product(entry.slug), { method: "HEAD" });
    listing = formerListing(answer, location.origin);
  } catch {
    // Offline, or the address answers nothing: the entry is shown without the link.
    return;
  }
  const unavailable = $wishlistUnavailable.get();
  if (listing === null || !unavailable.has(entry.id)) return;
  $wishlistUnavailable.set(new Map(unavailable).set(entry.id, listing));
}

/** Forgets that the list was refreshed (tests). */
export function resetWishlistRefresh(): void {
  refreshed = null;
  $wishlistUnavailable.set(new Map());
}
