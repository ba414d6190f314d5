/**
 * Draws the search modal's results island under its text box (loaded by
 * search-dialog.ts the first time the dialog opens).
 */
import { createRoot } from "react-dom/client";
import { SearchModal } from "./SearchModal.tsx";

export function mountSearchModal(container: HTMLElement, input: HTMLInputElement): void {
  // The island draws the status line and the hint itself: the server's copies make way for it.
  container.replaceChildren();
  createRoot(container).render(<SearchModal input={input} />);
}
