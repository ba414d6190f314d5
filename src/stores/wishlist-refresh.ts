/**
 * The wishlist's check against the catalogue (stores/wishlist.ts, `refreshWishlist`): only the wishlist panel and
 * page ask for it, so it is loaded then, with the card files' reader, instead of with every page's wishlist
 * buttons (issue 11).
 */
import { atom } from "nanostores";
import { paths } from "../lib/paths.ts";
import type { WishlistEntry } from "../lib/wishlist.ts";
import { answerFromCardFile, formerListing, refreshEntries, type CatalogAnswer } from "../lib/wishlist-refresh.ts";
import { loadCardFile } from "./card-rows.ts";
import { $wishlist, $wishlistUnavailable } from "./wishlist.ts";

/**
 * Saved products no shop has in stock now (issue 29), by id: set by `refresh`, read by the saved cards
 * (WishlistItem.tsx), which say so and offer the back-in-stock alert. Here, not beside the list (./wishlist.ts, which
 * every page's wishlist buttons load): only the wishlist's own code needs it.
 */
export const $wishlistOutOfStock = atom<ReadonlySet<string>>(new Set());

/** Resolves whether every saved product's file was read. */
export async function refresh(fetcher: typeof fetch): Promise<boolean> {
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
  // A file read once is kept for the page view (card-rows.ts), so an id checked once is checked again from it.
  $wishlistOutOfStock.set(new Set(result.outOfStock));
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
