import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readFeedParts } from "../../../src/lib/feeds/source.ts";
import { readSettings } from "../../../src/lib/settings.ts";

const cacheDir = await mkdtemp(path.join(tmpdir(), "vitrina-sample-feeds-"));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

describe("the sample's feeds (src/data/feeds), read through the feeds' own code", async () => {
  const settings = readSettings({ FEEDS_CACHE_DIR: cacheDir });
  const parts = await readFeedParts(settings, [], {}, process.cwd());
  const products = (parts?.products ?? []).flatMap((result) => (result.ok ? [result.product] : []));

  it("has a product offered by three shops, cheapest in stock first", () => {
    const three = products.find((product) => product.offers?.length === 3);
    expect(three?.offers?.map((offer) => offer.shop)).toEqual(["Magazin Alfa", "Magazin Beta", "Magazin Gama"]);
    expect(three?.price).toBe(three?.offers?.[0]?.price);
  });

  it("has an offer out of stock beside one in stock, and a product with no offer in stock", () => {
    expect(products.some((product) => product.inStock && product.offers?.some((offer) => !offer.inStock))).toBe(true);
    expect(products.some((product) => product.inStock === false && (product.offers?.length ?? 0) > 1)).toBe(true);
  });

  it("reads Profitshare's signed pages, reports bad rows by reason and counts unplaced categories", () => {
    const reports = parts?.reports ?? [];
    expect(reports.map((report) => [report.name, report.status])).toEqual([
      ["Magazin Alfa", "read"],
      ["Magazin Beta", "read"],
      ["Profitshare", "read"],
    ]);
    expect(reports.find((report) => report.name === "Profitshare")?.rows).toBe(4);
    expect(reports.flatMap((report) => Object.keys(report.badByReason))).toEqual([
      "price not in lei (EUR)",
      "price 0 or not a price",
    ]);
    expect(reports.find((report) => report.name === "Magazin Beta")?.unplaced).toEqual({ "Casă > Decorațiuni": 1 });
  });

  it("shows the sample's images from the site's own media folder", () => {
    expect(products.every((product) => product.images.every((image) => image.startsWith("/media/sample/")))).toBe(true);
  });

  it("is answered 304 the second time: the last good read is used", async () => {
    const again = await readFeedParts(settings, [], {}, process.cwd());
    expect(again?.reports.slice(0, 2).map((report) => report.status)).toEqual(["unchanged", "unchanged"]);
    // Its bad rows are still in it, and still reported.
    expect(again?.reports.map((report) => report.badByReason)).toEqual(
      parts?.reports.map((report) => report.badByReason),
    );
    expect(again?.products.length).toBe(parts?.products.length);
  });

  it("is not read for a real catalogue: UMBRACO_URL set and no FEEDS_FILE read no feed", async () => {
    const real = readSettings({ UMBRACO_URL: "https://cms.example.ro", FEEDS_CACHE_DIR: cacheDir });
    expect(await readFeedParts(real, [], {}, process.cwd())).toBeNull();
  });
});
