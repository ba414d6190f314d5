/**
 * One saved product, in the panel (a row) or on the wishlist page (a card):
 * the product card (catalog/card-html.ts) with its remove button, or, for a
 * product the catalogue no longer has, its title and "Nu mai este disponibil".
 */
import { useEffect, useRef } from "react";
import { toCard } from "../../lib/card/card.ts";
import type { WishlistEntry } from "../../lib/wishlist.ts";
import { removeFromWishlist } from "../../stores/wishlist.ts";
import { cardHtml } from "../catalog/card-html.ts";
import "../catalog/card.css";

interface Props {
  entry: WishlistEntry;
  unavailable: boolean;
  layout: "row" | "card";
  /** Called after removal, with the entry's id, so that the list can move focus. */
  onRemoved?: (id: string) => void;
}

export function WishlistItem({ entry, unavailable, layout, onRemoved }: Props) {
  const item = useRef<HTMLLIElement>(null);
  const html = cardHtml(toCard(entry), { layout, heading: null, actions: "remove", unavailable });

  // The card is markup, not React elements: its remove button is heard on the item.
  useEffect(() => {
    const element = item.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest("[data-wishlist-remove]")) return;
      removeFromWishlist(entry.id);
      onRemoved?.(entry.id);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [entry.id, onRemoved]);

  return <li ref={item} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * After a removal, focus goes to the next item's remove button, else the
 * previous one's, else to what `fallback` finds once the list has re-rendered
 * (the heading, or the empty state's link when nothing is left).
 */
export function focusAfterRemoval(
  root: HTMLElement | null,
  removedIndex: number,
  fallback: () => HTMLElement | null,
): void {
  requestAnimationFrame(() => {
    const buttons = root ? [...root.querySelectorAll<HTMLButtonElement>("[data-wishlist-remove]")] : [];
    (buttons[removedIndex] ?? buttons[removedIndex - 1] ?? fallback())?.focus();
  });
}
