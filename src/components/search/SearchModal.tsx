/**
 * What the search modal finds (spec §2 "Search modal", §4; issue "Search that
 * understands Romanian"): a status line read out by screen readers, the first
 * results as small cards with their price, and "Vezi toate rezultatele". The
 * text box and the dialog are plain HTML in SearchDialog.astro (Enter submits
 * its GET form to the search page); this island is drawn under them the first
 * time the dialog opens, and follows what is typed in `input`.
 */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { SEARCH_TEXT as t } from "../../lib/messages.ts";
import { searchHref } from "../../lib/search/params.ts";
import {
  $quickSearch,
  markResultsPainted,
  typeQuickSearch,
  warmUpSearch,
  type QuickSearchState,
} from "../../stores/search.ts";
import { HitCard } from "./HitCard.tsx";

interface Props {
  /** The dialog's text box. */
  input: HTMLInputElement;
}

function statusText(state: QuickSearchState): string {
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

export function SearchModal({ input }: Props) {
  const state = useStore($quickSearch);

  useEffect(() => {
    warmUpSearch();
    const follow = () => typeQuickSearch(input.value);
    input.addEventListener("input", follow);
    // Words typed while this island was loading are searched too.
    if (input.value.trim()) follow();
    return () => input.removeEventListener("input", follow);
  }, [input]);

  useEffect(() => {
    if (state.status === "done") markResultsPainted();
  }, [state]);

  const showResults = state.hits.length > 0 && (state.status === "done" || state.status === "loading");
  return (
    <>
      <p className="search-modal__status" role="status">
        {statusText(state)}
      </p>
      {state.status === "idle" && <p className="search-modal__hint">{t.hint}</p>}
      {showResults && (
        <>
          <ul
            className="search-modal__hits"
            role="list"
            aria-label={t.resultsLabel}
            aria-busy={state.status === "loading"}
          >
            {state.hits.map((hit) => (
              <li key={hit.url}>
                <HitCard hit={hit} layout="row" />
              </li>
            ))}
          </ul>
          <a className="button search-modal__all" href={searchHref({ query: state.query })}>
            {t.seeAll}
          </a>
        </>
      )}
    </>
  );
}
