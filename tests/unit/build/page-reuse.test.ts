/**
 * Reusing an earlier build's pages (src/build/page-reuse.ts and the pages' side, src/lib/catalog/page-reuse.ts):
 * a page is left to the runner only when the earlier build wrote it with the same key and the same code; its
 * address still reaches the sitemap and the page count through what the build reports.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  codeVersion,
  earlierPageFolders,
  openPageReuse,
  PAGE_KEYS_FILE,
  pageFolders,
  type StoredKeys,
} from "../../../src/build/page-reuse.ts";
import { isPageFile, pageFile, pagePath, toRender } from "../../../src/lib/catalog/page-reuse.ts";
import { readSettings } from "../../../src/lib/settings.ts";

const pages = (keys: Record<string, string>) =>
  Object.entries(keys).map(([pathname, cacheKey]) => ({ params: { pathname }, cacheKey }));
const fileOf = ({ params }: { params: { pathname: string } }) => pageFile(params.pathname);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "vitrina-page-reuse-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Entry = ReturnType<typeof pages>[number];
/** An entry as it is. */
const same = (entry: Entry) => entry;

/** A first build into `dir/first`, as the build does: its pages through toRender, its keys saved. */
async function firstBuild(keys: Record<string, string>, env: Record<string, string> = {}) {
  const reports = path.join(dir, "first", "reports");
  const reuse = await openPageReuse(readSettings(env), () => undefined);
  const rendered = toRender(pages(keys), same, fileOf, reuse.registry);
  await mkdir(reports, { recursive: true });
  await reuse.save(reports, path.join(dir, "first", "dist"));
  return { reports, rendered };
}

describe("page reuse", () => {
  it("renders every page without an earlier build, and saves their keys and site for the next", async () => {
    const { reports, rendered } = await firstBuild({ "/femei/": "k1", "/detalii-produs/rochie/": "k2" });
    expect(rendered.map(fileOf)).toEqual(["femei/index.html", "detalii-produs/rochie/index.html"]);
    const stored = JSON.parse(await readFile(path.join(reports, PAGE_KEYS_FILE), "utf8")) as StoredKeys;
    expect(stored.site).toBe(path.join("..", "dist"));
    expect(stored.files).toEqual({ "femei/index.html": "k1", "detalii-produs/rochie/index.html": "k2" });
  });

  it("leaves to the runner the pages whose key is the earlier build's, and renders the rest", async () => {
    const { reports } = await firstBuild({ "/femei/": "k1", "/barbati/": "k2", "/fetite/": "k3" });
    const heard: string[][] = [];
    const reuse = await openPageReuse(readSettings({ REUSE_FROM: reports }), (files) => heard.push([...files]));
    // The men's listing changed; the boys' is new.
    const rendered = toRender(
      pages({ "/femei/": "k1", "/barbati/": "k2b", "/fetite/": "k3", "/baieti/": "k4" }),
      same,
      fileOf,
      reuse.registry,
    );
    expect(rendered.map(fileOf)).toEqual(["barbati/index.html", "baieti/index.html"]);
    expect(heard).toEqual([["femei/index.html", "fetite/index.html"]]);
    expect(reuse.reused).toEqual(["femei/index.html", "fetite/index.html"]);
    expect(reuse.from).toBe(path.join(dir, "first", "dist"));
  });

  it("hands the reused files of a large route to the runner a few hundred at a time, as it makes its entries", async () => {
    const count = 1_234;
    const all = Object.fromEntries(Array.from({ length: count }, (_, at) => [`/detalii-produs/p${at}/`, `k${at}`]));
    const { reports } = await firstBuild(all);
    const made: number[] = [];
    const heard: { files: number; madeBefore: number }[] = [];
    const reuse = await openPageReuse(readSettings({ REUSE_FROM: reports }), (files) =>
      heard.push({ files: files.length, madeBefore: made.length }),
    );
    // The last page changed: every other is the earlier build's.
    const rendered = toRender(
      pages({ ...all, [`/detalii-produs/p${count - 1}/`]: "changed" }),
      (entry: Entry) => (made.push(1), entry),
      fileOf,
      reuse.registry,
    );
    expect(rendered.map(fileOf)).toEqual([`detalii-produs/p${count - 1}/index.html`]);
    expect(heard).toEqual([
      { files: 500, madeBefore: 500 },
      { files: 500, madeBefore: 1_000 },
      { files: 233, madeBefore: 1_234 },
    ]);
    expect(reuse.reused).toHaveLength(count - 1);
  });

  it("reuses nothing from a build of other code or other settings", async () => {
    const { reports } = await firstBuild({ "/femei/": "k1" }, { SITE_PHONE: "0722 000 000" });
    const reuse = await openPageReuse(readSettings({ REUSE_FROM: reports }), () => undefined);
    expect(toRender(pages({ "/femei/": "k1" }), same, fileOf, reuse.registry)).toHaveLength(1);
    expect(reuse.from).toBeNull();
  });

  it("takes what the earlier build worked out from the same inputs, works out the rest, and keeps both", async () => {
    const first = await openPageReuse(readSettings({}), () => undefined);
    expect(first.registry.remembered("inputs-a", () => "a")).toBe("a");
    expect(first.registry.remembered("inputs-gone", () => "gone")).toBe("gone");
    const reports = path.join(dir, "first", "reports");
    await mkdir(reports, { recursive: true });
    await first.save(reports, path.join(dir, "first", "dist"));

    const second = await openPageReuse(readSettings({ REUSE_FROM: reports }), () => undefined);
    const made: string[] = [];
    const make = (value: string) => () => (made.push(value), value);
    expect(second.registry.remembered("inputs-a", make("a again"))).toBe("a");
    expect(second.registry.remembered("inputs-b", make("b"))).toBe("b");
    expect(made).toEqual(["b"]);
    const next = path.join(dir, "second", "reports");
    await mkdir(next, { recursive: true });
    await second.save(next, path.join(dir, "second", "dist"));
    const stored = JSON.parse(await readFile(path.join(next, PAGE_KEYS_FILE), "utf8")) as StoredKeys;
    // What this build used, not what the one before it left.
    expect(stored.memo).toEqual({ "inputs-a": "a", "inputs-b": "b" });
  });

  it("works everything out anew after a build of other code or other settings", async () => {
    const first = await openPageReuse(readSettings({ SITE_PHONE: "0722 000 000" }), () => undefined);
    first.registry.remembered("inputs-a", () => "a");
    const reports = path.join(dir, "first", "reports");
    await mkdir(reports, { recursive: true });
    await first.save(reports, path.join(dir, "first", "dist"));
    const second = await openPageReuse(readSettings({ REUSE_FROM: reports }), () => undefined);
    expect(second.registry.remembered("inputs-a", () => "a, worked out again")).toBe("a, worked out again");
  });

  it("renders every page when no build registered (astro dev, a plain astro build)", () => {
    expect(toRender(pages({ "/femei/": "k1" }), same, fileOf, null)).toHaveLength(1);
  });
});

describe("the earlier build's page folders", () => {
  it("are the folders of its keyed pages and every folder above them, parents first", () => {
    expect(pageFolders(["detalii-produs/x/index.html", "index.html", "brand/a/pagina/2/index.html"])).toEqual([
      "brand",
      "brand/a",
      "brand/a/pagina",
      "brand/a/pagina/2",
      "detalii-produs",
      "detalii-produs/x",
    ]);
  });

  it("are read from its keys, whatever code they were drawn with; none without keys", async () => {
    const stored: StoredKeys = { code: "other", site: "site", files: { "femei/rochii/index.html": "k" } };
    await writeFile(path.join(dir, PAGE_KEYS_FILE), JSON.stringify(stored));
    await expect(earlierPageFolders(dir)).resolves.toEqual(["femei", "femei/rochii"]);
    await expect(earlierPageFolders(path.join(dir, "none"))).resolves.toEqual([]);
  });
});

describe("codeVersion", () => {
  it("changes with a setting pages show, not with where the build goes", async () => {
    const base = await codeVersion(readSettings({}));
    const plumbing = {
      OUT_DIR: "elsewhere",
      REPORT_DIR: "r",
      REUSE_FROM: "x",
      PRODUCTS_READ: "all",
      FEEDS_CACHE_DIR: "elsewhere/feeds",
      FEEDS_TIMEOUT_MS: "1000",
    };
    expect(await codeVersion(readSettings(plumbing))).toBe(base);
    expect(await codeVersion(readSettings({ SITE_URL: "https://vitrina.ro" }))).not.toBe(base);
  });
});

describe("page files", () => {
  it("names the file of a page's address and back", () => {
    expect(pageFile("/femei/rochii/")).toBe("femei/rochii/index.html");
    expect(pagePath("femei/rochii/index.html")).toBe("/femei/rochii/");
    expect(pageFile("/")).toBe("index.html");
    expect(isPageFile("date/listari/femei.json")).toBe(false);
  });
});
