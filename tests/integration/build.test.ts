/**
 * The whole pipeline: the real `astro build` reads a faulty catalogue from
 * the stand-in and writes pages for exactly the valid products, a report
 * naming every product it left out, and nothing stale when the catalogue
 * changes; a CMS that keeps failing fails the build.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuildReport } from "../../src/build/report.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import { faultyCatalogue, FIXTURE_MEDIA_DIR, loadFixture, productRefs } from "../fixtures/index.ts";
import { astroBuild, buildDirs } from "../support/astro-build.ts";
import { envFor, type SourceName } from "../support/standin.ts";

const BUILD_TIMEOUT = 120_000;

/** Slugs that have a product page in a build. */
async function productPages(out: string): Promise<string[]> {
  const dir = path.join(out, "detalii-produs");
  if (!existsSync(dir)) return [];
  const slugs = await readdir(dir);
  return slugs.filter((slug) => existsSync(path.join(dir, slug, "index.html"))).sort();
}

const PRODUCT_QUERY = /[?&]filter=contentType(:|%3A)product(&|$)/;

describe("astro build against the stand-in", () => {
  let standin: Standin;
  let dirs: Awaited<ReturnType<typeof buildDirs>>;
  const content = faultyCatalogue();
  const refs = productRefs(content);
  const idOf = (name: string) => refs.find((ref) => ref.name === name)?.id;
  const build = (source: SourceName) => astroBuild({ ...envFor(standin, source), ...dirs.env });

  beforeAll(async () => {
    standin = await startStandin({ content, mediaDir: FIXTURE_MEDIA_DIR });
    dirs = await buildDirs();
  });
  afterAll(async () => {
    await standin.close();
    await dirs.remove();
  });

  it(
    "publishes exactly the valid products, the suffixed one too, and reports every one left out",
    async () => {
      // and the CMS stumbles once on the way: a retry, not a failed build
      standin.setFaults([{ match: PRODUCT_QUERY, status: 500, times: 1 }]);
      const run = await build("umbraco");
      expect(run.code, run.output).toBe(0);
      expect(
        standin.requests.filter((request) => PRODUCT_QUERY.test(request.path)).map((request) => request.status),
      ).toEqual([500, 200]);

      expect(await productPages(dirs.out)).toEqual([
        "camasa-din-bumbac",
        "geaca-de-fas",
        "rochie-cu-surpriza",
        "rochie-midi-din-in",
        "rochie-neagra",
        "rochie-neagra-2",
        "sandale-din-piele",
      ]);

      const report = JSON.parse(await readFile(path.join(dirs.reports, "build-report.json"), "utf8")) as BuildReport;
      expect(report.source).toBe("umbraco");
      expect(report.read.products).toBe(content.products.length);
      expect(report.published.products).toBe(7);
      expect(report.leftOut.map((problem) => [problem.id, problem.field])).toEqual([
        [idOf("Pantofi cu link periculos"), "affLink"],
        [idOf("Bluză fără preț"), "price"],
        [idOf(""), "title"],
      ]);
      expect(report.suffixedSlugs).toEqual([
        expect.objectContaining({
          id: refs.filter((ref) => ref.name === "Rochie neagră")[1]?.id,
          slug: "rochie-neagra-2",
        }),
      ]);

      const page = await readFile(path.join(dirs.out, "detalii-produs/rochie-cu-surpriza/index.html"), "utf8");
      expect(page).toContain("Mânecă scurtă");
      // Event-handler attributes and script URLs, not Astro's own island code (which names handleHydrationError).
      expect(page).not.toMatch(/alert\(|\son(?:error|click|load)\s*=|(?:href|src)\s*=\s*["']?\s*javascript:|<iframe/i);
    },
    BUILD_TIMEOUT,
  );

  it(
    "leaves no stale product page after switching to another source and catalogue",
    async () => {
      expect(await productPages(dirs.out), "the first build's pages").toContain("rochie-midi-din-in");
      standin.setFaults([]);
      standin.setContent(loadFixture("other-catalogue"));
      const run = await build("products-api");
      expect(run.code, run.output).toBe(0);
      expect(await productPages(dirs.out)).toEqual(["fusta-plisata", "pulover-tricotat"]);
      const report = JSON.parse(await readFile(path.join(dirs.reports, "build-report.json"), "utf8")) as BuildReport;
      expect(report.source).toBe("products-api");
      expect(report.leftOut).toEqual([]);
    },
    BUILD_TIMEOUT,
  );
});

describe("astro build against a CMS that answers 503 forever", () => {
  let standin: Standin;
  let dirs: Awaited<ReturnType<typeof buildDirs>>;

  beforeAll(async () => {
    standin = await startStandin({
      content: loadFixture("small-catalogue"),
      faults: [{ match: "/umbraco/", status: 503 }],
    });
    dirs = await buildDirs();
  });
  afterAll(async () => {
    await standin.close();
    await dirs.remove();
  });

  it(
    "exits non-zero with the URL and the status, and publishes nothing",
    async () => {
      // The 503 comes at once; a time-out of its own lets a loaded CI machine take more than FAST's 300 ms to give it
      // (a time-out in its place named no status: seen in CI, 2026-11-26).
      const env = envFor(standin, "umbraco", { CMS_RETRIES: "1", CMS_TIMEOUT_MS: "10000" });
      const run = await astroBuild({ ...env, ...dirs.env });
      expect(run.code, run.output).not.toBe(0);
      expect(run.output).toContain(`${standin.url}/umbraco/delivery/api/`);
      expect(run.output).toMatch(/\b503\b/);
      expect(await productPages(dirs.out)).toEqual([]);
      expect(existsSync(path.join(dirs.out, "index.html"))).toBe(false);
    },
    BUILD_TIMEOUT,
  );
});

describe("astro build against a CMS that has no products", () => {
  let standin: Standin;
  let dirs: Awaited<ReturnType<typeof buildDirs>>;

  beforeAll(async () => {
    standin = await startStandin({ content: { ...loadFixture("small-catalogue"), products: [] } });
    dirs = await buildDirs();
  });
  afterAll(async () => {
    await standin.close();
    await dirs.remove();
  });

  it(
    "exits non-zero rather than publish an empty catalogue",
    async () => {
      const run = await astroBuild({ ...envFor(standin, "umbraco"), ...dirs.env });
      expect(run.code, run.output).not.toBe(0);
      expect(run.output).toMatch(/0 valid products/);
      expect(existsSync(path.join(dirs.out, "index.html"))).toBe(false);
    },
    BUILD_TIMEOUT,
  );
});
