/** One saved product, in the panel (a row) or on the wishlist page (a card): image, brand, title, price, remove. */
import { WISHLIST_TEXT as t } from "../../lib/messages.ts";
import { formatPrice } from "../../lib/money.ts";
import { paths } from "../../lib/paths.ts";
import type { WishlistEntry } from "../../lib/wishlist.ts";
import { removeFromWishlist } from "../../stores/wishlist.ts";

interface Props {
  entry: WishlistEntry;
  unavailable: boolean;
  layout: "row" | "card";
  /** Called after removal, with the entry's id, so that the list can move focus. */
  onRemoved?: (id: string) => void;
}

export function WishlistItem({ entry, unavailable, layout, onRemoved }: Props) {
  const href = paths.product(entry.slug);
  const remove = () => {
    removeFromWishlist(entry.id);
    onRemoved?.(entry.id);
  };
  return (
    <li className={`saved saved--${layout}${unavailable ? " saved--gone" : ""}`} data-wishlist-item={entry.id}>
      <div className="saved__media">
        {entry.image ? <img src={entry.image} alt="" width="600" height="800" loading="lazy" decoding="async" /> : null}
      </div>
      <div className="saved__body">
        {entry.brand && <p className="saved__brand">{entry.brand}</p>}
        <p className="saved__title">{unavailable ? entry.title : <a href={href}>{entry.title}</a>}</p>
        {unavailable ? (
          <p className="saved__gone">{t.unavailable}</p>
        ) : (
          <p className="saved__price">{formatPrice(entry.price)}</p>
        )}
        <button type="button" className="saved__remove" onClick={remove} aria-label={t.removeItem(entry.title)}>
          {t.remove}
        </button>
      </div>
    </li>
  );
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
    const buttons = root ? [...root.querySelectorAll<HTMLButtonElement>(".saved__remove")] : [];
    (buttons[removedIndex] ?? buttons[removedIndex - 1] ?? fallback())?.focus();
  });
}
