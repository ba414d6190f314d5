/**
 * Pagefind's page table, made small, so that the first search stays within
 * its budget (docs/decisions.md#reading-pagefinds-private-files).
 *
 * The first search downloads the index's table of contents,
 * `pagefind.{lang}_{hash}.pf_meta`: for every page, the name of its result
 * file (`fragment/{name}.pf_fragment`) and its word count. Pagefind names a
 * result file by 7 hex digits of its content's hash ("ro_5172895"), which
 * gzip cannot shrink, and that is most of the table. Here each result file is
 * renamed to its page's number in base 36 ("0" … "fgu"), and the pages were
 * indexed in order of word count (./index-search.ts), so that neighbouring
 * rows differ by one digit and rarely by their count, which gzip shrinks.
 *
 * Nothing else changes: the pages keep their numbers (the word index and the
 * filters refer to pages by number), their word counts (ranking) and their
 * result files' contents. The files keep no content hash in their name: the
 * site serves /pagefind/ with `no-cache` (docs/deploy.md#caching), never as
 * immutable.
 */
import { createHash } from "node:crypto";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync, gzipSync, constants as zlib } from "node:zlib";
import { decode, encode } from "cbor2";
import pLimit from "p-limit";

/** How Pagefind marks the start of each of its files once ungzipped. */
export const SIGNATURE = "pagefind_dcd";

/** Renames in flight: enough to keep the disk busy (docs/decisions.md#reading-pagefinds-private-files). */
const RENAMES_AT_ONCE = 32;

/** One row of the page table, as Pagefind 1.x writes it: result file name, word count, fragment group. */
type PageRow = [name: string, wordCount: number, group: string];

export interface CompactedTable {
  /** Pages renamed, over all languages. */
  readonly pages: number;
  /** The table's size on the wire (gzip), before and after. */
  readonly bytesBefore: number;
  readonly bytesAfter: number;
}

export class PageTableError extends Error {
  override readonly name = "PageTableError";
}

/** Page `index` of the site's index as a result file name: base 36, the shortest that stays unique. */
export const pageName = (index: number): string => index.toString(36);

/**
 * The number of part `part`'s first page in an index in parts of `partSize` documents: each part before it has
 * its documents and the page of every word (src/lib/search/parts.ts, WORDS_PAGE).
 * @example firstPageOf(2, 20_000) // 40002
 */
export const firstPageOf = (part: number, partSize: number): number => (part === 0 ? 0 : part * (partSize + 1));

const isPageRow = (row: unknown): row is PageRow =>
  Array.isArray(row) &&
  row.length === 3 &&
  typeof row[0] === "string" &&
  /^[\w-]+$/.test(row[0]) &&
  Number.isInteger(row[1]) &&
  typeof row[2] === "string";

/** Pagefind's entry file: where each language's table of contents is. */
interface Entry {
  languages: Record<string, { hash: string }>;
}

/** The content of a Pagefind file (gzip of its signature and the content); throws a PageTableError for another file. */
export const readPagefindFile = (bytes: Buffer, file: string): Uint8Array => {
  const raw = gunzipSync(bytes);
  if (raw.subarray(0, SIGNATURE.length).toString() !== SIGNATURE) {
    throw new PageTableError(`${file} is not a Pagefind file (no "${SIGNATURE}" signature)`);
  }
  return raw.subarray(SIGNATURE.length);
};

/**
 * Renames every result file of the Pagefind index in `outputPath` to its
 * page's number and rewrites the tables of contents (and the entry file that
 * names them) to match. Throws a PageTableError, before changing anything,
 * when a table is not laid out as Pagefind 1.x writes it.
 *
 * The pages are numbered from `firstPage`: a part of an index in parts
 * (src/lib/search/parts.ts) starts after the pages of the parts before it
 * (`firstPageOf`), so that a result's name, which is all a search answers
 * before its card is read, names one product of the whole index (the search
 * page's sorts read their ranks by it, src/lib/search/sort-ranks.ts).
 * @example
 * await compactPageTable("dist/pagefind"); // ro_5172895.pf_fragment -> 0.pf_fragment, ...
 */
export async function compactPageTable(outputPath: string, firstPage = 0): Promise<CompactedTable> {
  const entryFile = path.join(outputPath, "pagefind-entry.json");
  const entry = JSON.parse(await readFile(entryFile, "utf8")) as Entry;
  const tables = await Promise.all(
    Object.entries(entry.languages).map(async ([language, { hash }]) => {
      const file = path.join(outputPath, `pagefind.${hash}.pf_meta`);
      const bytes = await readFile(file);
      const unknownLayout = (cause?: unknown) =>
        new PageTableError(`${file}: the page table is not laid out as Pagefind 1.x writes it`, { cause });
      let table: unknown;
      try {
        table = decode(readPagefindFile(bytes, file));
      } catch (error) {
        throw unknownLayout(error);
      }
      const rows = Array.isArray(table) ? (table[1] as unknown) : undefined;
      if (!Array.isArray(rows) || !rows.every(isPageRow)) throw unknownLayout();
      return { language, file, bytes: bytes.length, table: table as unknown[], rows };
    }),
  );

  // Names are unique over all languages (they share one fragment folder). A page whose file Pagefind shared with
  // another (same content) shares its new name too. Rows in a fragment group name a key inside the group: kept.
  const renamed = new Map<string, string>();
  let next = firstPage;
  for (const { rows } of tables) {
    for (const row of rows) {
      if (row[2] !== "") continue;
      let name = renamed.get(row[0]);
      if (name === undefined) {
        name = pageName(next++);
        renamed.set(row[0], name);
      }
      row[0] = name;
    }
  }
  const newNames = new Set(renamed.values());
  const clash = [...renamed.keys()].find((name) => newNames.has(name));
  if (clash) throw new PageTableError(`${outputPath}: result file "${clash}" already has a page number's name`);
  const fragments = path.join(outputPath, "fragment");
  const limit = pLimit(RENAMES_AT_ONCE);
  await Promise.all(
    [...renamed].map(([from, to]) =>
      limit(() => rename(path.join(fragments, `${from}.pf_fragment`), path.join(fragments, `${to}.pf_fragment`))),
    ),
  );

  let bytesAfter = 0;
  for (const { language, file, table } of tables) {
    const body = Buffer.concat([Buffer.from(SIGNATURE), encode(table)]);
    const gzipped = gzipSync(body, { level: zlib.Z_BEST_COMPRESSION });
    const hash = `${language}_${createHash("sha256").update(body).digest("hex").slice(0, 10)}`;
    await writeFile(path.join(outputPath, `pagefind.${hash}.pf_meta`), gzipped);
    if (path.basename(file) !== `pagefind.${hash}.pf_meta`) await rm(file);
    entry.languages[language]!.hash = hash;
    bytesAfter += gzipped.length;
  }
  await writeFile(entryFile, JSON.stringify(entry));
  return {
    pages: renamed.size,
    bytesBefore: tables.reduce((sum, table) => sum + table.bytes, 0),
    bytesAfter,
  };
}
