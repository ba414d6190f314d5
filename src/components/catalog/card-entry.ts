/**
 * What a card's wishlist button saves, read back from the card's own markup
 * (card-html.ts) when it is clicked, rather than written into every card as
 * JSON: the id, the title's link and text, the brand, the price and the
 * main image are all on the card already.
 */
import { readFormattedPrice } from "../../lib/money.ts";
import { isWishlistEntry, type WishlistEntry } from "../../lib/wishlist.ts";

/** The card a control belongs to. */
export const cardOf = (control: Element): Element | null => control.closest("[data-product-id]");

/** A card's product id, or null outside a card. */
export const cardId = (control: Element): string | null => cardOf(control)?.getAttribute("data-product-id") ?? null;

/** A card's product title. */
export const cardTitle = (card: Element): string => card.querySelector(".card__title")?.textContent ?? "";

/**
 * The wishlist entry of the card `control` is in, or null when the card does
 * not hold a valid one (wishlist.ts's `isWishlistEntry`).
 */
export function cardEntry(control: Element): WishlistEntry | null {
  const card = cardOf(control);
  if (!card) return null;
  const entry = {
    id: card.getAttribute("data-product-id"),
    slug: card.querySelector("[data-quick-view]")?.getAttribute("data-quick-view"),
    title: cardTitle(card),
    brand: card.querySelector(".card__brand")?.textContent ?? null,
    price: readFormattedPrice(card.querySelector(".price__now")?.textContent ?? ""),
    image: card.querySelector('img[data-card-image="main"]')?.getAttribute("src") ?? null,
  };
  return isWishlistEntry(entry) ? entry : null;
}
