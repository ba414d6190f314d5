/**
 * The listing store in a fake browser: a history that records entries, a
 * location that follows it, and a fetch that answers with the listing's data
 * file. Each test loads a fresh store, as a page load would.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { facetSummary, select } from "../../../src/lib/listing/facets.ts";
import { NO_FILTERS } from "../../../src/lib/listing/filter.ts";
import { packExplorer } from "../../../src/lib/listing/explorer-block.ts";
import { encodeListing, listingData } from "../../../src/lib/listing/listing-data.ts";
import { encodePopular, POPULAR_DATA_PATH } from "../../../src/lib/listing/popular-rank.ts";
import { SORT_KEYS, type SortKey } from "../../../src/lib/listing/sort.ts";
import { product } from "../support.ts";

const BRANDS = ["Casa Lia", "Velora", "Boema"];
const PRODUCTS = Array.from({ length: 80 }, (_, index) =>
  product(`produs-${index}`, {
    id: `p${index}`,
    title: `Produs ${index}`,
    brands: BRANDS[index % 3] ?? "",
    color: index % 2 ? "Alb" : "Negru",
    price: String(100 + index),
  }),
);
const DATA = listingData(PRODUCTS);
const ORIGIN = "https://vitrina.example";

class FakeHistory {
  entries: string[];
  index = 0;
  pushes = 0;
  readonly target: EventTarget;
  constructor(start: string, target: EventTarget) {
    this.entries = [start];
    this.target = target;
  }
  get state() {
    return null;
  }
  get url() {
    return new URL(this.entries[this.index] ?? "/", ORIGIN);
  }
  pushState(_state: unknown, _title: string, href: string) {
    this.entries = [...this.entries.slice(0, this.index + 1), href];
    this.index += 1;
    this.pushes += 1;
  }
  replaceState(_state: unknown, _title: string, href: string) {
    this.entries[this.index] = href;
  }
  back() {
    this.index -= 1;
    this.target.dispatchEvent(new Event("popstate"));
  }
}

let stop = () => {};

/** The listing's rules as the island's code for use hands them over (components/listing/in-use-code.ts). */
const rules = () => import("../../../src/lib/listing/rules.ts");

/** A page load of `path`; `withRules: false` leaves out the shopper's first sign of using the filters. */
async function open(
  path: string,
  dataFile: unknown = encodeListing(PRODUCTS),
  {
    withRules = true,
    sorts = SORT_KEYS as readonly SortKey[],
    popular = encodePopular([]) as unknown,
  }: { withRules?: boolean; sorts?: readonly SortKey[]; popular?: unknown } = {},
) {
  vi.resetModules();
  const target = new EventTarget();
  const history = new FakeHistory(path, target);
  const query = { matches: false, addEventListener() {}, removeEventListener() {} };
  vi.stubGlobal("history", history);
  vi.stubGlobal("location", {
    get pathname() {
      return history.url.pathname;
    },
    get search() {
      return history.url.search;
    },
    get href() {
      return history.url.href;
    },
  });
  vi.stubGlobal("window", {
    innerWidth: 1440,
    scrollY: 0,
    matchMedia: () => query,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    requestIdleCallback: () => 0,
    // The store writes the URL after the next paint; here, at once.
    requestAnimationFrame: (callback: () => void) => (callback(), 0),
    setTimeout: (callback: () => void) => (callback(), 0),
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const body = url === POPULAR_DATA_PATH ? popular : dataFile;
      return new Response(JSON.stringify(body), { status: body === null ? 404 : 200 });
    }),
  );
  const store = await import("../../../src/stores/listing.ts");
  if (withRules) store.provideListingRules(await rules());
  stop = store.startListing({
    listingPath: "/femei/",
    dataUrl: "/date/listari/femei.json",
    pageSize: 32,
    staticPage: Number(/pagina\/(\d+)/.exec(path)?.[1] ?? 1),
    facets: facetSummary(DATA, select(DATA, NO_FILTERS)),
    total: DATA.count,
    categories: [],
    revision: "the-build-s",
    sorts,
  });
  await vi.waitFor(() => expect(store.$dataStatus.get()).not.toBe("loading"));
  const current = () => `${history.url.pathname}${history.url.search}`;
  return { ...store, history, current };
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the listing store", () => {
  it("leaves the static grid alone until the shopper asks for another view", async () => {
    const store = await open("/femei/");
    expect(store.$dataStatus.get()).toBe("ready");
    expect(store.$ownsGrid.get()).toBe(false);
    expect(store.$results.get()?.total).toBe(80);
    store.chooseOption("brand", "velora");
    expect(store.$ownsGrid.get()).toBe(true);
  });

  it("records each filter in the URL as a new history entry; back restores the previous view", async () => {
    const store = await open("/femei/");
    store.chooseOption("brand", "casa-lia");
    store.chooseOption("brand", "velora");
    expect(store.current()).toBe("/femei/?brand=casa-lia,velora");
    expect(store.$results.get()?.total).toBe(54);
    store.chooseOption("colour", "alb");
    expect(store.current()).toBe("/femei/?brand=casa-lia,velora&culoare=alb");
    expect(store.$results.get()?.total).toBe(27);
    store.history.back();
    expect(store.$view.get().filters.colour).toBeNull();
    expect(store.$results.get()?.total).toBe(54);
  });

  it("returns to page 1 on any change of filter or sort", async () => {
    const store = await open("/femei/");
    store.goToPage(3);
    expect(store.current()).toBe("/femei/pagina/3/");
    store.setOnSale(false);
    store.chooseOption("brand", "boema");
    expect(store.$view.get().page).toBe(1);
    store.chooseOption("brand", "boema");
    store.goToPage(2);
    store.sortBy("pret-descrescator");
    expect(store.$view.get().page).toBe(1);
    expect(store.current()).toBe("/femei/?sortare=pret-descrescator");
  });

  it("sorted by the most clicked, fetches their ranks once and shows them first, most clicked first", async () => {
    const ranked = [PRODUCTS[40]?.id ?? "", PRODUCTS[3]?.id ?? "", PRODUCTS[77]?.id ?? ""];
    const store = await open("/femei/", undefined, { popular: encodePopular(ranked) });
    expect(fetch).not.toHaveBeenCalledWith(POPULAR_DATA_PATH);
    store.sortBy("populare");
    expect(store.current()).toBe("/femei/?sortare=populare");
    await vi.waitFor(() => expect(store.$listingData.get()?.popularity).toBeDefined());
    const data = store.$listingData.get();
    const shown = [...(store.$results.get()?.items ?? [])].map((index) => data?.ids[index]);
    expect(shown.slice(0, 3)).toEqual(ranked);
    store.sortBy("pret-crescator");
    store.sortBy("populare");
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => url === POPULAR_DATA_PATH)).toHaveLength(1);
  });

  it("drops a sort this build does not offer from a shared link", async () => {
    const store = await open("/femei/?sortare=populare", undefined, { sorts: ["implicit", "reducere"] });
    expect(store.$view.get().sort).toBe("implicit");
    expect(store.current()).toBe("/femei/");
    expect(fetch).not.toHaveBeenCalledWith(POPULAR_DATA_PATH);
  });

  it("ignores pages out of range and the current page", async () => {
    const store = await open("/femei/");
    const entries = store.history.pushes;
    store.goToPage(1);
    store.goToPage(4);
    store.goToPage(0);
    expect(store.history.pushes).toBe(entries);
    expect(store.$view.get().page).toBe(1);
  });

  it("choosing the chosen colour clears it", async () => {
    const store = await open("/femei/?culoare=alb");
    store.chooseOption("colour", "alb");
    expect(store.$view.get().filters.colour).toBeNull();
    expect(store.current()).toBe("/femei/");
  });

  it("restores a shared link, dropping what this listing does not have", async () => {
    const store = await open("/femei/?brand=velora,zara&culoare=violet&pagina=9&utm_source=x");
    expect(store.$view.get().filters).toEqual({ ...NO_FILTERS, brands: ["velora"] });
    expect(store.$results.get()).toMatchObject({ total: 27, page: 1 });
    expect(store.current()).toBe("/femei/?brand=velora&utm_source=x");
  });

  it("knows its page on a static page, and scrolls only for new results", async () => {
    const store = await open("/femei/pagina/2/");
    expect(store.$view.get().page).toBe(2);
    expect(store.$ownsGrid.get()).toBe(false);
    const scrolls = store.$scrollRequest.get();
    store.chooseColumns(2);
    expect(store.current()).toBe("/femei/pagina/2/?coloane=2");
    expect(store.$scrollRequest.get()).toBe(scrolls);
    store.goToPage(1);
    expect(store.$scrollRequest.get()).toBe(scrolls + 1);
  });

  it("the filters panel is one of the site's panels: another panel closes it, and the grid then comes into view", async () => {
    const store = await open("/femei/");
    const panels = await import("../../../src/stores/panels.ts");
    store.openFiltersPanel();
    expect(panels.$openPanel.get()).toBe("filters");
    const scrolls = store.$scrollRequest.get();
    store.chooseOption("brand", "velora");
    expect(store.$scrollRequest.get(), "no scroll behind the open panel").toBe(scrolls);

    panels.openPanel("search");
    expect(store.$filtersPanelOpen.get()).toBe(false);
    expect(store.$scrollRequest.get(), "the new results come into view once it closes").toBe(scrolls + 1);
    panels.closePanel();
    store.openFiltersPanel();
    store.closeFiltersPanel();
    expect(store.$scrollRequest.get(), "nothing changed under it this time").toBe(scrolls + 1);
  });

  it("keeps tags and the clear-all in step with the filters", async () => {
    const store = await open("/femei/?brand=velora&culoare=alb&pret=100-150");
    expect(store.$tags.get().map((tag) => tag.facet)).toEqual(["brand", "colour", "price"]);
    expect(store.$filtered.get()).toBe(true);
    store.clearFilters();
    expect(store.$tags.get()).toEqual([]);
    expect(store.current()).toBe("/femei/");
  });

  it("fetches the data at once, reads it only with the rules, and shows a choice made before them", async () => {
    const store = await open("/femei/?brand=zara", encodeListing(PRODUCTS), { withRules: false });
    expect(store.$dataStatus.get(), "the controls work").toBe("ready");
    expect(store.$listingData.get()).toBeNull();
    expect(store.$facets.get()?.brands, "the build's facets").toHaveLength(3);
    store.chooseOption("brand", "velora");
    expect(store.$ownsGrid.get()).toBe(true);
    expect(store.$results.get(), "nothing to show yet").toBeNull();

    store.provideListingRules(await rules());
    expect(store.$results.get()?.total).toBe(27);
    expect(store.current(), "the brand this listing lacks is dropped").toBe("/femei/?brand=velora");
    expect(store.$tags.get().map((tag) => tag.label)).toEqual(["Velora"]);
  });

  it("says so when the data cannot load, and keeps the static grid", async () => {
    const store = await open("/femei/", null);
    expect(store.$dataStatus.get()).toBe("failed");
    expect(store.$results.get()).toBeNull();
    expect(store.$facets.get()?.brands).toHaveLength(3);
  });

  describe("a later page an earlier build rendered (issue 25: a publish renders a listing's first page only)", () => {
    /** The data file of a catalogue that has grown by a product since the page was built, with its build's props. */
    const grown = [...PRODUCTS, product("produs-nou", { id: "nou", brands: "Atelier Nou", price: "99999" })];
    const grownData = listingData(grown);
    const current = {
      listingPath: "/femei/",
      dataUrl: "/date/listari/femei.json",
      pageSize: 32,
      total: grown.length,
      facets: facetSummary(grownData, select(grownData, NO_FILTERS)),
      categories: [{ label: "Rochii", href: "/femei/rochii/", count: 81, current: false }],
      sorts: SORT_KEYS,
      revision: "the-current-build-s",
    };
    const fileOf = (props: typeof current) => ({ ...encodeListing(grown), start: packExplorer(props) });

    it("shows the data file's total, facets and categories once loaded, before the shopper touches anything", async () => {
      const store = await open("/femei/pagina/2/", fileOf(current), { withRules: false });
      expect(store.$listingData.get(), "no rules were loaded for it").toBeNull();
      expect(store.$listingContext.get()?.total).toBe(81);
      expect(store.$listingContext.get()?.categories.map((link) => link.count)).toEqual([81]);
      expect(store.$facets.get()?.brands.map((option) => option.label)).toContain("Atelier Nou");
      expect(store.$facets.get()?.price).toEqual(current.facets.price);
      expect(current.facets.price.max).toBeGreaterThan(facetSummary(DATA, select(DATA, NO_FILTERS)).price.max);
    });

    it("keeps the page's own when the file's are the same build's", async () => {
      const store = await open("/femei/pagina/2/", fileOf({ ...current, revision: "the-build-s" }), {
        withRules: false,
      });
      expect(store.$listingContext.get()?.total).toBe(80);
      expect(store.$facets.get()?.brands).toHaveLength(3);
    });

    it("keeps the page's own, and says why, when the file's cannot be read", async () => {
      const bad = { ...encodeListing(grown), start: { ...packExplorer(current), total: "81" } };
      const store = await open("/femei/pagina/2/", bad, { withRules: false });
      expect(store.$dataStatus.get()).toBe("ready");
      expect(store.$listingContext.get()?.total).toBe(80);
      expect(console.error).toHaveBeenCalledWith("The listing's current counts could not be read", expect.any(Error));
    });
  });
});
