import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import {
  checkedFragments,
  fragmentNames,
  fragmentsInOrder,
  patchFragment,
  patchSearchIndex,
  planSearchIndex,
  readSearchKeys,
  saveSearchKeys,
  SEARCH_INDEX_MAX_AGE_MS,
  SEARCH_KEYS_FILE,
  searchKeyOf,
  writeLayout,
  type SearchKey,
  type StoredSearchKeys,
} from "../../../src/build/search-reuse.ts";
import { searchDocumentParts } from "../../../src/lib/search/document.ts";
import { recordUrl } from "../../../src/lib/search/document-fields.ts";
import { product } from "../support.ts";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const CODE = "code-1";

const dress = product("rochie", { id: "d-1", title: "Rochie midi", price: "149,99", oldPrice: null });
const shirt = product("camasa", { id: "s-1", title: "Cămașă Oxford", price: "99,00", oldPrice: "129,00" });
const keyOf = (item: typeof dress) => searchKeyOf(item.id, searchDocumentParts(item));

/** The keys a build of `items` stores. */
const stored = (items: readonly (typeof dress)[], extra: Partial<StoredSearchKeys> = {}): StoredSearchKeys => ({
  code: CODE,
  indexedAt: NOW - 60_000,
  site: "../dist",
  products: Object.fromEntries(items.map(keyOf).map(({ id, words, prices }) => [id, { words, prices }])),
  ...extra,
});

describe("searchKeyOf", () => {
  it("keys a product's words apart from its prices", () => {
    const cheaper = keyOf({ ...dress, price: 9900, oldPrice: 14999 });
    expect(cheaper.words).toBe(keyOf(dress).words);
    expect(cheaper.prices).toEqual({ price: 9900, oldPrice: 14999, checkedOn: null });
  });

  it("changes with the title, the address or the description", () => {
    const words = keyOf(dress).words;
    expect(keyOf({ ...dress, title: "Rochie maxi" }).words).not.toBe(words);
    expect(keyOf({ ...dress, slug: "rochie-2" }).words).not.toBe(words);
    expect(keyOf({ ...dress, description: "<p>Din in.</p>" }).words).not.toBe(words);
  });
});

describe("planSearchIndex", () => {
  const plan = (earlier: StoredSearchKeys | null, keys: SearchKey[], code = CODE, now = NOW) =>
    planSearchIndex(earlier, "/releases/1/reports", keys, code, now);

  it("patches the earlier index with the products whose prices changed", () => {
    const cheaper = keyOf({ ...dress, price: 12950 });
    expect(plan(stored([dress, shirt]), [cheaper, keyOf(shirt)])).toEqual({
      kind: "patch",
      from: "/releases/1/dist",
      indexedAt: NOW - 60_000,
      changed: [cheaper],
      fragments: null,
    });
  });

  it("keeps the earlier index whole when nothing changed, and passes on the result files it knows", () => {
    const fragments = { "d-1": "0.pf_fragment", "s-1": "1.pf_fragment" };
    expect(plan(stored([dress, shirt], { fragments }), [keyOf(dress), keyOf(shirt)])).toMatchObject({
      kind: "patch",
      changed: [],
      fragments,
    });
  });

  it("indexes anew without an earlier index, with other code, or when the earlier one is a day old", () => {
    const keys = [keyOf(dress)];
    expect(plan(null, keys)).toEqual({ kind: "index", reason: "no earlier index to keep" });
    expect(plan(stored([dress]), keys, "code-2")).toEqual({ kind: "index", reason: "the code changed" });
    const old = stored([dress], { indexedAt: NOW - SEARCH_INDEX_MAX_AGE_MS - 1 });
    expect(plan(old, keys)).toEqual({ kind: "index", reason: "the index is a day old" });
  });

  it("indexes anew when a product came, went or changed its words", () => {
    const earlier = stored([dress, shirt]);
    expect(plan(earlier, [keyOf(dress)])).toMatchObject({ kind: "index", reason: "other products" });
    const other = product("fusta", { id: "f-1" });
    expect(plan(earlier, [keyOf(dress), keyOf(other)])).toMatchObject({ reason: "other products" });
    const renamed = keyOf({ ...dress, title: "Rochie maxi" });
    expect(plan(earlier, [renamed, keyOf(shirt)])).toMatchObject({ reason: "a product's words changed" });
  });
});

describe("planSearchIndex, a publish's delta index", () => {
  const plan = (earlier: StoredSearchKeys, keys: SearchKey[], deltaMax = 10) =>
    planSearchIndex(earlier, "/releases/1/reports", keys, CODE, NOW, deltaMax);
  const skirt = product("fusta", { id: "f-1", title: "Fustă plisată" });

  it("keeps the earlier index, indexes new and renamed products beside it, and leaves out what it no longer shows", () => {
    const renamed = keyOf({ ...dress, title: "Rochie maxi" });
    expect(plan(stored([dress, shirt]), [renamed, keyOf(skirt)])).toMatchObject({
      kind: "patch",
      changed: [],
      delta: ["d-1", "f-1"],
      removed: ["s-1", "d-1"],
      // The earlier index's own keys, for the next publish to compare with: the delta is made anew each time.
      held: [keyOf(dress), keyOf(shirt)],
    });
  });

  it("patches a kept product's new price in the earlier index, and keeps it in the keys it passes on", () => {
    const cheaper = keyOf({ ...shirt, price: 8900 });
    expect(plan(stored([dress, shirt]), [cheaper, keyOf(skirt)].reverse())).toMatchObject({
      changed: [cheaper],
      delta: ["f-1"],
      removed: ["d-1"],
      held: [keyOf(dress), cheaper],
    });
  });

  it("has no delta when the products are the earlier index's", () => {
    const kept = plan(stored([dress, shirt]), [keyOf(dress), keyOf(shirt)]);
    expect(kept).toMatchObject({ kind: "patch", changed: [] });
    expect(kept).not.toHaveProperty("delta");
  });

  it("counts each product that came, went or changed its words once against the delta's limit", () => {
    // A renamed product is both indexed beside the earlier index and left out of it: one product, not two.
    const renamed = [dress, shirt].map((shown) => keyOf({ ...shown, title: `${shown.title} nouă` }));
    expect(plan(stored([dress, shirt]), renamed, 2)).toMatchObject({ kind: "patch", delta: ["d-1", "s-1"] });
    // The dress renamed, the skirt new, the shirt gone: three products.
    expect(plan(stored([dress, shirt]), [renamed[0]!, keyOf(skirt)], 3)).toMatchObject({ kind: "patch" });
  });

  it("takes the earlier build's delta when it indexed the same products, keyed the same, and left out the same", () => {
    const renamed = keyOf({ ...dress, title: "Rochie maxi" });
    const earlierDelta = { products: { "d-1": { words: renamed.words, prices: renamed.prices } }, removed: ["d-1"] };
    const earlier = stored([dress, shirt], { delta: earlierDelta });
    // A price elsewhere: the same delta.
    const cheaperShirt = keyOf({ ...shirt, price: 8900 });
    expect(plan(earlier, [renamed, cheaperShirt])).toMatchObject({ delta: ["d-1"], deltaKept: true });
    // The renamed product's own price: its result in the delta shows it, so the delta is indexed again.
    expect(plan(earlier, [keyOf({ ...dress, title: "Rochie maxi", price: 8900 }), keyOf(shirt)])).not.toHaveProperty(
      "deltaKept",
    );
    // Renamed again, another product new, a product gone: another delta each time.
    expect(plan(earlier, [keyOf({ ...dress, title: "Rochie lungă" }), keyOf(shirt)])).not.toHaveProperty("deltaKept");
    expect(plan(earlier, [renamed, keyOf(shirt), keyOf(skirt)])).not.toHaveProperty("deltaKept");
    expect(plan(earlier, [renamed])).not.toHaveProperty("deltaKept");
    // No delta kept from a build that had none.
    expect(plan(stored([dress, shirt]), [renamed, keyOf(shirt)])).not.toHaveProperty("deltaKept");
  });

  it("indexes anew past the delta's limit, and when it is 0 (a build not publishing)", () => {
    const renamed = keyOf({ ...dress, title: "Rochie maxi" });
    expect(plan(stored([dress, shirt]), [renamed, keyOf(skirt)], 2)).toEqual({
      kind: "index",
      reason: "other products: more than 2 since the index was written",
    });
    expect(plan(stored([dress, shirt]), [renamed, keyOf(shirt)], 0)).toEqual({
      kind: "index",
      reason: "a product's words changed",
    });
  });
});

describe("writeLayout", () => {
  it("writes the earlier index's parts and the results a delta replaces, named by their result files", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitrina-layout-"));
    const [earlier, out] = [path.join(dir, "earlier"), path.join(dir, "out")];
    await mkdir(path.join(earlier, "pagefind"), { recursive: true });
    await mkdir(path.join(out, "pagefind"), { recursive: true });
    await writeFile(
      path.join(earlier, "pagefind", "parts.json"),
      JSON.stringify({ parts: 2, delta: { removed: ["x"], names: ["9"] } }),
    );
    const base = { kind: "patch", from: earlier, indexedAt: NOW, changed: [], fragments: null } as const;
    const fragments = {
      "d-1": "fragment/3.pf_fragment",
      "s-1": "1/fragment/3.pf_fragment",
      "f-1": "1/fragment/a.pf_fragment",
    };
    const plan = { ...base, delta: ["n-1"], removed: ["s-1", "d-1"], held: [] };
    const layout = await writeLayout(plan, out, fragments, ["pelerina"]);
    expect(layout).toEqual({ parts: 2, delta: { removed: ["d-1", "s-1"], names: ["3"], words: ["pelerina"] } });
    expect(JSON.parse(await readFile(path.join(out, "pagefind", "parts.json"), "utf8"))).toEqual(layout);
    // Without a delta: the parts alone, the earlier delta gone with it.
    await writeLayout(base, out, fragments);
    expect(JSON.parse(await readFile(path.join(out, "pagefind", "parts.json"), "utf8"))).toEqual({ parts: 2 });
  });
});

/** A result file as Pagefind writes it. */
const fragment = (data: object) =>
  gzipSync(Buffer.concat([Buffer.from("pagefind_dcd"), Buffer.from(JSON.stringify(data))]));
/** A result file's content for product `id`: its address names the id (recordUrl), as the build writes it. */
const record = (id: string, meta: Record<string, string> = {}) => ({
  url: recordUrl(`/detalii-produs/${id}/`, id),
  meta,
});
const readBack = (bytes: Buffer) => JSON.parse(gunzipSync(bytes).subarray("pagefind_dcd".length).toString()) as object;

/** A temporary folder of the running test, removed after it. */
let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = "";
});

describe("readSearchKeys", () => {
  it("reads back what a build saved, and nothing from a file that is not whole", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitrina-search-keys-"));
    const keys = [dress, shirt].map(keyOf);
    await saveSearchKeys(dir, path.join(dir, "dist"), CODE, NOW, keys);
    expect(await readSearchKeys(dir)).toEqual({ ...stored([dress, shirt]), indexedAt: NOW, site: "dist" });
    for (const text of ['{"code":"code-1"}', "{", '{"code":1,"indexedAt":0,"site":"dist","products":{}}']) {
      await writeFile(path.join(dir, SEARCH_KEYS_FILE), text);
      expect(await readSearchKeys(dir), text).toBeNull();
    }
  });

  it("reads back a delta's keys and what it left out, and leaves out a delta not as a build writes it", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitrina-search-keys-"));
    const renamed = keyOf({ ...dress, title: "Rochie maxi" });
    await saveSearchKeys(dir, path.join(dir, "dist"), CODE, NOW, [dress, shirt].map(keyOf), undefined, {
      keys: [renamed],
      removed: ["d-1"],
    });
    const read = await readSearchKeys(dir);
    expect(read?.delta).toEqual({
      products: { "d-1": { words: renamed.words, prices: renamed.prices } },
      removed: ["d-1"],
    });
    const text = await readFile(path.join(dir, SEARCH_KEYS_FILE), "utf8");
    await writeFile(path.join(dir, SEARCH_KEYS_FILE), text.replace('"removed":["d-1"]', '"removed":[1]'));
    const kept = await readSearchKeys(dir);
    expect(kept?.products).toEqual(read?.products);
    expect(kept).not.toHaveProperty("delta");
  });

  it("reads nothing from a file with one product's key or result file not as a build writes it", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitrina-search-keys-"));
    const good = { words: "w", prices: { price: 100, oldPrice: null, checkedOn: null } };
    const file = (products: unknown, fragments?: unknown) =>
      JSON.stringify({ code: CODE, indexedAt: NOW, site: "dist", products, ...(fragments ? { fragments } : {}) });
    await writeFile(path.join(dir, SEARCH_KEYS_FILE), file({ a: good }, { a: "fragment/0.pf_fragment" }));
    expect(await readSearchKeys(dir)).not.toBeNull();
    const bad = [
      file({ a: good, b: { words: "w", prices: { price: 1.5, oldPrice: null, checkedOn: null } } }),
      file({ a: good, b: { words: "w", prices: { price: 100, oldPrice: "90", checkedOn: null } } }),
      file({ a: good, b: { words: "w", prices: { price: 100, oldPrice: null, checkedOn: 7 } } }),
      file({ a: good, b: { words: 3, prices: good.prices } }),
      file({ a: good, b: { words: "w" } }),
      file({ a: good, b: null }),
      file([good]),
      file({ a: good }, { a: 3 }),
      file({ a: good }, ["fragment/0.pf_fragment"]),
    ];
    for (const text of bad) {
      await writeFile(path.join(dir, SEARCH_KEYS_FILE), text);
      expect(await readSearchKeys(dir), text).toBeNull();
    }
  });
});

describe("patchFragment", () => {
  const original = {
    url: "/detalii-produs/rochie/",
    content: "Rochie midi.",
    word_count: 2,
    filters: { gen: ["femei"] },
    meta: { title: "Rochie midi", id: "d-1", price: "14999", old_price: "19900", checked: "2026-11-23" },
    anchors: [],
  };

  it("replaces the prices in a result's meta and nothing else", () => {
    const patched = patchFragment(fragment(original), { price: 12950, oldPrice: null, checkedOn: "2026-11-24" });
    expect(readBack(patched)).toEqual({
      ...original,
      meta: { title: "Rochie midi", id: "d-1", price: "12950", checked: "2026-11-24" },
    });
  });

  it("refuses a file that is not Pagefind's", () => {
    expect(() => patchFragment(gzipSync("{}"), { price: 1, oldPrice: null, checkedOn: null }, "x")).toThrow(
      "x is not a Pagefind file",
    );
  });
});

describe("patchSearchIndex", () => {
  it("hands every earlier file but the patched ones to the linker, and writes those with the new prices", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitrina-search-reuse-"));
    const [earlier, out] = [path.join(dir, "earlier"), path.join(dir, "out")];
    await mkdir(path.join(earlier, "pagefind", "fragment"), { recursive: true });
    await writeFile(path.join(earlier, "pagefind", "pagefind-entry.json"), "{}");
    await writeFile(
      path.join(earlier, "pagefind", "fragment", "0.pf_fragment"),
      fragment(record("d-1", { price: "14999" })),
    );
    await writeFile(
      path.join(earlier, "pagefind", "fragment", "1.pf_fragment"),
      fragment(record("s-1", { price: "9900" })),
    );
    expect(await fragmentNames(path.join(earlier, "pagefind"))).toEqual({
      "d-1": "fragment/0.pf_fragment",
      "s-1": "fragment/1.pf_fragment",
    });

    const linked: string[] = [];
    const cheaper = keyOf({ ...dress, price: 12950 });
    const names = await patchSearchIndex(
      { kind: "patch", from: earlier, indexedAt: NOW, changed: [cheaper], fragments: null },
      out,
      async (from, files) => {
        expect(from).toBe(earlier);
        linked.push(...files);
      },
    );
    expect(names).toEqual({ "d-1": "fragment/0.pf_fragment", "s-1": "fragment/1.pf_fragment" });
    expect(linked.sort()).toEqual([
      path.join("pagefind", "fragment", "1.pf_fragment"),
      path.join("pagefind", "pagefind-entry.json"),
    ]);
    expect(readBack(await readFile(path.join(out, "pagefind", "fragment", "0.pf_fragment")))).toEqual(
      record("d-1", { price: "12950" }),
    );
  });

  it("links neither the earlier layout nor its delta index: a publish writes its own", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitrina-search-reuse-"));
    const [earlier, out] = [path.join(dir, "earlier"), path.join(dir, "out")];
    await mkdir(path.join(earlier, "pagefind", "fragment"), { recursive: true });
    await mkdir(path.join(earlier, "pagefind", "delta", "fragment"), { recursive: true });
    await writeFile(path.join(earlier, "pagefind", "fragment", "0.pf_fragment"), fragment(record("d-1")));
    await writeFile(path.join(earlier, "pagefind", "parts.json"), JSON.stringify({ parts: 1 }));
    await writeFile(path.join(earlier, "pagefind", "delta", "fragment", "ro_1.pf_fragment"), fragment(record("n-1")));
    const linked: string[] = [];
    const plan = {
      kind: "patch",
      from: earlier,
      indexedAt: NOW,
      changed: [],
      fragments: null,
      removed: ["d-1"],
    } as const;
    const names = await patchSearchIndex(plan, out, async (_, files) => {
      linked.push(...files);
    });
    expect(linked).toEqual([path.join("pagefind", "fragment", "0.pf_fragment")]);
    // The result file of a product the delta replaces is found, for the layout to name it.
    expect(names).toEqual({ "d-1": "fragment/0.pf_fragment" });
  });

  it("finds a result file by reading them all when the one noted holds another product", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitrina-search-reuse-"));
    const [earlier, out] = [path.join(dir, "earlier"), path.join(dir, "out")];
    await mkdir(path.join(earlier, "pagefind", "fragment"), { recursive: true });
    await writeFile(path.join(earlier, "pagefind", "fragment", "0.pf_fragment"), fragment(record("s-1")));
    await writeFile(path.join(earlier, "pagefind", "fragment", "1.pf_fragment"), fragment(record("d-1")));
    const cheaper = keyOf({ ...dress, price: 12950 });
    const guess = fragmentsInOrder(["d-1", "s-1"]);
    expect(guess).toEqual({ "d-1": "fragment/0.pf_fragment", "s-1": "fragment/1.pf_fragment" });
    const names = await patchSearchIndex(
      { kind: "patch", from: earlier, indexedAt: NOW, changed: [cheaper], fragments: guess },
      out,
      async () => undefined,
    );
    expect(names).toEqual({ "d-1": "fragment/1.pf_fragment", "s-1": "fragment/0.pf_fragment" });
    expect(readBack(await readFile(path.join(out, "pagefind", "fragment", "1.pf_fragment")))).toEqual(
      record("d-1", { price: "12950" }),
    );
  });

  it("finds and patches a product's result file in a later part of the index", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitrina-search-reuse-"));
    const [earlier, out] = [path.join(dir, "earlier"), path.join(dir, "out")];
    await mkdir(path.join(earlier, "pagefind", "fragment"), { recursive: true });
    await mkdir(path.join(earlier, "pagefind", "1", "fragment"), { recursive: true });
    await writeFile(path.join(earlier, "pagefind", "fragment", "0.pf_fragment"), fragment(record("s-1")));
    await writeFile(path.join(earlier, "pagefind", "1", "fragment", "3.pf_fragment"), fragment(record("d-1")));
    // Two documents to a part: the third taken is the first of part 1, page 3 (part 0 has a page of every word).
    const guess = fragmentsInOrder(["s-1", "x-1", "d-1"], 2);
    expect(guess).toEqual({
      "s-1": "fragment/0.pf_fragment",
      "x-1": "fragment/1.pf_fragment",
      "d-1": "1/fragment/3.pf_fragment",
    });
    const cheaper = keyOf({ ...dress, price: 12950 });
    const linked: string[] = [];
    for (const fragments of [guess, null]) {
      linked.length = 0;
      const names = await patchSearchIndex(
        { kind: "patch", from: earlier, indexedAt: NOW, changed: [cheaper], fragments },
        out,
        async (_, files) => void linked.push(...files),
      );
      expect(names["d-1"]).toBe("1/fragment/3.pf_fragment");
      expect(linked).toEqual([path.join("pagefind", "fragment", "0.pf_fragment")]);
      expect(readBack(await readFile(path.join(out, "pagefind", "1", "fragment", "3.pf_fragment")))).toEqual(
        record("d-1", { price: "12950" }),
      );
    }
  });

  it("checks a new index's result files where the documents' order puts them, and reads them all when one is not", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitrina-search-reuse-"));
    const index = path.join(dir, "pagefind");
    await mkdir(path.join(index, "fragment"), { recursive: true });
    const ids = Array.from({ length: 40 }, (_, at) => `p-${at}`);
    for (const [at, id] of ids.entries())
      await writeFile(path.join(index, "fragment", `${at.toString(36)}.pf_fragment`), fragment(record(id)));
    const noted = fragmentsInOrder(ids);
    expect(await checkedFragments(index, noted)).toBe(noted);
    // Pagefind took two documents in another order than given: the files say where each product is.
    const swapped = fragmentsInOrder(ids.with(0, "p-39").with(39, "p-0"));
    const read = await checkedFragments(index, swapped);
    expect(read).toEqual(noted);
  });

  it("fails, writing nothing, when the earlier index has no result for a changed product", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitrina-search-reuse-"));
    await mkdir(path.join(dir, "pagefind", "fragment"), { recursive: true });
    const plan = { kind: "patch", from: dir, indexedAt: NOW, changed: [keyOf(dress)], fragments: {} } as const;
    await expect(patchSearchIndex(plan, path.join(dir, "out"), async () => undefined)).rejects.toThrow(
      "The earlier index has no result file for product d-1",
    );
  });
});
