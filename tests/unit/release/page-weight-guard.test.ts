/**
 * The page-weight guard of a publish (src/release/guards.ts, issue 25): a page over its budget is reported,
 * never refused; only one over twice its budget (what content, not code, makes) refuses the release.
 */
import { randomBytes } from "node:crypto";
import { link, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUDGETS, KB } from "../../../src/release/site-check/page-weight.ts";
import { MEASURING_CODE } from "../../../src/release/site-check/weight-cache.ts";
import { GROSS_OVERWEIGHT, pageWeightProblems, scaledBudget } from "../../../src/release/guards.ts";

/** A listing page (in `site`) whose one script weighs about `gzipBytes` gzipped (random text hardly compresses). */
async function writeListing(site: string, gzipBytes: number): Promise<void> {
  await mkdir(path.join(site, "_astro"), { recursive: true });
  const script = `export const x="${randomBytes(gzipBytes).toString("base64")}";`;
  await writeFile(path.join(site, "_astro", "listing.js"), script);
  await writeFile(
    path.join(site, "femei", "index.html"),
    '<!doctype html><html><body><h1>Rochii</h1><script type="module" src="/_astro/listing.js"></script></body></html>',
  );
}

describe("the page-weight guard", () => {
  let site: string;
  beforeEach(async () => {
    site = await mkdtemp(path.join(tmpdir(), "weight-"));
    await writeFile(path.join(site, "index.html"), "<!doctype html><html><body><h1>Acasă</h1></body></html>");
    await mkdir(path.join(site, "femei"));
  });
  afterEach(() => rm(site, { recursive: true, force: true }));

  it("passes pages within their budgets", async () => {
    await writeListing(site, 50 * KB);
    expect(await pageWeightProblems(site)).toEqual({ refused: [], overweight: [] });
  });

  it("reports a page a little over its budget, and does not refuse it", async () => {
    await writeListing(site, BUDGETS.listing.js + 5 * KB);
    const verdict = await pageWeightProblems(site);
    expect(verdict.refused).toEqual([]);
    expect(verdict.overweight).toEqual([
      expect.stringMatching(/\/femei\/: 9\d\.\d kB of JavaScript \(gzip\), budget 90\.0 kB/),
    ]);
  });

  it("refuses a page over twice its budget", async () => {
    await writeListing(site, GROSS_OVERWEIGHT * BUDGETS.listing.js + 10 * KB);
    const verdict = await pageWeightProblems(site);
    expect(verdict.refused).toEqual([
      expect.stringMatching(/^pages over 2 times their budget: \/femei\/: .* budget 180\.0 kB/),
    ]);
    expect(verdict.overweight).toHaveLength(1);
  });

  it("refuses a page that loads a script the build lacks, whatever its weight", async () => {
    await writeFile(
      path.join(site, "femei", "index.html"),
      '<!doctype html><html><body><script type="module" src="/_astro/lipsa.js"></script></body></html>',
    );
    expect((await pageWeightProblems(site)).refused.join()).toContain(
      "loads /_astro/lipsa.js, which is not in the build",
    );
  });

  describe("with the weights the last check measured (a publish's pages linked from the release before)", () => {
    const cacheFile = () => path.join(site, "..", `${path.basename(site)}.page-weight.json`);
    afterEach(() => rm(cacheFile(), { force: true }));

    it("judges a page it does not measure again as it judged it before", async () => {
      await writeListing(site, BUDGETS.listing.js + 5 * KB);
      const first = await pageWeightProblems(site, cacheFile());
      const stored = JSON.parse(await readFile(cacheFile(), "utf8")) as { files: Record<string, unknown> };
      expect(Object.keys(stored.files)).toHaveLength(2);
      // The next release links the page, as a publish links the pages it did not render.
      const next = `${site}-next`;
      await mkdir(path.join(next, "femei"), { recursive: true });
      await mkdir(path.join(next, "_astro"));
      for (const file of ["index.html", "femei/index.html", "_astro/listing.js"]) {
        await link(path.join(site, file), path.join(next, file));
      }
      try {
        const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
        const again = await pageWeightProblems(next, cacheFile());
        expect(log).toHaveBeenCalledWith("[rebuild] weights of 2 pages checked, 0 of them measured anew");
        log.mockRestore();
        expect(again).toEqual(first);
        expect(again.overweight).toHaveLength(1);
      } finally {
        await rm(next, { recursive: true, force: true });
      }
    });

    it("measures a page rendered anew", async () => {
      await writeListing(site, 50 * KB);
      expect(await pageWeightProblems(site, cacheFile())).toEqual({ refused: [], overweight: [] });
      await writeFile(
        path.join(site, "index.html"),
        `<!doctype html><html><body><p>${randomBytes(90 * KB).toString("base64")}</p></body></html>`,
      );
      expect((await pageWeightProblems(site, cacheFile())).refused.join()).toMatch(
        /^pages over 2 times their budget: \/: /,
      );
    });

    it("is keyed on every module the measuring imports from its folder, the reading of a page's scripts too", async () => {
      const folder = path.join(import.meta.dirname, "../../../src/release/site-check");
      const source = await readFile(path.join(folder, "page-weight.ts"), "utf8");
      const imported = [...source.matchAll(/from "\.\/([\w-]+\.ts)"/g)].map((match) => match[1]);
      expect(imported.length).toBeGreaterThan(0);
      for (const name of imported) expect(MEASURING_CODE).toContain(name);
    });

    it("measures every page again when a script changed", async () => {
      await writeListing(site, 50 * KB);
      expect(await pageWeightProblems(site, cacheFile())).toEqual({ refused: [], overweight: [] });
      // The same page file, untouched, now loading a script over its budget.
      const script = `export const x="${randomBytes(BUDGETS.listing.js + 5 * KB).toString("base64")}";`;
      await writeFile(path.join(site, "_astro", "listing.js"), script);
      expect((await pageWeightProblems(site, cacheFile())).overweight).toHaveLength(1);
    });
  });

  it("scales every part of a budget", () => {
    expect(scaledBudget(BUDGETS.listing, 2)).toEqual({ js: 180 * KB, html: 80 * KB, htmlRaw: 156 * KB });
    expect(scaledBudget(BUDGETS.product, 2)).toEqual({ js: 200 * KB, html: 80 * KB });
  });
});
