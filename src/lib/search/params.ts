/**
 * The search page's state in its address (issue "Search that understands
 * Romanian": the query in the URL), so that a search can be shared, bookmarked
 * and reloaded: `/search-result/?q=rochie&gen=femei&brand=Velora`.
 */
import { isGender, type Gender } from "../gender.ts";
import { paths } from "../paths.ts";
import { normaliseQuery } from "./query.ts";

export interface SearchParams {
  readonly query: string;
  /** One audience at a time: a product is for one. */
  readonly gender: Gender | null;
  /** Any of these brands. */
  readonly brands: readonly string[];
}

export const NO_SEARCH: SearchParams = { query: "", gender: null, brands: [] };

/** Parameter names in the address. */
export const SEARCH_PARAM = { query: "q", gender: "gen", brand: "brand" } as const;

/**
 * Reads the search page's address; unknown audiences, blank and repeated
 * brands are dropped.
 * @example readSearchParams("?q=rochii&gen=fetite&brand=Velora") // { query: "rochii", gender: "fetite", brands: ["Velora"] }
 */
export function readSearchParams(search: string | URLSearchParams): SearchParams {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const gender = params.get(SEARCH_PARAM.gender) ?? "";
  const brands = params
    .getAll(SEARCH_PARAM.brand)
    .map((brand) => brand.trim())
    .filter(Boolean);
  return {
    query: normaliseQuery(params.get(SEARCH_PARAM.query) ?? ""),
    gender: isGender(gender) ? gender : null,
    brands: [...new Set(brands)],
  };
}

/**
 * The search page's address for a query and filters; empty parts are left out.
 * @example searchHref({ query: "rochie mini" }) // "/search-result/?q=rochie+mini"
 */
export function searchHref(params: Partial<SearchParams>): string {
  const query = new URLSearchParams();
  const text = normaliseQuery(params.query ?? "");
  if (text) query.set(SEARCH_PARAM.query, text);
  if (params.gender) query.set(SEARCH_PARAM.gender, params.gender);
  for (const brand of params.brands ?? []) query.append(SEARCH_PARAM.brand, brand);
  const search = query.toString();
  return search ? `${paths.search()}?${search}` : paths.search();
}
