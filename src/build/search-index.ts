/**
 * The build's search step (./index.ts): the index of this build's products, started while Astro renders. Either
 * the earlier build's index is kept with new prices patched in, when nothing else changed (./search-reuse.ts), or
 * the search documents are handed to Pagefind (./index-search.ts) and written once Astro has exited; then the
 * search keys go beside the report, for the next build.
 *
 * When to write a new index: a publish (most files linked, few pages for Astro to render) writes it beside Astro,
 * because the time to live is what counts and both processes' memory together is its price. A full build writes it
 * once Astro has exited (./render.ts says why): written beside Astro, it took the build's peak past its target
 * (docs/decisions.md#the-builds-memory-and-time).
 */
import { cp, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { readRecordUrl } from "../lib/search/document-fields.ts";
import { DELTA_FOLDER, deltaIn } from "../lib/search/delta.ts";
import { PARTS_FILE } from "../lib/search/parts.ts";
import type { Settings } from "../lib/settings.ts";
import { ROOT, type BuildDirs } from "./dirs.ts";
import { readHandoff, readHandoffAt } from "./handoff.ts";
import {
  addToSearchIndex,
  isSearchDocument,
  stopPagefind,
  wordsOf,
  writeDeltaIndex,
  writeIndexInParts,
  type PendingIndex,
} from "./index-search.ts";
import { linkReusedFiles, type ReusedFiles } from "./link-reused.ts";
import {
  checkedFragments,
  fragmentNames,
  fragmentsInOrder,
  patchSearchIndex,
  planSearchIndex,
  saveSearchKeys,
  SearchPatchError,
  writeLayout,
  type SearchKey,
  type SearchPlan,
  type StoredSearchKeys,
} from "./search-reuse.ts";
import { step } from "./step.ts";
import type { SearchDocumentsDone } from "./write-product-files.ts";

export interface SearchIndexInput {
  readonly settings: Settings;
  readonly dirs: BuildDirs;
  /** The code the pages and the index are drawn with (./page-reuse.ts): an index is kept only from the same. */
  readonly code: string;
  /** The search documents and keys the product files' worker made. */
  readonly made: SearchDocumentsDone;
  /** The pages linked from the earlier build (a kept index links its own files, after them). */
  readonly reused: ReusedFiles;
  /** The earlier build's search keys (readSearchKeys of REUSE_FROM), read while the documents were made. */
  readonly earlierKeys: Promise<StoredSearchKeys | null>;
}

/** Where each product's result is in the index the build publishes: what the search page's sorts rank by. */
export interface ResultFiles {
  /** By product id, the result file in the big index ("fragment/1a.pf_fragment", "2/fragment/uv6.pf_fragment"). */
  readonly index: Readonly<Record<string, string>>;
  /** By product id, the result file in a publish's delta index beside it (src/lib/search/delta.ts). */
  readonly delta: Readonly<Record<string, string>>;
}

export interface SearchIndex {
  /** Whether to write the index while Astro renders (a kept index, or a publish) rather than after it exits. */
  readonly besideAstro: boolean;
  /**
   * Writes the index (once: a second call answers the first's), then the search keys for the next build; resolves
   * to where each product's result is.
   */
  write(): Promise<ResultFiles>;
  /** Stops Pagefind when the build fails before the index is written. */
  close(): Promise<void>;
}

/** What writing the index leaves for the next build's (./search-reuse.ts), and for the search page's sorts. */
interface Indexed {
  readonly indexedAt: number;
  readonly fragments: Record<string, string>;
  /** The delta index's result files, by product id, when there is one. */
  readonly delta?: Record<string, string> | undefined;
  /** The products as the kept index holds them, when not this build's (a delta beside it). */
  readonly held?: readonly SearchKey[] | undefined;
}

/** Decides whether this build can keep the earlier index; with a new one, hands Pagefind the documents. */
export async function startSearchIndex(input: SearchIndexInput): Promise<SearchIndex> {
  const { settings, dirs, code, made, reused } = input;
  const plan = await planSearch(settings, code, made, await input.earlierKeys);
  let pending: PendingIndex | null = null;
  if (plan.kind === "index") pending = await indexAnew(input, plan.reason);
  // An index in parts is written as its parts fill, while Astro renders, whatever the build.
  const besideAstro =
    plan.kind === "patch" || reused.count() >= made.ids.length / 2 || inParts(made, settings.SEARCH_PART_SIZE);
  const when = besideAstro ? "while Astro renders" : "after Astro";
  let written: Promise<ResultFiles> | undefined;
  const write = async (): Promise<ResultFiles> => {
    let indexed: Indexed;
    try {
      indexed =
        plan.kind === "patch" ? await keepEarlierIndex(input, plan) : await writeNewIndex(input, pending!, when);
    } catch (error) {
      // The earlier index does not hold what its keys say: indexed anew, at once.
      if (!(error instanceof SearchPatchError)) throw error;
      pending = await indexAnew(input, error.message);
      indexed = await writeNewIndex(input, pending, "while Astro renders");
    }
    pending = null;
    const keys = indexed.held ?? made.keys;
    // What a delta was made of, for the next publish to take it when it would be the same (search-reuse.ts).
    const inDelta = new Set(plan.kind === "patch" ? plan.delta : []);
    const delta =
      plan.kind === "patch" && plan.delta
        ? { keys: made.keys.filter((key) => inDelta.has(key.id)), removed: plan.removed ?? [] }
        : undefined;
    await saveSearchKeys(dirs.reports, dirs.out, code, indexed.indexedAt, keys, indexed.fragments, delta);
    return { index: indexed.fragments, delta: indexed.delta ?? {} };
  };
  return {
    besideAstro,
    write: () => (written ??= write()),
    close: async () => {
      await pending?.close();
    },
  };
}

/** The plan for the index: kept from REUSE_FROM's build (whose keys are `earlier`), or made anew, and why. */
function planSearch(
  settings: Settings,
  code: string,
  made: SearchDocumentsDone,
  earlier: StoredSearchKeys | null,
): SearchPlan {
  if (!settings.REUSE_FROM) return { kind: "index", reason: "no earlier build to reuse" };
  return planSearchIndex(
    earlier,
    path.resolve(ROOT, settings.REUSE_FROM),
    made.keys,
    code,
    Date.now(),
    settings.SEARCH_DELTA_MAX,
  );
}

/**
 * A new index: the documents handed to Pagefind now. One part is held and written when the build says; an index in
 * parts is written part by part as the documents fill them, while Astro renders (./index-search.ts says why).
 */
async function indexAnew({ settings, dirs, made }: SearchIndexInput, reason: string): Promise<PendingIndex> {
  console.log(`[index-search] a new index: ${reason}`);
  const documents = () => readHandoffAt(dirs.documents, made.documents, isSearchDocument);
  const partSize = settings.SEARCH_PART_SIZE;
  if (!inParts(made, partSize)) {
    return step(
      "index-search",
      () => addToSearchIndex(documents()),
      (index) => `${index.count} products handed to Pagefind, while Astro renders,`,
    );
  }
  const written = step(
    "index-search",
    async () =>
      writeIndexInParts(documents(), path.join(dirs.out, "pagefind"), {
        partSize,
        // A publish's Astro ends soon, and its time to live counts; a full build's memory beside Astro's does.
        writers: settings.REUSE_FROM ? 2 : 1,
        // Every word, for each part's words page: read first, in the file's order.
        words: await wordsOf(documentsInFileOrder(dirs, made)),
      }),
    ({ count, parts }) =>
      `${count} products indexed in ${parts} parts of at most ${partSize}, each written once full, while Astro renders,`,
  );
  written.catch(() => undefined);
  return {
    count: made.documents.length,
    write: async () => void (await written),
    close: stopPagefind,
  };
}

/**
 * This build's documents, read as a stream in their file's order: only the lines `made` points at, since a
 * publish's file carries the earlier build's, the documents of products changed since among them (./product-worker.ts).
 */
const documentsInFileOrder = (dirs: BuildDirs, made: SearchDocumentsDone) =>
  readHandoff(dirs.documents, isSearchDocument, new Set(made.documents.map(([start]) => start)));

/** Whether the index of `made`'s products is in parts (src/lib/search/parts.ts). */
const inParts = (made: SearchDocumentsDone, partSize: number) => made.documents.length > partSize;

async function writeNewIndex(input: SearchIndexInput, index: PendingIndex, when: string): Promise<Indexed> {
  const { settings, dirs, made } = input;
  await step(
    "index-search",
    () => index.write(path.join(dirs.out, "pagefind")),
    () => `index written ${when},`,
  );
  const noted = fragmentsInOrder(made.indexOrder, settings.SEARCH_PART_SIZE);
  return { indexedAt: Date.now(), fragments: await checkedFragments(path.join(dirs.out, "pagefind"), noted) };
}

/**
 * The earlier index, its files linked and the new prices patched in; a SearchPatchError when it cannot be read.
 */
async function keepEarlierIndex(
  { dirs, made, reused }: SearchIndexInput,
  plan: Extract<SearchPlan, { kind: "patch" }>,
): Promise<Indexed> {
  await mkdir(path.join(dirs.out, "pagefind"), { recursive: true });
  // The two at once: the delta, in Pagefind's process and its own folder, needs nothing of the kept index's files.
  const [fragments, { words, delta }] = await Promise.all([
    keptFiles(dirs, made, plan, reused),
    deltaIndex(dirs, made, plan),
  ]);
  await writeLayout(plan, dirs.out, fragments, words);
  return { indexedAt: plan.indexedAt, fragments, delta, held: plan.held };
}

/** The earlier index's files linked, the new prices patched in; resolves to each product's result file. */
async function keptFiles(
  dirs: BuildDirs,
  made: SearchDocumentsDone,
  plan: Extract<SearchPlan, { kind: "patch" }>,
  pages: ReusedFiles,
): Promise<Record<string, string>> {
  const files = plan.changed.length === 1 ? "file" : "files";
  // Linked apart from the pages, and after them: the site's pages are on disk, and checked by a rebuild, without
  // waiting for the index's 20,000 files (no page names one of them), whose links took turns with theirs.
  const indexFiles = linkReusedFiles(dirs.out);
  const fragments = await step(
    "index-search",
    () =>
      patchSearchIndex(plan, dirs.out, async (from, linked) => {
        // A page's link that failed fails the build where the pages are awaited (./pages-written.ts).
        await pages.done().catch(() => 0);
        indexFiles.add(from, linked);
        return indexFiles.done();
      }),
    () =>
      `the earlier index kept, ${plan.changed.length} result ${files} patched with new prices, ` +
      `${indexFiles.count()} files linked,`,
  );
  // Where each product the kept index holds has its result, for the search page's sorts: read from its files when
  // the earlier build did not note them all.
  const beside = new Set(plan.delta ?? []);
  if (made.keys.some((key) => !beside.has(key.id) && !fragments[key.id]))
    return fragmentNames(path.join(plan.from, "pagefind"));
  return fragments;
}

/** The delta index beside the kept one, when the plan has one: the words only it knows, its result files. */
async function deltaIndex(
  dirs: BuildDirs,
  made: SearchDocumentsDone,
  plan: Extract<SearchPlan, { kind: "patch" }>,
): Promise<{ words: readonly string[]; delta?: Record<string, string> }> {
  if (!plan.delta) return { words: [] };
  const folder = path.join(dirs.out, "pagefind", DELTA_FOLDER);
  const removed = plan.removed?.length ?? 0;
  const kept = plan.deltaKept ? await earlierDelta(plan.from, folder, plan.delta.length, removed) : null;
  if (kept) return { words: kept, delta: await fragmentNames(folder) };
  const ids = new Set(plan.delta);
  const { words } = await step(
    "index-search",
    () =>
      writeDeltaIndex(
        // In the file's order, read as a stream: the delta sorts the few it indexes itself, and the documents'
        // word-count order, a read at a time, was most of this step's own time.
        documentsInFileOrder(dirs, made),
        ids,
        folder,
        (document) => readRecordUrl(document.url).id,
      ),
    ({ count }) => `${count} new or changed products indexed beside it, ${removed} of its results left out,`,
  );
  return { words, delta: await fragmentNames(folder) };
}

/**
 * The earlier build's delta index (planSearchIndex found it the same), copied into `folder` (a few small files), and
 * the words only it knows, from its layout; null when either cannot be read, and the delta is indexed again.
 */
async function earlierDelta(from: string, folder: string, count: number, removed: number): Promise<string[] | null> {
  const layout = await readFile(path.join(from, "pagefind", PARTS_FILE), "utf8")
    .then((text) => deltaIn((JSON.parse(text) as { delta?: unknown }).delta))
    .catch(() => null);
  if (!layout) return null;
  const copied = await step(
    "index-search",
    () =>
      cp(path.join(from, "pagefind", DELTA_FOLDER), folder, { recursive: true, errorOnExist: true, force: false }).then(
        () => true,
        () => false,
      ),
    (taken) =>
      taken
        ? `the live release's delta taken, the same (${count} products, ${removed} of its results left out),`
        : "the live release's delta could not be copied: indexed again,",
  );
  return copied ? [...layout.words] : null;
}
