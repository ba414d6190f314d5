/**
 * Opens the search modal from every `[data-open-search]` link (header icon,
 * mobile toolbar). Without script those links lead to the search page. This
 * is all the search code a page loads up front: the modal's results
 * (search-modal.ts, a few KB of plain DOM code) and the index are fetched the
 * first time it opens. Opening, closing and focus are the site's one dialog
 * mechanism (src/components/ui/dialog.ts).
 */
import { openPanel } from "../../stores/panels.ts";
import { followPanel } from "../ui/dialog.ts";

export function enhanceSearchDialog(): void {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-search-dialog]");
  const results = dialog?.querySelector<HTMLElement>("[data-search-results]");
  const input = dialog?.querySelector<HTMLInputElement>("input[type=search]");
  if (!dialog || !results || !input) return;
  let modal: Promise<void> | undefined;

  followPanel(dialog, "search", () => {
    input.focus();
    input.select();
    modal ??= import("./search-modal.ts")
      .then(({ mountSearchModal }) => void mountSearchModal(results, input))
      .catch((error: unknown) => {
        // The form still works (Enter opens the search page); the next opening tries again.
        modal = undefined;
        console.error("Search failed", error);
      });
  });

  document.addEventListener("click", (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const opener = event.target instanceof Element ? event.target.closest("[data-open-search]") : null;
    if (!opener) return;
    event.preventDefault();
    openPanel("search", opener);
  });
}
