/**
 * The state of a listing's filter island (spec §3 "Filter state", §4
 * "Listing"): the view (filters, sort, page, layout) mirrored in the URL, the
 * listing's data once fetched, and the results derived from both. Islands
 * read these stores and call the verbs below; every rule lives in
 * src/lib/listing.
 *
 * Nothing here runs on the server: `startListing` is called by the island
 * once it is in the browser.
 *
 * The rules that read the listing's data (lib/listing/rules.ts: the data's
 * reader, the selection and its counts, the page of results) are not loaded
 * with the page: the island hands them over with its code for use
 * (`provideListingRules`), at the shopper's first sign of using the filters
 * (issue 11). The data itself is fetched at the start; until both are here
 * the facets are the build's, the grid the page's own, and a choice made in
 * between is shown once they are.
 */
import { atom, computed, type ReadableAtom } from "nanostores";
import { unpackExplorer } from "../lib/listing/explorer-block.ts";
import type { ExplorerProps } from "../lib/listing/island-props.ts";
import type { OptionFacetId } from "../lib/listing/facet-table.ts";
import {
  clampPrice,
  hasFilters,
  NO_FILTERS,
  pickOption,
  removeTag,
  type Filters,
  type FilterTag,
  type PriceRange,
} from "../lib/listing/filter.ts";
import { DEFAULT_COLUMNS, MAX_COLUMNS } from "../lib/listing/layout.ts";
import type { ListingData } from "../lib/listing/listing-data.ts";
import type * as Rules from "../lib/listing/rules.ts";
import { DEFAULT_SORT, type SortKey } from "../lib/listing/sort.ts";
import {
  DEFAULT_VIEW,
  foreignParams,
  isFilteredView,
  readViewState,
  viewHref,
  type ViewState,
} from "../lib/listing/url-state.ts";
import type { ListingPageView } from "../lib/listing/view.ts";
import { pageChange } from "../lib/pagination.ts";
import { $openPanel, closePanel, openPanel } from "./panels.ts";

/**
 * The island's start data (lib/listing/island-props.ts: the facets, total and categories as the build rendered them,
 * shown until the data arrives) and the page the static HTML shows.
 */
export type ListingContext = ExplorerProps & {
  readonly staticPage: number;
};

export type DataStatus = "idle" | "loading" | "ready" | "failed";

/** The rules that read the listing's data (see above). */
export type ListingRules = typeof Rules;

const $context = atom<ListingContext | null>(null);
/** The listing's start data as the island shows it (see `adoptStart`); null until the island starts. */
export const $listingContext: ReadableAtom<ListingContext | null> = $context;
/** Null until the island hands them over. */
const $rules = atom<ListingRules | null>(null);
/** The data file as fetched, until the rules read it. */
let fetched: unknown;

export const $listingData = atom<ListingData | null>(null);
export const $dataStatus = atom<DataStatus>("idle");
export const $view = atom<ViewState>(DEFAULT_VIEW);
/** Below 1200 px: the filters' side panel is open (one of the site's panels: opening another closes it). */
export const $filtersPanelOpen = computed($openPanel, (name) => name === "filters");
/** From 1200 px: the shopper put the sidebar away (which lets the grid take 5 columns). */
export const $sidebarHidden = atom(false);
/** The viewport's width, kept up to date at the layout breakpoints; null until the island starts. */
export const $viewportWidth = atom<number | null>(null);
/** Bumped by every change that brings new results: the island then scrolls the grid into view. */
export const $scrollRequest = atom(0);

const $filters = computed($view, (view) => view.filters);

/* $listingData is set only by the rules' reader: where it is not null, $rules is not either. */

export const $selection = computed([$listingData, $filters, $rules], (data, filters, rules) =>
  data && rules ? rules.select(data, filters) : null,
);

/** The panel's options and counts: live once the data is here, the build's until then. */
export const $facets = computed([$listingData, $selection, $context, $rules], (data, selection, context, rules) =>
  data && selection && rules ? rules.facetSummary(data, selection) : (context?.facets ?? null),
);

/** The page of results to show, once the data is here. */
export const $results = computed(
  [$listingData, $selection, $view, $context, $rules],
  (data, selection, view, context, rules): ListingPageView | null =>
    data && selection && context && rules
      ? rules.listingPage(data, selection, view.sort, view.page, context.pageSize)
      : null,
);

/**
 * Whether the island draws the grid: the view is not, or has stopped being,
 * the one the static HTML shows (a filter, a sort, another page). Until then
 * the Astro grid stays; once the island has drawn it, it keeps it (swapping
 * the static markup back in would cost a click for the same cards).
 */
export const $ownsGrid = atom(false);

/**
 * The products most clicked in the last 30 days (lib/listing/popular-rank.ts): asked for the first time the view
 * is sorted by them, with the rules (which fetch and read them), so that a listing only read, or sorted otherwise,
 * never loads them.
 */
let popular: readonly string[] | undefined;
let popularAsked = false;

function askPopular(): void {
  const rules = $rules.get();
  if (popularAsked || !rules || $view.get().sort !== "populare") return;
  popularAsked = true;
  rules.loadPopular().then(
    (ids) => {
      popular = ids;
      const data = $listingData.get();
      if (data) $listingData.set(rules.withPopularity(data, ids));
    },
    (error: unknown) => console.error("The popular products could not load", error),
  );
}

/** Shows a view. */
function show(view: ViewState): void {
  $view.set(view);
  askPopular();
  const context = $context.get();
  if (context && !$ownsGrid.get() && (isFilteredView(view) || view.page !== context.staticPage)) $ownsGrid.set(true);
}

/** The active filters as removable tags (drawn with the island's code for use, with the rules). */
export const $tags = computed([$view, $facets, $rules], (view, facets, rules): FilterTag[] =>
  facets && rules ? rules.filterTags(view.filters, facets) : [],
);

export const $filtered = computed($filters, hasFilters);

// --- the URL ----------------------------------------------------------------

/**
 * The view as this listing can show it: filters it has, a page it has. The
 * page is only checked when it is not the first (a filter or sort change
 * always lands on page 1), so that a click pays for one pass, not two.
 */
function settle(asked: ViewState): ViewState {
  const data = $listingData.get();
  const context = $context.get();
  const rules = $rules.get();
  // A sort this build does not offer (a link from a build with a click service) is the listing's own order.
  const view = context && !context.sorts.includes(asked.sort) ? { ...asked, sort: DEFAULT_SORT } : asked;
  if (!data || !context || !rules) {
    const bounds = context?.facets.price;
    return bounds ? { ...view, filters: { ...view.filters, price: clampPrice(view.filters.price, bounds) } } : view;
  }
  const filters = rules.cleanFilters(view.filters, data);
  if (view.page === 1) return { ...view, filters };
  const total = rules.select(data, filters).matches.length;
  return { ...view, filters, page: rules.clampPage(view.page, rules.pageCountFor(total, context.pageSize)) };
}

/** The query's parameters that are not the listing's (`utm_source`...): kept in every view's URL. */
let foreign = "";

function hrefOf(view: ViewState): string {
  const context = $context.get();
  return context ? viewHref(view, context.listingPath, foreign) : location.href;
}

/** The URL of page `page` of the current view: the pager's links. */
export function pageHref(page: number): string {
  return hrefOf({ ...$view.get(), page });
}

/** Panel open while results changed: the grid is scrolled into view when it closes. */
let changedUnderPanel = false;

/** History writes not yet made, oldest first. */
const pendingWrites: { entry: "push" | "replace"; href: string }[] = [];

/**
 * Writes the URL once the new results are painted: a history entry costs
 * Chromium several milliseconds, which a click should not wait for. Entries
 * keep their order, so back still walks through every view.
 */
function writeUrl(entry: "push" | "replace", href: string): void {
  pendingWrites.push({ entry, href });
  if (pendingWrites.length > 1) return;
  window.requestAnimationFrame(() =>
    window.setTimeout(() => {
      for (const write of pendingWrites.splice(0)) {
        if (write.href === `${location.pathname}${location.search}`) continue;
        if (write.entry === "push") history.pushState(history.state, "", write.href);
        else history.replaceState(history.state, "", write.href);
      }
    }),
  );
}

/**
 * Shows `next` and records it in the history: a new entry (back returns to
 * the previous view) or, for a layout change, the current one.
 */
function commit(next: ViewState, { entry, scroll }: { entry: "push" | "replace"; scroll: boolean }): void {
  const view = settle(next);
  show(view);
  writeUrl(entry, hrefOf(view));
  if (!scroll) return;
  if ($filtersPanelOpen.get()) changedUnderPanel = true;
  else $scrollRequest.set($scrollRequest.get() + 1);
}

/** Spec §4: any change of filter returns to page 1. */
function filter(change: (filters: Filters) => Filters): void {
  const view = $view.get();
  commit({ ...view, filters: change(view.filters), page: 1 }, { entry: "push", scroll: true });
}

function onPopState(): void {
  const context = $context.get();
  if (!context) return;
  pendingWrites.length = 0;
  foreign = foreignParams(location.search);
  show(settle(readViewState(location, context.listingPath)));
}

// --- verbs ------------------------------------------------------------------

/**
 * A pick in an option facet (facet-table.ts): brands and materials toggle in and out of their lists; one colour,
 * one size at a time, choosing the chosen one or null ("Toate culorile") clearing it (spec §4).
 */
export function chooseOption(facet: OptionFacetId, key: string | null): void {
  filter((filters) => pickOption(filters, facet, key));
}

export function setOnSale(onSale: boolean): void {
  filter((filters) => ({ ...filters, onSale }));
}

/** The price range in whole Ron; the whole slider (or null) removes the filter. */
export function setPriceRange(range: PriceRange | null): void {
  filter((filters) => ({ ...filters, price: range }));
}

export function removeFilter(tag: FilterTag): void {
  filter((filters) => removeTag(filters, tag));
}

/** Spec §4 "Clear": every filter back to its default; the sort stays. */
export function clearFilters(): void {
  filter(() => NO_FILTERS);
}

/** Spec §4: a change of sort returns to page 1. */
export function sortBy(sort: SortKey): void {
  const view = $view.get();
  if (sort === view.sort) return;
  commit({ ...view, sort, page: 1 }, { entry: "push", scroll: true });
}

/** Spec §4: pages out of range, and the current page, are ignored. */
export function goToPage(target: number): void {
  const view = $view.get();
  const results = $results.get();
  const page = pageChange(results?.page ?? view.page, target, results?.pageCount ?? 0);
  if (page === null) return;
  commit({ ...view, page }, { entry: "push", scroll: true });
}

/** The grid layout, 1 (list) to 5 columns; 4 is the default and leaves the URL. */
export function chooseColumns(columns: number): void {
  if (!Number.isInteger(columns) || columns < 1 || columns > MAX_COLUMNS) return;
  const view = $view.get();
  commit({ ...view, columns: columns === DEFAULT_COLUMNS ? null : columns }, { entry: "replace", scroll: false });
}

/** Opens the filters' side panel; `from` is its button, where focus returns when it closes. */
export function openFiltersPanel(from?: Element | null): void {
  changedUnderPanel = false;
  openPanel("filters", from);
}

export function closeFiltersPanel(): void {
  closePanel("filters");
}

/** However the panel closed (Escape, its buttons, the backdrop), results changed under it bring the grid into view. */
function onFiltersPanel(open: boolean): void {
  if (open || !changedUnderPanel) return;
  changedUnderPanel = false;
  $scrollRequest.set($scrollRequest.get() + 1);
}

export function toggleSidebar(): void {
  $sidebarHidden.set(!$sidebarHidden.get());
}

// --- start ------------------------------------------------------------------

const BREAKPOINTS = ["(min-width: 768px)", "(min-width: 1200px)"];

/**
 * Starts the listing's island in the browser: reads the view from the URL,
 * follows back and forward, watches the layout breakpoints and fetches the
 * listing's data. Returns the function that stops it.
 */
export function startListing(context: ListingContext): () => void {
  $context.set(context);
  fetched = undefined;
  foreign = foreignParams(location.search);
  const view = settle(readViewState(location, context.listingPath));
  show(view);
  $sidebarHidden.set(view.columns === MAX_COLUMNS);
  window.addEventListener("popstate", onPopState);

  const queries = BREAKPOINTS.map((query) => window.matchMedia(query));
  const measure = () => {
    $viewportWidth.set(window.innerWidth);
    if (window.innerWidth >= 1200) closeFiltersPanel();
  };
  measure();
  for (const query of queries) query.addEventListener("change", measure);

  const stopFollowingPanel = $filtersPanelOpen.listen(onFiltersPanel);

  const controller = new AbortController();
  void loadData(context.dataUrl, controller.signal);
  return () => {
    stopFollowingPanel();
    controller.abort();
    window.removeEventListener("popstate", onPopState);
    for (const query of queries) query.removeEventListener("change", measure);
    $context.set(null);
    $ownsGrid.set(false);
  };
}

/**
 * The island hands over the rules that read the listing's data, with its code for use (see above): the data,
 * once fetched, is read then.
 */
export function provideListingRules(rules: ListingRules): void {
  if ($rules.get() === rules) return;
  $rules.set(rules);
  readData();
}

async function loadData(url: string, signal: AbortSignal): Promise<void> {
  $dataStatus.set("loading");
  try {
    const response = await fetch(url, { signal });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    fetched = await response.json();
  } catch (error) {
    if (!signal.aborted) failed(error);
    return;
  }
  adoptStart(fetched);
  $dataStatus.set("ready");
  readData();
}

/**
 * A later static page a publish did not render again shows the counts of the build that did (page-keys.ts): the
 * data file carries the current build's, taken here when they differ. A file without them (or with what this code
 * cannot read) leaves the page's own.
 */
function adoptStart(file: unknown): void {
  const context = $context.get();
  const start = (file as { start?: unknown } | null)?.start;
  if (!context || start === undefined) return;
  try {
    const current = unpackExplorer(start);
    if (current.revision === context.revision || current.listingPath !== context.listingPath) return;
    // The page's sort menu is the page's own: its sorts stay.
    $context.set({ ...current, sorts: context.sorts, staticPage: context.staticPage });
  } catch (error) {
    console.error("The listing's current counts could not be read", error);
  }
}

/** Reads the fetched data with the rules, once both are here. */
function readData(): void {
  const rules = $rules.get();
  if (fetched === undefined || !rules) return;
  let data: ListingData;
  try {
    data = rules.decodeListing(fetched);
  } catch (error) {
    failed(error);
    return;
  } finally {
    fetched = undefined;
  }
  const shown = popular ? rules.withPopularity(data, popular) : data;
  $listingData.set(shown);
  // The URL may name filters this listing does not have, or a page past the end: show and write what it can.
  const settled = settle($view.get());
  show(settled);
  const href = hrefOf(settled);
  if (href !== `${location.pathname}${location.search}`) history.replaceState(history.state, "", href);
  warmSortOrders(shown, rules, $context.get()?.sorts ?? []);
}

function failed(error: unknown): void {
  console.error("The listing's filters could not load their data", error);
  $dataStatus.set("failed");
}

/** Sorts each order once while the browser is idle, so that the first sort click pays nothing. */
function warmSortOrders(data: ListingData, rules: ListingRules, sorts: readonly SortKey[]): void {
  // "populare" waits for its ranks, which come with a new ListingData: sorted then, on its first use.
  const keys = sorts.filter((key) => key !== "populare");
  const next = () => {
    const key = keys.shift();
    if (!key) return;
    rules.sortOrder(data, key);
    idle(next);
  };
  idle(next);
}

function idle(callback: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 50);
}
