/**
 * The plain-script side of the wishlist, quick view and size guide, on every
 * page: one click listener on the document for every card and product page
 * button (so cards drawn later by a listing island work too), the header
 * badge, and the "Adaugă / Adăugat la favorite" state of the buttons. The
 * panels themselves are React islands that follow the same stores.
 *
 * Markup contract:
 * - `<button data-wishlist-add>` in a product card (catalog/card-html.ts):
 *   saves the card's product, read from the card's markup (catalog/card-entry.ts),
 *   or opens the panel when it is saved already. The product page's button
 *   carries its entry as JSON instead (`data-wishlist-entry`, wishlist.ts's
 *   `toWishlistEntry`). An icon button's aria-label follows the state; a
 *   `[data-wishlist-label]` inside takes the text instead.
 * - `<button data-quick-view="slug">` in a card: the quick view; the card's
 *   title link is the page it falls back to.
 * - `<a href="/about-us/#ghid-marimi" data-size-guide>`: the size guide modal.
 * - `[data-wishlist-count]`: the badge; hidden at zero.
 */
import { WISHLIST_TEXT as t } from "../../lib/messages-card.ts";
import { isWishlistEntry, type WishlistEntry } from "../../lib/wishlist.ts";
import { openPanel } from "../../stores/panels.ts";
import { $wishlist, $wishlistCount, addToWishlist, isInWishlist } from "../../stores/wishlist.ts";
import { cardEntry, cardId, cardOf, cardTitle } from "../catalog/card-entry.ts";

/** The entry a product page's button carries, as JSON. */
function ownEntry(button: HTMLElement): WishlistEntry | null {
  try {
    const value: unknown = JSON.parse(button.dataset["wishlistEntry"] ?? "");
    return isWishlistEntry(value) ? value : null;
  } catch {
    return null;
  }
}

const entryOf = (button: HTMLElement): WishlistEntry | null =>
  "wishlistEntry" in button.dataset ? ownEntry(button) : cardEntry(button);

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
    const slug = control.dataset["quickView"];
    const href = cardOf(control)?.querySelector(".card__title a")?.getAttribute("href") ?? "/";
    // The quick view's store comes with its panel's code (fetched ahead when the pointer or focus reaches the
    // button, frame.ts), not with every page's buttons.
    import("../../stores/quick-view.ts")
      .then(({ openQuickView }) => openQuickView(slug, href, control))
      .catch((error: unknown) => {
        // Offline: the product's own page instead, as without script.
        console.error("The quick view could not be loaded", error);
        location.assign(href);
      });
  } else if (control.hasAttribute("data-size-guide")) {
    event.preventDefault();
    openPanel("sizeguide", control);
  }
}

/** Brings every wishlist button on the page in line with the list. */
function syncButtons(): void {
  for (const button of document.querySelectorAll<HTMLElement>("[data-wishlist-add]")) {
    // Only the id, for the many buttons already in line: the rest of the entry is read when it is needed.
    const id = "wishlistEntry" in button.dataset ? ownEntry(button)?.id : cardId(button);
    if (!id) continue;
    const saved = isInWishlist(id);
    // `data-synced` is set empty: its presence, not its value, says the button was brought in line once.
    if (button.hasAttribute("data-added") === saved && "synced" in button.dataset) continue;
    button.dataset["synced"] = "";
    button.toggleAttribute("data-added", saved);
    const label = button.querySelector("[data-wishlist-label]");
    if (label) label.textContent = saved ? t.added : t.add;
    else {
      const card = cardOf(button);
      const title = card ? cardTitle(card) : (ownEntry(button)?.title ?? "");
      button.setAttribute("aria-label", saved ? t.addedItem(title) : t.addItem(title));
    }
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
