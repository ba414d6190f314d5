/**
 * The listing's filter island (spec §2 "Listing page"): facets, sort, grid
 * layout, active-filter tags, the count, and the grid with its pager.
 *
 * The page's own Astro grid and pager come in as children and stay as long
 * as the view is the static page's; the island draws the grid only once the
 * shopper filters, sorts or pages (or the URL asks for it), with code it
 * fetches at the first sign of use (in-use-code.ts). State and rules live in
 * src/stores/listing.ts and src/lib/listing.
 */
import { useStore } from "@nanostores/react";
import { memo, useEffect, useRef, type ReactNode } from "react";
import { DEFAULT_COLUMNS, shownColumns } from "../../lib/listing/layout.ts";
import { staticPageOf } from "../../lib/listing/url-state.ts";
import { FILTERS_TEXT as t, LISTING_TEXT } from "../../lib/messages-listing.ts";
import {
  $listingContext,
  $dataStatus,
  $facets,
  $filtersPanelOpen,
  $filtered,
  $listingData,
  $ownsGrid,
  $results,
  $scrollRequest,
  $sidebarHidden,
  $tags,
  $view,
  $viewportWidth,
  openFiltersPanel,
  sortBy,
  startListing,
  toggleSidebar,
} from "../../stores/listing.ts";
import { explorerOf } from "./explorer-data.ts";
import { FacetPanel, PANEL_ID } from "./FacetPanel.tsx";
import { GridSwitcher } from "./GridSwitcher.tsx";
import { useAfterPaint } from "./after-paint.ts";
import { $inUseCode, $inUseCodeFailed, loadInUseCode, loadOnFirstUse } from "./in-use-code.ts";
import { SortSelect } from "./SortSelect.tsx";
import "./listing.css";

/** The filters button's badge; drawn again only when the number changes. */
const ActiveCount = memo(function ActiveCount({ count }: { count: number }) {
  if (!count) return null;
  return (
    <span className="explorer__badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t.activeCount(count)}</span>
    </span>
  );
});

interface Props {
  /** The listing's path: the island's start data comes with the page (explorer-data.ts), not as props. */
  readonly listingPath: string;
  readonly children?: ReactNode;
}

export default function ListingExplorer({ listingPath, children }: Props) {
  const start = explorerOf(listingPath);
  const root = useRef<HTMLDivElement>(null);
  const gridBox = useRef<HTMLDivElement>(null);

  const view = useStore($view);
  const status = useStore($dataStatus);
  const data = useStore($listingData);
  const results = useStore($results);
  const facets = useStore($facets) ?? start.facets;
  const tags = useStore($tags);
  const filtered = useStore($filtered);
  const ownsGrid = useStore($ownsGrid);
  const sidebarHidden = useStore($sidebarHidden);
  const width = useStore($viewportWidth);
  const scrollRequest = useStore($scrollRequest);
  const code = useStore($inUseCode);
  const codeFailed = useStore($inUseCodeFailed);
  const filtersOpen = useStore($filtersPanelOpen);

  // The build's counts, or the listing's data file's once they differ (a later page an earlier build rendered).
  const shown = useStore($listingContext) ?? start;
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // Every static page of a listing gets the same props (the island is rendered once per listing): the page the
    // HTML shows is its URL's.
    const staticPage = staticPageOf(window.location.pathname, listingPath);
    const stopListing = startListing({ ...start, staticPage });
    const stopWatching = loadOnFirstUse(element);
    return () => {
      stopWatching();
      stopListing();
    };
  }, [listingPath, start]);

  // A view that is not the static page's (the URL's own, or the shopper's before the code came), or the filters
  // panel asked for, needs the code now.
  const needsCode = ownsGrid || tags.length > 0 || filtersOpen;
  useEffect(() => {
    if (needsCode) void loadInUseCode();
  }, [needsCode]);

  // The counts of the other options follow one frame after the click's own changes (after-paint.ts).
  const shownFacets = useAfterPaint(facets);
  const ready = status === "ready";
  const started = width !== null;
  const modal = started && width < 1200;
  const sidebarShown = !modal && !sidebarHidden;
  const columns = shownColumns(view.columns, width ?? Infinity, sidebarShown);
  const drawn = ownsGrid && data !== null && results !== null && code !== null;
  const failed = status === "failed" || (ownsGrid && codeFailed);
  const pending = ownsGrid && !drawn && !failed;
  const total = ownsGrid ? (results?.total ?? null) : shown.total;

  return (
    <div
      className="explorer"
      ref={root}
      data-columns={view.columns ?? DEFAULT_COLUMNS}
      data-sidebar={sidebarShown ? "shown" : "hidden"}
      data-listing-state={status}
    >
      <FacetPanel
        modal={modal}
        hidden={sidebarHidden && !modal}
        filtered={filtered}
        total={total}
        facets={shownFacets}
        filters={view.filters}
        categories={shown.categories}
        ready={ready}
      />
      <div className="explorer__results">
        <div className="explorer__toolbar">
          <button
            type="button"
            className="explorer__open"
            aria-haspopup="dialog"
            aria-controls={PANEL_ID}
            disabled={!started}
            onClick={(event) => openFiltersPanel(event.currentTarget)}
          >
            {t.open}
            <ActiveCount count={tags.length} />
          </button>
          <button
            type="button"
            className="explorer__toggle"
            aria-expanded={!sidebarHidden}
            aria-controls={PANEL_ID}
            disabled={!started}
            onClick={toggleSidebar}
          >
            {sidebarHidden ? t.showSidebar : t.hideSidebar}
          </button>
          <p className="explorer__count" role="status">
            {total === null ? t.loading : LISTING_TEXT.productsFound(total)}
          </p>
          <GridSwitcher shown={columns} viewportWidth={width} sidebarShown={sidebarShown} />
          <SortSelect sort={view.sort} sorts={start.sorts} disabled={!ready} onSort={sortBy} />
        </div>
        {code && <code.ActiveFilters tags={tags} disabled={!ready} />}
        {failed && <p className="explorer__note">{t.unavailable}</p>}
        <div className="explorer__grid" ref={gridBox} aria-busy={pending}>
          {drawn ? (
            <code.ListingResults
              data={data}
              results={results}
              columns={columns}
              box={gridBox}
              scrollRequest={scrollRequest}
            />
          ) : (
            children
          )}
          {pending && <span className="explorer__spinner" aria-hidden="true" />}
        </div>
      </div>
    </div>
  );
}
