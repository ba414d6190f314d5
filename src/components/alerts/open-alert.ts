/**
 * Opens the alert dialog for an alert button (issue 29), loading its code on the first click: the product page's
 * buttons (AlertButtons.astro's script), the quick view's (AlertAsk.tsx) and the saved products' (WishlistItem.tsx)
 * call it, so that no page carries the dialog's code, nor a listener, until it draws such a button.
 */

/** Opens the dialog for `button` (data-alert, data-alert-product, data-alert-title) on a site with a service. */
export function openAlert(button: HTMLElement): void {
  const apiUrl = document.documentElement.dataset["clickApi"];
  if (apiUrl) void import("./alert-dialog.ts").then((dialog) => dialog.openAlertDialog(button, apiUrl));
}

/** The alert button a click inside `event` reached, if any. */
export const alertButtonOf = (event: Event): HTMLElement | null =>
  (event.target as Element | null)?.closest?.<HTMLElement>("[data-alert]") ?? null;
