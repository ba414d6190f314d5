/**
 * The plain-script side of the wishlist, quick view and size guide, on every
 * page: one click listener on the document for every card and product page
 * button (so cards drawn later by a listing island work too), the header
 * badge, and the "Adaugă / Adăugat la favorite" state of the buttons. The
 * panels themselves are React islands that follow the same stores.
 *
 * Markup contract (src/components/catalog/ProductCard.astro):
 * - `<button data-wishlist-add data-wishlist-entry='{"id",...}'>`: saves the
 *   product (the JSON of src/lib/wishlist.ts `toWishlistEntry`), or opens the
 *   panel when it is saved already. An icon button's aria-label follows the
 *   state; a `[data-wishlist-label]` inside takes the text instead.
 * - `<button data-quick-view="slug" data-href="/detalii-produs/slug/">`: quick view.
 * - `<a href="/about-us/#ghid-marimi" data-size-guide>`: the size guide modal.
 * - `[data-wishlist-count]`: the badge; hidden at zero.
 */
import { WISHLIST_TEXT as t } from "../../lib/messages.ts";
import { isWishlistEntry, type WishlistEntry } from "../../lib/wishlist.ts";
import { openPanel } from "../../stores/panels.ts";
import { openQuickView } from "../../stores/quick-view.ts";
import { $wishlist, $wishlistCount, addToWishlist, isInWishlist } from "../../stores/wishlist.ts";

function entryOf(button: HTMLElement): WishlistEntry | null {
  try {
    const value: unknown = JSON.parse(button.dataset["wishlistEntry"] ?? "");
    return isWishlistEntry(value) ? value : null;
  } catch {
    return null;
  }
}

function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const control = event.target.closest<HTMLElement>("[data-wishlist-add], [data-quick-view], [data-size-guide]");
  if (!control) return;
  if (control.hasAttribute("data-wishlist-add")) {
    event.preventDefault();
    const entry = entryOf(control);
    if (!entry) return console.warn("Butonul de favorite nu are un produs valid.", control);
    if (isInWishlist(entry.id)) openPanel("wishlist", control);
    else addToWishlist(entry, control);
  } else if (control.dataset["quickView"]) {
    event.preventDefault();
    void openQuickView(control.dataset["quickView"], control.dataset["href"] ?? "/", control);
  } else if (control.hasAttribute("data-size-guide")) {
    event.preventDefault();
    openPanel("sizeguide", control);
  }
}

/** Brings every wishlist button on the page in line with the list. */
function syncButtons(): void {
  for (const button of document.querySelectorAll<HTMLElement>("[data-wishlist-add]")) {
    const entry = entryOf(button);
    if (!entry) continue;
    const saved = isInWishlist(entry.id);
    // `data-synced` is set empty: its presence, not its value, says the button was brought in line once.
    if (button.hasAttribute("data-added") === saved && "synced" in button.dataset) continue;
    button.dataset["synced"] = "";
    button.toggleAttribute("data-added", saved);
    button.dataset["tip"] = saved ? t.added : t.add;
    const label = button.querySelector("[data-wishlist-label]");
    if (label) label.textContent = saved ? t.added : t.add;
    else button.setAttribute("aria-label", saved ? t.addedItem(entry.title) : t.addItem(entry.title));
  }
}

function showCount(count: number): void {
  for (const badge of document.querySelectorAll<HTMLElement>("[data-wishlist-count]")) {
    badge.textContent = String(count);
    badge.hidden = count === 0;
  }
}

let queued = false;
/** Buttons added later (a listing island redrawing its cards) get their state on the next frame. */
function syncSoon(): void {
  if (queued) return;
  queued = true;
  requestAnimationFrame(() => {
    queued = false;
    syncButtons();
  });
}

document.addEventListener("click", onClick);
$wishlist.subscribe(syncButtons);
$wishlistCount.subscribe(showCount);
new MutationObserver((records) => {
  if (records.some((record) => record.addedNodes.length > 0)) syncSoon();
}).observe(document.body, { childList: true, subtree: true });
