/**
 * The search documents a build keeps for the next (src/build/search-documents-reuse.ts): a product whose page shows
 * it as in the earlier build gets that build's document, word count and key back; another product, other code, or
 * an earlier build that kept none or whose documents file is cut short, gets nothing, and the product's document
 * is made anew.
 */
import { mkdtemp, readFile, rm, truncate, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openHandoff, readHandoff, readHandoffAt } from "../../../src/build/handoff.ts";
import {
  carryEarlierFile,
  DOCUMENTS_KEYS_FILE,
  keptInPlace,
  keepDocuments,
  KEPT_DOCUMENTS_FILE,
  readEarlierDocuments,
  saveDocumentKeys,
  type EarlierDocuments,
  type MadeDocument,
} from "../../../src/build/search-documents-reuse.ts";
import type { IndexedPrices } from "../../../src/lib/search/document.ts";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "vitrina-documents-reuse-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const prices: IndexedPrices = { price: 12_990, oldPrice: null, checkedOn: "2026-11-27" };
/** Stands for a product's key as its page shows it (lib/catalog/page-keys.ts), here of its JSON. */
const key = (json: string) => `key of ${json}`;

const products = [
  {
    line: JSON.stringify({ id: "a", title: "Rochie roșie" }),
    document: { url: "/detalii-produs/rochie/", content: "Rochie roșie ă î ș ț" },
  },
  {
    line: JSON.stringify({ id: "b", title: "Cămașă" }),
    document: { url: "/detalii-produs/camasa/", content: "Cămașă de in" },
  },
];

/** Writes a build's documents as the worker does, keeps them beside its report, and answers the report folder. */
async function earlierBuild(code: string): Promise<string> {
  const handoff = path.join(dir, "cache", "search-documents.ndjson");
  const documents = await openHandoff(handoff);
  const made: MadeDocument[] = [];
  for (const [at, { line, document }] of products.entries()) {
    const id = at ? "b" : "a";
    made.push({
      shown: key(line),
      at: await documents.add(document),
      words: 3 + at,
      key: { id, words: `w-${id}`, prices },
    });
  }
  await documents.close();
  const reports = path.join(dir, "release");
  await saveDocumentKeys(reports, code, made);
  keepDocuments(handoff, reports);
  return reports;
}

/** The earlier build's document of a product shown as `shown`, as a publish's worker finds and reads it. */
const find = (earlier: EarlierDocuments | null, shown: string) => {
  const found = earlier?.locate(shown);
  return found && earlier?.read(found);
};

describe("the search documents kept for the next build", () => {
  it("gives back the document, words and key of a product shown as before", async () => {
    const reports = await earlierBuild("code-1");
    const earlier = await readEarlierDocuments(reports, "code-1");
    const second = find(earlier, key(products[1]!.line));
    expect(second).toEqual({
      json: JSON.stringify(products[1]!.document),
      words: 4,
      key: { id: "b", words: "w-b", prices },
    });
    // Romanian letters are bytes apart from characters: each document is read by its bytes.
    expect(JSON.parse(find(earlier, key(products[0]!.line))?.json ?? "null")).toEqual(products[0]!.document);
    earlier?.close();
  });

  it("gives nothing for a product it has not seen so: a changed product's document is made anew", async () => {
    const reports = await earlierBuild("code-1");
    const earlier = await readEarlierDocuments(reports, "code-1");
    expect(find(earlier, key(JSON.stringify({ id: "a", title: "Rochie roșie, nouă" })))).toBeUndefined();
    earlier?.close();
  });

  it("takes nothing from documents made with other code, or from a build that kept none", async () => {
    const reports = await earlierBuild("code-1");
    await expect(readEarlierDocuments(reports, "code-2")).resolves.toBeNull();
    await expect(readEarlierDocuments(path.join(dir, "nowhere"), "code-1")).resolves.toBeNull();
    await writeFile(path.join(reports, DOCUMENTS_KEYS_FILE), "{not json");
    await expect(readEarlierDocuments(reports, "code-1")).resolves.toBeNull();
  });

  it("takes nothing from a documents file cut short (a disk full as it was kept)", async () => {
    const reports = await earlierBuild("code-1");
    const file = path.join(reports, KEPT_DOCUMENTS_FILE);
    await truncate(file, (await readFile(file)).length - 3);
    await expect(readEarlierDocuments(reports, "code-1")).resolves.toBeNull();
  });

  it("finds a document first and reads it later, as a publish's one read of the products does", async () => {
    const reports = await earlierBuild("code-1");
    const earlier = await readEarlierDocuments(reports, "code-1");
    const found = earlier?.locate(key(products[0]!.line));
    expect(earlier?.locate(key("another product"))).toBeUndefined();
    expect(JSON.parse(earlier!.read(found!).json)).toEqual(products[0]!.document);
    earlier?.close();
  });

  it("keeps the documents file beside the report, moved from the build's cache", async () => {
    const reports = await earlierBuild("code-1");
    const kept = await readFile(path.join(reports, KEPT_DOCUMENTS_FILE), "utf8");
    expect(
      kept
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual(products.map((p) => p.document));
  });

  it("carries the earlier file: kept documents where they were, new ones after, only they read", async () => {
    const reports = await earlierBuild("code-1");
    const earlier = await readEarlierDocuments(reports, "code-1");
    // A publish: "a" kept, "b" changed, its document made anew.
    const keptA = keptInPlace(earlier!.locate(key(products[0]!.line))!);
    expect(earlier!.locate(key(JSON.stringify({ id: "b", title: "Cămașă albă" })))).toBeUndefined();
    const handoff = path.join(dir, "publish", "search-documents.ndjson");
    const documents = await openHandoff(handoff, earlier!.file);
    const newB = { url: "/detalii-produs/camasa-alba/", content: "Cămașă albă de in" };
    const atB = await documents.add(newB);
    await documents.close();
    earlier!.close();

    const live = [keptA.at, atB];
    const bytes = await readFile(handoff);
    // The earlier file's bytes first, untouched: its documents are where its keys say.
    expect(bytes.subarray(0, earlier!.size)).toEqual(await readFile(path.join(reports, KEPT_DOCUMENTS_FILE)));
    expect(atB[0]).toBe(earlier!.size);
    const isDocument = (value: unknown): value is object => typeof value === "object" && value !== null;
    const all = async <T>(values: AsyncIterable<T>) => {
      const found: T[] = [];
      for await (const value of values) found.push(value);
      return found;
    };
    expect(await all(readHandoffAt(handoff, live, isDocument))).toEqual([products[0]!.document, newB]);
    // Read as a stream, the changed product's earlier document, which nobody points at, is left out.
    const starts = new Set(live.map(([start]) => start));
    expect(await all(readHandoff(handoff, isDocument, starts))).toEqual([products[0]!.document, newB]);
    expect(await all(readHandoff(handoff, isDocument))).toHaveLength(3);
  });

  it("carries the earlier file only while the documents kept are at least half of it", () => {
    expect(carryEarlierFile(1000, 999)).toBe(true);
    expect(carryEarlierFile(1000, 500)).toBe(true);
    expect(carryEarlierFile(1000, 499)).toBe(false);
    // Nothing kept (other code's documents are not even read): written anew.
    expect(carryEarlierFile(1000, 0)).toBe(false);
  });
});
