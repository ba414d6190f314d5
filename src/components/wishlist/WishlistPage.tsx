/**
 * The list on /wish-list (spec §2, "wishlist page"): a grid of the saved
 * products, each removable by id. With nothing saved it shows the page's own
 * empty state (server HTML passed in as `children`), as it does before it
 * hydrates and for a browser without JavaScript.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, type ReactNode } from "react";
import { WISHLIST_TEXT as t } from "../../lib/messages-card.ts";
import { $wishlist, $wishlistUnavailable, refreshWishlist } from "../../stores/wishlist.ts";
import { useHydrated } from "../ui/PanelDialog.tsx";
import { WishlistItems } from "./WishlistItem.tsx";

interface Props {
  /** The empty state. */
  children?: ReactNode;
}

export default function WishlistPage({ children }: Props) {
  const hydrated = useHydrated();
  const entries = useStore($wishlist);
  const unavailable = useStore($wishlistUnavailable);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void refreshWishlist();
  }, []);

  // Until hydrated the saved list is unknown: the empty state stays hidden (wishlist.css) rather than flash.
  if (!hydrated) return <div data-wishlist-pending>{children}</div>;
  if (entries.length === 0) return <div ref={root}>{children}</div>;
  return (
    <div ref={root}>
      <section aria-labelledby="produse-salvate">
        <h2 id="produse-salvate" className="saved-heading" tabIndex={-1}>
          {t.pageHeading} <span className="saved-count">({t.saved(entries.length)})</span>
        </h2>
        <WishlistItems
          entries={entries}
          unavailable={unavailable}
          layout="card"
          className="grid saved-grid"
          fallback={() => root.current?.querySelector("h2, a[href]") ?? null}
        />
      </section>
    </div>
  );
}
