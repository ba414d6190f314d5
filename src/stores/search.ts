/**
 * Search state (issue "Search that understands Romanian"): the modal's quick
 * search and the search page. Queries run on the static index through
 * src/lib/search/engine.ts, which is loaded the first time a shopper opens
 * the modal or the page, never before.
 *
 * Each search is timed with the User Timing marks SEARCH_MARKS, from the
 * moment it starts (after the debounce) to the moment its results are painted,
 * so the benchmark (scripts/bench-search.ts) and the browser's performance
 * panel read the same figure.
 */
import { atom } from "nanostores";
import type { Gender } from "../lib/gender.ts";
import { SEARCH_FILTERS } from "../lib/search/document-fields.ts";
import {
  createSearchEngine,
  importPagefind,
  readSearchParts,
  type FilterCounts,
  type SearchOutcome,
} from "../lib/search/engine.ts";
import type { SearchHit } from "../lib/search/hits.ts";
import { NO_SEARCH, readSearchParams, searchHref, type SearchParams } from "../lib/search/params.ts";
import { normaliseQuery, SEARCH_DEBOUNCE_MS, SEARCH_PREFETCH_MS } from "../lib/search/query.ts";

/** Results the modal shows; the rest are on the search page. */
export const QUICK_RESULTS = 6;
/** Results the search page adds at a time. */
export const RESULTS_PAGE = 24;

/** User Timing names: the search starts, the index answers, the result cards are read, the results are painted. */
export const SEARCH_MARKS = {
  start: "search:start",
  found: "search:found",
  cards: "search:cards",
  painted: "search:painted",
  measure: "search",
} as const;

export type SearchStatus = "idle" | "loading" | "done" | "failed";

export interface QuickSearchState {
  readonly query: string;
  readonly status: SearchStatus;
  readonly total: number;
  readonly hits: readonly SearchHit[];
}

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

const QUICK_IDLE: QuickSearchState = { query: "", status: "idle", total: 0, hits: [] };
const PAGE_IDLE: SearchPageState = {
  ...QUICK_IDLE,
  params: NO_SEARCH,
  facets: null,
  hasMore: false,
  loadingMore: false,
};

const engine = createSearchEngine(importPagefind, readSearchParts);

export const $quickSearch = atom<QuickSearchState>(QUICK_IDLE);
export const $searchPage = atom<SearchPageState>(PAGE_IDLE);

/** Starts loading the index (the modal calls it when it opens, so the first query has less to wait for). */
export function warmUpSearch(): void {
  // A failed load is reported by the query that needs it, which tries again.
  engine.ready().catch(() => undefined);
}

let quickTimer: ReturnType<typeof setTimeout> | undefined;
let prefetchTimer: ReturnType<typeof setTimeout> | undefined;
let quickRun = 0;

/**
 * The shopper typed in the modal (spec §4 "Search modal"): the query runs
 * 300 ms after typing stops (spec §9); blank text clears the results at once.
 * While the debounce waits, the index's part for these words is fetched
 * (Pagefind's own advice), and once typing has paused SEARCH_PREFETCH_MS the
 * answer and its first cards too, so the query paints as soon as it runs.
 */
export function typeQuickSearch(text: string): void {
  clearTimeout(quickTimer);
  clearTimeout(prefetchTimer);
  if (!normaliseQuery(text)) {
    quickRun += 1;
    $quickSearch.set(QUICK_IDLE);
    return;
  }
  quickTimer = setTimeout(() => void runQuickSearch(text), SEARCH_DEBOUNCE_MS);
  prefetchTimer = setTimeout(() => void engine.prefetch(text, QUICK_RESULTS), SEARCH_PREFETCH_MS);
  void engine.preload(text);
}

/** Runs the modal's query now; an answer to an older query that arrives late is dropped. */
export async function runQuickSearch(text: string): Promise<void> {
  clearTimeout(quickTimer);
  clearTimeout(prefetchTimer);
  const run = ++quickRun;
  const query = normaliseQuery(text);
  if (!query) {
    $quickSearch.set(QUICK_IDLE);
    return;
  }
  markSearchStart();
  $quickSearch.set({ ...$quickSearch.get(), query, status: "loading" });
  try {
    const outcome = await engine.search(query);
    performance.mark(SEARCH_MARKS.found);
    const hits = await outcome.hits(0, QUICK_RESULTS);
    performance.mark(SEARCH_MARKS.cards);
    if (run === quickRun) $quickSearch.set({ query, status: "done", total: outcome.total, hits });
  } catch (error) {
    if (run !== quickRun) return;
    console.error("Search failed", error);
    $quickSearch.set({ query, status: "failed", total: 0, hits: [] });
  }
}

let pageRun = 0;
let pageOutcome: SearchOutcome | null = null;
/** Results of `pageOutcome` already turned into cards (some may have been skipped). */
let pageTaken = 0;

const selection = (params: SearchParams, without?: "gender" | "brand") => ({
  [SEARCH_FILTERS.gender]: params.gender && without !== "gender" ? [params.gender] : [],
  [SEARCH_FILTERS.brand]: without === "brand" ? [] : params.brands,
});

/**
 * Runs the search page's query with its filters: the first results first,
 * then the counts per audience and brand (they need the filters' part of the
 * index, which the first paint does not wait for when no filter is chosen).
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
    const outcome = await engine.search(params.query, filtered ? selection(params) : {});
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
    engine.search(params.query, filters).then((outcome) => outcome.counts);
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
 * address and later history entries agree.
 */
export function followSearchPageAddress(): () => void {
  const load = () => {
    const params = readSearchParams(location.search);
    const href = searchHref(params);
    if (params.query && href !== `${location.pathname}${location.search}`)
      history.replaceState(history.state, "", href);
    void loadSearchPage(params);
  };
  load();
  window.addEventListener("popstate", load);
  return () => window.removeEventListener("popstate", load);
}

function markSearchStart(): void {
  performance.mark(SEARCH_MARKS.start);
}

/**
 * Called by the view once a search's results are in the DOM (the modal's
 * search-modal.ts, the search page's island): marks the first frame painted
 * after it and measures the search from its start.
 */
export function markResultsPainted(): void {
  requestAnimationFrame(() => {
    // A task queued from the frame callback runs after that frame is painted.
    setTimeout(() => {
      performance.mark(SEARCH_MARKS.painted);
      performance.measure(SEARCH_MARKS.measure, SEARCH_MARKS.start, SEARCH_MARKS.painted);
    }, 0);
  });
}
