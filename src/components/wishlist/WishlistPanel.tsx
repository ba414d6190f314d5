/**
 * The wishlist side panel (spec §2, "Wishlist side panel"): the saved
 * products with image, brand, title, price and a remove button; "Vezi toată
 * lista" and "Continuă cumpărăturile"; the empty text. Opening it refreshes
 * the saved entries from the catalogue once per page view.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { WISHLIST_TEXT as t } from "../../lib/messages-card.ts";
import { paths } from "../../lib/paths.ts";
import { $openPanel, closePanel } from "../../stores/panels.ts";
import { $wishlist, $wishlistUnavailable, refreshWishlist } from "../../stores/wishlist.ts";
import { PanelDialog } from "../ui/PanelDialog.tsx";
import { WishlistItems } from "./WishlistItem.tsx";

const HEADING = "favorite-titlu";

export default function WishlistPanel() {
  const open = useStore($openPanel) === "wishlist";
  useEffect(() => {
    if (open) void refreshWishlist();
  }, [open]);
  return (
    <PanelDialog name="wishlist" labelledBy={HEADING} variant="side" closeLabel={t.close}>
      {() => <WishlistPanelContent />}
    </PanelDialog>
  );
}

function WishlistPanelContent() {
  const entries = useStore($wishlist);
  const unavailable = useStore($wishlistUnavailable);
  const root = useRef<HTMLDivElement>(null);
  return (
    <div className="saved-panel" ref={root}>
      <h2 id={HEADING} className="dialog__title" tabIndex={-1}>
        {t.panelTitle}
        {entries.length > 0 && <span className="saved-count"> ({entries.length})</span>}
      </h2>
      {entries.length === 0 ? (
        <p className="saved-empty">{t.empty}</p>
      ) : (
        <WishlistItems
          entries={entries}
          unavailable={unavailable}
          layout="row"
          className="saved-list"
          fallback={() => root.current?.querySelector(`#${HEADING}`) ?? null}
        />
      )}
      <div className="saved-actions">
        {entries.length > 0 && (
          <a className="button" href={paths.wishlist()}>
            {t.viewAll}
          </a>
        )}
        <button type="button" className="button button--ghost" onClick={() => closePanel("wishlist")}>
          {t.continueShopping}
        </button>
      </div>
    </div>
  );
}
