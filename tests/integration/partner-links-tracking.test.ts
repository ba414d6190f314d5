/**
 * The partner-link check never requests a tracking link (issue 28, FEEDS.md): a network counts every request to
 * one as a click, and a click count must only ever come from shoppers. A tracking-link host is served on
 * 127.0.0.1 and counts what reaches it; the check runs over a catalogue of Umbraco (the stand-in) and a
 * 2Performant feed whose every link is a tracking link on that host: it reads the feed's shop pages, skips what
 * has only a tracking link and says so, and the tracking host sees no request at all.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "../../scripts/lib/feed-samples.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import type { LinkReport } from "../../src/lib/links/report.ts";
import { priceKey } from "../../src/lib/prices/history.ts";
import { FIXTURE_MEDIA_DIR, loadFixture } from "../fixtures/index.ts";
import { BUILDS_DIR, ROOT, runNode } from "../support/astro-build.ts";
import { PAGES, startPartnerShop, type PartnerShop } from "../support/partner-shop.ts";
import { envFor } from "../support/standin.ts";

describe("the partner-link check and the networks' tracking links", () => {
  let shop: PartnerShop;
  let standin: Standin;
  let tracking: Awaited<ReturnType<typeof listen>>;
  let feeds: Awaited<ReturnType<typeof listen>>;
  const trackingRequests: string[] = [];
  let work: string;
  let run: { code: number | null; output: string };
  let report: LinkReport;

  beforeAll(async () => {
    tracking = await listen((request, response) => {
      trackingRequests.push(request.url ?? "");
      response.writeHead(302, { location: `${shop.url}${PAGES.live}` }).end();
    });
    shop = await startPartnerShop();
    const click = (unique: string) =>
      `${tracking.url}/events/click?ad_type=product_store&aff_code=vitrina&unique=${unique}&campaign_unique=beta`;
    // Two rows with the shop's page, one without: its only link is the tracking link.
    const csv = [
      "title,aff_code,price,campaign_name,category,subcategory,brand,product_id,url",
      `Rochie midi,${click("u1")},199.00,Magazin Beta,Femei,Rochii,Alfa,B1,${shop.url}${PAGES.live}`,
      `Bluză,${click("u2")},99.00,Magazin Beta,Femei,Rochii,Alfa,B2,${shop.url}${PAGES.notFound}`,
      `Fustă,${click("u3")},129.00,Magazin Beta,Femei,Rochii,Alfa,B3,`,
    ].join("\n");
    feeds = await listen((_request, response) => void response.writeHead(200).end(csv));
    // Every Umbraco product's link is a tracking link too: none has a shop page.
    const content = loadFixture("small-catalogue");
    const products = content.products as { id: string; properties: Record<string, unknown> }[];
    for (const item of products) item.properties["affLink"] = click(item.id);
    standin = await startStandin({ content, mediaDir: FIXTURE_MEDIA_DIR });
    work = await mkdtemp(path.join(BUILDS_DIR, "partner-links-tracking-"));
    const feedsFile = path.join(work, "feeds.json");
    await writeFile(
      feedsFile,
      JSON.stringify({
        feeds: [{ name: "Magazin Beta", format: "2performant-csv", url: `${feeds.url}/export.csv` }],
        map: [{ match: "rochii", gender: "femei", category: "Rochii" }],
      }),
    );
    run = await runNode([path.join(ROOT, "scripts/check-partner-links.ts"), "--report", path.join(work, "r.json")], {
      PATH: process.env["PATH"] ?? "",
      HOME: process.env["HOME"] ?? "",
      ...envFor(standin, "umbraco"),
      FEEDS_FILE: feedsFile,
      FEEDS_CACHE_DIR: path.join(work, "feeds-cache"),
      LINK_HEALTH_FILE: path.join(work, "link-health.json"),
      LINK_CHECK_HOST_INTERVAL_MS: "0",
      LINK_CHECK_ALLOW_HOSTS: "127.0.0.1",
      LINK_CHECK_TIMEOUT_MS: "3000",
    });
    report = JSON.parse(await readFile(path.join(work, "r.json"), "utf8")) as LinkReport;
  }, 120_000);
  afterAll(async () => {
    await Promise.all([shop?.close(), standin?.close(), tracking?.close(), feeds?.close()]);
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("never requests the tracking-link host", () => {
    expect(run.output).toContain("[links]");
    expect(trackingRequests).toEqual([]);
  });

  it("reads each offer's shop page instead, and judges it", () => {
    const paths = shop.requests.map((request) => request.path).sort();
    expect(paths).toEqual([PAGES.notFound, PAGES.live].sort());
    expect(report.products.map((entry) => [entry.status, entry.affLink])).toEqual([
      ["dead", `${shop.url}${PAGES.notFound}`],
    ]);
    expect(run.code, run.output).toBe(1); // the dead page
  });

  it("says which products and offers were not checked because their shop page is unknown", () => {
    const unknown = report.shopPageUnknown.map((entry) => entry.title);
    expect(unknown).toHaveLength(loadFixture("small-catalogue").products.length + 1);
    expect(unknown).toContain("Fustă (Magazin Beta)");
    expect(report.shopPageUnknown.every((entry) => entry.link.startsWith(tracking.url))).toBe(true);
    const fusta = report.shopPageUnknown.find((entry) => entry.title === "Fustă (Magazin Beta)");
    expect(fusta?.id).toBe(priceKey(fusta?.productId ?? "", "Magazin Beta"));
    expect(run.output).toMatch(/not checked, shop page unknown \(a tracking link is never requested\): \d+/);
  });
});
