/**
 * The search index the build writes (src/build/index-search.ts and
 * pagefind-pages.ts), over the sample catalogue: Pagefind's own index, then
 * its page table made small. Pagefind's own browser script searches both
 * copies in Chromium, and every answer must be the same.
 */
import { existsSync } from "node:fs";
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { decode } from "cbor2";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compactPageTable, firstPageOf, pageName } from "../../src/build/pagefind-pages.ts";
import {
  indexedWordCount,
  inWordCountOrder,
  wordsOf,
  writeIndexInParts,
  writeSearchIndex,
} from "../../src/build/index-search.ts";
import { fragmentFile } from "../../src/build/search-reuse.ts";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import { WORDS_FILTER } from "../../src/lib/search/parts.ts";
import { readSettings } from "../../src/lib/settings.ts";
import { searchDocument, type SearchDocument } from "../../src/lib/search/document.ts";
import { launchBrowser } from "../support/browser.ts";
import { startStaticServer, type StaticServer } from "../support/static-server.ts";

let dir: string;
let documents: SearchDocument[];
let browser: Browser;
let server: StaticServer;
let page: Page;
let compacted: Awaited<ReturnType<typeof compactPageTable>>;

const PART_SIZE = 100;

/** A Pagefind file's content: ungzipped, without its signature, decoded. */
async function pagefindFile(file: string): Promise<unknown> {
  return decode(gunzipSync(await readFile(file)).subarray("pagefind_dcd".length));
}

async function pageTable(folder: string): Promise<[string, number, string][]> {
  const entry = JSON.parse(await readFile(path.join(folder, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { hash: string }>;
  };
  const hash = entry.languages["ro"]?.hash ?? "";
  return ((await pagefindFile(path.join(folder, `pagefind.${hash}.pf_meta`))) as unknown[])[1] as [
    string,
    number,
    string,
  ][];
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "vitrina-search-index-"));
  const catalog = await readCatalog(readSettings({}));
  documents = catalog.products.map(searchDocument);
  await writeSearchIndex(documents, path.join(dir, "pagefind"), { compact: false });
  await cp(path.join(dir, "pagefind"), path.join(dir, "compact"), { recursive: true });
  compacted = await compactPageTable(path.join(dir, "compact"));
  // The sample's products (248 with its feeds) in parts of 100, as a catalogue above SEARCH_PART_SIZE is indexed.
  await writeSearchIndex(documents, path.join(dir, "parts"), { partSize: PART_SIZE });
  server = await startStaticServer(dir);
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.goto(server.url);
  await page.addScriptTag({ type: "module", content: SEARCH_IN });
  // An inline module runs after addScriptTag resolves: under load, the first search came before it had.
  await page.waitForFunction(() => typeof (window as unknown as { searchIn?: unknown }).searchIn === "function");
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

interface Answer {
  readonly urls: string[];
  readonly scores: number[];
  readonly filters: unknown;
}

/**
 * Pagefind's own script in the page, as the site's engine uses it (src/lib/search/engine.ts): `searchIn(folder,
 * term, filters)` answers with the results' URLs and scores, and the counts per filter value.
 */
const SEARCH_IN = `
  const instances = {};
  window.searchIn = async (folder, term, filters) => {
    instances[folder] ??= import("/" + folder + "/pagefind.js").then(async (module) => {
      const instance = module.createInstance({ basePath: "/" + folder + "/", excerptLength: 0, noWorker: true });
      await instance.init();
      // An index in parts: the others merged into the first, as the site's engine does.
      const { parts } = await (await fetch("/" + folder + "/parts.json")).json();
      for (let part = 1; part < parts; part += 1) {
        await instance.mergeIndex("/" + folder + "/" + part + "/", { excerptLength: 0 });
      }
      return { instance, inParts: parts > 1 };
    });
    const { instance: pagefind, inParts } = await instances[folder];
    const options = Object.fromEntries(Object.entries(filters).map(([name, any]) => [name, { any }]));
    // ... and without the parts' page of every word.
    if (inParts) options[${JSON.stringify(WORDS_FILTER.name)}] = { none: [${JSON.stringify(WORDS_FILTER.value)}] };
    const response = await pagefind.search(term, { filters: options });
    const data = await Promise.all(response.results.map((result) => result.data()));
    delete response.filters[${JSON.stringify(WORDS_FILTER.name)}];
    return {
      urls: data.map((fragment) => fragment.url),
      scores: response.results.map((result) => result.score),
      filters: response.filters,
    };
  };
`;

function search(folder: string, term: string, filters: Record<string, string[]> = {}): Promise<Answer> {
  return page.evaluate(
    ({ folder, term, filters }) =>
      (window as unknown as { searchIn: (...args: unknown[]) => Promise<Answer> }).searchIn(folder, term, filters),
    { folder, term, filters },
  );
}

describe("the search index's page table", () => {
  it("is ordered by word count, and Pagefind counts the words the build predicted", async () => {
    const rows = await pageTable(path.join(dir, "pagefind"));
    expect(rows).toHaveLength(documents.length);
    const counts = rows.map(([, words]) => words);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const predicted = documents.map((document) => indexedWordCount(document.html)).sort((a, b) => a - b);
    expect(counts).toEqual(predicted);
  });

  it("names each page's result file by the page's number, and the file is there", async () => {
    const rows = await pageTable(path.join(dir, "compact"));
    expect(rows.map(([name]) => name)).toEqual(rows.map((_, index) => pageName(index)));
    const fragments = await readdir(path.join(dir, "compact", "fragment"));
    expect(fragments.sort()).toEqual(rows.map(([name]) => `${name}.pf_fragment`).sort());
    const first = gunzipSync(await readFile(path.join(dir, "compact", "fragment", "0.pf_fragment")));
    expect(JSON.parse(first.subarray("pagefind_dcd".length).toString())).toMatchObject({ word_count: rows[0]?.[1] });
  });

  it("keeps every word count and is smaller on the wire", async () => {
    const [before, after] = await Promise.all([
      pageTable(path.join(dir, "pagefind")),
      pageTable(path.join(dir, "compact")),
    ]);
    expect(after.map(([, words]) => words)).toEqual(before.map(([, words]) => words));
    expect(compacted.pages).toBe(documents.length);
    expect(compacted.bytesAfter).toBeLessThan(compacted.bytesBefore * 0.7);
  });

  it.each([
    ["rochie", {}],
    ["camasa", {}],
    ["cămaşă", {}],
    ["fetite", {}],
    ["pantaloni", { gen: ["barbati"] }],
    ["bumbac", { gen: ["femei", "fetite"] }],
  ])("answers %s %j exactly as Pagefind's own index does: same pages, order, scores, counts", async (term, filters) => {
    const [own, small] = await Promise.all([search("pagefind", term, filters), search("compact", term, filters)]);
    expect(own.urls.length).toBeGreaterThan(0);
    expect(small).toEqual(own);
  });

  it("refuses a table it does not know, and changes nothing", async () => {
    const folder = path.join(dir, "unknown");
    await cp(path.join(dir, "compact"), folder, { recursive: true });
    const entry = JSON.parse(await readFile(path.join(folder, "pagefind-entry.json"), "utf8")) as {
      languages: Record<string, { hash: string }>;
    };
    const meta = `pagefind.${entry.languages["ro"]?.hash ?? ""}.pf_meta`;
    await cp(path.join(dir, "compact", "fragment", "0.pf_fragment"), path.join(folder, meta));
    await expect(compactPageTable(folder)).rejects.toThrow(/page table is not laid out as Pagefind 1.x writes it/);
    expect(await readdir(path.join(folder, "fragment"))).toContain("0.pf_fragment");
  });
});

describe("an index in parts", () => {
  it("is written in parts of at most the size asked for, each with what a merged index needs and no more", async () => {
    expect(JSON.parse(await readFile(path.join(dir, "parts", "parts.json"), "utf8"))).toEqual({ parts: 3 });
    expect(JSON.parse(await readFile(path.join(dir, "compact", "parts.json"), "utf8"))).toEqual({ parts: 1 });
    const counts = await Promise.all(
      ["", "1", "2"].map(async (part) => (await pageTable(path.join(dir, "parts", part))).length),
    );
    // Each part's products and its page of every word.
    expect(documents.length).toBeGreaterThan(2 * PART_SIZE);
    expect(documents.length).toBeLessThanOrEqual(3 * PART_SIZE);
    expect(counts).toEqual([PART_SIZE + 1, PART_SIZE + 1, documents.length - 2 * PART_SIZE + 1]);
    const later = await readdir(path.join(dir, "parts", "2"));
    expect(later.filter((file) => !file.endsWith(".pf_meta")).sort()).toEqual([
      "filter",
      "fragment",
      "index",
      "pagefind-entry.json",
    ]);
  });

  it("numbers each part's pages after the parts' before it, so that a result's name names one product", async () => {
    const tables = await Promise.all(["", "1", "2"].map((part) => pageTable(path.join(dir, "parts", part))));
    const names = tables.flatMap((rows, part) =>
      rows.map(([name], index) => {
        expect(name).toBe(pageName(firstPageOf(part, PART_SIZE) + index));
        return name;
      }),
    );
    expect(new Set(names).size, "no name twice in the whole index").toBe(names.length);
    // The file each product's result is in, as the build notes it (src/build/search-reuse.ts) for the search
    // page's sorts (src/build/write-search-sorts.ts): in the order Pagefind took the documents.
    const ordered = inWordCountOrder(documents);
    for (const position of [0, PART_SIZE - 1, PART_SIZE, 2 * PART_SIZE + 1, ordered.length - 1]) {
      const file = path.join(dir, "parts", fragmentFile(position, PART_SIZE));
      const fragment = JSON.parse(
        gunzipSync(await readFile(file))
          .subarray("pagefind_dcd".length)
          .toString(),
      );
      expect(fragment.url, `document ${position}`).toBe(ordered[position]?.url);
    }
  });

  it("writes each part once it is full, before the documents after it are read, the same index as in one go", async () => {
    const ordered = inWordCountOrder(documents);
    const folder = path.join(dir, "streamed");
    /** Which parts were on disk when each part's second document was asked for. */
    const seen: boolean[][] = [];
    async function* fed() {
      for (const [position, document] of ordered.entries()) {
        if (position % PART_SIZE === 1) {
          seen.push(["", "1", "2"].map((part) => existsSync(path.join(folder, part, "pagefind-entry.json"))));
        }
        await Promise.resolve();
        yield document;
      }
    }
    const written = await writeIndexInParts(fed(), folder, { partSize: PART_SIZE, words: await wordsOf(ordered) });
    expect(written).toEqual({ count: ordered.length, parts: 3 });
    expect(seen).toEqual([
      [false, false, false],
      [true, false, false],
      [true, true, false],
    ]);
    for (const part of ["", "1", "2"]) {
      expect(await pageTable(path.join(folder, part))).toEqual(await pageTable(path.join(dir, "parts", part)));
    }
  });

  it("writes the same index with two Pagefind processes, one writing a part while the other takes the next", async () => {
    const ordered = inWordCountOrder(documents);
    const folder = path.join(dir, "two-writers");
    const words = await wordsOf(ordered);
    const written = await writeIndexInParts(ordered, folder, { partSize: PART_SIZE, words, writers: 2 });
    expect(written).toEqual({ count: ordered.length, parts: 3 });
    for (const part of ["", "1", "2"]) {
      expect(await pageTable(path.join(folder, part))).toEqual(await pageTable(path.join(dir, "parts", part)));
    }
  });

  it("makes documents that fill one part exactly an index of one part, without the page of every word", async () => {
    const folder = path.join(dir, "one-part");
    const first = inWordCountOrder(documents).slice(0, PART_SIZE);
    const written = await writeIndexInParts(first, folder, { partSize: PART_SIZE, words: await wordsOf(first) });
    expect(written).toEqual({ count: PART_SIZE, parts: 1 });
    expect(JSON.parse(await readFile(path.join(folder, "parts.json"), "utf8"))).toEqual({ parts: 1 });
    const urls = (await pageTable(folder)).map((row) => row[2]);
    expect(urls).toHaveLength(PART_SIZE);
  });

  // Every filter named, as the site's search asks (a filter's counts come with the searches that name it).
  it.each<[string, Record<string, string[]>]>([
    ["rochie", { gen: [], categorie: [], brand: [] }],
    ["bumbac", { gen: [], categorie: [], brand: [] }],
    ["tricou", { gen: ["barbati"], categorie: [], brand: [] }],
    ["fete", { gen: [], categorie: ["Rochii"], brand: [] }],
    // Words that are not in every part: each part must still ask for both.
    ["linia alba", { gen: [], categorie: [], brand: [] }],
    ["stejar cardigan", { gen: [], categorie: [], brand: [] }],
  ])("answers %s %j with the same products and counts as the index in one", async (term, filters) => {
    const [whole, parted] = await Promise.all([search("compact", term, filters), search("parts", term, filters)]);
    expect(whole.urls.length).toBeGreaterThan(0);
    expect(Object.keys(whole.filters as object).sort()).toEqual(["brand", "categorie", "gen"]);
    // Ranks are scored within each part, so the order may differ; what is found and counted may not.
    expect([...parted.urls].sort()).toEqual([...whole.urls].sort());
    expect(parted.filters).toEqual(whole.filters);
  });
});
