/**
 * One panel or modal open at a time (spec §2: "Open modals and side panels
 * close on every route change"; §4: adding to the wishlist "closes any open
 * modal or offcanvas"). Every side panel and modal of the site (the
 * wishlist, the quick view, the size guide, the search modal, the listing's
 * filters panel and the mobile menu) is a dialog wired to `$openPanel` by
 * src/components/ui/dialog.ts and shows itself when its name is there; opening
 * one closes whichever was open.
 */
import { atom } from "nanostores";

export type PanelName = "wishlist" | "quickview" | "sizeguide" | "search" | "filters" | "menu";

/** The open panel, or null when none is. */
export const $openPanel = atom<PanelName | null>(null);

/** The control outside any panel that opened the current one: focus goes back to it on close. */
let opener: HTMLElement | null = null;

/**
 * Opens `name` and closes any other panel. `from` is the control that opened
 * it (the focused element by default). A control inside a panel (the size
 * guide link of the quick view; panels carry `data-panel`) does not replace
 * the opener: that panel is closing, so focus returns to what opened the
 * first one.
 */
export function openPanel(name: PanelName, from: Element | null = activeElement()): void {
  if (isControl(from) && !from.closest("[data-panel]")) opener = from;
  $openPanel.set(name);
}

/** Closes `name` if it is the open panel, or whatever is open when no name is given. */
export function closePanel(name?: PanelName): void {
  if (name !== undefined && $openPanel.get() !== name) return;
  $openPanel.set(null);
}

/**
 * Moves focus back to the control that opened the panels (a closed panel
 * calls it), when that control is still on the page and nothing else took
 * focus. Returns whether it did.
 */
export function returnFocus(): boolean {
  // Another panel took over: the opener waits for that one to close.
  if ($openPanel.get() !== null) return false;
  const target = opener;
  opener = null;
  if (!target?.isConnected) return false;
  target.focus({ preventScroll: true });
  return true;
}

function isControl(element: Element | null): element is HTMLElement {
  return typeof HTMLElement !== "undefined" && element instanceof HTMLElement;
}

function activeElement(): Element | null {
  return typeof document === "undefined" ? null : document.activeElement;
}

// Leaving the page closes everything, so that a page restored from the back-forward cache shows no stale panel.
if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => $openPanel.set(null));
}
