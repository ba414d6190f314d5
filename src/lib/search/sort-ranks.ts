/**
 * Issue 29's sorts on the search page: "Cele mai populare", "Cele mai noi" and "Reducere", ordered by the listings'
 * rule (lib/listing/sort-order.ts). The index answers a query with its results by relevance, each named by its
 * result file (the big index's page number in base 36, src/build/pagefind-pages.ts; a publish's delta index's hash,
 * ./delta.ts), and a result's card, which holds its prices, is a request of its own: a query can match thousands.
 * So the build writes, for each sort, every result's rank in that sort (`sortRanks`: 1 for the first, equal values
 * sharing one) by its name, in a file beside the index (src/build/write-search-sorts.ts); the search page fetches
 * the file of the sort chosen, once, and orders the results by rank, equal ranks in order of relevance.
 * docs/facets.md#sorts says what each file weighs.
 */
import type { SortKey } from "../listing/sort.ts";
import { outcomeOf, PAGEFIND_DIR, type SearchOutcome } from "./engine.ts";
import { SEARCH_SORTS } from "./params.ts";
import { isDeltaResult } from "./parts.ts";

/** A sort of the search page but its own order (relevance): each has a file of ranks. */
export type RankedSort = Exclude<(typeof SEARCH_SORTS)[number], "implicit">;

export const RANKED_SORTS = SEARCH_SORTS.filter((key): key is RankedSort => key !== "implicit");

export const isRankedSort = (key: SortKey): key is RankedSort => (RANKED_SORTS as readonly SortKey[]).includes(key);

/** The files' folder inside the index's. */
export const SORT_RANKS_FOLDER = "sortari/";

/**
 * A sort's file.
 * @example sortRanksPath("noi") // "/pagefind/sortari/noi.json"
 */
export const sortRanksPath = (key: RankedSort): string => `${PAGEFIND_DIR}${SORT_RANKS_FOLDER}${key}.json`;

export const SORT_RANKS_VERSION = 1;

/** A sort's file: each result's rank, 1 the first; 0 for a result that is no product of the build. */
export interface SortRanksFile {
  readonly version: typeof SORT_RANKS_VERSION;
  /** By the big index's page number (a result named "1a" is page 46). */
  readonly pages: number[];
  /** By the delta index's result names. */
  readonly delta: Record<string, number>;
}

/** The file does not hold ranks this code can read. */
export class SortRanksError extends Error {
  override readonly name = "SortRanksError";
}

/** A big index's result name: its page number in base 36. */
const PAGE_NAME = /^[0-9a-z]{1,8}$/;
/** A file name's part Pagefind writes (a delta's result names: "ro_5172895"). */
const FILE_NAME = /^[\w-]+$/;

/**
 * The file for the ranks of the results named in `ranks` (a result name, its rank).
 * @example encodeSortRanks(new Map([["0", 2], ["2", 1], ["ro_5a1b", 1]])) // { version: 1, pages: [2, 0, 1], delta: { ro_5a1b: 1 } }
 */
export function encodeSortRanks(ranks: Iterable<readonly [name: string, rank: number]>): SortRanksFile {
  const pages: number[] = [];
  const delta: Record<string, number> = {};
  for (const [name, rank] of ranks) {
    if (isDeltaResult(name) && FILE_NAME.test(name)) delta[name] = rank;
    else if (PAGE_NAME.test(name)) pages[Number.parseInt(name, 36)] = rank;
    else throw new SortRanksError(`"${name}" is no result name of the index`);
  }
  return { version: SORT_RANKS_VERSION, pages: Array.from(pages, (rank) => rank ?? 0), delta };
}

const isRank = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

/**
 * A result's rank by its name, from a file (parsed JSON); 0 for a name it does not rank. Throws `SortRanksError`
 * when the file is not one this code can read.
 * @example decodeSortRanks({ version: 1, pages: [2, 0, 1], delta: {} })("2") // 1
 */
export function decodeSortRanks(file: unknown): (name: string) => number {
  if (typeof file !== "object" || file === null) throw new SortRanksError("the sort's ranks are not an object");
  const { version, pages, delta } = file as Record<string, unknown>;
  if (version !== SORT_RANKS_VERSION)
    throw new SortRanksError(`sort ranks version ${String(version)}, expected ${SORT_RANKS_VERSION}`);
  if (!Array.isArray(pages) || !pages.every(isRank)) throw new SortRanksError('"pages" should hold ranks');
  if (typeof delta !== "object" || delta === null || !Object.values(delta).every(isRank))
    throw new SortRanksError('"delta" should hold ranks by result name');
  const byName = new Map(Object.entries(delta as Record<string, number>));
  return (name) =>
    isDeltaResult(name) ? (byName.get(name) ?? 0) : PAGE_NAME.test(name) ? (pages[Number.parseInt(name, 36)] ?? 0) : 0;
}

/**
 * `results` by rank, the first rank first; equal ranks keep their order (relevance), and results without a rank
 * (0) come last.
 * @example byRank([{ id: "a" }, { id: "b" }, { id: "c" }], (id) => ({ a: 2, b: 1, c: 2 })[id]) // b, a, c
 */
export function byRank<R extends { readonly id: string }>(
  results: readonly R[],
  rankOf: (name: string) => number,
): R[] {
  const ranked = results.map((result, index) => ({
    result,
    index,
    rank: rankOf(result.id) || Number.MAX_SAFE_INTEGER,
  }));
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.map(({ result }) => result);
}

const files = new Map<RankedSort, Promise<(name: string) => number>>();

/** The ranks of `key`, fetched once per page view; a failed fetch is forgotten, so that a later search tries again. */
export function loadSortRanks(key: RankedSort): Promise<(name: string) => number> {
  let ranks = files.get(key);
  if (!ranks) {
    const path = sortRanksPath(key);
    ranks = fetch(path).then(async (response) => {
      if (!response.ok) throw new SortRanksError(`HTTP ${response.status} for ${path}`);
      return decodeSortRanks(await response.json());
    });
    ranks.catch(() => files.delete(key));
    files.set(key, ranks);
  }
  return ranks;
}

/**
 * `outcome` with its results in `key` order (relevance for a sort the search page has no ranks for).
 * Rejects when the sort's ranks cannot be read: the page says the search failed, not a relevance order under
 * the sort's name.
 */
export async function sortOutcome(outcome: SearchOutcome, key: SortKey): Promise<SearchOutcome> {
  if (!isRankedSort(key)) return outcome;
  const rankOf = await loadSortRanks(key);
  return outcomeOf(outcome.query, byRank(outcome.results, rankOf), outcome.counts);
}
