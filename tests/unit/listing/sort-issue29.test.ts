/** Issue 29's sorts: the most clicked, the newest, the largest backed reduction; which a build offers; their URL. */
import { describe, expect, it } from "vitest";
import type { Product } from "../../../src/lib/domain/schema.ts";
import type { PriceStory } from "../../../src/lib/prices/history.ts";
import { select } from "../../../src/lib/listing/facets.ts";
import { NO_FILTERS } from "../../../src/lib/listing/filter.ts";
import { dayCodes, decodeListing, encodeListing, listingData } from "../../../src/lib/listing/listing-data.ts";
import {
  decodePopular,
  encodePopular,
  POPULAR_LIMIT,
  PopularDataError,
  withPopularity,
} from "../../../src/lib/listing/popular-rank.ts";
import { sortMatches, sortOrder, sortRanks } from "../../../src/lib/listing/sort-order.ts";
import { offeredSorts, SORT_KEYS } from "../../../src/lib/listing/sort.ts";
import { DEFAULT_VIEW, readViewState, viewHref } from "../../../src/lib/listing/url-state.ts";
import { product } from "../support.ts";

/** A product first seen on `since` (its price history's first day); encodeListing reads only the two days. */
const seen = (id: string, since: string | null, overrides: Parameters<typeof product>[1] = {}): Product => {
  const item = product(id, { id, title: id.toUpperCase(), ...overrides });
  return since === null ? item : { ...item, prices: { checkedOn: "2026-11-27", since } as PriceStory };
};

const ids = (data: ReturnType<typeof listingData>, order: Iterable<number>) =>
  [...order].map((index) => data.ids[index]);

describe("Reducere: the largest reduction the 30-day rule backs first", () => {
  const data = listingData([
    product("a", { id: "a", title: "A", price: "100" }),
    product("b", { id: "b", title: "B", price: "90", oldPrice: "100" }), // -10 %
    product("c", { id: "c", title: "C", price: "50", oldPrice: "100" }), // -50 %
    product("d", { id: "d", title: "D", price: "80" }),
    product("e", { id: "e", title: "E", price: "300", oldPrice: "400" }), // -25 %
    product("f", { id: "f", title: "F", price: "45", oldPrice: "50" }), // -10 %, after b: the listing's order
  ]);

  it("orders by the share taken off, not the lei; products not on sale after, in the listing's order", () => {
    expect(ids(data, sortOrder(data, "reducere"))).toEqual(["c", "e", "b", "f", "a", "d"]);
  });

  it("reads the old price the sale rule shows: an old price at or under the price is no reduction", () => {
    const same = listingData([
      product("x", { id: "x", title: "X", price: "100", oldPrice: "100" }),
      product("y", { id: "y", title: "Y", price: "100", oldPrice: "120" }),
    ]);
    expect(Array.from(same.oldPrices)).toEqual([0, 12000]);
    expect(ids(same, sortOrder(same, "reducere"))).toEqual(["y", "x"]);
  });

  it("sorts only the matches of the filters", () => {
    const matches = select(data, { ...NO_FILTERS, onSale: true }).matches;
    expect(ids(data, sortMatches(data, matches, "reducere"))).toEqual(["c", "e", "b", "f"]);
  });
});

describe("Cele mai noi: the latest first appearance in the catalogue first", () => {
  const products = [
    seen("old", "2026-03-01"),
    seen("none", null),
    seen("new", "2026-11-20"),
    seen("mid", "2026-08-15"),
    seen("new-too", "2026-11-20"),
  ];

  it("orders by the price history's first day, ties in the listing's order, products without one last", () => {
    const data = listingData(products);
    expect(ids(data, sortOrder(data, "noi"))).toEqual(["new", "new-too", "mid", "old", "none"]);
  });

  it("codes the first days in day order in the data file, and reads them back", () => {
    const file = encodeListing(products);
    expect(file.seenDays).toEqual(["2026-03-01", "2026-08-15", "2026-11-20"]);
    expect(file.firstSeen).toEqual([1, 0, 3, 2, 3]);
    const data = decodeListing(JSON.parse(JSON.stringify(file)));
    expect(Array.from(data.firstSeen)).toEqual([1, 0, 3, 2, 3]);
    expect(() => decodeListing({ ...file, seenDays: ["ieri"] })).toThrow(/seenDays/);
    expect(() => decodeListing({ ...file, firstSeen: [1, 0, 4, 2, 3] })).toThrow(/firstSeen/);
  });
});

describe("Cele mai populare: the most clicked of the last 30 days first", () => {
  const data = listingData(["a", "b", "c", "d", "e"].map((id) => product(id, { id, title: id })));

  it("orders by rank, products nobody clicked after in the listing's order; ids of other listings change nothing", () => {
    const ranked = withPopularity(data, ["elsewhere", "d", "b", "zzz", "e"]);
    expect(Array.from(ranked.popularity ?? [])).toEqual([0, 3, 0, 2, 5]);
    expect(ids(ranked, sortOrder(ranked, "populare"))).toEqual(["d", "b", "e", "a", "c"]);
  });

  it("keeps the listing's order until the ranks are here", () => {
    expect(ids(data, sortOrder(data, "populare"))).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("writes at most POPULAR_LIMIT ids, and reads back only a file it wrote", () => {
    const many = Array.from({ length: POPULAR_LIMIT + 5 }, (_, index) => `p${index}`);
    const file = encodePopular(many);
    expect(file.ids).toHaveLength(POPULAR_LIMIT);
    expect(decodePopular(JSON.parse(JSON.stringify(file)))).toEqual(many.slice(0, POPULAR_LIMIT));
    expect(() => decodePopular({ version: 2, ids: [] })).toThrow(PopularDataError);
    expect(() => decodePopular({ version: 1, ids: [1] })).toThrow(/ids/);
    expect(() => decodePopular(null)).toThrow(PopularDataError);
  });
});

describe("each product's rank in a sort, for products the sort sees only some of (the search's results)", () => {
  it("numbers the values in the sort's order, equal values sharing one, products without a value last", () => {
    const data = listingData([
      seen("a", "2026-08-15", { price: "90", oldPrice: "100" }), // -10 %
      seen("b", "2026-11-20", { price: "50", oldPrice: "100" }), // -50 %
      seen("c", null, { price: "100" }),
      seen("d", "2026-11-20", { price: "25", oldPrice: "50" }), // -50 %
    ]);
    expect(Array.from(sortRanks(data, "reducere"))).toEqual([2, 1, 3, 1]);
    expect(Array.from(sortRanks(data, "noi"))).toEqual([2, 1, 3, 1]);
    const ranked = withPopularity(data, ["d", "a"]);
    expect(Array.from(sortRanks(ranked, "populare"))).toEqual([2, 3, 3, 1]);
    expect(Array.from(sortRanks(data, "pret-crescator"))).toEqual([3, 2, 4, 1]);
  });

  it("orders as the sort does: ranks in the listing's order are the sort's order", () => {
    const data = listingData(
      Array.from({ length: 40 }, (_, index) =>
        seen(`p${index}`, index % 3 ? `2026-0${1 + (index % 9)}-01` : null, {
          price: String(50 + (index % 7)),
          ...(index % 4 ? { oldPrice: String(60 + (index % 5) * 10) } : {}),
        }),
      ),
    );
    for (const key of ["reducere", "noi", "pret-descrescator"] as const) {
      const ranks = sortRanks(data, key);
      const byRank = [...data.ids.keys()].sort((a, b) => (ranks[a] ?? 0) - (ranks[b] ?? 0) || a - b);
      expect(byRank, key).toEqual(Array.from(sortOrder(data, key)));
    }
  });

  it("codes days in day order, the same day with the same code", () => {
    expect(dayCodes(["2026-11-20", undefined, "2026-03-01", "2026-11-20"])).toEqual({
      days: ["2026-03-01", "2026-11-20"],
      codes: [2, 0, 1, 2],
    });
  });
});

describe("which sorts a build offers", () => {
  it("offers the most clicked only with a click service's counts, the newest only with a price history", () => {
    expect(offeredSorts({ popular: true, firstSeen: true })).toEqual(SORT_KEYS);
    expect(offeredSorts({ popular: false, firstSeen: false })).toEqual([
      "implicit",
      "pret-crescator",
      "pret-descrescator",
      "titlu-a-z",
      "titlu-z-a",
      "reducere",
    ]);
    expect(offeredSorts({ popular: true, firstSeen: false })).toContain("populare");
    expect(offeredSorts({ popular: false, firstSeen: true })).toContain("noi");
  });
});

describe("the new sorts in the URL", () => {
  it.each(["populare", "noi", "reducere"] as const)("writes and reads back sortare=%s", (sort) => {
    const state = { ...DEFAULT_VIEW, sort, page: 2 };
    const href = viewHref(state, "/femei/");
    expect(href).toBe(`/femei/?sortare=${sort}&pagina=2`);
    expect(readViewState(new URL(href, "https://vitrina.example"), "/femei/")).toEqual(state);
  });
});
