/**
 * The grid and pager the island draws once the shopper filters, sorts or
 * pages. The grid's cards are drawn outside React (grid-cards.ts, with the
 * build's own card writer, catalog/card-html.ts); the pager's markup, class
 * and class names are those of Pager.astro.
 */
import { memo, useLayoutEffect, useRef, type MouseEvent } from "react";
import type { ListingData } from "../../lib/listing/listing-data.ts";
import { LISTING_TEXT as t } from "../../lib/messages-listing.ts";
import { pagerItems } from "../../lib/pagination.ts";
import { GridCards } from "./grid-cards.ts";

/**
 * The page's cards. The first two rows (what a shopper sees without
 * scrolling) change in the frame the click paints; the cards below them
 * follow one frame later (GridCards.show).
 */
export const ListingGrid = memo(function ListingGrid({
  data,
  items,
  columns,
}: {
  data: ListingData;
  items: Uint32Array;
  /** The columns the grid shows. */
  columns: number;
}) {
  const list = useRef<HTMLUListElement>(null);
  const cards = useRef<GridCards | null>(null);
  const urgent = Math.max(4, 2 * columns);

  // Before the browser paints (a layout effect): in the same frame as the count and the tags.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    cards.current ??= new GridCards(element);
    const grid = cards.current;
    grid.show(data, items, urgent);
    return () => grid.stop();
  }, [data, items, urgent]);

  // React draws the list and never its children: GridCards owns them.
  return <ul className="grid" role="list" ref={list} />;
});

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    // Pager.astro's arrow (ui/Icon.astro): its line is the `.icon` class's.
    <svg className="icon" width={18} height={18} viewBox="0 0 24 24" aria-hidden="true">
      <path d={direction === "left" ? "m15 6-6 6 6 6" : "m9 6 6 6-6 6"} />
    </svg>
  );
}

/** Spec §2 "Pagination": links that work as links (open in a new tab, copy) and page in place on a click. */
export function ListingPager({
  page,
  pageCount,
  hrefFor,
  onPage,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}) {
  const items = pagerItems(page, pageCount);
  if (!items.length) return null;
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPage(target);
  };
  return (
    <nav className="pager" aria-label={t.pagination}>
      {page > 1 && (
        <a className="pager__step" href={hrefFor(page - 1)} rel="prev" onClick={follow(page - 1)}>
          <Arrow direction="left" />
          <span className="visually-hidden">{t.previousPage}</span>
        </a>
      )}
      <ol>
        {items.map((item, position) =>
          item === "gap" ? (
            <li key={`gap-${position}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={hrefFor(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={t.page(item)}
                onClick={follow(item)}
              >
                {item}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < pageCount && (
        <a className="pager__step" href={hrefFor(page + 1)} rel="next" onClick={follow(page + 1)}>
          <Arrow direction="right" />
          <span className="visually-hidden">{t.nextPage}</span>
        </a>
      )}
    </nav>
  );
}
