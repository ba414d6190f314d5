/**
 * A build with the networks' feeds (issue 28, "Done when"): Umbraco (the stand-in) and feeds of the three formats
 * served by the stand-in with their faults. Every valid row is on the site, merged where it should be (the same
 * product at 2Performant's shop and Profitshare's two advertisers is one product with three offers; a Google
 * product's sizes are one product), every bad row is in the build report with its reason, and the rows no rule
 * places are counted by their category text.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectedBadRows, FAULTS, sampleProduct } from "../../scripts/lib/feed-samples.ts";
import { standinFeedsFile } from "../../scripts/standin/feeds.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import type { BuildReport } from "../../src/build/report.ts";
import { readPublishableCatalog } from "../../src/lib/catalog/read.ts";
import type { Product } from "../../src/lib/domain/schema.ts";
import { readSettings } from "../../src/lib/settings.ts";
import { FIXTURE_MEDIA_DIR, loadFixture } from "../fixtures/index.ts";
import { astroBuild, BUILDS_DIR, buildDirs, type BuildDirs } from "../support/astro-build.ts";
import { envFor } from "../support/standin.ts";

const ROWS = 150;
const ADVERTISERS = [101, 102];
const PROFITSHARE = { user: "ps-user", key: "ps-key", advertisers: ADVERTISERS };
const FORMATS = {
  "Magazin Google": "google-xml",
  "Shop.ro": "2performant-csv",
  Profitshare: "profitshare-api",
} as const;

/** Row `i` of a generated feed is bad in `format` (feed-samples.ts's FAULTS). */
function isBad(i: number, format: (typeof FORMATS)[keyof typeof FORMATS]): boolean {
  const fault = i % 100;
  const always: number[] = [FAULTS.zeroPrice, FAULTS.duplicateId, FAULTS.noTitle];
  const google: number[] = [FAULTS.badLink, FAULTS.euro];
  return always.includes(fault) || (format === "google-xml" && google.includes(fault));
}
const placed = (i: number) => !sampleProduct(i).category.startsWith("Accesorii");

describe("a build of Umbraco and the three formats of feeds", () => {
  let standin: Standin;
  let dirs: BuildDirs;
  let work: string;
  let output = "";
  let report: BuildReport;
  let products: Product[];

  beforeAll(async () => {
    const content = loadFixture("small-catalogue");
    standin = await startStandin({
      content,
      mediaDir: FIXTURE_MEDIA_DIR,
      feeds: { rows: ROWS, faults: true, profitshare: PROFITSHARE, perPage: 40 },
    });
    work = await mkdtemp(path.join(BUILDS_DIR, "feeds-build-"));
    const feedsFile = path.join(work, "feeds.json");
    const cache = path.join(work, "feeds-cache");
    const file = standinFeedsFile(standin.url, { ...PROFITSHARE, userEnv: "PS_USER", keyEnv: "PS_KEY" });
    await writeFile(feedsFile, JSON.stringify(file));
    dirs = await buildDirs("feeds-build-");
    const run = await astroBuild({
      ...envFor(standin, "umbraco"),
      ...dirs.env,
      FEEDS_FILE: feedsFile,
      FEEDS_CACHE_DIR: cache,
      PS_USER: PROFITSHARE.user,
      PS_KEY: PROFITSHARE.key,
    });
    output = run.output;
    expect(run.code, run.output).toBe(0);
    report = JSON.parse(await readFile(path.join(dirs.reports, "build-report.json"), "utf8")) as BuildReport;
    // The catalogue the build published, read again as the build read it (its feeds now answer 304 from the same
    // cache): the test then looks for each product's page in what the build wrote.
    process.env["PS_USER"] = PROFITSHARE.user;
    process.env["PS_KEY"] = PROFITSHARE.key;
    const settings = readSettings({
      ...envFor(standin, "umbraco"),
      ...dirs.env,
      FEEDS_FILE: feedsFile,
      FEEDS_CACHE_DIR: cache,
    });
    const catalog = await readPublishableCatalog(settings);
    products = [...catalog.products];
    expect(catalog.feeds?.reports.map((feed) => feed.status)).toEqual(["unchanged", "unchanged", "read"]);
  }, 300_000);
  afterAll(async () => {
    delete process.env["PS_USER"];
    delete process.env["PS_KEY"];
    await standin?.close();
    await dirs?.remove();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("reports every bad row with its reason, and counts the unmapped categories, per feed", () => {
    for (const [name, format] of Object.entries(FORMATS)) {
      const feed = report.feeds?.feeds.find((each) => each.name === name);
      const rows = format === "profitshare-api" ? ROWS * ADVERTISERS.length : ROWS;
      const perSource = format === "profitshare-api" ? ADVERTISERS.length : 1;
      const unmapped = Array.from({ length: ROWS }, (_, i) => i).filter((i) => !placed(i) && !isBad(i, format));
      expect(feed?.status, name).toBe("read");
      expect(feed?.rowsRead, name).toBe(rows);
      const bad = Object.fromEntries(
        Object.entries(expectedBadRows(ROWS, format)).map(([reason, count]) => [reason, count * perSource]),
      );
      expect(feed?.badByReason, name).toEqual(bad);
      expect(feed?.unmapped, name).toEqual({ "Accesorii > Ceasuri": unmapped.length * perSource });
      expect(feed?.rowsUsed, name).toBe(rows - (feed?.badRows ?? 0) - unmapped.length * perSource);
    }
    expect(output).toContain("Feeds (");
    expect(output).toMatch(
      /Shop\.ro \(2performant-csv\): read; 150 rows read, \d+ used, 6 bad, \d+ in unmapped categories/,
    );
  });

  it("puts every valid row on the site: a Google product per item group, its sizes listed", () => {
    const google = products.filter((product) => product.offers?.some((offer) => offer.shop === "Magazin Google"));
    const groups = new Set(
      Array.from({ length: ROWS }, (_, i) => i)
        .filter((i) => placed(i) && !isBad(i, "google-xml"))
        .map((i) => sampleProduct(i).group),
    );
    expect(google).toHaveLength(groups.size);
    expect(google.every((product) => product.offers?.length === 1)).toBe(true);
    expect(google.some((product) => product.sizes.length > 1)).toBe(true);
  });

  it("merges the same product of 2Performant's shop and Profitshare's advertisers: one product, an offer per shop", () => {
    const merged = products.filter((product) => product.offers?.some((offer) => offer.shop !== "Magazin Google"));
    // Each group's rows: which shops have a valid, placed row of it.
    const expected = new Map<string, Set<string>>();
    for (let i = 0; i < ROWS; i++) {
      if (!placed(i)) continue;
      const title = sampleProduct(i).title;
      const shops = expected.get(title) ?? new Set<string>();
      if (!isBad(i, "2performant-csv")) shops.add("Shop.ro");
      if (!isBad(i, "profitshare-api")) for (const id of ADVERTISERS) shops.add(`Magazin ${id}`);
      expected.set(title, shops);
    }
    expect(merged).toHaveLength([...expected.values()].filter((shops) => shops.size).length);
    for (const product of merged) {
      expect(new Set(product.offers?.map((offer) => offer.shop)), product.title).toEqual(expected.get(product.title));
      const prices = product.offers?.filter((offer) => offer.inStock).map((offer) => offer.price) ?? [];
      expect(prices, product.title).toEqual([...prices].sort((a, b) => a - b));
      expect(product.price).toBe(product.offers?.[0]?.price);
    }
    expect(merged.filter((product) => product.offers?.length === 3).length).toBeGreaterThan(10);
  });

  it("gives every product of the feeds its page, beside Umbraco's products", () => {
    const fromFeeds = products.filter((product) => product.offers);
    const fromUmbraco = products.filter((product) => !product.offers);
    expect(fromUmbraco.length).toBeGreaterThan(0);
    for (const product of fromFeeds) {
      expect(existsSync(path.join(dirs.out, "detalii-produs", product.slug, "index.html")), product.slug).toBe(true);
    }
    expect(report.published.products).toBe(products.length);
  });
});
