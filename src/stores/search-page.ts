/**
 * The search page's state (issue "Search that understands Romanian"; spec §2
 * "Search page"): its query, filters and sort in the address, its results,
 * the counts per audience and brand. It searches the index the modal does
 * (./search.ts), and is a module of its own so that the modal's script, which
 * every page may load, does not carry it.
 */
import { atom } from "nanostores";
import type { Gender } from "../lib/gender.ts";
import { DEFAULT_SORT, type SortKey } from "../lib/listing/sort.ts";
import { SEARCH_FILTERS } from "../lib/search/document-fields.ts";
import type { FilterCounts, SearchOutcome } from "../lib/search/engine.ts";
import { NO_SEARCH, readSearchParams, searchHref, type SearchParams } from "../lib/search/params.ts";
import { markSearchStart, SEARCH_MARKS, searchEngine, type QuickSearchState } from "./search.ts";

/** Results the search page adds at a time. */
export const RESULTS_PAGE = 24;

/** Results per audience and per brand for the current query (each counted with the other filter applied). */
export interface SearchFacets {
  readonly genders: Readonly<Partial<Record<Gender, number>>>;
  readonly brands: readonly { readonly name: string; readonly count: number }[];
}

export interface SearchPageState extends QuickSearchState {
  readonly params: SearchParams;
  /** Null until counted (after the first results are painted). */
  readonly facets: SearchFacets | null;
  /** Results not shown yet remain. */
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
}

const PAGE_IDLE: SearchPageState = {
  query: "",
  status: "idle",
  total: 0,
  hits: [],
  params: NO_SEARCH,
  facets: null,
  hasMore: false,
  loadingMore: false,
};

export const $searchPage = atom<SearchPageState>(PAGE_IDLE);

let pageRun = 0;
let pageOutcome: SearchOutcome | null = null;
/** Results of `pageOutcome` already turned into cards (some may have been skipped). */
let pageTaken = 0;

const selection = (params: SearchParams, without?: "gender" | "brand") => ({
  [SEARCH_FILTERS.gender]: params.gender && without !== "gender" ? [params.gender] : [],
  [SEARCH_FILTERS.brand]: without === "brand" ? [] : params.brands,
});

/**
 * Runs the search page's query with its filters, in its sort (every result
 * ordered before the first cards are read: lib/search/sort-ranks.ts): the
 * first results first, then the counts per audience and brand (they need the
 * filters' part of the index, which the first paint does not wait for when no
 * filter is chosen).
 */
export async function loadSearchPage(params: SearchParams): Promise<void> {
  const run = ++pageRun;
  pageOutcome = null;
  pageTaken = 0;
  if (!params.query) {
    $searchPage.set({ ...PAGE_IDLE, params });
    return;
  }
  markSearchStart();
  const previous = $searchPage.get();
  // The counts of the same query stay on screen while a filter changes (they are then recounted).
  const facets = previous.params.query === params.query ? previous.facets : null;
  $searchPage.set({ ...previous, params, query: params.query, status: "loading", facets, loadingMore: false });
  const filtered = params.gender !== null || params.brands.length > 0;
  try {
    const found = await searchEngine.search(params.query, filtered ? selection(params) : {});
    // Sorted otherwise than by relevance: by the build's ranks of that sort, whose code comes only then.
    const outcome =
      params.sort === DEFAULT_SORT
        ? found
        : await (await import("../lib/search/sort-ranks.ts")).sortOutcome(found, params.sort);
    performance.mark(SEARCH_MARKS.found);
    const hits = await outcome.hits(0, RESULTS_PAGE);
    performance.mark(SEARCH_MARKS.cards);
    if (run !== pageRun) return;
    pageOutcome = outcome;
    pageTaken = Math.min(RESULTS_PAGE, outcome.total);
    $searchPage.set({
      ...$searchPage.get(),
      status: "done",
      total: outcome.total,
      hits,
      hasMore: pageTaken < outcome.total,
    });
    const facets = await countFacets(params, filtered ? outcome.counts : null);
    if (run === pageRun) $searchPage.set({ ...$searchPage.get(), facets });
  } catch (error) {
    if (run !== pageRun) return;
    console.error("Search failed", error);
    $searchPage.set({ ...$searchPage.get(), status: "failed", total: 0, hits: [], facets: null, hasMore: false });
  }
}

/**
 * Counts per audience with only the brand filter applied, and per brand with
 * only the audience: each list shows what choosing one of its values would
 * give. `counted` holds the counts of the filtered query when it ran with a
 * filter (they answer for a list whose own filter is not chosen).
 */
async function countFacets(params: SearchParams, counted: FilterCounts | null): Promise<SearchFacets> {
  const countWith = (filters: ReturnType<typeof selection>) =>
    searchEngine.search(params.query, filters).then((outcome) => outcome.counts);
  const unfiltered = counted ? null : countWith(selection(params));
  const [byGender, byBrand] = await Promise.all([
    params.gender === null ? (unfiltered ?? counted ?? {}) : countWith(selection(params, "gender")),
    params.brands.length === 0 ? (unfiltered ?? counted ?? {}) : countWith(selection(params, "brand")),
  ]);
  const brands = Object.entries(byBrand[SEARCH_FILTERS.brand] ?? {})
    .map(([name, count]) => ({ name, count }))
    .filter((brand) => brand.count > 0 || params.brands.includes(brand.name))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "ro"));
  return { genders: byGender[SEARCH_FILTERS.gender] ?? {}, brands };
}

/** Adds the next RESULTS_PAGE results to the search page. */
export async function showMoreResults(): Promise<void> {
  const outcome = pageOutcome;
  const state = $searchPage.get();
  if (!outcome || state.loadingMore || !state.hasMore) return;
  const run = pageRun;
  $searchPage.set({ ...state, loadingMore: true });
  try {
    const more = await outcome.hits(pageTaken, RESULTS_PAGE);
    if (run !== pageRun) return;
    pageTaken = Math.min(pageTaken + RESULTS_PAGE, outcome.total);
    const current = $searchPage.get();
    $searchPage.set({
      ...current,
      hits: [...current.hits, ...more],
      hasMore: pageTaken < outcome.total,
      loadingMore: false,
    });
  } catch (error) {
    if (run !== pageRun) return;
    console.error("Search failed", error);
    $searchPage.set({ ...$searchPage.get(), loadingMore: false });
  }
}

/**
 * Shows the search page for new params: a new entry in the history (so Back
 * undoes a filter), then the search. Reads nothing but its argument.
 */
export function navigateSearchPage(params: SearchParams): void {
  const href = searchHref(params);
  if (href !== `${location.pathname}${location.search}`) history.pushState(null, "", href);
  void loadSearchPage(params);
}

/**
 * Runs the search the address holds now, and again whenever Back or Forward
 * changes it. An address in another spelling of the same search (a form the
 * browser sent before the page's script ran: cedilla letters, extra spaces)
 * is first rewritten in place to the one the page writes, so the box, the
 * address and later history entries agree; so is one naming a sort the page
 * does not offer (`sorts`, lib/search/params.ts), which shows relevance.
 */
export function followSearchPageAddress(sorts?: readonly SortKey[]): () => void {
  const load = () => {
    const params = readSearchParams(location.search, sorts);
    const href = searchHref(params);
    if (params.query && href !== `${location.pathname}${location.search}`)
      history.replaceState(history.state, "", href);
    void loadSearchPage(params);
  };
  load();
  window.addEventListener("popstate", load);
  return () => window.removeEventListener("popstate", load);
}
