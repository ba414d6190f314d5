/**
 * The browser's side of the static search index: loads Pagefind's own script
 * from the built site (`/pagefind/pagefind.js`, written by
 * src/build/index-search.ts) the first time it is needed, never
 * before, and runs queries on it. Only the parts of the index a query needs
 * are downloaded. An index written in parts (parts.ts) is searched as one:
 * the other parts are merged into the first, and so is a publish's delta
 * index, the big index's stale results left out (./delta.ts).
 */
import { toSearchHit, type IndexedResult, type SearchHit } from "./hits.ts";
import { partFolder, PARTS_FILE, partsIn, WORDS_FILTER, type IndexLayout } from "./parts.ts";
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
  /** The results, by relevance (or as a sort put them: ./sort-ranks.ts). */
  readonly results: readonly PagefindResult[];
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

/** The outcome of a query: `results` in the order given, their cards read when asked for. */
export const outcomeOf = (query: string, results: readonly PagefindResult[], counts: FilterCounts): SearchOutcome => ({
  query,
  total: results.length,
  counts,
  results,
  // Pagefind keeps every card it has fetched: asking for the same slice again costs nothing.
  hits: async (from, count) => {
    const data = await Promise.all(results.slice(from, from + count).map((result) => result.data()));
    return data.map(toSearchHit).filter((hit): hit is SearchHit => hit !== null);
  },
});

const EMPTY = outcomeOf("", [], {});

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
  if (response.status === 404) return { parts: 1 };
  if (!response.ok) throw new Error(`${PAGEFIND_DIR}${PARTS_FILE}: HTTP ${response.status}`);
  const content = await response.json();
  const parts = partsIn(content);
  if (parts === null) throw new Error(`${PAGEFIND_DIR}${PARTS_FILE} does not say how many parts the index has`);
  // A delta index (./delta.ts) is read by its own code, fetched only when there is one.
  return { parts, delta: (content as { delta?: unknown }).delta };
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
  parts: () => Promise<IndexLayout> = () => Promise.resolve({ parts: 1 }),
): SearchEngine {
  /** Pagefind, and whether its index is in parts (then each search leaves the parts' words page out). */
  let instance: Promise<{ readonly pagefind: PagefindInstance; readonly inParts: boolean }> | undefined;
  let primed = false;
  /** The last search asked for: the same query and filters asked again get its answer, not a second search. */
  let last: { readonly key: string; readonly outcome: Promise<SearchOutcome> } | undefined;
  const ready = () => {
    instance ??= Promise.all([load(), parts()]).then(async ([module, { parts: count, delta }]) => {
      // On the page's own thread: a query costs a few milliseconds of work even on 20,000 products, and the
      // worker Pagefind would otherwise start is one more script to download and a message hop per result.
      let pagefind = module.createInstance({ ...INSTANCE_OPTIONS, basePath: PAGEFIND_DIR, noWorker: true });
      await pagefind.init();
      // The other parts use the first part's WebAssembly: each costs its table of contents, not a second engine.
      for (let part = 1; part < count; part += 1) {
        await pagefind.mergeIndex(`${PAGEFIND_DIR}${partFolder(part)}`, INSTANCE_OPTIONS);
      }
      // A publish's delta index, searched with the rest: its code is fetched only then (./delta.ts).
      if (delta !== undefined) {
        pagefind = await (await import("./delta.ts")).withDelta(pagefind, delta, PAGEFIND_DIR, INSTANCE_OPTIONS);
      }
      return { pagefind, inParts: count > 1 };
    });
    instance.catch(() => (instance = undefined));
    return instance;
  };
  const runSearch = async (query: string, filters: FilterSelection): Promise<SearchOutcome> => {
    const { pagefind, inParts } = await ready();
    const options: Record<string, { any: readonly string[] } | { none: readonly string[] }> = Object.fromEntries(
      Object.entries(filters).map(([name, values]) => [name, { any: values }]),
    );
    if (inParts) options[WORDS_FILTER.name] = { none: [WORDS_FILTER.value] };
    const response = await pagefind.search(query, { filters: options });
    const results = response?.results ?? [];
    const { [WORDS_FILTER.name]: _words, ...counts } = response?.filters ?? {};
    return outcomeOf(query, results, counts);
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
