/**
 * The saved products, in the panel (rows) and on the wishlist page (a grid):
 * each one the product card (catalog/card-html.ts) with its remove button,
 * or, for a product the catalogue no longer has, the card's unavailable
 * state (its saved title and image, "Nu mai este disponibil", no link, no
 * price) and, when its page now leads to its category listing, a link there;
 * for a product no shop has in stock, a line that says so and, on a site with
 * a service, the back-in-stock alert beside the price-drop one (issue 29).
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { toCard } from "../../lib/card/card.ts";
import { escapeHtml } from "../../lib/html.ts";
import { WISHLIST_TEXT as t } from "../../lib/messages-card.ts";
import { NONE_IN_STOCK } from "../../lib/messages-alert-ask.ts";
import type { WishlistEntry } from "../../lib/wishlist.ts";
import { removeFromWishlist } from "../../stores/wishlist.ts";
import { $wishlistOutOfStock } from "../../stores/wishlist-refresh.ts";
import { alertAskHtml } from "../alerts/alert-ask-html.ts";
import { alertButtonOf, openAlert } from "../alerts/open-alert.ts";
import { cardHtml } from "../catalog/card-html.ts";

interface Props {
  entry: WishlistEntry;
  /** Whether the catalogue no longer has the product. */
  unavailable: boolean;
  /** Whether no shop has it in stock now (known after a refresh). */
  outOfStock: boolean;
  /** Where its page leads now (its category listing), when it is unavailable and that is known. */
  listing: string | null;
  layout: "row" | "card";
  /** Called after removal, so that the list can move focus. */
  onRemoved: () => void;
}

/** The line under a product no shop has in stock, as its page and its quick view have it. */
const stockHtml = `<p class="saved-stock">${escapeHtml(NONE_IN_STOCK)}</p>`;

/** The link from a gone product to the listing its page leads to: beside the card, which has no link of its own. */
const listingHtml = (href: string): string =>
  `<a class="saved-listing" href="${escapeHtml(href)}">${escapeHtml(t.similar)}</a>`;

function WishlistItem({ entry, unavailable, outOfStock, listing, layout, onRemoved }: Props) {
  const item = useRef<HTMLLIElement>(null);
  const html =
    cardHtml(toCard(entry), { layout, heading: null, actions: "remove", unavailable }) +
    (unavailable && listing ? listingHtml(listing) : "") +
    (!unavailable && outOfStock ? stockHtml : "") +
    // The reason a shopper saved it: to hear when it is cheaper, or back in stock (issue 29).
    (unavailable ? "" : alertAskHtml(entry.id, entry.title, "saved-alert", !outOfStock));

  // The card is markup, not React elements: its remove button is heard on the item.
  useEffect(() => {
    const element = item.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const alert = alertButtonOf(event);
      if (alert) return openAlert(alert);
      if (!(event.target instanceof Element) || !event.target.closest("[data-wishlist-remove]")) return;
      removeFromWishlist(entry.id);
      onRemoved();
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [entry.id, onRemoved]);

  return <li ref={item} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The saved products, as the panel's rows or the page's grid of cards. After
 * a removal, focus goes to the next item's remove button, else the previous
 * one's, else to what `fallback` finds once the list has re-rendered (the
 * heading, or the empty state's link when nothing is left).
 */
export function WishlistItems({
  entries,
  unavailable,
  layout,
  className,
  fallback,
}: {
  entries: readonly WishlistEntry[];
  /** The saved products the catalogue no longer has, by id, with the listing their page leads to, if known. */
  unavailable: ReadonlyMap<string, string | null>;
  layout: "row" | "card";
  className: string;
  fallback: () => HTMLElement | null;
}) {
  const list = useRef<HTMLUListElement>(null);
  const outOfStock = useStore($wishlistOutOfStock);
  return (
    <ul className={className} role="list" ref={list}>
      {entries.map((entry, index) => (
        <WishlistItem
          key={entry.id}
          entry={entry}
          unavailable={unavailable.has(entry.id)}
          outOfStock={outOfStock.has(entry.id)}
          listing={unavailable.get(entry.id) ?? null}
          layout={layout}
          onRemoved={() =>
            requestAnimationFrame(() => {
              const buttons = [...(list.current?.querySelectorAll<HTMLElement>("[data-wishlist-remove]") ?? [])];
              (buttons[index] ?? buttons[index - 1] ?? fallback())?.focus();
            })
          }
        />
      ))}
    </ul>
  );
}
