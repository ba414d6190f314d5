/**
 * Which alerts a shopper is offered for a product (issue 29): a price drop always, and back in stock when no offer is
 * in stock. The product page (AlertButtons.astro), the quick view and the wishlist ask the same.
 */
import type { AlertKind } from "./drop.ts";

/**
 * @example alertKindsFor(true) // ["price-drop"]
 * @example alertKindsFor(false) // ["price-drop", "back-in-stock"]
 */
export const alertKindsFor = (inStock: boolean): readonly AlertKind[] =>
  inStock ? ["price-drop"] : ["price-drop", "back-in-stock"];
