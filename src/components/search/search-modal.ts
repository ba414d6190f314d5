/**
 * What the search modal finds (spec §2 "Search modal", §4; issue "Search that
 * understands Romanian"): a status line read out by screen readers, the first
 * results as small cards with their price, and "Vezi toate rezultatele". The
 * text box and the dialog are plain HTML in SearchDialog.astro (Enter submits
 * its GET form to the search page); this module is loaded by search-dialog.ts
 * the first time the dialog opens, and follows what is typed in the box.
 *
 * Plain DOM, no framework: opening search costs this file and the index, not
 * a UI library. The state is the store's (src/stores/search.ts).
 */
import { SEARCH_TEXT as t } from "../../lib/messages-search.ts";
import { searchHref } from "../../lib/search/params.ts";
import {
  $quickSearch,
  markResultsPainted,
  typeQuickSearch,
  warmUpSearch,
  type QuickSearchState,
} from "../../stores/search.ts";
import { toCard } from "../../lib/card/card.ts";
import { cardHtml } from "../catalog/card-html.ts";

/**
 * What the status line says.
 * @example statusText({ query: "rochie", status: "done", total: 0, hits: [] }) // "Niciun rezultat."
 */
export function statusText(state: QuickSearchState): string {
  switch (state.status) {
    case "loading":
      return t.loading;
    case "failed":
      return t.failed;
    case "done":
      return state.total === 0 ? t.empty : t.results(state.total);
    case "idle":
      return "";
  }
}

/** The results' cards are shown while they are the answer, or the last answer while the next one loads. */
export const showsHits = (state: QuickSearchState): boolean =>
  state.hits.length > 0 && (state.status === "done" || state.status === "loading");

/** The list of result rows, as HTML: product cards in a row, each one link (the card writer escapes what it shows). */
export const hitRowsHtml = (state: QuickSearchState): string =>
  state.hits
    .map((hit) => `<li>${cardHtml(toCard(hit), { layout: "row", heading: null, actions: "none" })}</li>`)
    .join("");

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}

/**
 * Draws the results under the dialog's text box `input` in `container` (the
 * server's status line and hint are kept: a live region must stay the same
 * element to be read out), and follows the text box from now on.
 * Returns a function that stops following it.
 */
export function mountSearchModal(container: HTMLElement, input: HTMLInputElement): () => void {
  const status = container.querySelector<HTMLElement>("[role=status]") ?? element("p", "search-modal__status");
  status.setAttribute("role", "status");
  const hint = container.querySelector<HTMLElement>(".search-modal__hint") ?? element("p", "search-modal__hint");
  hint.textContent = t.hint;
  const list = element("ul", "search-modal__hits");
  list.setAttribute("role", "list");
  list.setAttribute("aria-label", t.resultsLabel);
  const all = element("a", "button search-modal__all");
  all.textContent = t.seeAll;
  container.replaceChildren(status);

  let drawnHits: QuickSearchState["hits"] | null = null;
  const draw = (state: QuickSearchState) => {
    const text = statusText(state);
    // Setting the same words again could make a screen reader repeat them.
    if (status.textContent !== text) status.textContent = text;
    if (state.status === "idle") status.after(hint);
    else hint.remove();
    if (showsHits(state)) {
      list.setAttribute("aria-busy", String(state.status === "loading"));
      if (state.hits !== drawnHits) {
        list.innerHTML = hitRowsHtml(state);
        drawnHits = state.hits;
      }
      all.href = searchHref({ query: state.query });
      if (!all.isConnected) container.append(list, all);
    } else if (list.isConnected) {
      list.remove();
      all.remove();
      list.replaceChildren();
      drawnHits = null;
    }
    // The DOM holds the results now: the next painted frame ends the search's measure.
    if (state.status === "done") markResultsPainted();
  };

  warmUpSearch();
  const stopDrawing = $quickSearch.subscribe(draw);
  const follow = () => typeQuickSearch(input.value);
  input.addEventListener("input", follow);
  // Words typed while this module was loading are searched too.
  if (input.value.trim()) follow();
  return () => {
    stopDrawing();
    input.removeEventListener("input", follow);
  };
}
