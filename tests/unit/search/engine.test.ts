import { describe, expect, it, vi } from "vitest";
import { withoutStale } from "../../../src/lib/search/delta.ts";
import {
  createSearchEngine,
  type PagefindInstance,
  type PagefindModule,
  type PagefindResult,
} from "../../../src/lib/search/engine.ts";

/** A stand-in for Pagefind's browser module: `titles` are the results of every query, in order. */
function fakePagefind(titles: readonly string[]) {
  const search = vi.fn<PagefindInstance["search"]>(async () => ({
    results: titles.map((title, index): PagefindResult => ({
      id: String(index),
      data: async () => ({ url: `/detalii-produs/p${index}/`, meta: { title, price: String(1000 + index) } }),
    })),
    filters: { gen: { femei: titles.length } },
  }));
  const init = vi.fn(async () => undefined);
  const preload = vi.fn<PagefindInstance["preload"]>(async () => undefined);
  const mergeIndex = vi.fn<PagefindInstance["mergeIndex"]>(async () => undefined);
  const createInstance = vi.fn<PagefindModule["createInstance"]>(() => ({ init, search, preload, mergeIndex }));
  const load = vi.fn(async (): Promise<PagefindModule> => ({ createInstance }));
  return { load, createInstance, init, search, preload, mergeIndex };
}

describe("createSearchEngine", () => {
  it("loads nothing until it is asked to", () => {
    const pagefind = fakePagefind([]);
    createSearchEngine(pagefind.load);
    expect(pagefind.load).not.toHaveBeenCalled();
  });

  it("loads and initialises Pagefind once, however many queries run", async () => {
    const pagefind = fakePagefind(["Rochie"]);
    const engine = createSearchEngine(pagefind.load);
    await Promise.all([engine.ready(), engine.search("rochie"), engine.search("bluză")]);
    expect(pagefind.load).toHaveBeenCalledTimes(1);
    expect(pagefind.init).toHaveBeenCalledTimes(1);
    expect(pagefind.createInstance).toHaveBeenCalledWith(
      expect.objectContaining({ basePath: "/pagefind/", noWorker: true }),
    );
  });

  it("merges the index's other parts into the first, once, before the first search", async () => {
    const pagefind = fakePagefind(["Rochie"]);
    const parts = vi.fn(async () => ({ parts: 3 }));
    const engine = createSearchEngine(pagefind.load, parts);
    await Promise.all([engine.search("rochie"), engine.search("bluză")]);
    expect(parts).toHaveBeenCalledTimes(1);
    expect(pagefind.mergeIndex.mock.calls).toEqual([
      ["/pagefind/1/", { excerptLength: 0 }],
      ["/pagefind/2/", { excerptLength: 0 }],
    ]);
    expect(pagefind.mergeIndex.mock.invocationCallOrder.at(-1)).toBeLessThan(
      pagefind.search.mock.invocationCallOrder[0]!,
    );
  });

  it("leaves the parts' page of every word out of each search of an index in parts, and out of the counts", async () => {
    const pagefind = fakePagefind(["Rochie"]);
    pagefind.search.mockResolvedValue({ results: [], filters: { gen: { femei: 0 }, cuvinte: { toate: 0 } } });
    const outcome = await createSearchEngine(pagefind.load, async () => ({ parts: 2 })).search("linia alba", {
      gen: ["femei"],
    });
    expect(pagefind.search).toHaveBeenCalledWith("linia alba", {
      filters: { gen: { any: ["femei"] }, cuvinte: { none: ["toate"] } },
    });
    expect(outcome.counts).toEqual({ gen: { femei: 0 } });
  });

  it("merges nothing into an index of one part, and fails the search when the parts cannot be known", async () => {
    const single = fakePagefind(["Rochie"]);
    expect((await createSearchEngine(single.load).search("rochie")).total).toBe(1);
    expect(single.mergeIndex).not.toHaveBeenCalled();

    const unknown = fakePagefind(["Rochie"]);
    const parts = vi
      .fn<() => Promise<{ parts: number }>>()
      .mockRejectedValueOnce(new Error("HTTP 500"))
      .mockResolvedValue({ parts: 2 });
    const engine = createSearchEngine(unknown.load, parts);
    await expect(engine.search("rochie")).rejects.toThrow("HTTP 500");
    expect(unknown.search).not.toHaveBeenCalled();
    // Asked again, it tries again.
    expect((await engine.search("rochie")).total).toBe(1);
    expect(unknown.mergeIndex).toHaveBeenCalledWith("/pagefind/1/", { excerptLength: 0 });
  });

  it("does not load the index for a blank query (spec §5)", async () => {
    const pagefind = fakePagefind(["Rochie"]);
    const outcome = await createSearchEngine(pagefind.load).search("   ");
    expect(outcome.total).toBe(0);
    expect(await outcome.hits(0, 10)).toEqual([]);
    expect(pagefind.load).not.toHaveBeenCalled();
  });

  it("searches the normalised query, with each filter as 'any of these values'", async () => {
    const pagefind = fakePagefind(["Rochie"]);
    await createSearchEngine(pagefind.load).search("  cămaşă  albă ", { gen: ["femei"], brand: [] });
    expect(pagefind.search).toHaveBeenCalledWith("cămașă albă", {
      filters: { gen: { any: ["femei"] }, brand: { any: [] } },
    });
  });

  it("counts every result but fetches cards only for the slice asked for", async () => {
    const pagefind = fakePagefind(["A", "B", "C", "D", "E"]);
    const outcome = await createSearchEngine(pagefind.load).search("x");
    expect(outcome.total).toBe(5);
    expect(outcome.counts).toEqual({ gen: { femei: 5 } });
    expect((await outcome.hits(1, 2)).map((hit) => hit.title)).toEqual(["B", "C"]);
    expect((await outcome.hits(4, 10)).map((hit) => hit.title)).toEqual(["E"]);
  });

  it("tries to load again after a failed load (a shopper back online gets results)", async () => {
    const pagefind = fakePagefind(["Rochie"]);
    pagefind.load.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const engine = createSearchEngine(pagefind.load);
    await expect(engine.search("rochie")).rejects.toThrow("Failed to fetch");
    expect((await engine.search("rochie")).total).toBe(1);
    expect(pagefind.load).toHaveBeenCalledTimes(2);
  });

  it("preloads the index's part for the words being typed, and never fails for it", async () => {
    const pagefind = fakePagefind(["Rochie"]);
    const engine = createSearchEngine(pagefind.load);
    await engine.preload(" ");
    await engine.preload("r");
    await engine.preload("rochie al");
    expect(pagefind.load, "nothing to preload for blank text or a word of one or two letters").not.toHaveBeenCalled();
    await engine.preload("  roch ");
    expect(pagefind.preload).toHaveBeenCalledWith("roch");
    await engine.preload("rochie alb");
    expect(pagefind.preload).toHaveBeenLastCalledWith("rochie alb");
    pagefind.preload.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(engine.preload("rochie")).resolves.toBeUndefined();
  });

  it("runs one search on what the first preload loaded, to ready the engine's code, and only one", async () => {
    const pagefind = fakePagefind(["Rochie"]);
    const engine = createSearchEngine(pagefind.load);
    pagefind.preload.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await engine.preload("roc");
    expect(pagefind.search, "nothing loaded, nothing to search").not.toHaveBeenCalled();
    await engine.preload("roch");
    expect(pagefind.search).toHaveBeenCalledExactlyOnceWith("roch");
    await engine.preload("rochi");
    await engine.preload("rochie");
    expect(pagefind.search).toHaveBeenCalledTimes(1);
    expect(pagefind.preload).toHaveBeenLastCalledWith("rochie");
  });

  it("answers the same query and filters asked again from the search already run, not a second search", async () => {
    const pagefind = fakePagefind(["Rochie"]);
    const engine = createSearchEngine(pagefind.load);
    const [first, again] = await Promise.all([engine.search("rochie"), engine.search(" rochie ")]);
    expect(again).toBe(first);
    expect(pagefind.search).toHaveBeenCalledTimes(1);
    await engine.search("rochie", { gen: ["femei"] });
    await engine.search("bluză");
    expect(pagefind.search, "other filters or another query: a new search").toHaveBeenCalledTimes(3);
    await engine.search("rochie");
    expect(pagefind.search, "only the last search is kept").toHaveBeenCalledTimes(4);
  });

  it("runs a failed search again when it is asked again", async () => {
    const pagefind = fakePagefind(["Rochie"]);
    const engine = createSearchEngine(pagefind.load);
    pagefind.search.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(engine.search("rochie")).rejects.toThrow("Failed to fetch");
    expect((await engine.search("rochie")).total).toBe(1);
    expect(pagefind.search).toHaveBeenCalledTimes(2);
  });

  it("prefetches a query's answer and first cards, which the same query then paints from", async () => {
    const pagefind = fakePagefind(["A", "B", "C", "D"]);
    const fetched: string[] = [];
    pagefind.search.mockImplementation(async () => ({
      results: ["A", "B", "C", "D"].map((title, index) => ({
        id: String(index),
        data: async () => {
          fetched.push(title);
          return { url: `/detalii-produs/p${index}/`, meta: { title, price: "1000" } };
        },
      })),
      filters: {},
    }));
    const engine = createSearchEngine(pagefind.load);
    await engine.prefetch("ro", 2);
    expect(pagefind.load, "a word of two letters is not worth fetching for").not.toHaveBeenCalled();
    await engine.prefetch("rochie", 2);
    expect(fetched).toEqual(["A", "B"]);
    const outcome = await engine.search("rochie");
    expect(pagefind.search).toHaveBeenCalledTimes(1);
    expect(outcome.total).toBe(4);
  });

  it("never fails to prefetch: the query that follows reports the problem", async () => {
    const pagefind = fakePagefind(["Rochie"]);
    const engine = createSearchEngine(pagefind.load);
    pagefind.load.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(engine.prefetch("rochie", 6)).resolves.toBeUndefined();
    pagefind.search.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(engine.prefetch("rochie", 6)).resolves.toBeUndefined();
    expect((await engine.search("rochie")).total).toBe(1);
  });
});

describe("a delta index beside the big one", () => {
  /** A result named `id` whose record is product `product`'s, in the `gen` filter's `gen` values. */
  const result = (id: string, product: string, gen: string[] = ["femei"]): PagefindResult => ({
    id,
    data: async () => ({
      url: `/detalii-produs/${product}/#${product}`,
      meta: { title: product, price: "1000" },
      filters: { gen },
    }),
  });

  it("leaves out the big index's results of the products it replaces, and takes them off the counts", async () => {
    // "3" is a stale result's name in one part and a kept product's in another: its record tells them apart.
    const results = [result("3", "vechi", ["femei", "fetite"]), result("3", "bun"), result("ro_1a2b", "vechi")];
    const counts = { gen: { femei: 3, fetite: 1 }, brand: { stejar: 2 } };
    const stale = { names: new Set(["3"]), ids: new Set(["vechi"]) };
    const kept = await withoutStale(results, counts, stale);
    expect(kept.results).toEqual([results[1], results[2]]);
    expect(kept.counts).toEqual({ gen: { femei: 2, fetite: 0 }, brand: { stejar: 2 } });
    // A query with a word only the delta knows is the delta's alone: the big index answers near spellings.
    const only = await withoutStale(results, counts, { ...stale, words: new Set(["pelerina"]) }, "Pelerină roșie");
    expect(only.results).toEqual([results[2]]);
    expect(only.counts).toEqual({ gen: { femei: 1, fetite: 0 }, brand: { stejar: 0 } });
    // Nothing named as stale: the results as they are, no file read.
    const read = vi.fn();
    const untouched = [{ id: "7", data: read }];
    expect((await withoutStale(untouched, counts, stale)).results).toEqual(untouched);
    expect(read).not.toHaveBeenCalled();
  });

  it("merges the delta index after the parts, and leaves the words page out of each search", async () => {
    const pagefind = fakePagefind(["Rochie"]);
    const engine = createSearchEngine(pagefind.load, async () => ({
      parts: 1,
      delta: { removed: ["p0"], names: ["0"], words: [] },
    }));
    const outcome = await engine.search("rochie");
    expect(pagefind.mergeIndex).toHaveBeenCalledWith("/pagefind/delta/", expect.anything());
    // A delta PARTS_FILE does not describe fails the search: kept, the stale results would be answered.
    const broken = createSearchEngine(fakePagefind([]).load, async () => ({ parts: 1, delta: { removed: [1] } }));
    await expect(broken.search("rochie")).rejects.toThrow(/delta index/);
    expect(pagefind.search).toHaveBeenCalledWith("rochie", { filters: { cuvinte: { none: ["toate"] } } });
    // The fake's result "0" is named as stale, but its record names no product the delta replaces: kept.
    expect(outcome.total).toBe(1);
  });
});
