/**
 * The results the filter island draws once the shopper filters, sorts or pages (ListingExplorer.tsx keeps the
 * page's own grid and pager until then): the grid and pager, or what to do when nothing matches; and the grid
 * brought into view when a change brings new results. Part of the island's code for use (in-use.ts).
 */
import { useEffect, type RefObject } from "react";
import { gridScrollTarget } from "../../lib/listing/layout.ts";
import type { ListingData } from "../../lib/listing/listing-data.ts";
import type { ListingPageView } from "../../lib/listing/view.ts";
import { FILTERS_TEXT as t } from "../../lib/messages-listing.ts";
import { clearFilters, goToPage, pageHref } from "../../stores/listing.ts";
import { ListingGrid, ListingPager } from "./ListingGrid.tsx";

interface Props {
  readonly data: ListingData;
  readonly results: ListingPageView;
  /** The columns the grid shows. */
  readonly columns: number;
  /** The island's grid box: what comes into view. */
  readonly box: RefObject<HTMLElement | null>;
  /** $scrollRequest: bumped by every change that brings new results. */
  readonly scrollRequest: number;
}

export function ListingResults({ data, results, columns, box, scrollRequest }: Props) {
  useEffect(() => {
    if (!scrollRequest) return;
    // Measured after the new grid is painted: reading the layout earlier would force it inside the click.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const element = box.current;
        if (!element) return;
        const target = gridScrollTarget(element.getBoundingClientRect().top, window.scrollY, window.innerHeight);
        if (target === null) return;
        const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: target, behavior: reduced ? "auto" : "smooth" });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [scrollRequest, box]);

  if (results.total === 0) {
    return (
      <div className="explorer__empty">
        <p>{t.noResults}</p>
        <p>{t.noResultsHint}</p>
        <button type="button" className="button" onClick={clearFilters}>
          {t.clearAll}
        </button>
      </div>
    );
  }
  return (
    <>
      <ListingGrid data={data} items={results.items} columns={columns} />
      <ListingPager page={results.page} pageCount={results.pageCount} hrefFor={pageHref} onPage={goToPage} />
    </>
  );
}
