/**
 * The search documents a publish takes from the earlier build (./product-worker.ts): a product's document is a
 * function of the product alone and the code; an edit changes a few, yet every publish made every one again,
 * beside Astro and the rebuild's checks (docs/decisions.md#what-a-publish-costs). Every build keeps its documents
 * beside its report, each with the key of its product as its page shows it (lib/catalog/page-keys.ts's
 * shownProductKey: the document is drawn from a part of that). A build reusing an earlier one (REUSE_FROM) with the
 * same code copies the document of each product whose key it finds there, and makes the others.
 */
import { closeSync, copyFileSync, fstatSync, openSync, readSync, renameSync, rmSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "astro/zod";
import { SEARCH_DOCUMENTS_FILE } from "./dirs.ts";
import type { LineAt } from "./handoff.ts";
import type { SearchKey } from "./search-reuse.ts";

/** A build's search documents, beside its report: the handoff file itself, kept under its name. */
export const KEPT_DOCUMENTS_FILE = SEARCH_DOCUMENTS_FILE;

/** What each of them was made from, beside them. */
export const DOCUMENTS_KEYS_FILE = "search-documents.json";

/** One product's document as a build made it. */
export interface MadeDocument {
  /** Its product's key as its page shows it (shownProductKey). */
  readonly shown: string;
  /** Where its document is in the documents file. */
  readonly at: LineAt;
  /** Its indexed word count (./index-search.ts): the order Pagefind takes it in. */
  readonly words: number;
  readonly key: SearchKey;
}

/** A document taken from the earlier build: its JSON, word count and key. */
export interface KeptDocument {
  readonly json: string;
  readonly words: number;
  readonly key: SearchKey;
}

const StoredSchema = z.object({
  code: z.string(),
  // [shown, start, bytes, words, id, key words, key prices]
  documents: z.array(z.tuple([z.string(), z.number(), z.number(), z.number(), z.string(), z.string(), z.unknown()])),
});

/** Where a document is in the earlier build's file, and what it was made from. */
export type StoredDocument = readonly [string, number, number, number, string, string, unknown];

/** The earlier build's documents, found by their products' shown keys. */
export interface EarlierDocuments {
  /** The earlier build's documents file, and its size in bytes. */
  readonly file: string;
  readonly size: number;
  /** Where the document of a product shown as `shown` is, when the earlier build has one. */
  locate(shown: string): StoredDocument | undefined;
  /** The document `locate` found. */
  read(found: StoredDocument): KeptDocument;
  close(): void;
}

/** A document `locate` found, where it is in the earlier build's file, without its JSON. */
export function keptInPlace(found: StoredDocument): Omit<MadeDocument, "shown"> {
  const [, start, bytes, words, id, keyWords, prices] = found;
  return { at: [start, bytes], words, key: { id, words: keyWords, prices: prices as SearchKey["prices"] } };
}

/**
 * Whether a publish's documents file starts as a copy of the earlier build's, its kept documents where they were
 * and the new ones after them (openHandoff's `carried`), rather than written line by line: unless lines nobody
 * points at (documents of products changed in publishes since the last full build) would be most of the file.
 * `keptBytes` is what the kept documents take of the earlier file.
 * @example carryEarlierFile(100_000_000, 99_000_000) // true
 */
export function carryEarlierFile(earlierSize: number, keptBytes: number): boolean {
  return keptBytes > 0 && earlierSize <= 2 * keptBytes;
}

/** The earlier build's documents (its report folder `from`), when it kept them with `code`; else null. */
export async function readEarlierDocuments(from: string, code: string): Promise<EarlierDocuments | null> {
  let stored: z.infer<typeof StoredSchema>;
  let fd: number;
  try {
    const parsed = StoredSchema.safeParse(JSON.parse(await readFile(path.join(from, DOCUMENTS_KEYS_FILE), "utf8")));
    if (!parsed.success || parsed.data.code !== code) return null;
    stored = parsed.data;
    fd = openSync(path.join(from, KEPT_DOCUMENTS_FILE), "r");
  } catch {
    return null;
  }
  // A file cut short (a disk full as it was kept) holds not every document its keys say: none is taken.
  const size = fstatSync(fd).size;
  if (stored.documents.some(([, start, bytes]) => start + bytes > size)) {
    closeSync(fd);
    return null;
  }
  const byShown = new Map<string, StoredDocument>(stored.documents.map((entry) => [entry[0], entry]));
  const read = (entry: StoredDocument): KeptDocument => {
    const { at, words, key } = keptInPlace(entry);
    const [start, bytes] = at;
    // Read in turn, a document at a time: the file is as large as the catalogue's words.
    const buffer = Buffer.allocUnsafe(bytes);
    readSync(fd, buffer, 0, bytes, start);
    return { json: buffer.toString("utf8", 0, bytes - 1), words, key };
  };
  return {
    file: path.join(from, KEPT_DOCUMENTS_FILE),
    size,
    locate: (shown) => byShown.get(shown),
    read,
    close: () => closeSync(fd),
  };
}

/** Writes what each document of this build was made from beside its report, for the next build. */
export async function saveDocumentKeys(reportDir: string, code: string, made: readonly MadeDocument[]): Promise<void> {
  const documents = made.map(({ shown, at, words, key }) => [
    shown,
    at[0],
    at[1],
    words,
    key.id,
    key.words,
    key.prices,
  ]);
  await mkdir(reportDir, { recursive: true });
  await writeFile(path.join(reportDir, DOCUMENTS_KEYS_FILE), JSON.stringify({ code, documents }));
}

/** Keeps the documents file beside the report, once every step that reads it is done. */
export function keepDocuments(documents: string, reportDir: string): void {
  const kept = path.join(reportDir, KEPT_DOCUMENTS_FILE);
  try {
    renameSync(documents, kept);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    copyFileSync(documents, kept);
    rmSync(documents, { force: true });
  }
}
