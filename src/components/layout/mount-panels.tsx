/**
 * Draws the wishlist panel, the quick view and the size guide. Loaded by
 * GlobalIslands.astro the first time one of them is asked for, so that no
 * page pays for React before a shopper opens a panel.
 */
import { createRoot } from "react-dom/client";
import QuickView from "../product/QuickView.tsx";
import SizeGuide from "../product/SizeGuide.tsx";
import WishlistPanel from "../wishlist/WishlistPanel.tsx";

export function mountPanels(container: HTMLElement): void {
  createRoot(container).render(
    <>
      <WishlistPanel />
      <QuickView />
      <SizeGuide />
    </>,
  );
}
