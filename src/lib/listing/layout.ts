/**
 * The grid layouts of spec §2 ("Toolbar") and §9: 1 (a list) to 5 columns,
 * 4 by default; 5 is not offered beside the sidebar; under 1200 px at most
 * 3, under 768 px at most 2. And where the page scrolls to after a change.
 */
import { SCROLL } from "../scroll.ts";

export const MIN_COLUMNS = 1;
export const MAX_COLUMNS = 5;
export const DEFAULT_COLUMNS = 4;

/** Spec §2: the extra-large breakpoint, below which filters open in a side panel. */
export const SIDEBAR_FROM = 1200;
/** Spec §2: below this, at most 2 columns. */
export const TABLET_FROM = 768;

/**
 * The most columns a viewport width allows.
 * @example maxColumns(1440, true) // 4: the sidebar takes the room of the fifth
 * @example maxColumns(1440, false) // 5
 * @example maxColumns(1000, false) // 3
 * @example maxColumns(390, false) // 2
 */
export function maxColumns(viewportWidth: number, sidebarShown: boolean): number {
  if (viewportWidth < TABLET_FROM) return 2;
  if (viewportWidth < SIDEBAR_FROM) return 3;
  return sidebarShown ? 4 : MAX_COLUMNS;
}

/** The layouts the switcher offers: 1 up to the most the width allows. */
export function columnChoices(viewportWidth: number, sidebarShown: boolean): number[] {
  return Array.from({ length: maxColumns(viewportWidth, sidebarShown) }, (_, index) => index + 1);
}

/**
 * The columns the grid shows: the shopper's choice (4 when none), within what the width allows.
 * @example shownColumns(5, 1000, false) // 3
 * @example shownColumns(null, 390, false) // 2
 */
export function shownColumns(chosen: number | null, viewportWidth: number, sidebarShown: boolean): number {
  return Math.max(MIN_COLUMNS, Math.min(chosen ?? DEFAULT_COLUMNS, maxColumns(viewportWidth, sidebarShown)));
}

/**
 * Where to scroll so that new results are in view (spec §4: smoothly to the
 * grid, 250 px offset): the grid's top 250 px below the viewport's top. Null
 * when the grid's top is already in view, so that ticking a filter near the
 * grid does not move the page under the shopper's pointer.
 * @example gridScrollTarget(-900, 2000, 800) // 850: scrolled past the grid, back up to it
 * @example gridScrollTarget(300, 0, 800) // null: in view
 */
export function gridScrollTarget(
  gridTop: number,
  scrollY: number,
  viewportHeight: number,
  offset: number = SCROLL.gridOffset,
): number | null {
  if (gridTop >= 0 && gridTop <= viewportHeight - offset / 2) return null;
  return Math.max(0, Math.round(scrollY + gridTop - offset));
}
