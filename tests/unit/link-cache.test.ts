/**
 * The link check's page cache (src/release/site-check/link-cache.ts) on a tiny site in a temporary folder: a page whose
 * bytes the last check read is not parsed again, yet every link of every page is still checked against the site
 * as it is now; a page that changed is parsed anew; a cache the parsing did not write is not trusted. A page
 * hard-linked into the next release, as a publish takes it (src/build/link-reused.ts), is known by its file.
 */
import { link, mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openPageCache } from "../../src/release/site-check/link-cache.ts";
import { checkLinks } from "../../src/release/site-check/site-links.ts";

const SITE = "https://vitrina.example";

const PAGES: Record<string, string> = {
  "index.html": `<html><body><a href="/a/">A</a> <a href="/b/#x">B</a></body></html>`,
  "a/index.html": `<html><body id="sus"><a href="/">Acasă</a> <a href="/b/">B</a> <a href="#sus">Sus</a></body></html>`,
  "b/index.html": `<html><body><p id="x"></p><a href="/a/">A</a></body></html>`,
};

let dir: string;
let site: string;
let cacheFile: string;

async function write(files: Record<string, string>): Promise<void> {
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await writeFile(path.join(site, file), content);
  }
}

/** One check with the cache, saved after it, as the rebuild's guard runs it. */
async function check() {
  const cache = await openPageCache(cacheFile);
  const report = await checkLinks(site, [SITE], cache.read);
  await cache.save();
  return { report, counts: { ...cache.counts } };
}

const brokenOf = (report: Awaited<ReturnType<typeof checkLinks>>) =>
  report.broken.map((link) => `${link.from} ${link.url}`).sort();

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "vitrina-link-cache-"));
  site = path.join(dir, "site");
  cacheFile = path.join(dir, "link-check.json");
  await write(PAGES);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("openPageCache", () => {
  it("parses each page once, and the next check finds the same without parsing any", async () => {
    const first = await check();
    expect(first.counts).toEqual({ reused: 0, parsed: 3 });
    expect(first.report.broken).toEqual([]);
    const second = await check();
    expect(second.counts).toEqual({ reused: 3, parsed: 0 });
    expect(second.report).toEqual(first.report);
    expect(second.report).toEqual(await checkLinks(site, [SITE]));
  });

  it("still checks the links of pages it did not parse: a page gone breaks every link to it", async () => {
    await check();
    await rm(path.join(site, "b"), { recursive: true });
    const { report, counts } = await check();
    expect(counts.parsed).toBe(0);
    // The same URL on two pages is reported for each.
    expect(brokenOf(report)).toEqual(["/ /b/#x", "/a/ /b/"]);
    expect(report).toEqual(await checkLinks(site, [SITE]));
  });

  it("still checks a #fragment against the page it names as it is now", async () => {
    await check();
    await write({ "b/index.html": `<html><body><a href="/a/">A</a></body></html>` });
    const { report, counts } = await check();
    expect(counts).toEqual({ reused: 2, parsed: 1 });
    expect(brokenOf(report)).toEqual(["/ /b/#x"]);
  });

  it("parses a page whose bytes changed", async () => {
    await check();
    await write({ "a/index.html": `<html><body><a href="/c/">C</a></body></html>` });
    const { report, counts } = await check();
    expect(counts).toEqual({ reused: 2, parsed: 1 });
    expect(brokenOf(report)).toEqual(["/a/ /c/"]);
  });

  it("knows the pages of a site linked from the last one by their files, and reads a file rewritten", async () => {
    const first = await check();
    const stored = JSON.parse(await readFile(cacheFile, "utf8")) as { files: Record<string, string> };
    expect(Object.keys(stored.files)).toHaveLength(3);
    const earlier = site;
    site = path.join(dir, "next");
    for (const file of Object.keys(PAGES)) {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true });
      await link(path.join(earlier, file), path.join(site, file));
    }
    const linked = await check();
    expect(linked.counts).toEqual({ reused: 3, parsed: 0 });
    expect(linked.report.broken).toEqual(first.report.broken);
    // Rewritten in place, the same size: the same inode, but not the same file any more.
    await writeFile(path.join(site, "a/index.html"), PAGES["a/index.html"]?.replace('href="/b/"', 'href="/c/"') ?? "");
    const rewritten = await check();
    expect(rewritten.counts).toEqual({ reused: 2, parsed: 1 });
    expect(brokenOf(rewritten.report)).toEqual(["/a/ /c/"]);
  });

  it("leaves its file as it was after a check that met no page it did not know, and rewrites it after one that did", async () => {
    await check();
    const written = (await stat(cacheFile)).mtimeMs;
    await utimes(cacheFile, new Date(written - 60_000), new Date(written - 60_000));
    const unchanged = (await stat(cacheFile)).mtimeMs;
    await check();
    expect((await stat(cacheFile)).mtimeMs).toBe(unchanged);
    await write({ "c/index.html": `<html><body><a href="/a/">A</a></body></html>` });
    const { counts } = await check();
    expect(counts).toEqual({ reused: 3, parsed: 1 });
    expect((await stat(cacheFile)).mtimeMs).toBeGreaterThan(unchanged);
    expect((await check()).counts).toEqual({ reused: 4, parsed: 0 });
  });

  it("trusts no cache that another version of the parsing wrote, nor one it cannot read", async () => {
    await check();
    const stored = JSON.parse(await readFile(cacheFile, "utf8")) as { parser: string };
    await writeFile(cacheFile, JSON.stringify({ ...stored, parser: "another" }));
    expect((await check()).counts).toEqual({ reused: 0, parsed: 3 });
    await writeFile(cacheFile, "{ half a fi");
    expect((await check()).counts).toEqual({ reused: 0, parsed: 3 });
  });
});
