/**
 * The search store's timing rules (spec §4 "Search modal", §8 "Search
 * failure", §9 debounce), with Pagefind replaced by a controllable fake.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as EngineModule from "../../../src/lib/search/engine.ts";
import type { SearchEngine, SearchOutcome } from "../../../src/lib/search/engine.ts";

const engine = vi.hoisted(() => ({
  ready: vi.fn(async () => undefined),
  preload: vi.fn(async () => undefined),
  prefetch: vi.fn(async () => undefined),
  search: vi.fn(),
}));
vi.mock("../../../src/lib/search/engine.ts", async (original) => ({
  ...(await original<typeof EngineModule>()),
  createSearchEngine: (): SearchEngine => engine as unknown as SearchEngine,
}));

const { $quickSearch, typeQuickSearch, runQuickSearch, QUICK_RESULTS } = await import("../../../src/stores/search.ts");
const { $searchPage, followSearchPageAddress, loadSearchPage } = await import("../../../src/stores/search-page.ts");

/** An answer with `total` results whose cards are titled after the query. */
const answer = (query: string, total: number): SearchOutcome => ({
  query,
  total,
  counts: {},
  results: [],
  hits: async (from, count) =>
    Array.from({ length: Math.max(0, Math.min(count, total - from)) }, (_, index) => ({
      url: `/detalii-produs/${query}-${from + index}/`,
      title: `${query} ${from + index}`,
      brand: null,
      image: null,
      price: 1000,
      oldPrice: null,
    })),
});

beforeEach(() => {
  vi.useFakeTimers();
  engine.search.mockReset();
  engine.prefetch.mockClear();
  engine.search.mockImplementation(async (query: string) => answer(query, 8));
  typeQuickSearch("");
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the modal's quick search", () => {
  it("searches 300 ms after typing stops, once, for the last text", async () => {
    for (const text of ["r", "ro", "roc", "rochie"]) {
      typeQuickSearch(text);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(engine.search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(199);
    expect(engine.search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(engine.search).toHaveBeenCalledTimes(1);
    expect(engine.search).toHaveBeenCalledWith("rochie");
    await vi.runAllTimersAsync();
    expect($quickSearch.get()).toMatchObject({ query: "rochie", status: "done", total: 8 });
    expect($quickSearch.get().hits).toHaveLength(6);
  });

  it("preloads the index's part for the words while the debounce waits", () => {
    typeQuickSearch("cămașă");
    expect(engine.preload).toHaveBeenLastCalledWith("cămașă");
  });

  it("fetches the answer and its first cards, unseen, once typing pauses 150 ms", async () => {
    typeQuickSearch("roc");
    await vi.advanceTimersByTimeAsync(149);
    typeQuickSearch("rochie");
    await vi.advanceTimersByTimeAsync(149);
    expect(engine.prefetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(engine.prefetch).toHaveBeenCalledExactlyOnceWith("rochie", QUICK_RESULTS);
    expect($quickSearch.get().status, "nothing shown before the debounce ends").toBe("idle");
    typeQuickSearch("rochie ");
    typeQuickSearch("");
    await vi.runAllTimersAsync();
    expect(engine.prefetch, "a blank box fetches nothing").toHaveBeenCalledTimes(1);
  });

  it("is loading while the index answers", async () => {
    let release: (outcome: SearchOutcome) => void = () => undefined;
    engine.search.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const running = runQuickSearch("bluza");
    expect($quickSearch.get().status).toBe("loading");
    release(answer("bluza", 2));
    await running;
    expect($quickSearch.get()).toMatchObject({ status: "done", total: 2 });
  });

  it("clears the results at once for a blank box, and a search still waiting is dropped", async () => {
    await runQuickSearch("rochie");
    typeQuickSearch("rochie mini");
    typeQuickSearch("   ");
    expect($quickSearch.get()).toEqual({ query: "", status: "idle", total: 0, hits: [] });
    await vi.runAllTimersAsync();
    expect(engine.search).toHaveBeenCalledTimes(1);
    expect($quickSearch.get().status).toBe("idle");
  });

  it("drops an answer that arrives after a newer query's", async () => {
    let releaseOld: (outcome: SearchOutcome) => void = () => undefined;
    engine.search.mockImplementationOnce(() => new Promise((resolve) => (releaseOld = resolve)));
    const old = runQuickSearch("rochie");
    await runQuickSearch("pulover");
    releaseOld(answer("rochie", 5));
    await old;
    expect($quickSearch.get()).toMatchObject({ query: "pulover", total: 8 });
  });

  it("logs 'Search failed' and stops loading when the index cannot be read (spec §8)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    engine.search.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await runQuickSearch("rochie");
    expect(logged).toHaveBeenCalledWith("Search failed", expect.any(TypeError));
    expect($quickSearch.get()).toMatchObject({ status: "failed", hits: [] });
  });
});

describe("the search page's address", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The page at `search`; resolves to the addresses written in place. */
  function openAt(search: string): string[] {
    const replaced: string[] = [];
    vi.stubGlobal("location", { pathname: "/search-result/", search });
    vi.stubGlobal("history", {
      state: null,
      pushState: vi.fn(),
      replaceState: (_state: unknown, _title: string, href: string) => replaced.push(href),
    });
    vi.stubGlobal("window", { addEventListener: vi.fn(), removeEventListener: vi.fn() });
    return replaced;
  }

  it("is rewritten in place in the spelling the page writes (a form sent before its script ran), and searched", async () => {
    const replaced = openAt("?q=c%C4%83ma%C5%9F%C4%83++de+in");
    const stop = followSearchPageAddress();
    expect(replaced).toEqual(["/search-result/?q=c%C4%83ma%C8%99%C4%83+de+in"]);
    await vi.runAllTimersAsync();
    expect(engine.search.mock.calls[0]?.[0]).toBe("cămașă de in");
    stop();
  });

  it("is left as it is when it already is in that spelling", () => {
    const replaced = openAt("?q=c%C4%83ma%C8%99%C4%83+de+in");
    followSearchPageAddress()();
    expect(replaced).toEqual([]);
  });
});

describe("the search page's sort (issue 29)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Four results, in order of relevance: "P0" to "P3", their result files named "0" to "3". */
  const byRelevance = async (query: string): Promise<SearchOutcome> => {
    const { outcomeOf } = await vi.importActual<typeof EngineModule>("../../../src/lib/search/engine.ts");
    const results = ["0", "1", "2", "3"].map((id) => ({
      id,
      data: async () => ({ url: `/detalii-produs/p${id}/#p${id}`, meta: { title: `P${id}`, price: "1000" } }),
    }));
    return outcomeOf(query, results, {});
  };

  /** `fetch` answering the sort's ranks with `body`; the addresses asked for. */
  function serveRanks(body: unknown, status = 200): string[] {
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(body), { status });
    });
    return asked;
  }

  it("orders every result by the sort's ranks, equal ranks by relevance, then reads the first cards", async () => {
    engine.search.mockImplementation(byRelevance);
    const asked = serveRanks({ version: 1, pages: [2, 3, 1, 2], delta: {} });
    await loadSearchPage({ query: "rochie", gender: null, brands: [], sort: "reducere" });
    expect(asked).toEqual(["/pagefind/sortari/reducere.json"]);
    expect($searchPage.get()).toMatchObject({ status: "done", total: 4 });
    expect($searchPage.get().hits.map((hit) => hit.title)).toEqual(["P2", "P0", "P3", "P1"]);
    // Relevance again: the index's own order, no ranks asked for.
    await loadSearchPage({ query: "rochie", gender: null, brands: [], sort: "implicit" });
    expect($searchPage.get().hits.map((hit) => hit.title)).toEqual(["P0", "P1", "P2", "P3"]);
    expect(asked).toHaveLength(1);
  });

  it("says the search failed when the sort's ranks cannot be read, rather than show relevance under its name", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    engine.search.mockImplementation(byRelevance);
    serveRanks({ error: "not found" }, 404);
    await loadSearchPage({ query: "rochie", gender: null, brands: [], sort: "noi" });
    expect($searchPage.get()).toMatchObject({ status: "failed", hits: [] });
    expect(logged).toHaveBeenCalledWith("Search failed", expect.any(Error));
    // Asked again, it tries again.
    serveRanks({ version: 1, pages: [0, 1, 0, 2], delta: {} });
    await loadSearchPage({ query: "rochie", gender: null, brands: [], sort: "noi" });
    expect($searchPage.get().hits.map((hit) => hit.title)).toEqual(["P1", "P3", "P0", "P2"]);
  });
});
