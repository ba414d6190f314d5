/**
 * The search page's sorts as the build writes them (src/build/write-search-sorts.ts): each product's rank by the
 * listings' rule, written by its result's name in the index, a file per sort.
 */
import { link, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { productRanks, SearchSortsError, writeSearchSorts } from "../../../src/build/write-search-sorts.ts";
import { encodePopular } from "../../../src/lib/listing/popular-rank.ts";
import { decodeSortRanks, sortRanksPath } from "../../../src/lib/search/sort-ranks.ts";

/** A product's search key: its price and the old price the 30-day rule backs (null: not on sale). */
const key = (id: string, price: number, oldPrice: number | null = null) => ({
  id,
  prices: { price, oldPrice, checkedOn: null },
});

const keys = [key("a", 9000, 10000), key("b", 5000, 10000), key("c", 10000), key("d", 2500, 5000)];
const firstSeen = { a: "2026-08-15", b: "2026-11-20", d: "2026-11-20" };
const popular = ["d", "elsewhere", "a"];

describe("each product's rank in the search page's sorts", () => {
  it("is the listings' rule: the largest reduction, the latest first day, the most clicked first; equal values share one", () => {
    const ranks = productRanks({ keys, firstSeen, popular });
    const of = (sort: keyof typeof ranks) => keys.map(({ id }) => ranks[sort].get(id));
    // -10 %, -50 %, none, -50 %.
    expect(of("reducere")).toEqual([2, 1, 3, 1]);
    expect(of("noi")).toEqual([2, 1, 3, 1]);
    // d first, a (ranked 3rd of the file) next, then those nobody clicked.
    expect(of("populare")).toEqual([2, 3, 3, 1]);
  });

  it("ranks every product alike when the build read no clicks nor price history: relevance then decides", () => {
    const ranks = productRanks({ keys, firstSeen: {}, popular: [] });
    expect(keys.map(({ id }) => ranks.populare.get(id))).toEqual([1, 1, 1, 1]);
    expect(keys.map(({ id }) => ranks.noi.get(id))).toEqual([1, 1, 1, 1]);
  });
});

describe("the files of ranks", () => {
  let dir: string;
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function site(): Promise<string> {
    dir = await mkdtemp(path.join(tmpdir(), "vitrina-search-sorts-"));
    const out = path.join(dir, "dist");
    await mkdir(path.join(out, "date"), { recursive: true });
    await writeFile(path.join(out, "date", "populare.json"), JSON.stringify(encodePopular(popular)));
    return out;
  }

  const files = {
    // "c" in part 1 of an index in parts of 2 (page 3); "gone" is a kept index's result of a product no longer
    // published; "b" changed since: its kept result is stale, its new one in the delta.
    index: {
      a: "fragment/0.pf_fragment",
      b: "fragment/1.pf_fragment",
      c: "1/fragment/3.pf_fragment",
      gone: "1/fragment/4.pf_fragment",
    },
    delta: { b: "fragment/ro_5172895.pf_fragment", d: "fragment/ro_0a1b2c3.pf_fragment" },
  };

  const rankIn = async (out: string, sort: "populare" | "noi" | "reducere") =>
    decodeSortRanks(JSON.parse(await readFile(path.join(out, sortRanksPath(sort)), "utf8")));

  it("rank each result by its name, a kept index's and a delta's, and a result of no product 0", async () => {
    const out = await site();
    const bytes = await writeSearchSorts(out, files, { keys, firstSeen });
    expect(bytes).toBeGreaterThan(0);
    const names = ["0", "1", "3", "4", "ro_5172895", "ro_0a1b2c3"];
    expect(names.map(await rankIn(out, "reducere"))).toEqual([2, 1, 3, 0, 1, 1]);
    expect(names.map(await rankIn(out, "noi"))).toEqual([2, 1, 3, 0, 1, 1]);
    expect(names.map(await rankIn(out, "populare"))).toEqual([2, 3, 3, 0, 3, 1]);
  });

  it("are written anew, never into the earlier release's file a kept index linked", async () => {
    const out = await site();
    const earlier = path.join(dir, "earlier.json");
    await writeFile(earlier, "the earlier release's ranks");
    const target = path.join(out, sortRanksPath("noi"));
    await mkdir(path.dirname(target), { recursive: true });
    await link(earlier, target);
    await writeSearchSorts(out, files, { keys, firstSeen });
    expect(await readFile(earlier, "utf8")).toBe("the earlier release's ranks");
    expect(["0", "1"].map(await rankIn(out, "noi"))).toEqual([2, 1]);
  });

  it("fail the build when a product has no result in the index, rather than leave it unranked", async () => {
    const out = await site();
    const without = { index: files.index, delta: { b: files.delta.b } };
    await expect(writeSearchSorts(out, without, { keys, firstSeen })).rejects.toThrow(SearchSortsError);
    await expect(writeSearchSorts(out, without, { keys, firstSeen })).rejects.toThrow(/product d/);
  });
});
