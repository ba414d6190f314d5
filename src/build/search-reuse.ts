/**
 * A publish's search index (docs/architecture.md#fast-publishes): Pagefind cannot add to an index, only write a
 * whole one, which was most of a publish's time (docs/decisions.md#the-search-index-is-kept-when-only-prices-change).
 * Most edits change prices, which the index holds only as each result's meta, in its result file. So a build
 * reusing an earlier one (REUSE_FROM) keeps that build's index when every product's words are the same, links its
 * files, and writes again only the result files of the products whose price changed, with the new prices: the
 * index a shopper searches then answers the same results with the same cards as a new one would.
 *
 * A publish (SEARCH_DELTA_MAX > 0) also keeps it when products came, went or changed their words: those new or
 * changed since the index was written are indexed in a small index beside it (parts.ts, DELTA_FOLDER), written
 * anew by every publish from the kept index's keys, and the kept index's results for the products changed or gone
 * are named in PARTS_FILE, for the browser to leave out (src/lib/search/engine.ts). What it cannot keep it indexes
 * anew: more changed products than SEARCH_DELTA_MAX, other code, or an index older than a day, so the nightly
 * build folds the day's delta in. A delta of the same products with the same keys as the live release's, the same
 * results left out, is that release's: its files are taken, not indexed again (every publish after a renamed
 * product's, until the night, would index it again). Pagefind also stores the meta's values as words, so a
 * patched index still finds a product by its old price's digits and not by its new ones; the day's limit bounds
 * that, and a search for a price's digits is not what the shop's search is for. A word that only the delta knows
 * is unknown to the kept index, which leaves it out of a query (parts.ts says why each part has a words page):
 * "pelerină roșie" then also finds the kept index's red products until the nightly build.
 *
 * Every build writes its products' keys beside its report (SEARCH_KEYS_FILE), for the next one.
 */
import { hash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { z } from "astro/zod";
import pLimit from "p-limit";
import { readRecordUrl, SEARCH_META } from "../lib/search/document-fields.ts";
import { priceMeta, type IndexedPrices, type SearchDocumentParts } from "../lib/search/document.ts";
import { DELTA_FOLDER } from "../lib/search/delta.ts";
import { SORT_RANKS_FOLDER } from "../lib/search/sort-ranks.ts";
import { partFolder, PARTS_FILE, partsIn, type IndexLayout } from "../lib/search/parts.ts";
import { firstPageOf, pageName, readPagefindFile, SIGNATURE } from "./pagefind-pages.ts";

/** The keys of a build's search index, beside its report. */
export const SEARCH_KEYS_FILE = "search-keys.json";

/** An index kept longer than this is written anew: it still finds old prices' digits (see above). */
export const SEARCH_INDEX_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** What the search index needs to know of one product. */
export interface SearchKey {
  readonly id: string;
  /** A digest of its address and its document but the prices. */
  readonly words: string;
  readonly prices: IndexedPrices;
}

/** A product's search key, from its document's parts. */
export const searchKeyOf = (id: string, parts: SearchDocumentParts): SearchKey => ({
  id,
  words: hash("sha256", `${parts.url}\n${parts.words}`, "base64url"),
  prices: parts.prices,
});

/** What SEARCH_KEYS_FILE holds. */
export interface StoredSearchKeys {
  /** The code the index was written with (page-reuse.ts's codeVersion). */
  readonly code: string;
  /** When the index's words were written (ms since the epoch): a patched index keeps its first build's time. */
  readonly indexedAt: number;
  /** The build's site folder, relative to the file's folder. */
  readonly site: string;
  /** Each product's key as the index holds it now. */
  readonly products: Record<string, { readonly words: string; readonly prices: IndexedPrices }>;
  /**
   * Each product's result file, its path in `pagefind/` ("fragment/0.pf_fragment", "2/fragment/0.pf_fragment" in
   * part 2): likely, a patch checks it (fragmentsInOrder).
   */
  readonly fragments?: Record<string, string>;
  /** The delta index beside it, when the build had one: its products' keys, and the index's results it left out. */
  readonly delta?: StoredDelta;
}

/** What a build's delta index was made of (the products indexed, as keyed) and left out of the kept index. */
export interface StoredDelta {
  readonly products: Record<string, { readonly words: string; readonly prices: IndexedPrices }>;
  readonly removed: readonly string[];
}

/** What a build does with the earlier index. */
export type SearchPlan =
  | { readonly kind: "index"; readonly reason: string }
  | {
      readonly kind: "patch";
      /** The earlier build's site folder. */
      readonly from: string;
      readonly indexedAt: number;
      /** The products whose prices changed, with their new prices. */
      readonly changed: readonly SearchKey[];
      readonly fragments: Record<string, string> | null;
      /** The products new or with other words since the earlier index was written: indexed beside it. */
      readonly delta?: readonly string[];
      /** The earlier index's products it no longer shows (changed words, unpublished, deleted). */
      readonly removed?: readonly string[];
      /** The earlier index's keys, the new prices patched in: what it holds once kept, for the next build. */
      readonly held?: readonly SearchKey[];
      /** The delta is the earlier build's, whose files are taken (sameDelta). */
      readonly deltaKept?: boolean;
    };

const samePrices = (a: IndexedPrices, b: IndexedPrices) =>
  a.price === b.price && a.oldPrice === b.oldPrice && a.checkedOn === b.checkedOn;

/**
 * Whether this build can keep the earlier build's index (`earlier`, read from `earlierDir`): the same code, an
 * index younger than a day, and the same products with the same words, or, with `deltaMax` > 0, at most that
 * many new, changed or gone since it was written (indexed beside it, see above). Any number of new prices is
 * patched: all of them take a fraction of Pagefind's time
 * (docs/decisions.md#the-search-index-is-kept-when-only-prices-change).
 */
export function planSearchIndex(
  earlier: StoredSearchKeys | null,
  earlierDir: string,
  keys: readonly SearchKey[],
  code: string,
  now: number,
  deltaMax = 0,
): SearchPlan {
  if (!earlier) return { kind: "index", reason: "no earlier index to keep" };
  if (earlier.code !== code) return { kind: "index", reason: "the code changed" };
  if (now - earlier.indexedAt > SEARCH_INDEX_MAX_AGE_MS) return { kind: "index", reason: "the index is a day old" };
  const products = new Map(Object.entries(earlier.products));
  const current = new Set(keys.map((key) => key.id));
  const changed: SearchKey[] = [];
  const delta: string[] = [];
  const removed = [...products.keys()].filter((id) => !current.has(id));
  let reason = removed.length ? "other products" : null;
  for (const key of keys) {
    const held = products.get(key.id);
    if (!held) {
      reason ??= "other products";
      delta.push(key.id);
    } else if (held.words !== key.words) {
      reason ??= "a product's words changed";
      delta.push(key.id);
      removed.push(key.id);
    } else if (!samePrices(held.prices, key.prices)) changed.push(key);
  }
  if (reason !== null && deltaMax === 0) return { kind: "index", reason };
  // Each product that came, went or changed its words, once: a renamed one is in both lists.
  if (reason !== null && new Set([...delta, ...removed]).size > deltaMax) {
    return { kind: "index", reason: `${reason}: more than ${deltaMax} since the index was written` };
  }
  const prices = new Map(changed.map((key) => [key.id, key.prices]));
  const gone = [...new Set(removed)];
  return {
    kind: "patch",
    from: path.resolve(earlierDir, earlier.site),
    indexedAt: earlier.indexedAt,
    changed,
    fragments: earlier.fragments ?? null,
    ...(reason === null
      ? {}
      : {
          delta,
          removed: gone,
          held: [...products].map(([id, { words, prices: held }]) => ({ id, words, prices: prices.get(id) ?? held })),
          ...(earlier.delta && sameDelta(earlier.delta, delta, gone, keys) ? { deltaKept: true } : {}),
        }),
  };
}

/**
 * Whether a delta of the products `delta` (keyed now as in `keys`), leaving out `removed`, is `earlier`'s: the same
 * products with the same words and prices, the same results left out. The kept index is the same (the plan
 * compares with it), so every other product's document, and so every word of the catalogue the delta's words page
 * holds, is the same too: the delta index would come out as the earlier one.
 */
export function sameDelta(
  earlier: StoredDelta,
  delta: readonly string[],
  removed: readonly string[],
  keys: readonly SearchKey[],
): boolean {
  const indexed = Object.entries(earlier.products);
  if (indexed.length !== delta.length || earlier.removed.length !== removed.length) return false;
  const now = new Map(keys.map((key) => [key.id, key]));
  const inDelta = new Set(delta);
  const left = new Set(earlier.removed);
  return (
    removed.every((id) => left.has(id)) &&
    indexed.every(([id, held]) => {
      const key = now.get(id);
      return inDelta.has(id) && key !== undefined && key.words === held.words && samePrices(key.prices, held.prices);
    })
  );
}

/** The file's envelope; its two records, an entry a product, are checked by hand (isRecordOf). */
const StoredSearchKeysSchema = z.object({ code: z.string(), indexedAt: z.number(), site: z.string() });

const isPrices = (value: unknown): value is IndexedPrices => {
  const { price, oldPrice, checkedOn } = (value ?? {}) as Record<string, unknown>;
  return (
    Number.isInteger(price) &&
    (oldPrice === null || Number.isInteger(oldPrice)) &&
    (checkedOn === null || typeof checkedOn === "string")
  );
};

const isIndexedKey = (value: unknown): value is StoredSearchKeys["products"][string] =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Record<string, unknown>)["words"] === "string" &&
  isPrices((value as Record<string, unknown>)["prices"]);

/**
 * Whether every value of `record` is `is`'s. By hand, not a schema of each entry: in a large catalogue's publish,
 * zod's check of each entry cost more than reading the file (docs/decisions.md#what-a-publish-costs).
 */
function isRecordOf<T>(record: unknown, is: (value: unknown) => value is T): record is Record<string, T> {
  if (typeof record !== "object" || record === null || Array.isArray(record)) return false;
  for (const key in record) if (!is((record as Record<string, unknown>)[key])) return false;
  return true;
}

/**
 * The earlier build's keys (REUSE_FROM's folder), or null when it has none or they are not whole (then the
 * index is written anew, as it would be anyway).
 */
export async function readSearchKeys(from: string): Promise<StoredSearchKeys | null> {
  try {
    const value: unknown = JSON.parse(await readFile(path.join(from, SEARCH_KEYS_FILE), "utf8"));
    const envelope = StoredSearchKeysSchema.safeParse(value);
    if (!envelope.success) return null;
    const { products, fragments, delta } = value as Record<string, unknown>;
    if (!isRecordOf(products, isIndexedKey)) return null;
    if (fragments !== undefined && !isRecordOf(fragments, (entry) => typeof entry === "string")) return null;
    // A delta not as a build writes it is only not taken: the index itself can still be kept.
    const { products: deltaProducts, removed } = (delta ?? {}) as Record<string, unknown>;
    const stored =
      isRecordOf(deltaProducts, isIndexedKey) && Array.isArray(removed) && removed.every((id) => typeof id === "string")
        ? { delta: { products: deltaProducts, removed: removed as string[] } }
        : {};
    return { ...envelope.data, products, ...(fragments ? { fragments } : {}), ...stored };
  } catch {
    return null;
  }
}

/** Writes this build's keys beside its report, for the next build. */
export async function saveSearchKeys(
  reportDir: string,
  outDir: string,
  code: string,
  indexedAt: number,
  keys: readonly SearchKey[],
  fragments?: Record<string, string>,
  delta?: { readonly keys: readonly SearchKey[]; readonly removed: readonly string[] },
): Promise<void> {
  const byId = (listed: readonly SearchKey[]) =>
    Object.fromEntries(listed.map(({ id, words, prices }) => [id, { words, prices }]));
  const stored: StoredSearchKeys = {
    code,
    indexedAt,
    site: path.relative(reportDir, outDir) || ".",
    products: byId(keys),
    ...(fragments ? { fragments } : {}),
    ...(delta ? { delta: { products: byId(delta.keys), removed: delta.removed } } : {}),
  };
  await writeFile(path.join(reportDir, SEARCH_KEYS_FILE), JSON.stringify(stored));
}

/** What a result file holds, as far as a patch reads it. */
interface Fragment {
  /** The record's address: the product's page, its id and its image (lib/search/document-fields.ts, recordUrl). */
  url?: string;
  meta?: Record<string, string>;
}

/** The product id a result file names in its address; null when none. */
const fragmentId = (fragment: Fragment): string | null =>
  typeof fragment.url === "string" ? readRecordUrl(fragment.url).id : null;

export class SearchPatchError extends Error {
  override readonly name = "SearchPatchError";
}

const readFragment = (bytes: Buffer, file: string): Fragment =>
  JSON.parse(Buffer.from(readPagefindFile(bytes, file)).toString()) as Fragment;

/**
 * A result file (as Pagefind writes it: gzip of its signature and JSON) with `prices` in place of its own.
 * @example patchFragment(bytes, { price: 12950, oldPrice: null, checkedOn: null }) // the same result, price "12950"
 */
export function patchFragment(bytes: Buffer, prices: IndexedPrices, file = "result file"): Buffer {
  const fragment = readFragment(bytes, file);
  const meta = { ...fragment.meta };
  for (const key of [SEARCH_META.price, SEARCH_META.oldPrice, SEARCH_META.checkedOn]) delete meta[key];
  const patched = { ...fragment, meta: { ...meta, ...priceMeta(prices) } };
  return gzipSync(Buffer.concat([Buffer.from(SIGNATURE), Buffer.from(JSON.stringify(patched))]));
}

/** Files read at once. */
const READS_AT_ONCE = 32;

/** A result file's path inside an index folder, in any part: "fragment/0.pf_fragment", "2/fragment/0.pf_fragment". */
const RESULT_FILE = /^(?:\d+\/)?fragment\/[^/]+\.pf_fragment$/;

/** Each product's result file in the index folder `index`, every part's, read from the files (their address names the id). */
export async function fragmentNames(index: string): Promise<Record<string, string>> {
  // An index without part 0's result folder cannot be read (and a patch of it is not tried).
  await readdir(path.join(index, "fragment"));
  const files = (await readdir(index, { recursive: true }))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => RESULT_FILE.test(file));
  const limit = pLimit(READS_AT_ONCE);
  const names: Record<string, string> = {};
  await Promise.all(
    files.map((file) =>
      limit(async () => {
        const id = fragmentId(readFragment(await readFile(path.join(index, file)), file));
        if (id) names[id] = file;
      }),
    ),
  );
  return names;
}

/** The index's folder in a site. */
const INDEX_DIR = "pagefind";

/**
 * The result file Pagefind writes for the `position`th document it took, in parts of `partSize`, once each
 * part's page table is compact (./pagefind-pages.ts: a part's pages numbered after the parts' before it): a path
 * in the index's folder.
 * @example fragmentFile(20_001, 20_000) // "1/fragment/ffm.pf_fragment": page 20,002, after part 0's words page
 */
export const fragmentFile = (position: number, partSize = Number.POSITIVE_INFINITY): string => {
  const part = Math.floor(position / partSize);
  return `${partFolder(part)}fragment/${pageName(firstPageOf(part, partSize) + (position % partSize))}.pf_fragment`;
};

/**
 * Each product's result file in an index just written from documents of these ids, in the order Pagefind took
 * them, `partSize` to a part: Pagefind numbers each part's pages in that order. Stored as what it is, the likely
 * file: a patch checks the id in each file it rewrites (patchSearchIndex).
 */
export const fragmentsInOrder = (ids: readonly string[], partSize?: number): Record<string, string> =>
  Object.fromEntries(ids.map((id, position) => [id, fragmentFile(position, partSize)]));

/** The result file `file` of the index folder `index`, when it is there and holds product `id`; else null. */
async function resultOf(index: string, file: string | undefined, id: string): Promise<Buffer | null> {
  if (!file) return null;
  const bytes = await readFile(path.join(index, file)).catch(() => null);
  return bytes && fragmentId(readFragment(bytes, file)) === id ? bytes : null;
}

/**
 * The result files of the changed products, read from the index folder `index` by `names`, or null when a
 * file is missing or holds another product.
 */
async function readChanged(
  index: string,
  names: Record<string, string>,
  changed: readonly SearchKey[],
): Promise<Map<string, { key: SearchKey; bytes: Buffer }> | null> {
  const limit = pLimit(READS_AT_ONCE);
  const found = await Promise.all(
    changed.map((key) =>
      limit(async () => {
        const bytes = await resultOf(index, names[key.id], key.id);
        return bytes ? ([path.join(INDEX_DIR, names[key.id] ?? ""), { key, bytes }] as const) : null;
      }),
    ),
  );
  return found.every((entry) => entry !== null) ? new Map(found) : null;
}

/** Result files of a new index read to check where fragmentsInOrder says its products are. */
const CHECKED_RESULTS = 16;

/**
 * Each product's result file in the index folder `index` just written: `noted` (fragmentsInOrder) when the files
 * of CHECKED_RESULTS products spread over it, the first and the last among them, hold the products it says; else
 * read from every file (fragmentNames). What the search page's sorts rank by (./write-search-sorts.ts).
 */
export async function checkedFragments(index: string, noted: Record<string, string>): Promise<Record<string, string>> {
  const entries = Object.entries(noted);
  const every = Math.max(1, Math.floor(entries.length / CHECKED_RESULTS));
  const checked = entries.filter((_, at) => at % every === 0 || at === entries.length - 1);
  const held = await Promise.all(checked.map(async ([id, file]) => (await resultOf(index, file, id)) !== null));
  if (held.every(Boolean)) return noted;
  console.log("[index-search] the result files are not where the documents' order says: every one read");
  return fragmentNames(index);
}

/**
 * Writes the index of `plan` into the site folder `outDir`: every file of the earlier index handed to `link`
 * (paths relative to the earlier site; it hard-links them), but the changed products' result files, written
 * with their new prices. Each is found by the file the earlier build noted for it, checked by its id; when
 * one is not there, every result file is read to find them. Resolves, once all are there, to the result files
 * by product id, for the next build. Throws a SearchPatchError, before linking anything, when the earlier
 * index does not hold what its keys say (a file missing or unreadable): the build then indexes anew.
 */
export async function patchSearchIndex(
  plan: Extract<SearchPlan, { kind: "patch" }>,
  outDir: string,
  link: (from: string, files: readonly string[]) => Promise<unknown>,
): Promise<Record<string, string>> {
  const index = path.join(plan.from, INDEX_DIR);
  let fragments = plan.fragments ?? {};
  let patched: Awaited<ReturnType<typeof readChanged>>;
  try {
    patched = await readChanged(index, fragments, plan.changed);
    if (!patched) {
      fragments = await fragmentNames(index);
      patched = await readChanged(index, fragments, plan.changed);
    }
  } catch (error) {
    throw new SearchPatchError(`The earlier index could not be read (${String(error)})`, { cause: error });
  }
  if (!patched) {
    const missing = plan.changed.find((key) => !fragments[key.id]);
    throw new SearchPatchError(`The earlier index has no result file for product ${missing?.id ?? "?"}`);
  }
  const unnamed = () => (plan.removed ?? []).find((id) => !fragments[id]);
  if (unnamed() !== undefined) fragments = await fragmentNames(index).catch(() => fragments);
  const nameless = unnamed();
  if (nameless !== undefined)
    throw new SearchPatchError(`The earlier index has no result file for product ${nameless}`);
  const rewritten = patched;
  // Its layout, its delta and the search page's sorts are this build's own (writeLayout, ./write-search-sorts.ts).
  const own = new Set([path.join(INDEX_DIR, PARTS_FILE)]);
  const files = (await readdir(index, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(plan.from, path.join(entry.parentPath, entry.name)))
    .filter(
      (file) =>
        !rewritten.has(file) &&
        !own.has(file) &&
        !file.startsWith(path.join(INDEX_DIR, DELTA_FOLDER)) &&
        !file.startsWith(path.join(INDEX_DIR, SORT_RANKS_FOLDER)),
    );
  const linked = link(plan.from, files);
  await Promise.all(
    [...new Set([...rewritten.keys()].map((file) => path.dirname(file)))].map((folder) =>
      mkdir(path.join(outDir, folder), { recursive: true }),
    ),
  );
  const limit = pLimit(READS_AT_ONCE);
  await Promise.all([
    linked,
    ...[...rewritten].map(([file, { key, bytes }]) =>
      limit(() => writeFile(path.join(outDir, file), patchFragment(bytes, key.prices, file))),
    ),
  ]);
  return fragments;
}

/**
 * The kept index's layout (PARTS_FILE), written into the site folder `outDir`: its parts as the earlier build
 * wrote them, and the delta's stale results, named by their result files (`fragments`, by product id), and the
 * words only the delta knows (`words`).
 */
export async function writeLayout(
  plan: Extract<SearchPlan, { kind: "patch" }>,
  outDir: string,
  fragments: Record<string, string>,
  words: readonly string[] = [],
): Promise<IndexLayout> {
  const file = PARTS_FILE;
  const parts = await readFile(path.join(plan.from, INDEX_DIR, file), "utf8")
    .then((text) => partsIn(JSON.parse(text)))
    .catch(() => 1);
  if (parts === null) throw new SearchPatchError(`The earlier index's ${file} says no number of parts`);
  const removed = [...(plan.removed ?? [])].sort();
  const names = [...new Set(removed.map((id) => path.posix.basename(fragments[id] ?? "", ".pf_fragment")))].sort();
  const layout: IndexLayout = { parts, delta: plan.delta ? { removed, names, words } : null };
  const { delta } = layout;
  await writeFile(path.join(outDir, INDEX_DIR, file), JSON.stringify(delta ? { parts, delta } : { parts }));
  return layout;
}
