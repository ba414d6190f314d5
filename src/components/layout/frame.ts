/**
 * The page frame's one script, on every page: the header (menus, scroll), the footer's columns, the search
 * modal's opener, the cards' image check, the wishlist / quick view / size guide buttons with the header badge,
 * and the page-wide panels, loaded when first asked for. A site with a click service adds its own script
 * (service-frame.ts: the click beacon, the popular rows, the newsletter form).
 *
 * One module, not a <script> in each component: Astro makes every <script> an entry of its own, and the
 * entries split the modules they share into small chunks, each compressed on its own
 * (docs/decisions.md#the-weight-of-every-page).
 */
import "../catalog/card-images.ts";
import { enhanceSearchDialog } from "../search/search-dialog.ts";
// The wishlist, quick-view and size-guide buttons of every page, and the header badge.
import "../wishlist/controls.ts";
import { $openPanel, type PanelName } from "../../stores/panels.ts";
import { enhanceHeader } from "./header.ts";

enhanceHeader();
enhanceSearchDialog();
enhanceFooter();
enhancePanels();

/** The footer's columns fold on phones: each heading's button opens and closes its list (Footer.astro). */
function enhanceFooter(): void {
  for (const column of document.querySelectorAll<HTMLElement>("[data-footer-column]")) {
    const button = column.querySelector("button");
    button?.addEventListener("click", () =>
      button.setAttribute("aria-expanded", String(button.getAttribute("aria-expanded") !== "true")),
    );
  }
}

const REACT_PANELS: ReadonlySet<PanelName> = new Set(["wishlist", "quickview", "sizeguide"]);
const OPENERS = "[data-wishlist-add],[data-wishlist-remove],[data-quick-view],[data-size-guide]";

/**
 * The wishlist panel, the quick view and the size guide (mount-panels.tsx, React) are drawn the first time one
 * opens; their code is fetched ahead as soon as the pointer or focus reaches a control that opens one.
 */
function enhancePanels(): void {
  const loadCode = () => import("./mount-panels.tsx");
  let mounted: Promise<void> | undefined;

  const mount = () =>
    (mounted ??= loadCode()
      .then(({ mountPanels }) => {
        const root = document.querySelector<HTMLElement>("[data-panels-root]");
        if (root) mountPanels(root);
      })
      .catch((error: unknown) => {
        // The next opening tries again; the buttons' own state is kept by the store meanwhile.
        mounted = undefined;
        console.error("The panels could not be loaded", error);
      }));

  $openPanel.subscribe((name) => {
    if (name && REACT_PANELS.has(name)) void mount();
  });
  const warm = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(OPENERS)) void loadCode();
  };
  document.addEventListener("pointerover", warm, { passive: true });
  document.addEventListener("focusin", warm);
  document.addEventListener("touchstart", warm, { passive: true });
}
