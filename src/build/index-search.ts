/**
 * The build's search index step: one Pagefind record per published product,
 * made from the catalogue this build read (never by crawling the pages), in
 * OUT_DIR/pagefind/. The browser loads it only when a shopper searches
 * (src/lib/search/engine.ts).
 *
 * The runner (./index.ts) hands the products' search documents to Pagefind
 * while Astro renders the pages (`addToSearchIndex`), and has Pagefind write
 * the index once `astro build` has succeeded and exited: writing a whole
 * catalogue's index is the part that needs Pagefind's memory, so it never
 * runs beside Astro's in a full build (./render.ts). A catalogue of more than
 * SEARCH_PART_SIZE products is indexed in parts (src/lib/search/parts.ts),
 * each written as soon as it is full and let go of, while Astro renders: one
 * part's memory at a time (`writeIndexInParts`,
 * docs/decisions.md#the-search-index-in-parts).
 */
import { readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import type { SearchDocument } from "../lib/search/document.ts";
import { indexWords } from "../lib/search/delta.ts";
import { partFolder, PARTS_FILE, WORDS_FILTER, WORDS_PAGE } from "../lib/search/parts.ts";
import { compactPageTable, firstPageOf } from "./pagefind-pages.ts";

export class SearchIndexError extends Error {
  override readonly name = "SearchIndexError";
}

/** Documents on their way to Pagefind at once. */
const ADDS_AT_ONCE = 64;

/** Pagefind's ready-made interfaces: the site draws its own, so they are not published. */
const UNUSED_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\./;

/** What a part but the first needs of Pagefind's files: its entry, table of contents and folders, no script or wasm. */
const PART_FILES = /^(pagefind-entry\.json|pagefind\..+\.pf_meta|index|filter|fragment)$/;

/** A search document as ./product-worker.ts hands it over (each line checked on this side). */
export const isSearchDocument = (value: unknown): value is SearchDocument =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SearchDocument).url === "string" &&
  typeof (value as SearchDocument).html === "string";

/** `html`'s text as Pagefind reads it: each tag a space, entities and all. */
const textOf = (html: string): string => html.replace(/<[^>]*>/g, " ");

/**
 * The number of words Pagefind counts in `html`: its text, split at white
 * space (the count it stores for each page, for ranking).
 * @example indexedWordCount("<h1>Rochie midi</h1><p>Din in.</p>") // 4
 */
export function indexedWordCount(html: string): number {
  // Counted, not split into a list of words only to take its length (1.7 times as fast over 20,000 documents).
  const text = textOf(html);
  const word = /\S+/g;
  let count = 0;
  while (word.test(text)) count += 1;
  return count;
}

/** The words of `html`'s text, as written (entities and all): what Pagefind reads of it, tags aside. */
const textWords = (html: string): string[] => textOf(html).split(/\s+/).filter(Boolean);

/**
 * The page each part of an index in parts takes last (src/lib/search/parts.ts): every word in `words`, and
 * WORDS_FILTER, by which the browser leaves it out of every search.
 */
export const wordsPage = (words: Iterable<string>): SearchDocument => ({
  url: WORDS_PAGE,
  html:
    `<!doctype html><html lang="ro"><head><meta charset="utf-8"></head><body>` +
    `<span data-pagefind-filter="${WORDS_FILTER.name}:${WORDS_FILTER.value}"></span>` +
    `<p>${[...words].join(" ")}</p></body></html>`,
});

/**
 * Indexes `documents` with Pagefind into `outputPath` (replaced), without
 * Pagefind's ready-made interfaces, and makes its page table small
 * (pagefind-pages.ts) unless `compact` is false (the index as Pagefind
 * writes it, which tests compare with); resolves to the number indexed.
 * The runner does the same in two halves (addToSearchIndex, then write), or
 * in parts (writeIndexInParts).
 */
export async function writeSearchIndex(
  documents: Iterable<SearchDocument>,
  outputPath: string,
  options?: { compact?: boolean; partSize?: number },
): Promise<number> {
  const ordered = inWordCountOrder(documents);
  const partSize = options?.partSize ?? Number.POSITIVE_INFINITY;
  if (ordered.length > partSize) {
    return (await writeIndexInParts(ordered, outputPath, { ...options, partSize, words: await wordsOf(ordered) }))
      .count;
  }
  const index = await addToSearchIndex(ordered);
  await index.write(outputPath, options);
  return index.count;
}

/**
 * `documents` in the order to give them to Pagefind: by word count. Pagefind
 * numbers pages in the order they are added, and in this order neighbouring
 * rows of its page table mostly share their count, so the table compresses
 * by a further third (pagefind-pages.ts).
 */
export function inWordCountOrder(documents: Iterable<SearchDocument>): SearchDocument[] {
  return [...documents]
    .map((document) => ({ document, words: indexedWordCount(document.html) }))
    .sort((a, b) => a.words - b.words)
    .map(({ document }) => document);
}

/** An index whose documents Pagefind holds, not yet written. */
export interface PendingIndex {
  readonly count: number;
  /** Writes the index into `outputPath` (replaced), then stops Pagefind. */
  write(outputPath: string, options?: { compact?: boolean }): Promise<void>;
  /** Stops Pagefind without writing. */
  close(): Promise<void>;
}

type Pagefind = typeof pagefind;

/** Every Pagefind instance asked for, by writer (0: the module's own): what stopPagefind stops. */
const writerInstances = new Map<number, Promise<Pagefind>>([[0, Promise.resolve(pagefind)]]);

/**
 * Writer `writer`'s Pagefind. Pagefind's module starts one process of its own, the first time it is asked for an
 * index; Node keeps one module per address, so the module under another address (its own, with a query string) is
 * another instance, with a process of its own.
 */
const pagefindFor = (writer: number): Promise<Pagefind> => {
  let instance = writerInstances.get(writer);
  if (!instance) {
    instance = import(`${import.meta.resolve("pagefind")}?writer=${writer}`) as Promise<Pagefind>;
    writerInstances.set(writer, instance);
  }
  return instance;
};

/** A new index of `instance`'s (Pagefind's own process by default), or a SearchIndexError saying why not. */
async function createIndex(instance: Pagefind = pagefind): Promise<pagefind.PagefindIndex> {
  const { index, errors } = await instance.createIndex();
  if (!index) throw new SearchIndexError(`Pagefind could not start: ${errors.join("; ")}`);
  return index;
}

/**
 * Hands `documents` to `index` in the order given, a bounded number in flight (Pagefind's wrapper queues every
 * message it is given, base64-encoded, in memory), reading no further ahead; `each` sees every document first,
 * with a function that waits for those in flight. Resolves to what Pagefind refused.
 */
async function addAll(
  index: () => Promise<pagefind.PagefindIndex>,
  documents: AsyncIterable<SearchDocument> | Iterable<SearchDocument>,
  each: (settled: () => Promise<unknown>) => Promise<void> | void = () => {},
): Promise<string[]> {
  const inFlight = new Set<Promise<unknown>>();
  const failed: string[] = [];
  const settled = () => Promise.all(inFlight);
  for await (const document of documents) {
    await each(settled);
    const added: Promise<unknown> = (await index())
      .addHTMLFile({ url: document.url, content: document.html })
      .then((result) => {
        failed.push(...result.errors);
        inFlight.delete(added);
      });
    inFlight.add(added);
    if (inFlight.size >= ADDS_AT_ONCE) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  return failed;
}

const refused = (failed: readonly string[]) =>
  new SearchIndexError(`Pagefind refused ${failed.length} products: ${failed[0]}`);

/**
 * Hands `documents` to Pagefind, one index of them all, held until `write`: a full build writes it once Astro has
 * exited (./search-index.ts). A catalogue of more than one part goes to writeIndexInParts instead.
 */
export async function addToSearchIndex(
  documents: AsyncIterable<SearchDocument> | Iterable<SearchDocument>,
): Promise<PendingIndex> {
  let count = 0;
  try {
    const index = await createIndex();
    const failed = await addAll(
      async () => index,
      documents,
      () => void (count += 1),
    );
    if (failed.length) throw refused(failed);
    return {
      count,
      close: stopPagefind,
      write: async (outputPath, { compact = true } = {}) => {
        try {
          await rm(outputPath, { recursive: true, force: true });
          await writePart(index, outputPath, 0, compact && 0);
        } finally {
          await pagefind.close();
        }
        await writeFile(path.join(outputPath, PARTS_FILE), JSON.stringify({ parts: 1 }));
      },
    };
  } catch (error) {
    await pagefind.close();
    throw error;
  }
}

/** Stops every Pagefind process, and with them whatever index they hold or write (a build that failed). */
export const stopPagefind = async (): Promise<void> => {
  await Promise.all([...writerInstances.values()].map(async (instance) => (await instance).close()));
};

/** Every word of `documents`' text, as written: each part's words page (wordsPage) when an index is in parts. */
export async function wordsOf(
  documents: AsyncIterable<SearchDocument> | Iterable<SearchDocument>,
): Promise<Set<string>> {
  const words = new Set<string>();
  for await (const { html } of documents) for (const word of textWords(html)) words.add(word);
  return words;
}

/**
 * Indexes `documents` in the order given, `partSize` to a part (src/lib/search/parts.ts), into `outputPath`
 * (replaced): each part is written as soon as it is full, with the words page of `words` (every word of the
 * documents, wordsOf), and let go of, so that each of `writers` Pagefind processes (each every `writers`-th part)
 * holds one part at a time, never the catalogue, and a full build writes the index while Astro renders
 * (docs/decisions.md#the-search-index-in-parts). With two, one writes a part while the other takes the next one's
 * documents: faster, at a second part's memory. Documents that fit in one part make an index of one part, without a
 * words page. `compact` as writeSearchIndex's. Resolves to the number indexed and of parts written.
 */
export async function writeIndexInParts(
  documents: AsyncIterable<SearchDocument> | Iterable<SearchDocument>,
  outputPath: string,
  {
    partSize,
    words,
    compact = true,
    writers = 1,
  }: { partSize: number; words: Iterable<string>; compact?: boolean; writers?: number },
): Promise<{ count: number; parts: number }> {
  const page = wordsPage(words);
  let count = 0;
  let parts = 0;
  const instances: Pagefind[] = [];
  /** Each writer's last part being written: a writer takes a new part once it has written its last. */
  const writing: Promise<void>[] = [];
  let part: Promise<{ index: pagefind.PagefindIndex; number: number }> | null = null;
  const newPart = async () => {
    const number = parts++;
    const writer = number % writers;
    await writing[writer];
    instances[writer] ??= await pagefindFor(writer);
    return { index: await createIndex(instances[writer]), number };
  };
  /** The part being filled, once full or last (`inParts`: with the words page), written by its writer meanwhile. */
  const writeOut = async (inParts: boolean) => {
    const { index, number } = await part!;
    part = null;
    const written = (async () => {
      if (inParts) {
        const added = await index.addHTMLFile({ url: page.url, content: page.html });
        if (added.errors.length) throw refused(added.errors);
      }
      const folder = path.join(outputPath, partFolder(number));
      await writePart(index, folder, number, compact && firstPageOf(number, partSize));
    })();
    // Awaited when its writer takes its next part, and at the end.
    written.catch(() => undefined);
    writing[number % writers] = written;
  };
  try {
    await rm(outputPath, { recursive: true, force: true });
    const failed = await addAll(
      async () => (await (part ??= newPart())).index,
      documents,
      // A full part is written when the next document comes: only then is it known not to be the only one.
      async (settled) => {
        if (count > 0 && count % partSize === 0) {
          await settled();
          await writeOut(true);
        }
        count += 1;
      },
    );
    if (failed.length) throw refused(failed);
    part ??= newPart();
    await writeOut(parts > 1);
    await Promise.all(writing);
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
  }
  await writeFile(path.join(outputPath, PARTS_FILE), JSON.stringify({ parts }));
  return { count, parts };
}

/**
 * Writes a publish's delta index (src/lib/search/parts.ts, DELTA_FOLDER) into `folder`: the documents of `ids`
 * among `documents`, and a words page of every word of `documents`, as each part of an index in parts has. Its
 * result files keep Pagefind's names (hashes, never a compacted page's name): the browser tells its results from
 * the big index's by them. Resolves to the number of products indexed and the words (indexWords) only they have:
 * the big index holds every other product of `documents` with its words, so it knows every word but those.
 */
export async function writeDeltaIndex(
  documents: AsyncIterable<SearchDocument> | Iterable<SearchDocument>,
  ids: ReadonlySet<string>,
  folder: string,
  idOf: (document: SearchDocument) => string | null,
): Promise<{ count: number; words: string[] }> {
  const words = new Set<string>();
  const picked: SearchDocument[] = [];
  const known = new Set<string>();
  // indexWords of each token of the text, once a token: the catalogue's words repeat from product to product, and
  // folding every product's whole text was most of this pass (2.3 times as long over 20,000 documents).
  const folded = new Map<string, readonly string[]>();
  const foldedWords = (token: string) => {
    let found = folded.get(token);
    if (!found) folded.set(token, (found = indexWords(token)));
    return found;
  };
  for await (const document of documents) {
    const tokens = textWords(document.html);
    for (const token of tokens) words.add(token);
    const id = idOf(document);
    if (id !== null && ids.has(id)) picked.push(document);
    // indexWords splits at white space too: a token at a time is the same words as the whole text.
    else for (const token of tokens) for (const word of foldedWords(token)) known.add(word);
  }
  const only = new Set(picked.flatMap((document) => textWords(document.html).flatMap(foldedWords)));
  try {
    const index = await createIndex();
    const page = wordsPage(words);
    const added = await Promise.all(
      [...inWordCountOrder(picked), page].map(({ url, html }) => index.addHTMLFile({ url, content: html })),
    );
    const failed = added.flatMap((result) => result.errors);
    if (failed.length) throw refused(failed);
    await rm(folder, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: folder });
    if (written.errors.length) throw new SearchIndexError(`Pagefind could not write: ${written.errors.join("; ")}`);
    await index.deleteIndex();
    await removeUnused(folder, 1);
  } finally {
    await pagefind.close();
  }
  return { count: picked.length, words: [...only].filter((word) => !known.has(word)).sort() };
}

/**
 * Has Pagefind write part `part`'s `index` into `folder` and let go of it, then makes its page table small, its
 * pages numbered from `firstPage` (pagefind-pages.ts); `false` leaves the table as Pagefind writes it.
 */
async function writePart(
  index: pagefind.PagefindIndex,
  folder: string,
  part: number,
  firstPage: number | false,
): Promise<void> {
  const written = await index.writeFiles({ outputPath: folder });
  if (written.errors.length) throw new SearchIndexError(`Pagefind could not write: ${written.errors.join("; ")}`);
  // Its memory goes back to its Pagefind for the next part.
  await index.deleteIndex();
  await removeUnused(folder, part);
  if (firstPage !== false) await compactPageTable(folder, firstPage);
}

/** Removes what the site does not publish of a part's files: Pagefind's interfaces; in later parts, all but the index. */
async function removeUnused(folder: string, part: number): Promise<void> {
  for (const file of await readdir(folder)) {
    const unused = part === 0 ? UNUSED_FILES.test(file) : !PART_FILES.test(file);
    if (unused) await rm(path.join(folder, file), { recursive: true });
  }
}
