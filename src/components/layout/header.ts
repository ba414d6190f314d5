/**
 * Header behaviour in plain script (spec §2 and §9): hide on scroll down past
 * 250 px and show on scroll up, sticky style past 50 px, background past
 * 100 px; mega menus that open on click and close on Escape or an outside
 * click; the menus' counts and the mobile side menu (its product and collection
 * links copied from the mega menus), by mobile-menu.ts, fetched when the
 * header is first reached;
 * the scroll-to-top button past 500 px.
 */
import { SCROLL } from "../../lib/scroll.ts";
import { $openPanel, openPanel } from "../../stores/panels.ts";
import { followPanel } from "../ui/dialog.ts";

export function enhanceHeader(): void {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (!header) return;
  followScroll(header);
  enhanceMegaMenus(header);
  enhanceMobileMenu(header);
}

function followScroll(header: HTMLElement): void {
  const toTop = document.querySelector<HTMLElement>("[data-scroll-top]");
  // NaN until the first update: `y > NaN` is false, so the first scroll (or a restored position) never hides the header.
  let lastY = Number.NaN;
  let queued = false;
  const update = () => {
    queued = false;
    const y = window.scrollY;
    header.toggleAttribute("data-sticky", y > SCROLL.stickyAfter);
    header.toggleAttribute("data-filled", y > SCROLL.backgroundAfter);
    const menuOpen = header.querySelector('[aria-expanded="true"]') !== null;
    header.toggleAttribute("data-hidden", y > SCROLL.hideAfter && y > lastY && !menuOpen);
    toTop?.toggleAttribute("hidden", y <= SCROLL.scrollTopAfter);
    lastY = y;
  };
  window.addEventListener(
    "scroll",
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  toTop?.addEventListener("click", () => window.scrollTo({ top: 0, behavior: "smooth" }));
  // No update at load: the markup's initial state is the one for the top of the page, and reading scrollY now
  // would force the page's first layout inside this script (Lighthouse, "Forced reflow"). A page the browser
  // restores half-way down gets a scroll event, and its update, anyway.
}

function enhanceMegaMenus(header: HTMLElement): void {
  const items = [...header.querySelectorAll<HTMLElement>("[data-mega]")];
  const close = (item: HTMLElement) => {
    item.querySelector("button")?.setAttribute("aria-expanded", "false");
  };
  for (const item of items) {
    const button = item.querySelector("button");
    button?.addEventListener("click", () => {
      const open = button.getAttribute("aria-expanded") !== "true";
      items.forEach(close);
      item.removeAttribute("data-closed");
      button.setAttribute("aria-expanded", String(open));
      if (!open) item.setAttribute("data-closed", "");
    });
    // A menu closed by Escape or a click stays closed until the pointer or focus leaves it.
    item.addEventListener("mouseleave", () => item.removeAttribute("data-closed"));
    item.addEventListener("focusout", (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) {
        close(item);
        item.removeAttribute("data-closed");
      }
    });
  }
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = items.find(
      (item) => item.matches(":hover, :focus-within") || item.querySelector('[aria-expanded="true"]'),
    );
    if (!open) return;
    close(open);
    open.setAttribute("data-closed", "");
    open.querySelector("button")?.focus();
  });
  document.addEventListener("click", (event) => {
    for (const item of items) if (!item.contains(event.target as Node)) close(item);
  });
}

function enhanceMobileMenu(header: HTMLElement): void {
  const dialog = document.querySelector<HTMLDialogElement>("#meniu-mobil");
  const opener = document.querySelector<HTMLButtonElement>("[data-open-mobile-menu]");
  if (!dialog || !opener) return;
  // One of the site's dialogs: closing it, by any way, gives focus back to the burger.
  followPanel(dialog, "menu");
  // The menus' counts (issue 25: not in the page) and the mobile menu's Produse and Colecții sections, drawn from
  // the mega menus (mobile-menu.ts), come with code fetched when the header (the burger, a mega menu) is first
  // pointed at, touched or focused, not with every page: by the time a shopper opens a menu they are there.
  let drawn: Promise<void> | undefined;
  const draw = () => {
    drawn ??= import("./mobile-menu.ts")
      .then(({ drawMenus }) => drawMenus(dialog))
      .catch((error: unknown) => {
        drawn = undefined;
        console.error("The menu's sections could not be drawn", error);
      });
  };
  for (const sign of ["pointerover", "touchstart", "focusin"]) header.addEventListener(sign, draw, { passive: true });
  opener.addEventListener("click", () => {
    draw();
    openPanel("menu", opener);
  });
  $openPanel.subscribe((name) => opener.setAttribute("aria-expanded", String(name === "menu")));
}
