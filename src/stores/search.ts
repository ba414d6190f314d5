/**
 * Search state (issue "Search that understands Romanian"): the modal's quick
 * search, and what the search page's state (./search-page.ts) shares with it.
 * Queries run on the static index through src/lib/search/engine.ts, which is
 * loaded the first time a shopper opens the modal or the page, never before.
 * The search page's own code is a module of its own: the modal's script,
 * which every page may load, does not carry it.
 *
 * Each search is timed with the User Timing marks SEARCH_MARKS, from the
 * moment it starts (after the debounce) to the moment its results are painted,
 * so the benchmark (scripts/bench-search.ts) and the browser's performance
 * panel read the same figure.
 */
import { atom } from "nanostores";
import { createSearchEngine, importPagefind, readSearchParts } from "../lib/search/engine.ts";
import type { SearchHit } from "../lib/search/hits.ts";
import { normaliseQuery, SEARCH_DEBOUNCE_MS, SEARCH_PREFETCH_MS } from "../lib/search/query.ts";

/** Results the modal shows; the rest are on the search page. */
export const QUICK_RESULTS = 6;

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

const QUICK_IDLE: QuickSearchState = { query: "", status: "idle", total: 0, hits: [] };

/** The index, loaded once for the page: the modal and the search page search the same. */
export const searchEngine = createSearchEngine(importPagefind, readSearchParts);

export const $quickSearch = atom<QuickSearchState>(QUICK_IDLE);

/** Starts loading the index (the modal calls it when it opens, so the first query has less to wait for). */
export function warmUpSearch(): void {
  // A failed load is reported by the query that needs it, which tries again.
  searchEngine.ready().catch(() => undefined);
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
  prefetchTimer = setTimeout(() => void searchEngine.prefetch(text, QUICK_RESULTS), SEARCH_PREFETCH_MS);
  void searchEngine.preload(text);
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
    const outcome = await searchEngine.search(query);
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

/** Marks the start of a search (SEARCH_MARKS), from which markResultsPainted measures it. */
export function markSearchStart(): void {
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
