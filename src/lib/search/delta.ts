/**
 * The browser's side of a publish's delta index (parts.ts, DELTA_FOLDER): the big index's stale results left out of
 * a search's answer. A module of its own, imported by engine.ts only when PARTS_FILE names a delta, so that the
 * search's code is no larger the rest of the time.
 */
import { readRecordUrl } from "./document-fields.ts";
import type { FilterCounts, PagefindInstance, PagefindResult } from "./engine.ts";
import type { IndexedResult } from "./hits.ts";
import { isDeltaResult, WORDS_FILTER } from "./parts.ts";

/**
 * A publish's small index beside the big one (src/build/search-reuse.ts): at `/pagefind/delta/`, it holds the
 * products new or changed since the big one was written, and the big one's results for the products it no longer
 * shows (changed, unpublished, deleted) are left out of every search. The nightly build folds it into a whole index.
 */
export const DELTA_FOLDER = "delta/";

/**
 * What PARTS_FILE says of a delta index: the big index's results to leave out, and the words only the delta knows.
 * Pagefind answers a word its index does not know with near spellings, so the big index answers such a word with
 * products that do not have it: a query with one of them is the delta's alone.
 */
export interface DeltaLayout {
  /** The catalogue ids whose results in the big index are stale. */
  readonly removed: readonly string[];
  /** Their result files' names in the big index (a result's id): only such results are looked at. */
  readonly names: readonly string[];
  /** The delta's words no product of the big index has (indexWords). */
  readonly words: readonly string[];
}

const stringsIn = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === "string") ? value : null;

/**
 * PARTS_FILE's `delta` as a DeltaLayout, or null when it is not one (no new words: none).
 * @example deltaIn({ removed: ["p7"], names: ["3"] }) // { removed: ["p7"], names: ["3"], words: [] }
 */
export function deltaIn(value: unknown): DeltaLayout | null {
  if (typeof value !== "object" || value === null) return null;
  const { removed, names, words = [] } = value as Record<string, unknown>;
  const [r, n, w] = [stringsIn(removed), stringsIn(names), stringsIn(words)];
  return r && n && w ? { removed: r, names: n, words: w } : null;
}

/**
 * `pagefind` with the delta index at `folder`'s DELTA_FOLDER merged into its searches, as `layout` (PARTS_FILE's
 * `delta`) says: each answer without the big index's stale results (withoutStale), and without the delta's page of
 * every word (WORDS_FILTER). Rejects when `layout` is not a delta's: a search that kept the stale results would
 * answer unpublished products.
 */
export async function withDelta(
  pagefind: PagefindInstance,
  layout: unknown,
  folder: string,
  options: Record<string, unknown>,
): Promise<PagefindInstance> {
  const delta = deltaIn(layout);
  if (!delta) throw new Error(`${folder}: the delta index is not described`);
  await pagefind.mergeIndex(`${folder}${DELTA_FOLDER}`, options);
  const stale = { names: new Set(delta.names), ids: new Set(delta.removed), words: new Set(delta.words) };
  return {
    init: () => pagefind.init(),
    preload: (term) => pagefind.preload(term),
    mergeIndex: (indexPath, more) => pagefind.mergeIndex(indexPath, more),
    search: async (term, options = {}) => {
      const filters = { ...options.filters, [WORDS_FILTER.name]: { none: [WORDS_FILTER.value] } };
      const response = await pagefind.search(term, { ...options, filters });
      if (!response) return response;
      const { [WORDS_FILTER.name]: _words, ...counts } = response.filters;
      const kept = await withoutStale(response.results, counts, stale, term);
      return { results: kept.results, filters: kept.counts };
    },
  };
}

/**
 * The words of `text` as a query and an index are compared here: lower case, without diacritics, split at
 * anything but letters and digits.
 * @example indexWords("Pelerină VITRINESCU, 2-în-1") // ["pelerina", "vitrinescu", "2", "in", "1"]
 */
export const indexWords = (text: string): string[] =>
  text
    .toLocaleLowerCase("ro")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The big index's results a delta index replaces: their names (a result's id), and their catalogue ids; and the
 * words only the delta knows.
 */
export interface Stale {
  readonly names: ReadonlySet<string>;
  readonly ids: ReadonlySet<string>;
  readonly words?: ReadonlySet<string>;
}

/** What a result file holds of its filters (Pagefind writes them beside the meta). */
type ResultWithFilters = IndexedResult & { readonly filters?: Readonly<Record<string, readonly string[]>> };

/**
 * `results` and `counts` without the big index's stale results: a result named as one of them (its file is read
 * to be sure: an index written before its parts' pages were numbered apart repeated names) whose record names a
 * replaced product is left out, and its filters' values are taken off the counts. A delta's own results are named
 * by Pagefind's hashes, never so.
 */
export async function withoutStale<R extends PagefindResult>(
  results: readonly R[],
  counts: FilterCounts,
  stale: Stale,
  query = "",
): Promise<{ results: R[]; counts: FilterCounts }> {
  if (indexWords(query).some((word) => stale.words?.has(word))) return deltaOnly(results, counts);
  const suspects = results.filter((result) => stale.names.has(result.id));
  if (suspects.length === 0) return { results: [...results], counts };
  const gone = new Set<R>();
  const left: Record<string, Record<string, number>> = Object.fromEntries(
    Object.entries(counts).map(([name, values]) => [name, { ...values }]),
  );
  for (const result of suspects) {
    const data = (await result.data()) as ResultWithFilters;
    const id = readRecordUrl(data.url).id;
    if (id === null || !stale.ids.has(id)) continue;
    gone.add(result);
    for (const [name, values] of Object.entries(data.filters ?? {})) {
      const count = left[name];
      if (!count) continue;
      for (const value of values) if (count[value] !== undefined) count[value] = Math.max(0, count[value] - 1);
    }
  }
  return { results: results.filter((result) => !gone.has(result)), counts: left };
}

/**
 * The delta index's results alone (a query with a word only it knows: the big index's answers are near spellings),
 * counted from their result files; the delta is small, and so are its answers.
 */
async function deltaOnly<R extends PagefindResult>(
  results: readonly R[],
  counts: FilterCounts,
): Promise<{ results: R[]; counts: FilterCounts }> {
  const kept = results.filter((result) => isDeltaResult(result.id));
  const left: Record<string, Record<string, number>> = Object.fromEntries(
    Object.entries(counts).map(([name, values]) => [name, Object.fromEntries(Object.keys(values).map((v) => [v, 0]))]),
  );
  for (const result of kept) {
    const data = (await result.data()) as ResultWithFilters;
    for (const [name, values] of Object.entries(data.filters ?? {})) {
      const count = left[name];
      if (count) for (const value of values) count[value] = (count[value] ?? 0) + 1;
    }
  }
  return { results: kept, counts: left };
}
