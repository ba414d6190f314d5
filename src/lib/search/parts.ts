/**
 * The search index in parts, so that a build of 100,000 products stays
 * under 3 GB: Pagefind writes an index whole, in one process, and its memory
 * grows with the index (docs/decisions.md#the-search-index-in-parts). So
 * a catalogue of more than SEARCH_PART_SIZE products is indexed in parts of
 * at most that many, written two at a time (src/build/index-search.ts),
 * and the browser searches them as one (engine.ts, Pagefind's `mergeIndex`:
 * results and filter counts merged; the parts share the first part's
 * WebAssembly, fetched once).
 *
 * Part 0 is the index at `/pagefind/`, as a catalogue of one part has it;
 * part n > 0 is at `/pagefind/n/`. PARTS_FILE, beside part 0, says how many.
 *
 * Pagefind leaves out of a query any word its index does not know, and a
 * part is an index of its own: in a part without "linia", "linia alba" would
 * search "alba" alone and answer products the whole catalogue's index would
 * not. So an index in parts gives each part one page more, WORDS_PAGE, that
 * holds every word of the catalogue: a word known in one part is known in
 * all. That page carries WORDS_FILTER, and every search leaves it out.
 */

/** The file in `/pagefind/` that says how many parts the index has. */
export const PARTS_FILE = "parts.json";

/** Part `part`'s folder inside the index's: "" for part 0, "3/" for part 3. */
export const partFolder = (part: number): string => (part === 0 ? "" : `${part}/`);

/**
 * The number of parts PARTS_FILE's content (parsed JSON) says, or null when it says none a browser can use.
 * @example partsIn({ parts: 5 }) // 5
 */
export function partsIn(content: unknown): number | null {
  const parts = typeof content === "object" && content !== null ? (content as { parts?: unknown }).parts : undefined;
  return typeof parts === "number" && Number.isInteger(parts) && parts >= 1 && parts <= 1000 ? parts : null;
}

/** The page of every word in each part of an index in parts (above): its address, never a page of the site. */
export const WORDS_PAGE = "/pagefind/cuvinte/";

/** The filter only WORDS_PAGE has; a search of an index in parts excludes it (`none`). */
export const WORDS_FILTER = { name: "cuvinte", value: "toate" } as const;

/**
 * A publish's small index beside the big one (src/build/search-reuse.ts): at `/pagefind/delta/`, it holds the
 * products new or changed since the big one was written, and the big one's results for the products it no longer
 * shows (changed, unpublished, deleted) are left out of every search. The nightly build folds it into a whole index.
 */
export const DELTA_FOLDER = "delta/";

/**
 * What PARTS_FILE says of a delta index: the big index's results to leave out, and the words only the delta knows.
 * Pagefind answers a word its index does not know with near spellings of it, so the big index answers such a
 * word with products that do not have it: a query with one of them is the delta's alone.
 */
export interface DeltaLayout {
  /** The catalogue ids whose results in the big index are stale. */
  readonly removed: readonly string[];
  /** Their result files' names in the big index (a result's id): only such results are looked at. */
  readonly names: readonly string[];
  /** The delta's words no product of the big index has (indexWords). */
  readonly words: readonly string[];
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
 * Whether a delta index's result: Pagefind names its result files by a hash ("ro_5172895"), the big index's
 * are renamed to their page's number in base 36 (src/build/pagefind-pages.ts).
 */
export const isDeltaResult = (id: string): boolean => id.includes("_");

/** What PARTS_FILE says: the parts of the big index and, after a publish, its delta index. */
export interface IndexLayout {
  readonly parts: number;
  readonly delta: DeltaLayout | null;
}

const stringsIn = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === "string") ? value : null;

/**
 * The layout PARTS_FILE's content (parsed JSON) says, or null when it says none a browser can use.
 * @example layoutIn({ parts: 2, delta: { removed: ["p7"], names: ["3"] } }) // { parts: 2, delta: { removed: ["p7"], names: ["3"], words: [] } }
 */
export function layoutIn(content: unknown): IndexLayout | null {
  const parts = partsIn(content);
  if (parts === null) return null;
  const delta = (content as { delta?: unknown }).delta;
  if (delta === undefined) return { parts, delta: null };
  if (typeof delta !== "object" || delta === null) return null;
  const removed = stringsIn((delta as { removed?: unknown }).removed);
  const names = stringsIn((delta as { names?: unknown }).names);
  const words = stringsIn((delta as { words?: unknown }).words ?? []);
  return removed && names && words ? { parts, delta: { removed, names, words } } : null;
}
