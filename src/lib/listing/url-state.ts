/**
 * The listing's view in its URL, so that a link reproduces it, a reload keeps
 * it and back and forward walk through it. The query belongs to one listing:
 * any other listing's URL has none, so a change of route starts with no
 * filters (spec §4).
 *
 * | key        | value                                   | example                    |
 * |------------|-----------------------------------------|----------------------------|
 * | a facet's  | its keys, comma-separated (OR), or one  | `brand=casa-lia,nord-fir`, |
 * | `query`    | (facet-table.ts, in the table's order)  | `culoare=rosu`             |
 * | `reducere` | `da`: only products on sale             | `reducere=da`              |
 * | `pret`     | whole Ron, both ends included           | `pret=100-500`             |
 * | `sortare`  | a `SortKey`                             | `sortare=pret-crescator`   |
 * | `pagina`   | the page, with filters or a sort        | `pagina=2`                 |
 * | `coloane`  | the grid layout, 1 (list) to 5          | `coloane=3`                |
 *
 * Keys are option keys (case and diacritics folded), so `culoare=Roșu` reads
 * as `culoare=rosu`. Without filters or a sort a page is the static page's
 * own URL (`/femei/pagina/3/`), which works without JavaScript.
 */
import { OPTION_FACETS, OTHER_FACETS } from "./facet-table.ts";
import { chosenKeys, hasFilters, NO_FILTERS, withChosen, type Filters, type PriceRange } from "./filter.ts";
import { optionKey } from "./option-key.ts";
import { DEFAULT_SORT, isSortKey, SORT_PARAM, type SortKey } from "./sort.ts";
import { MAX_COLUMNS } from "./layout.ts";
import { listingPagePath } from "../paths.ts";

export interface ViewState {
  readonly filters: Filters;
  readonly sort: SortKey;
  /** 1-based. */
  readonly page: number;
  /** The chosen grid layout; null for the default. */
  readonly columns: number | null;
}

export const DEFAULT_VIEW: ViewState = { filters: NO_FILTERS, sort: DEFAULT_SORT, page: 1, columns: null };

/** The view's keys that are not a facet's (a facet's is its row's `query`, facet-table.ts). */
export const QUERY_KEYS = {
  onSale: OTHER_FACETS.onSale.query,
  price: OTHER_FACETS.price.query,
  sort: SORT_PARAM,
  page: "pagina",
  columns: "coloane",
} as const;

const YES = OTHER_FACETS.onSale.yes;

/** True when the view is not what a static page shows: some filter or a sort. */
export function isFilteredView(state: ViewState): boolean {
  return hasFilters(state.filters) || state.sort !== DEFAULT_SORT;
}

function keys(params: URLSearchParams, name: string): string[] {
  const found = params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => optionKey(value))
    .filter(Boolean);
  return [...new Set(found)];
}

function positive(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/**
 * Reads `pret=MIN-MAX` (either end may be left out: `pret=-300`, `pret=100-`).
 * Ends are clamped to the slider later (`cleanFilters`).
 */
export function readPrice(value: string | null): PriceRange | null {
  const match = /^\s*(\d{0,7})\s*-\s*(\d{0,7})\s*$/.exec(value ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  return { min: match[1] ? Number(match[1]) : 0, max: match[2] ? Number(match[2]) : Number.MAX_SAFE_INTEGER };
}

/**
 * The parameters of a query that are not the listing's (`utm_source`...), to
 * keep in the URLs of its views.
 * @example foreignParams("?brand=a&utm_source=news") // "utm_source=news"
 */
export function foreignParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...OPTION_FACETS.map((facet) => facet.query), ...Object.values(QUERY_KEYS)]) params.delete(name);
  return params.toString();
}

/**
 * The page a listing's static URL shows: N for ".../pagina/N/", else 1.
 * @example staticPageOf("/femei/pagina/3/", "/femei/") // 3
 */
export function staticPageOf(pathname: string, listingPath: string): number {
  if (!pathname.startsWith(listingPath)) return 1;
  return positive(/^pagina\/(\d+)\/?$/.exec(pathname.slice(listingPath.length))?.[1] ?? null) ?? 1;
}

/**
 * The view a URL asks for. The page comes from the query when there is one,
 * else from the static page's path (`.../pagina/N/`).
 * @example readViewState(new URL("https://x.ro/femei/?brand=Casa%20Lia&sortare=pret-crescator"), "/femei/")
 * // { filters: { brands: ["casa-lia"], ... }, sort: "pret-crescator", page: 1, columns: null }
 */
export function readViewState(location: { pathname: string; search: string }, listingPath: string): ViewState {
  const params = new URLSearchParams(location.search);
  const onSale = (params.get(QUERY_KEYS.onSale) ?? "").trim().toLowerCase();
  const sort = params.get(QUERY_KEYS.sort);
  const columns = positive(params.get(QUERY_KEYS.columns));
  const filters = OPTION_FACETS.reduce((read, facet) => withChosen(read, facet, keys(params, facet.query)), NO_FILTERS);
  return {
    filters: {
      ...filters,
      onSale: onSale === YES || onSale === "1" || onSale === "true",
      price: readPrice(params.get(QUERY_KEYS.price)),
    },
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
    page: positive(params.get(QUERY_KEYS.page)) ?? staticPageOf(location.pathname, listingPath),
    columns: columns !== null && columns <= MAX_COLUMNS ? columns : null,
  };
}

/**
 * The URL of a view: path and query, in a fixed key order (one URL per view).
 * `foreign` is the query's other parameters (`utm_source`...), kept as they are (see `foreignParams`).
 * @example viewHref({ ...DEFAULT_VIEW, page: 3 }, "/femei/") // "/femei/pagina/3/"
 * @example viewHref({ ...DEFAULT_VIEW, filters: { ...NO_FILTERS, brands: ["a", "b"] } }, "/femei/") // "/femei/?brand=a,b"
 */
export function viewHref(state: ViewState, listingPath: string, foreign = ""): string {
  const { filters } = state;
  const parts: string[] = [];
  const add = (name: string, values: readonly string[]) => {
    if (values.length) parts.push(`${name}=${values.map(encodeURIComponent).join(",")}`);
  };
  for (const facet of OPTION_FACETS) add(facet.query, chosenKeys(filters, facet));
  if (filters.onSale) parts.push(`${QUERY_KEYS.onSale}=${YES}`);
  if (filters.price) parts.push(`${QUERY_KEYS.price}=${filters.price.min}-${filters.price.max}`);
  if (state.sort !== DEFAULT_SORT) parts.push(`${QUERY_KEYS.sort}=${state.sort}`);
  const filtered = isFilteredView(state);
  if (filtered && state.page > 1) parts.push(`${QUERY_KEYS.page}=${state.page}`);
  if (state.columns !== null) parts.push(`${QUERY_KEYS.columns}=${state.columns}`);
  if (foreign) parts.push(foreign);
  const path = filtered ? listingPath : listingPagePath(listingPath, state.page);
  return parts.length ? `${path}?${parts.join("&")}` : path;
}
