/**
 * Link health from end to end (issue 15): `npm run check:partner-links`
 * reads the catalogue from the CMS stand-in, checks its partner links
 * against a partner shop served by the test, and counts the days; the real
 * build given its state leaves out the product dead for DEAD_LINK_DAYS
 * (reported as left out, with the reason) and names in its report the one
 * dead for fewer days and the one out of stock.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuildReport } from "../../src/build/report.ts";
import { writeLinkHealth } from "../../src/lib/links/health-file.ts";
import type { LinkHealth } from "../../src/lib/links/health-state.ts";
import type { LinkReport } from "../../src/lib/links/report.ts";
import { addDays, bucharestDay } from "../../src/lib/bucharest-day.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import { FIXTURE_MEDIA_DIR, loadFixture, mergeDumps } from "../fixtures/index.ts";
import { astroBuild, BUILDS_DIR, buildDirs, ROOT, runNode, type BuildDirs } from "../support/astro-build.ts";
import { PAGES, startPartnerShop, type PartnerShop } from "../support/partner-shop.ts";
import { envFor } from "../support/standin.ts";

const ROCHIE = "05a11ca7-0000-4000-8000-000000000001"; // Rochie midi din in: 404, dead yesterday too
const CAMASA = "05a11ca7-0000-4000-8000-000000000002"; // Cămașă din bumbac: 500, first night
const GEACA = "05a11ca7-0000-4000-8000-000000000003"; // Geacă de fâș: "STOC EPUIZAT"
const PULOVER = "0f0f0000-0000-4000-8000-000000000001"; // live
const FUSTA = "0f0f0000-0000-4000-8000-000000000002"; // live at the end of three redirects

/** Runs the command in the repo with only these settings; resolves its exit code and output. */
const checkPartnerLinks = (env: Record<string, string>, args: string[]) =>
  runNode([path.join(ROOT, "scripts/check-partner-links.ts"), ...args], {
    PATH: process.env["PATH"] ?? "",
    HOME: process.env["HOME"] ?? "",
    ...env,
  });

describe("the nightly link check, then the build", () => {
  let shop: PartnerShop;
  let standin: Standin;
  let dirs: BuildDirs;
  let work: string;
  let stateFile: string;
  let reportFile: string;
  const today = bucharestDay();

  beforeAll(async () => {
    shop = await startPartnerShop();
    const content = mergeDumps(loadFixture("small-catalogue"), loadFixture("other-catalogue"));
    const links: Record<string, string> = {
      [ROCHIE]: PAGES.notFound,
      [CAMASA]: PAGES.serverError,
      [GEACA]: PAGES.outOfStockPhrase,
      [PULOVER]: PAGES.live,
      [FUSTA]: PAGES.chain,
    };
    for (const item of content.products as { id: string; properties: Record<string, unknown> }[]) {
      item.properties["affLink"] = `${shop.url}${links[item.id] ?? "/nu-exista"}`;
    }
    standin = await startStandin({ content, mediaDir: FIXTURE_MEDIA_DIR });
    dirs = await buildDirs("vitrina-link-health-");
    work = await mkdtemp(path.join(BUILDS_DIR, "link-health-state-"));
    stateFile = path.join(work, "releases", "link-health.json");
    reportFile = path.join(work, "link-report.json");
    // Last night's check found the dress's link dead already.
    const yesterday: LinkHealth = {
      version: 1,
      checkedAt: new Date(Date.now() - 86_400_000).toISOString(),
      day: addDays(today, -1),
      products: {
        [ROCHIE]: {
          affLink: `${shop.url}${PAGES.notFound}`,
          status: "dead",
          reason: "HTTP 404 Not Found",
          httpStatus: 404,
          finalUrl: `${shop.url}${PAGES.notFound}`,
          checkedAt: new Date(Date.now() - 86_400_000).toISOString(),
          deadDays: 1,
          lastDeadDay: addDays(today, -1),
        },
      },
    };
    await writeLinkHealth(stateFile, yesterday);
  });
  afterAll(async () => {
    await shop.close();
    await standin.close();
    await dirs.remove();
    await rm(work, { recursive: true, force: true });
  });

  it("checks every partner link, counts the days, writes the state and the report, and prints the table", async () => {
    const run = await checkPartnerLinks(
      {
        ...envFor(standin, "umbraco"),
        LINK_HEALTH_FILE: stateFile,
        LINK_CHECK_HOST_INTERVAL_MS: "0",
        // The partner shop stand-in is on 127.0.0.1, refused by default (issue 26).
        LINK_CHECK_ALLOW_HOSTS: "127.0.0.1",
        LINK_CHECK_TIMEOUT_MS: "3000",
      },
      ["--report", reportFile],
    );
    expect(run.code, run.output).toBe(1); // dead links found
    expect(run.output).toContain("[links] 5 links in");
    expect(run.output).toContain("2 live, 2 dead, 1 out of stock");
    expect(run.output).toMatch(/product\s+title\s+status\s+days\s+next build\s+reason\s+partner link\s+editor link/);
    expect(run.output).toContain(`${standin.url}/umbraco/section/content/workspace/document/edit/${ROCHIE}`);

    const state = JSON.parse(await readFile(stateFile, "utf8")) as LinkHealth;
    expect(state.day).toBe(today);
    expect(state.products[ROCHIE]).toMatchObject({ status: "dead", deadDays: 2, lastDeadDay: today });
    expect(state.products[CAMASA]).toMatchObject({
      status: "dead",
      deadDays: 1,
      reason: "HTTP 500 Internal Server Error",
    });
    expect(state.products[GEACA]).toMatchObject({ status: "out_of_stock", deadDays: 0 });
    expect(state.products[FUSTA]).toMatchObject({ status: "live", finalUrl: `${shop.url}${PAGES.live}` });
    expect(existsSync(`${stateFile}.part`)).toBe(false);

    const report = JSON.parse(await readFile(reportFile, "utf8")) as LinkReport;
    expect(report.recorded).toBe(true);
    expect(report.products.map((row) => [row.id, row.status, row.nextBuild, row.reason])).toEqual([
      [ROCHIE, "dead", "left-out", "HTTP 404 Not Found"],
      [CAMASA, "dead", "dead", "HTTP 500 Internal Server Error"],
      [GEACA, "out_of_stock", "out-of-stock", 'the page says "stoc epuizat"'],
    ]);
    expect(report.products[0]).toMatchObject({
      title: "Rochie midi din in",
      affLink: `${shop.url}${PAGES.notFound}`,
      editorLink: `${standin.url}/umbraco/section/content/workspace/document/edit/${ROCHIE}`,
    });
  });

  it("a second run the same night counts the same day once", async () => {
    const run = await checkPartnerLinks(
      {
        ...envFor(standin, "umbraco"),
        LINK_HEALTH_FILE: stateFile,
        LINK_CHECK_HOST_INTERVAL_MS: "0",
        LINK_CHECK_ALLOW_HOSTS: "127.0.0.1",
      },
      ["--report", reportFile],
    );
    expect(run.code, run.output).toBe(1);
    const state = JSON.parse(await readFile(stateFile, "utf8")) as LinkHealth;
    expect(state.products[ROCHIE]?.deadDays).toBe(2);
    expect(state.products[CAMASA]?.deadDays).toBe(1);
  });

  it("checks nothing and leaves the state as it was when the CMS cannot be read", async () => {
    const before = await readFile(stateFile, "utf8");
    const run = await checkPartnerLinks(
      { UMBRACO_URL: "http://127.0.0.1:9", CMS_RETRIES: "0", CMS_TIMEOUT_MS: "300", LINK_HEALTH_FILE: stateFile },
      ["--report", reportFile],
    );
    expect(run.code, run.output).toBe(4);
    expect(run.output).toContain("[links] nothing checked: GET http://127.0.0.1:9/umbraco/");
    expect(await readFile(stateFile, "utf8")).toBe(before);
  });

  it("the build given the state leaves out the product dead for DEAD_LINK_DAYS and marks the others", async () => {
    const run = await astroBuild({ ...envFor(standin, "umbraco"), ...dirs.env, LINK_HEALTH_FILE: stateFile });
    expect(run.code, run.output).toBe(0);
    const page = (slug: string) => existsSync(path.join(dirs.out, "detalii-produs", slug, "index.html"));
    expect(page("rochie-midi-din-in")).toBe(false);
    expect(page("camasa-din-bumbac")).toBe(true);
    expect(page("geaca-de-fas")).toBe(true);
    expect(page("pulover-tricotat")).toBe(true);
    // Its category keeps its page, for old links and for the redirect of the product's address.
    expect(existsSync(path.join(dirs.out, "femei", "rochii", "index.html"))).toBe(true);

    const report = JSON.parse(await readFile(path.join(dirs.reports, "build-report.json"), "utf8")) as BuildReport;
    expect(report.published.products).toBe(4);
    expect(report.leftOut).toContainEqual({
      kind: "product",
      id: ROCHIE,
      title: "Rochie midi din in",
      field: "affLink",
      reason: "partner link dead on 2 days in a row (DEAD_LINK_DAYS 2): HTTP 404 Not Found",
    });
    expect(report.linkHealth?.leftOut.map((mark) => mark.id)).toEqual([ROCHIE]);
    expect(report.linkHealth?.dead.map((mark) => [mark.id, mark.deadDays])).toEqual([[CAMASA, 1]]);
    expect(report.linkHealth?.outOfStock.map((mark) => mark.id)).toEqual([GEACA]);
    expect(run.output).toContain('left out product 05a11ca7-0000-4000-8000-000000000001 "Rochie midi din in": affLink');
    expect(run.output).toContain(`dead link, product ${CAMASA} "Cămașă din bumbac" (day 1 of 2)`);
    const ids = JSON.parse(await readFile(path.join(dirs.reports, "catalogue-ids.json"), "utf8")) as { ids: string[] };
    expect(ids.ids).not.toContain(ROCHIE);
  });
});
