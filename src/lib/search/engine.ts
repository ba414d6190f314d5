/**
 * The browser's side of the static search index: loads Pagefind's own script
 * from the built site (`/pagefind/pagefind.js`, written by
 * src/build/index-search.ts) the first time it is needed, never
 * before, and runs queries on it. Only the parts of the index a query needs
 * are downloaded. An index written in parts (parts.ts) is searched as one:
 * the other parts are merged into the first, and so is a publish's delta
 * index, the big index's stale results left out (withoutStale).
 */
import { readRecordUrl } from "./document-fields.ts";
import { toSearchHit, type IndexedResult, type SearchHit } from "./hits.ts";
import {
  DELTA_FOLDER,
  indexWords,
  isDeltaResult,
  layoutIn,
  partFolder,
  PARTS_FILE,
  WORDS_FILTER,
  type IndexLayout,
} from "./parts.ts";
import { normaliseQuery } from "./query.ts";

/** Where the build writes Pagefind's bundle. */
export const PAGEFIND_DIR = "/pagefind/";

/** Letters of the last word before the words being typed are preloaded. */
export const PRELOAD_MIN_LETTERS = 3;

/** A filter of a query: any of these values (an empty list narrows nothing). */
export type FilterSelection = Readonly<Record<string, readonly string[]>>;

/** Counts of results per filter value: `{ gen: { femei: 12, fetite: 3 } }`. */
export type FilterCounts = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** The parts of Pagefind's browser API (pagefind.app/docs/api) this site uses. */
export interface PagefindResult {
  readonly id: string;
  data(): Promise<IndexedResult>;
}
export interface PagefindResponse {
  readonly results: readonly PagefindResult[];
  readonly filters: FilterCounts;
}
export interface PagefindInstance {
  init(): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, { any: readonly string[] } | { none: readonly string[] }> },
  ): Promise<PagefindResponse | null>;
  preload(term: string): Promise<void>;
  /** Adds the index at `indexPath` to this one's searches (results and filter counts merged). */
  mergeIndex(indexPath: string, options?: Record<string, unknown>): Promise<void>;
}
export interface PagefindModule {
  createInstance(options?: Record<string, unknown>): PagefindInstance;
}

export interface SearchOutcome {
  /** The normalised query that ran. */
  readonly query: string;
  readonly total: number;
  /** Counts per value of every filter named in the request. */
  readonly counts: FilterCounts;
  /** Cards for results `from` to `from + count` (fetched on demand: each is a small file). */
  hits(from: number, count: number): Promise<SearchHit[]>;
}

export interface SearchEngine {
  /** Loads the script and the index's table of contents; later calls share the first load. */
  ready(): Promise<void>;
  search(query: string, filters?: FilterSelection): Promise<SearchOutcome>;
  /**
   * Fetches the parts of the index a query will need, without searching:
   * called while the shopper types, so the search that follows the debounce
   * finds them loaded. Never fails (the search reports any problem).
   */
  preload(query: string): Promise<void>;
  /**
   * Runs the search for `query` and fetches its first `count` cards, without
   * showing anything: called when typing pauses, so the debounced query that
   * follows (the same search, answered from this one) has its answer and its
   * cards ready. Never fails (the search reports any problem).
   */
  prefetch(query: string, count: number): Promise<void>;
}

/**
 * Whether text still being typed is worth fetching the index's parts for:
 * "r" or "ro" would fetch them for every word they begin, so the last word
 * needs PRELOAD_MIN_LETTERS letters.
 */
const worthFetchingFor = (query: string): boolean => (query.split(" ").at(-1) ?? "").length >= PRELOAD_MIN_LETTERS;

const EMPTY: SearchOutcome = { query: "", total: 0, counts: {}, hits: () => Promise.resolve([]) };

/** Pagefind's script, imported at run time from the site itself (it is not part of the bundle). */
export function importPagefind(): Promise<PagefindModule> {
  const url = `${PAGEFIND_DIR}pagefind.js`;
  return import(/* @vite-ignore */ url) as Promise<PagefindModule>;
}

/**
 * The parts the built index has and its delta index (PARTS_FILE, parts.ts): one part when the site has no such
 * file (a build from before parts). Rejects when the file cannot be fetched or says nothing usable: searching only
 * the first part would silently miss products.
 */
export async function readSearchParts(): Promise<IndexLayout> {
  const response = await fetch(`${PAGEFIND_DIR}${PARTS_FILE}`);
  if (response.status === 404) return { parts: 1, delta: null };
  if (!response.ok) throw new Error(`${PAGEFIND_DIR}${PARTS_FILE}: HTTP ${response.status}`);
  const layout = layoutIn(await response.json());
  if (layout === null) throw new Error(`${PAGEFIND_DIR}${PARTS_FILE} does not say how many parts the index has`);
  return layout;
}

/**
 * The big index's results a delta index replaces: their names (a result's id), and their catalogue ids; and the
 * words only the delta knows.
 */
interface Stale {
  readonly names: ReadonlySet<string>;
  readonly ids: ReadonlySet<string>;
  readonly words?: ReadonlySet<string>;
}

/** What a result file holds of its filters (Pagefind writes them beside the meta). */
type ResultWithFilters = IndexedResult & { readonly filters?: Readonly<Record<string, readonly string[]>> };

/**
 * `results` and `counts` without the big index's stale results: a result named as one of them (names repeat
 * across parts, so its file is read to be sure) whose record names a replaced product is left out, and its
 * filters' values are taken off the counts. A delta's own results are named by Pagefind's hashes, never so.
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

/** Options of every part's Pagefind instance: the site shows no excerpt. */
const INSTANCE_OPTIONS = { excerptLength: 0 } as const;

/**
 * A search engine over the index that `load` gives, in the number of parts `parts` says. A failed load is not
 * kept: the next query tries again (a shopper back online gets results).
 * @example
 * const engine = createSearchEngine(importPagefind);
 * const outcome = await engine.search("rochii", { gen: ["fetite"] });
 * const firstSix = await outcome.hits(0, 6);
 */
export function createSearchEngine(
  load: () => Promise<PagefindModule>,
  parts: () => Promise<number | IndexLayout> = () => Promise.resolve(1),
): SearchEngine {
  /**
   * Pagefind; whether its index is in parts or has a delta (then each search leaves the words page out); the big
   * index's results a delta replaces.
   */
  let instance:
    | Promise<{ readonly pagefind: PagefindInstance; readonly inParts: boolean; readonly stale: Stale | null }>
    | undefined;
  let primed = false;
  /** The last search asked for: the same query and filters asked again get its answer, not a second search. */
  let last: { readonly key: string; readonly outcome: Promise<SearchOutcome> } | undefined;
  const ready = () => {
    instance ??= Promise.all([load(), parts()]).then(async ([module, layout]) => {
      const { parts: count, delta } = typeof layout === "number" ? { parts: layout, delta: null } : layout;
      // On the page's own thread: a query costs a few milliseconds of work even on 20,000 products, and the
      // worker Pagefind would otherwise start is one more script to download and a message hop per result.
      const pagefind = module.createInstance({ ...INSTANCE_OPTIONS, basePath: PAGEFIND_DIR, noWorker: true });
      await pagefind.init();
      // The other parts use the first part's WebAssembly: each costs its table of contents, not a second engine.
      for (let part = 1; part < count; part += 1) {
        await pagefind.mergeIndex(`${PAGEFIND_DIR}${partFolder(part)}`, INSTANCE_OPTIONS);
      }
      if (delta) await pagefind.mergeIndex(`${PAGEFIND_DIR}${DELTA_FOLDER}`, INSTANCE_OPTIONS);
      const stale = delta && { names: new Set(delta.names), ids: new Set(delta.removed), words: new Set(delta.words) };
      return { pagefind, inParts: count > 1 || delta !== null, stale };
    });
    instance.catch(() => (instance = undefined));
    return instance;
  };
  const runSearch = async (query: string, filters: FilterSelection): Promise<SearchOutcome> => {
    const { pagefind, inParts, stale } = await ready();
    const options: Record<string, { any: readonly string[] } | { none: readonly string[] }> = Object.fromEntries(
      Object.entries(filters).map(([name, values]) => [name, { any: values }]),
    );
    if (inParts) options[WORDS_FILTER.name] = { none: [WORDS_FILTER.value] };
    const response = await pagefind.search(query, { filters: options });
    const { [WORDS_FILTER.name]: _words, ...found } = response?.filters ?? {};
    const { results, counts } = stale
      ? await withoutStale(response?.results ?? [], found, stale, query)
      : { results: response?.results ?? [], counts: found };
    return {
      query,
      total: results.length,
      counts,
      // Pagefind keeps every card it has fetched: asking for the same slice again costs nothing.
      hits: async (from, count) => {
        const data = await Promise.all(results.slice(from, from + count).map((result) => result.data()));
        return data.map(toSearchHit).filter((hit): hit is SearchHit => hit !== null);
      },
    };
  };
  const search = (text: string, filters: FilterSelection = {}): Promise<SearchOutcome> => {
    const query = normaliseQuery(text);
    if (!query) return Promise.resolve(EMPTY);
    const key = JSON.stringify([query, filters]);
    if (last?.key === key) return last.outcome;
    const entry = { key, outcome: runSearch(query, filters) };
    last = entry;
    // A failed search is not kept: asked again, it runs again.
    entry.outcome.catch(() => {
      if (last === entry) last = undefined;
    });
    return entry.outcome;
  };
  return {
    ready: async () => {
      await ready();
    },
    preload: async (text) => {
      const query = normaliseQuery(text);
      if (!worthFetchingFor(query)) return;
      try {
        const { pagefind } = await ready();
        await pagefind.preload(query);
        // The first search of a page's life is two to three times slower than the next (the engine's code is
        // compiled on first use): run it once now, on what was just loaded, while the shopper is still typing.
        if (!primed) {
          primed = true;
          await pagefind.search(query);
        }
      } catch {
        // The search that follows loads what it needs, or says why it cannot.
      }
    },
    search,
    prefetch: async (text, count) => {
      if (!worthFetchingFor(normaliseQuery(text))) return;
      try {
        await (await search(text)).hits(0, count);
      } catch {
        // The debounced search runs it again and reports the failure.
      }
    },
  };
}
