/**
 * The search page's island (issue "Search that understands Romanian"; spec §2
 * "Search page"): the query, the filters and the sort live in the address, the
 * results grid says how many were found, audience and brand narrow them, issue
 * 29's sorts order them, and when nothing matches the page's own suggestions
 * (the `children`, rendered by Astro: newest products and the catalogue's
 * entrances) are shown instead.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from "react";
import { GENDERS, type Gender } from "../../lib/gender.ts";
import type { SortKey } from "../../lib/listing/sort.ts";
import { GENDER_LABELS } from "../../lib/messages-gender.ts";
import { OFFERS_TEXT } from "../../lib/messages-product.ts";
import { SEARCH_TEXT as t } from "../../lib/messages-search.ts";
import { paths } from "../../lib/paths.ts";
import type { SearchHit } from "../../lib/search/hits.ts";
import { MAX_QUERY_LENGTH, normaliseQuery } from "../../lib/search/query.ts";
import { SORT_TEXT } from "../../lib/messages-sort.ts";
import { markResultsPainted } from "../../stores/search.ts";
import {
  $searchPage,
  followSearchPageAddress,
  navigateSearchPage,
  showMoreResults,
  type SearchFacets,
  type SearchPageState,
} from "../../stores/search-page.ts";
import { toCard } from "../../lib/card/card.ts";
import { cardHtml } from "../catalog/card-html.ts";
import { SortSelect } from "../listing/SortSelect.tsx";
import "../catalog/card.css";
import "./search-page.css";

interface Props {
  /** The sorts this build offers the search page (lib/search/params.ts, `searchSorts`): relevance first. */
  sorts: readonly SortKey[];
  /** What the page shows when there is no query, or nothing matches. */
  children?: ReactNode;
}

const INPUT_ID = "cautare-pagina";
/** The filters start open where there is room for them beside the results. */
const WIDE = "(min-width: 1024px)";

/** A new order for the results: the query and filters the page shows now, sorted by `sort`. */
const sortResults = (sort: SortKey) => navigateSearchPage({ ...$searchPage.get().params, sort });

export function SearchResults({ sorts, children }: Props) {
  const state = useStore($searchPage);
  // The box is the browser's own (uncontrolled): what a shopper typed before this code arrived stays in it.
  const box = useRef<HTMLInputElement>(null);
  const boxQuery = useRef("");

  useEffect(() => {
    const stop = followSearchPageAddress(sorts);
    // The address has been read: what was hidden while it was not can show.
    document.documentElement.removeAttribute("data-search-pending");
    return stop;
  }, []);
  useEffect(() => {
    // The box shows the query the address holds once that changes, and is left alone until then.
    if (!box.current || state.params.query === boxQuery.current) return;
    box.current.value = boxQuery.current = state.params.query;
  }, [state.params.query]);
  useEffect(() => {
    if (state.status === "done") markResultsPainted();
  }, [state.status, state.hits]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = normaliseQuery(box.current?.value ?? "");
    if (!query) return;
    // A new query keeps the audience and the sort; the brands were those of the last results.
    navigateSearchPage({ query, gender: state.params.gender, brands: [], sort: state.params.sort });
  };
  const nothing = state.status === "done" && state.total === 0;
  const showFallback = state.status === "idle" || state.status === "failed" || nothing;
  // The filters stay while a change of filter loads, so that the control just used keeps its place and focus.
  const showFilters = state.status !== "failed" && state.facets !== null && (state.total > 0 || isFiltered(state));

  return (
    <div className="search-page">
      <form className="search-page__form" role="search" action={paths.search()} method="get" onSubmit={submit}>
        <label htmlFor={INPUT_ID}>{t.label}</label>
        <input
          id={INPUT_ID}
          className="search-page__input"
          name="q"
          type="search"
          placeholder={t.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_QUERY_LENGTH}
          required
          ref={box}
        />
        <button type="submit" className="button">
          {t.submit}
        </button>
      </form>
      <p className="search-page__status" role="status">
        <Status state={state} />
      </p>
      {nothing && <p className="search-page__help">{t.noneFoundHelp}</p>}
      {(state.hits.length > 0 || showFilters) && (
        <div className={showFilters ? "search-page__layout" : "search-page__layout search-page__layout--bare"}>
          {showFilters && state.facets && <Filters state={state} facets={state.facets} />}
          <div>
            {state.hits.length > 0 && sorts.length > 1 && (
              <div className="search-page__toolbar">
                <SortSelect
                  sort={state.params.sort}
                  sorts={sorts}
                  disabled={false}
                  onSort={sortResults}
                  implicit={SORT_TEXT.relevance}
                />
              </div>
            )}
            {state.hits.length > 0 && (
              <ul className="search-grid" role="list" aria-busy={state.status === "loading"}>
                {state.hits.map((hit, index) => (
                  <HitCard key={hit.url} hit={hit} eager={index < 4} />
                ))}
              </ul>
            )}
            {state.status === "done" && state.hits.length > 0 && (
              <div className="search-page__more">
                <p>{t.shown(state.hits.length, state.total)}</p>
                {state.hasMore && (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => void showMoreResults()}
                    disabled={state.loadingMore}
                  >
                    {state.loadingMore ? t.loading : t.showMore}
                  </button>
                )}
              </div>
            )}
          </div>
        </div>
      )}
      {showFallback && <div className="search-page__fallback">{children}</div>}
    </div>
  );
}

/**
 * One result of the grid: the product card (catalog/card-html.ts, which escapes what the index holds), one link,
 * and under it the shop or shops that sell a product of the feeds (issue 28). The first cards load their images at
 * once.
 */
function HitCard({ hit, eager }: { hit: SearchHit; eager: boolean }) {
  const html = cardHtml(toCard(hit), { heading: null, eager, actions: "none" });
  return (
    <li>
      <div dangerouslySetInnerHTML={{ __html: html }} />
      {hit.shops && <p className="card__shops">{OFFERS_TEXT.shops(hit.shops.length, hit.shops.join(", "))}</p>}
    </li>
  );
}

function Status({ state }: { state: SearchPageState }) {
  switch (state.status) {
    case "idle":
      return t.enterQuery;
    case "loading":
      return t.loading;
    case "failed":
      return t.failed;
    case "done":
      return state.total === 0 ? t.noneFound(state.query) : t.found(state.total, state.query);
  }
}

const isFiltered = (state: SearchPageState) => state.params.gender !== null || state.params.brands.length > 0;

function Filters({ state, facets }: { state: SearchPageState; facets: SearchFacets }) {
  const { params } = state;
  const [open] = useState(() => window.matchMedia(WIDE).matches);
  const setGender = (gender: Gender | null) => navigateSearchPage({ ...params, gender });
  const toggleBrand = (brand: string, on: boolean) =>
    navigateSearchPage({
      ...params,
      brands: on ? [...params.brands, brand] : params.brands.filter((name) => name !== brand),
    });
  const genders = GENDERS.filter((gender) => (facets.genders[gender] ?? 0) > 0 || params.gender === gender);
  return (
    <details className="search-filters-box" open={open}>
      <summary className="search-filters-box__summary">{t.filters}</summary>
      <div className="search-filters">
        {genders.length > 0 && (
          <fieldset>
            <legend>{t.gender}</legend>
            <label>
              <input type="radio" name="gen" checked={params.gender === null} onChange={() => setGender(null)} />
              {t.allGenders}
            </label>
            {genders.map((gender) => (
              <label key={gender}>
                <input
                  type="radio"
                  name="gen"
                  value={gender}
                  checked={params.gender === gender}
                  onChange={() => setGender(gender)}
                />
                {GENDER_LABELS[gender]}
                <span className="search-filters__count">{facets.genders[gender] ?? 0}</span>
              </label>
            ))}
          </fieldset>
        )}
        {facets.brands.length > 0 && (
          <fieldset>
            <legend>{t.brand}</legend>
            {facets.brands.map((brand) => (
              <label key={brand.name}>
                <input
                  type="checkbox"
                  name="brand"
                  value={brand.name}
                  checked={params.brands.includes(brand.name)}
                  onChange={(event) => toggleBrand(brand.name, event.currentTarget.checked)}
                />
                {brand.name}
                <span className="search-filters__count">{brand.count}</span>
              </label>
            ))}
          </fieldset>
        )}
        {isFiltered(state) && (
          <button
            type="button"
            className="search-filters__clear"
            onClick={() => navigateSearchPage({ ...params, gender: null, brands: [] })}
          >
            {t.clearFilters}
          </button>
        )}
      </div>
    </details>
  );
}
