/**
 * The search page's state in its address (issue "Search that understands
 * Romanian": the query in the URL), so that a search can be shared, bookmarked
 * and reloaded: `/search-result/?q=rochie&gen=femei&brand=Velora&sortare=noi`.
 */
import { isGender, type Gender } from "../gender.ts";
import { DEFAULT_SORT, isSortKey, SORT_PARAM, type SortKey } from "../listing/sort.ts";
import { paths } from "../paths.ts";
import { normaliseQuery } from "./query.ts";

export interface SearchParams {
  readonly query: string;
  /** One audience at a time: a product is for one. */
  readonly gender: Gender | null;
  /** Any of these brands. */
  readonly brands: readonly string[];
  /** The results' order: "implicit" is the index's, by relevance (issue 29: the listings' new sorts too). */
  readonly sort: SortKey;
}

export const NO_SEARCH: SearchParams = { query: "", gender: null, brands: [], sort: DEFAULT_SORT };

/** Parameter names in the address; the sort's is the listings' (`sortare`, with their values). */
export const SEARCH_PARAM = { query: "q", gender: "gen", brand: "brand", sort: SORT_PARAM } as const;

/** The sorts the search page can offer: its own order (relevance) and issue 29's three, as listings name them. */
export const SEARCH_SORTS = ["implicit", "populare", "noi", "reducere"] as const satisfies readonly SortKey[];

/**
 * The sorts the search page offers in a build that offers `sorts` to its listings (lib/listing/sort.ts,
 * `offeredSorts`): "populare" only with a click service's counts, "noi" only with a price history, as there.
 * @example searchSorts(["implicit", "pret-crescator", "reducere"]) // ["implicit", "reducere"]
 */
export function searchSorts(sorts: readonly SortKey[]): SortKey[] {
  return SEARCH_SORTS.filter((key) => sorts.includes(key));
}

/**
 * Reads the search page's address; unknown audiences, blank and repeated brands are dropped, and so is a sort
 * the page does not offer (`sorts`, when given: a link from a build that offered it shows relevance).
 * @example readSearchParams("?q=rochii&gen=fetite&brand=Velora&sortare=noi")
 * // { query: "rochii", gender: "fetite", brands: ["Velora"], sort: "noi" }
 */
export function readSearchParams(search: string | URLSearchParams, sorts?: readonly SortKey[]): SearchParams {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const gender = params.get(SEARCH_PARAM.gender) ?? "";
  const brands = params
    .getAll(SEARCH_PARAM.brand)
    .map((brand) => brand.trim())
    .filter(Boolean);
  const sort = params.get(SEARCH_PARAM.sort);
  return {
    query: normaliseQuery(params.get(SEARCH_PARAM.query) ?? ""),
    gender: isGender(gender) ? gender : null,
    brands: [...new Set(brands)],
    sort: isSortKey(sort) && (sorts ?? [sort]).includes(sort) ? sort : DEFAULT_SORT,
  };
}

/**
 * The search page's address for a query, filters and sort; empty parts (and the default sort) are left out.
 * @example searchHref({ query: "rochie mini" }) // "/search-result/?q=rochie+mini"
 * @example searchHref({ query: "rochie", sort: "reducere" }) // "/search-result/?q=rochie&sortare=reducere"
 */
export function searchHref(params: Partial<SearchParams>): string {
  const query = new URLSearchParams();
  const text = normaliseQuery(params.query ?? "");
  if (text) query.set(SEARCH_PARAM.query, text);
  if (params.gender) query.set(SEARCH_PARAM.gender, params.gender);
  for (const brand of params.brands ?? []) query.append(SEARCH_PARAM.brand, brand);
  if (params.sort && params.sort !== DEFAULT_SORT) query.set(SEARCH_PARAM.sort, params.sort);
  const search = query.toString();
  return search ? `${paths.search()}?${search}` : paths.search();
}
