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

/** What PARTS_FILE says: the parts of the big index and, after a publish, its delta index (read by ./delta.ts). */
export interface IndexLayout {
  readonly parts: number;
  readonly delta?: unknown;
}

/**
 * Whether a delta index's result (./delta.ts): Pagefind names its result files by a hash ("ro_5172895"), the big
 * index's are renamed to their page's number in base 36 (src/build/pagefind-pages.ts). Here, not in ./delta.ts, so
 * that the search page's sorts (./sort-ranks.ts) tell them apart without the delta's code.
 */
export const isDeltaResult = (id: string): boolean => id.includes("_");
