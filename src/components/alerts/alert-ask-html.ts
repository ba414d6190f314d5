/**
 * The alert buttons as markup, for the wishlist's cards, which are markup too (WishlistItem.tsx); the same buttons
 * as AlertAsk.tsx draws, and only on a site with a click service (Base.astro's data-click-api).
 */
import { alertKindsFor } from "../../lib/alerts/ask.ts";
import { escapeHtml } from "../../lib/html.ts";
import { ALERT_ASK } from "../../lib/messages-alert-ask.ts";

export const hasAlertService = (): boolean =>
  typeof document !== "undefined" && Boolean(document.documentElement.dataset["clickApi"]);

/** The buttons of one product, in a paragraph of `className`; "" without a service. */
export function alertAskHtml(id: string, title: string, className: string, inStock = true): string {
  if (!hasAlertService()) return "";
  const buttons = alertKindsFor(inStock).map(
    (kind) =>
      `<button type="button" class="alert-ask__button" data-alert="${kind}" data-alert-product="${escapeHtml(id)}"` +
      ` data-alert-title="${escapeHtml(title)}" aria-haspopup="dialog">${escapeHtml(ALERT_ASK[kind])}</button>`,
  );
  return `<p class="${className}">${buttons.join("")}</p>`;
}
