/**
 * The nightly rebuild's link check (issue 15): `npm run rebuild --
 * --check-links` checks the partner links (a shop served by the test)
 * before its build, keeps the state in the releases folder, and its build
 * leaves out the product dead two nights; a rebuild on a publish checks
 * nothing but still builds with the state, and a product whose link an
 * editor fixed comes back.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import type { BuildReport } from "../../src/build/report.ts";
import type { UmbracoContent } from "../../src/lib/cms/umbraco.ts";
import { readLinkHealth, writeLinkHealth } from "../../src/lib/links/health-file.ts";
import type { LinkReport } from "../../src/lib/links/report.ts";
import { addDays, bucharestDay } from "../../src/lib/bucharest-day.ts";
import { FIXTURE_MEDIA_DIR, loadFixture, mergeDumps } from "../fixtures/index.ts";
import { PAGES, startPartnerShop, type PartnerShop } from "../support/partner-shop.ts";
import { releasesDir, runScript } from "../support/rebuild.ts";
import { envFor } from "../support/standin.ts";

const ROCHIE = "05a11ca7-0000-4000-8000-000000000001";

describe("npm run rebuild -- --check-links", () => {
  let shop: PartnerShop;
  let standin: Standin;
  let releases: Awaited<ReturnType<typeof releasesDir>>;
  let content: UmbracoContent;
  const stateFile = () => path.join(releases.dir, "link-health.json");
  const rebuild = (args: string[]) =>
    runScript("rebuild", args, {
      ...envFor(standin, "umbraco"),
      RELEASES_DIR: releases.dir,
      LINK_CHECK_HOST_INTERVAL_MS: "0",
      // The partner shop stand-in is on 127.0.0.1, refused by default (issue 26).
      LINK_CHECK_ALLOW_HOSTS: "127.0.0.1",
    });
  /** Publishes a new partner link for product `id` (a copy of the content: the stand-in dates what changed). */
  const setLink = (id: string, link: string) => {
    content = structuredClone(content);
    const item = (content.products as { id: string; properties: Record<string, unknown> }[]).find(
      (product) => product.id === id,
    );
    if (!item) expect.fail(`no product ${id}`);
    item.properties["affLink"] = link;
    standin.setContent(content);
  };

  beforeAll(async () => {
    shop = await startPartnerShop();
    content = mergeDumps(loadFixture("small-catalogue"), loadFixture("other-catalogue"));
    for (const item of content.products as { properties: Record<string, unknown> }[]) {
      item.properties["affLink"] = `${shop.url}${PAGES.live}`;
    }
    standin = await startStandin({ content, mediaDir: FIXTURE_MEDIA_DIR });
    releases = await releasesDir();
    setLink(ROCHIE, `${shop.url}${PAGES.notFound}`);
    const yesterday = addDays(bucharestDay(), -1);
    await writeLinkHealth(stateFile(), {
      version: 1,
      checkedAt: `${yesterday}T00:10:00.000Z`,
      day: yesterday,
      products: {
        [ROCHIE]: {
          affLink: `${shop.url}${PAGES.notFound}`,
          status: "dead",
          reason: "HTTP 404 Not Found",
          httpStatus: 404,
          finalUrl: `${shop.url}${PAGES.notFound}`,
          checkedAt: `${yesterday}T00:10:00.000Z`,
          deadDays: 1,
          lastDeadDay: yesterday,
        },
      },
    });
  });
  afterAll(async () => {
    await shop.close();
    await standin.close();
    await releases.remove();
  });

  it("checks the partner links before the build, and the build leaves out the product dead two nights", async () => {
    const run = await rebuild(["--check-links", "--first-release"]);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain("[rebuild] partner links: some partner links dead (see the report)");
    // Before the build: its first step's line ("astro" matched only @astrojs/sitemap's, gone with it).
    const buildStarts = run.output.indexOf("[read-catalogue]");
    expect(buildStarts).toBeGreaterThan(0);
    expect(run.output.indexOf("[links] checking 5 partner links")).toBeLessThan(buildStarts);

    expect((await readLinkHealth(stateFile()))?.products[ROCHIE]).toMatchObject({ deadDays: 2 });
    const linkReport = JSON.parse(await readFile(path.join(releases.dir, "link-report.json"), "utf8")) as LinkReport;
    expect(linkReport.products.map((row) => [row.id, row.nextBuild])).toEqual([[ROCHIE, "left-out"]]);

    const live = path.join(releases.dir, "current");
    const report = JSON.parse(await readFile(path.join(live, "build-report.json"), "utf8")) as BuildReport;
    expect(report.published.products).toBe(4);
    expect(report.leftOut.map((problem) => [problem.id, problem.field])).toEqual([[ROCHIE, "affLink"]]);
    expect(existsSync(path.join(live, "site", "detalii-produs", "rochie-midi-din-in", "index.html"))).toBe(false);
  });

  it("on a publish checks nothing, builds with the state, and brings back the product whose link was fixed", async () => {
    const before = await readFile(stateFile(), "utf8");
    setLink(ROCHIE, `${shop.url}${PAGES.live}`);
    shop.clearLog();
    const run = await rebuild([]);
    expect(run.code, run.output).toBe(0);
    expect(run.output).not.toContain("[rebuild] partner links");
    expect(shop.requests).toEqual([]);
    expect(await readFile(stateFile(), "utf8")).toBe(before);

    const live = path.join(releases.dir, "current");
    const report = JSON.parse(await readFile(path.join(live, "build-report.json"), "utf8")) as BuildReport;
    expect(report.published.products).toBe(5);
    expect(report.leftOut).toEqual([]);
    expect(report.linkHealth).toMatchObject({ file: stateFile(), leftOut: [], dead: [] });
    expect(existsSync(path.join(live, "site", "detalii-produs", "rochie-midi-din-in", "index.html"))).toBe(true);
  });
});
