/**
 * The one dialog mechanism of the site: the wishlist panel, the quick view,
 * the size guide, the search modal, the listing's filters panel and the mobile
 * menu are each a native <dialog> shown with showModal(), so the browser moves focus in, keeps
 * it there and makes the page behind inert. Which one is open is `$openPanel`
 * (src/stores/panels.ts): opening one closes the others (spec §4).
 *
 * Every way of closing a dialog (Escape, a `[data-dialog-close]` button, a
 * press on the backdrop, another panel opening) ends in its `close` event,
 * where the store lets go of it and focus goes back to the control that opened
 * it. The frame, and the lock on the page's scroll while one is open, are
 * dialog.css.
 *
 * Framework-free on purpose: the plain-DOM search modal and mobile menu use
 * it without React, and the React panels (PanelDialog.tsx) call the same
 * functions.
 */
import { $openPanel, closePanel, returnFocus, type PanelName } from "../../stores/panels.ts";

/** Shows `dialog` as a modal, or closes it, to match `open`. */
export function syncDialog(dialog: HTMLDialogElement, open: boolean): void {
  if (open && !dialog.open && dialog.isConnected) dialog.showModal();
  else if (!open && dialog.open) dialog.close();
}

/**
 * Makes `dialog` the panel `name` of `$openPanel`: its closing clears the
 * store and returns focus to the opener. It does not open the dialog: the
 * caller shows it when it has drawn its content (`syncDialog`), or lets
 * `followPanel` do it. Returns the function that undoes it.
 */
export function wireDialog(dialog: HTMLDialogElement, name: PanelName): () => void {
  dialog.dataset["panel"] = name;
  // Only a press that starts and ends on the backdrop closes: text selected by dragging out of the box does not.
  let pressedBackdrop = false;

  const onClose = () => {
    closePanel(name);
    returnFocus();
  };
  // Escape closes at once, also from a search box with text in it (which would otherwise only clear it).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || event.isComposing || event.defaultPrevented) return;
    event.preventDefault();
    dialog.close();
  };
  const onPointerDown = (event: PointerEvent) => {
    pressedBackdrop = event.target === dialog;
  };
  const onClick = (event: MouseEvent) => {
    const onBackdrop = pressedBackdrop && event.target === dialog;
    pressedBackdrop = false;
    const closer = event.target instanceof Element && event.target.closest("[data-dialog-close]");
    if (onBackdrop || (closer && dialog.contains(closer))) dialog.close();
  };

  dialog.addEventListener("close", onClose);
  dialog.addEventListener("keydown", onKeyDown, true);
  dialog.addEventListener("pointerdown", onPointerDown);
  dialog.addEventListener("click", onClick);
  return () => {
    dialog.removeEventListener("close", onClose);
    dialog.removeEventListener("keydown", onKeyDown, true);
    dialog.removeEventListener("pointerdown", onPointerDown);
    dialog.removeEventListener("click", onClick);
  };
}

/**
 * For a dialog whose content is in the page already (plain DOM): wires it as
 * the panel `name` and shows it while `$openPanel` is `name`. `onShow` runs
 * after each opening (to move focus to a text box, load code). Returns the
 * function that undoes it.
 */
export function followPanel(dialog: HTMLDialogElement, name: PanelName, onShow?: () => void): () => void {
  const unwire = wireDialog(dialog, name);
  const unfollow = $openPanel.subscribe((current) => {
    const wasOpen = dialog.open;
    syncDialog(dialog, current === name);
    if (!wasOpen && dialog.open) onShow?.();
  });
  return () => {
    unfollow();
    unwire();
  };
}
