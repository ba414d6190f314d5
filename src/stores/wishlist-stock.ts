/**
 * Saved products no shop has in stock now (issue 29), by id: the wishlist's check against the catalogue sets it
 * (./wishlist-refresh.ts), the saved cards say so and offer the back-in-stock alert (WishlistItem.tsx). Apart from
 * ./wishlist.ts, which every page's wishlist buttons load: only the wishlist's own code needs it.
 */
import { atom } from "nanostores";

export const $wishlistOutOfStock = atom<ReadonlySet<string>>(new Set());
