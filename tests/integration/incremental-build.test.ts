/**
 * A publish after a product edit, reusing the live release's pages (issue 14, "Fast publishes";
 * src/build/page-reuse.ts, src/lib/catalog/page-keys.ts): two real `npm run rebuild`s against the CMS stand-in,
 * the second after one product's price changed. The edited product's page, a listing that shows its card and
 * the search index show the new price, and a page the edit does not touch is taken from the live release, not
 * rendered again: it is marked in the live release before the second build, and the mark is what goes live.
 * And the site a build reusing an earlier one writes is, file for file, the one a full build of the same
 * catalogue writes.
 */
import { appendFile, readdir, readFile, realpath, rm, stat } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import type { UmbracoContent } from "../../src/lib/cms/umbraco.ts";
import { SITE } from "../../src/release/releases.ts";
import { astroBuild, buildDirs, type BuildDirs, type BuildRun } from "../support/astro-build.ts";
import { loadFixture } from "../fixtures/index.ts";
import { releasesDir, runScript } from "../support/rebuild.ts";
import { envFor } from "../support/standin.ts";

const DRESS_ID = "05a11ca7-0000-4000-8000-000000000001";
const MARK = "<!-- copied from the last build -->";

/** The text of every Pagefind fragment (one per product) of a built site. */
async function searchFragments(site: string): Promise<string[]> {
  const folder = path.join(site, "pagefind", "fragment");
  const files = await readdir(folder);
  return Promise.all(
    files.map(async (file) =>
      gunzipSync(await readFile(path.join(folder, file)))
        .subarray("pagefind_dcd".length)
        .toString(),
    ),
  );
}

describe("a rebuild after one product's price changed", () => {
  const content = loadFixture("small-catalogue") as UmbracoContent;
  let standin: Standin;
  let releases: Awaited<ReturnType<typeof releasesDir>>;
  let second: BuildRun;
  let site = "";
  let dress = "";
  let shirt = "";
  let firstShirt = "";
  let firstRelease = "";

  const live = () => path.join(releases.dir, "current", SITE);
  const page = (slug: string) => path.join("detalii-produs", slug, "index.html");

  beforeAll(async () => {
    standin = await startStandin({ content });
    releases = await releasesDir();
    const env = { ...envFor(standin, "umbraco"), RELEASES_DIR: releases.dir };
    const first = await runScript("rebuild", ["--first-release"], env);
    expect(first.code, first.output).toBe(0);
    const slugs = await readdir(path.join(live(), "detalii-produs"));
    dress = slugs.find((slug) => slug.startsWith("rochie-midi")) ?? "";
    shirt = slugs.find((slug) => slug.startsWith("camasa")) ?? "";
    expect(await readFile(path.join(live(), page(dress)), "utf8")).toContain("149,99");

    // The shirt's page, in another category and gender, shows nothing of the dress: mark it in the live release.
    firstShirt = path.join(live(), page(shirt));
    firstRelease = await realpath(live());
    await appendFile(firstShirt, MARK);

    const [edited, ...rest] = content.products as { id: string; properties: Record<string, unknown> }[];
    expect(edited?.id).toBe(DRESS_ID);
    standin.setContent({
      ...content,
      products: [{ ...edited, properties: { ...edited?.properties, price: "129,50" } }, ...rest],
    });
    second = await runScript("rebuild", [], env);
    expect(second.code, second.output).toBe(0);
    site = live();
  }, 240_000);
  afterAll(async () => {
    await standin?.close();
    await releases?.remove();
  });

  it("renders the edited product's page with its new price", async () => {
    const html = await readFile(path.join(site, page(dress)), "utf8");
    expect(html).toContain('<span class="price__now">129,50 Ron</span>');
    // The old price is still in its price history's chart caption, no longer as the price.
    expect(html).not.toContain('<span class="price__now">149,99 Ron</span>');
  });

  it("renders the listings that show its card with the new price", async () => {
    for (const listing of ["femei/rochii/index.html", "femei/index.html", "colectii/index.html"]) {
      const html = await readFile(path.join(site, listing), "utf8");
      expect(html, listing).toContain("129,50");
      expect(html, listing).not.toContain("149,99");
    }
  });

  it("indexes the new price for search", async () => {
    const fragments = (await searchFragments(site)).filter((text) => text.includes(DRESS_ID));
    expect(fragments).toHaveLength(1);
    expect(fragments[0]).toContain("12950");
    expect(fragments[0]).not.toContain("14999");
  });

  it("reads only the product that changed from the CMS, and every other one from the live release's read", () => {
    expect(second.output).toMatch(
      /\[read-catalogue\] 3 products read \(\d changed since [\d-]+T[\d:]+ merged into the earlier read\)/,
    );
  });

  it("keeps the live release's search index, the new price patched in, instead of indexing every product", async () => {
    expect(second.output).toMatch(/\[index-search\] the earlier index kept, 1 result file patched with new prices/);
    // The index's table of contents is the live release's file, linked.
    const contents = (await readdir(path.join(site, "pagefind"))).find((file) => file.endsWith(".pf_meta"));
    expect(contents).toBeDefined();
    const [now, before] = [path.join(site, "pagefind", contents!), path.join(firstRelease, "pagefind", contents!)];
    expect((await stat(now)).ino).toBe((await stat(before)).ino);
  });

  it("takes a page the edit does not touch from the live release instead of rendering it", async () => {
    const taken = path.join(site, page(shirt));
    expect(await readFile(taken, "utf8")).toContain(MARK);
    // The same file, linked: no copy.
    expect((await stat(taken)).ino).toBe((await stat(firstShirt)).ino);
    const rendered = /\[render\] (\d+) pages rendered/.exec(second.output)?.[1];
    const linked = /\[link-reused\] (\d+) files linked/.exec(second.output)?.[1];
    // The home page, the static pages and the data files have no key: they are rendered on every build. In this
    // small catalogue the dress's listings are a good part of the site: both counts are well above none.
    expect(Number(rendered)).toBeGreaterThan(0);
    expect(Number(linked)).toBeGreaterThan(0);
  });
});

/** The folders under `dir` that hold nothing, relative. */
async function emptyFolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const empty = await Promise.all(folders.map(async (folder) => (await readdir(folder)).length === 0));
  return folders.filter((_, at) => empty[at]).map((folder) => path.relative(dir, folder));
}

/** Every file under `dir`, relative, with its bytes. */
async function filesOf(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return new Map(
    await Promise.all(
      files.map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), (await readFile(file)).toString("base64")] as const;
      }),
    ),
  );
}

describe("a build reusing an earlier one after an edit", () => {
  let standin: Standin;
  const dirs: Awaited<ReturnType<typeof buildDirs>>[] = [];
  beforeAll(async () => {
    standin = await startStandin({ content: loadFixture("small-catalogue") as UmbracoContent });
  });
  afterAll(async () => {
    await standin?.close();
    await Promise.all(dirs.map((dir) => dir.remove()));
  });

  it("writes the site a full build of the edited catalogue writes, file for file", async () => {
    const content = loadFixture("small-catalogue") as UmbracoContent;
    standin.setContent(content);
    const [earlier, incremental, full] = [
      await buildDirs("vitrina-earlier-"),
      await buildDirs("vitrina-incremental-"),
      await buildDirs("vitrina-full-"),
    ];
    dirs.push(earlier, incremental, full);
    const env = { ...envFor(standin, "umbraco"), PRICE_HISTORY: "off" };
    const first = await astroBuild({ ...env, ...earlier.env });
    expect(first.code, first.output).toBe(0);

    // A new price for the dress, a new title (and so a new address) for the shirt.
    const [dress, shirt, ...rest] = content.products as { name: string; properties: Record<string, unknown> }[];
    standin.setContent({
      ...content,
      products: [
        { ...dress, properties: { ...dress?.properties, price: "129,50" } },
        { ...shirt, name: "Cămașă de in" },
        ...rest,
      ] as UmbracoContent["products"],
    });
    const second = await astroBuild({ ...env, ...incremental.env, REUSE_FROM: earlier.reports });
    expect(second.code, second.output).toBe(0);
    expect(second.output).toMatch(/\[link-reused\] [1-9]\d* files linked/);
    // The edited items are read from the CMS (with those changed shortly before them), the rest taken from the
    // earlier build's read.
    expect(second.output).toMatch(/\(\d changed since [\d-]+T[\d:]+ merged into the earlier read\)/);
    // The shirt's title is in its search document: the index is written anew, from the documents of the products
    // handed over as before, taken from the earlier build, and the two edited products' made anew.
    expect(second.output).toContain("[index-search] a new index: a product's words changed");
    const [, made, taken] =
      /\[search-documents\] (\d+) made, (\d+) of them taken from the earlier build/.exec(second.output) ?? [];
    expect(Number(made) - Number(taken)).toBe(2);
    const fresh = await astroBuild({ ...env, ...full.env });
    expect(fresh.code, fresh.output).toBe(0);

    const [built, expected] = [await filesOf(incremental.out), await filesOf(full.out)];
    expect([...built.keys()].sort()).toEqual([...expected.keys()].sort());
    expect([...built.keys()].filter((file) => built.get(file) !== expected.get(file))).toEqual([]);
    expect([...built.keys()].some((file) => file.includes("camasa-de-in"))).toBe(true);
  }, 240_000);

  it("after a new product, links the pages that do not show it, and still writes a full build's site", async () => {
    // Issue 25: the menus' counts are no page's, so a new dress leaves the shirt's page and the men's listings alone.
    const content = loadFixture("small-catalogue") as UmbracoContent;
    standin.setContent(content);
    const [earlier, incremental, full] = [
      await buildDirs("vitrina-earlier-"),
      await buildDirs("vitrina-incremental-"),
      await buildDirs("vitrina-full-"),
    ];
    dirs.push(earlier, incremental, full);
    const env = { ...envFor(standin, "umbraco"), PRICE_HISTORY: "off" };
    const first = await astroBuild({ ...env, ...earlier.env });
    expect(first.code, first.output).toBe(0);

    const [dress, ...rest] = content.products as { id: string; name: string; route: { path: string } }[];
    const another = {
      ...dress,
      id: "05a11ca7-0000-4000-8000-000000000009",
      name: "Rochie lungă din in",
      route: { ...dress?.route, path: "/produse/rochie-lunga-din-in/" },
    };
    standin.setContent({ ...content, products: [dress, another, ...rest] as UmbracoContent["products"] });
    const second = await astroBuild({ ...env, ...incremental.env, REUSE_FROM: earlier.reports });
    expect(second.code, second.output).toBe(0);
    const fresh = await astroBuild({ ...env, ...full.env });
    expect(fresh.code, fresh.output).toBe(0);

    const [built, expected] = [await filesOf(incremental.out), await filesOf(full.out)];
    expect([...built.keys()].sort()).toEqual([...expected.keys()].sort());
    expect([...built.keys()].filter((file) => built.get(file) !== expected.get(file))).toEqual([]);
    // The menus now count two women's products: the counts file says so, and the pages that do not show the new
    // dress are the earlier build's very files.
    const counts = JSON.parse(await readFile(path.join(incremental.out, "date", "meniu.json"), "utf8")) as Record<
      string,
      number
    >;
    expect(counts["/femei/"]).toBe(2);
    for (const file of [
      "detalii-produs/camasa-din-bumbac/index.html",
      "barbati/index.html",
      "barbati/camasi/index.html",
    ]) {
      expect((await stat(path.join(incremental.out, file))).ino, file).toBe(
        (await stat(path.join(earlier.out, file))).ino,
      );
    }
    expect((await stat(path.join(incremental.out, "femei", "index.html"))).ino).not.toBe(
      (await stat(path.join(earlier.out, "femei", "index.html"))).ino,
    );
  }, 240_000);

  it("keeps the earlier search index for a price edit, and it answers with a new index's results", async () => {
    const content = loadFixture("small-catalogue") as UmbracoContent;
    const [earlier, patched, full] = [
      await buildDirs("vitrina-earlier-"),
      await buildDirs("vitrina-patched-"),
      await buildDirs("vitrina-full-"),
    ];
    dirs.push(earlier, patched, full);
    standin.setContent(content);
    const env = { ...envFor(standin, "umbraco"), PRICE_HISTORY: "off" };
    const first = await astroBuild({ ...env, ...earlier.env });
    expect(first.code, first.output).toBe(0);

    const [dress, ...rest] = content.products as { properties: Record<string, unknown> }[];
    standin.setContent({
      ...content,
      products: [{ ...dress, properties: { ...dress?.properties, price: "129,50", oldPrice: "199,00" } }, ...rest],
    } as UmbracoContent);
    const second = await astroBuild({ ...env, ...patched.env, REUSE_FROM: earlier.reports });
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain("[index-search] the earlier index kept, 1 result file patched with new prices");
    const fresh = await astroBuild({ ...env, ...full.env });
    expect(fresh.code, fresh.output).toBe(0);

    // Each product's result, as a shopper's search reads it (its meta: title, image, prices), is a new index's.
    const results = async (site: string) =>
      new Map(
        (await searchFragments(site)).map((text) => {
          const { url, meta, filters, word_count } = JSON.parse(text) as Record<string, unknown>;
          return [url as string, { meta, filters, word_count }] as const;
        }),
      );
    const [kept, expected] = [await results(patched.out), await results(full.out)];
    expect([...kept.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [url, result] of expected) expect(kept.get(url), url).toEqual(result);
    expect(JSON.stringify([...kept.values()])).toContain('"old_price":"19900"');
  }, 240_000);

  /**
   * Builds the small catalogue once, changes its content (and, with `between`, the first build's files), and
   * builds again from the first build's reports.
   */
  async function buildAfterChange(
    change: (content: UmbracoContent) => UmbracoContent,
    between: (earlier: { out: string }) => Promise<unknown> = async () => undefined,
    secondEnv: Record<string, string> = {},
  ) {
    const content = loadFixture("small-catalogue") as UmbracoContent;
    const [earlier, next] = [await buildDirs("vitrina-earlier-"), await buildDirs("vitrina-next-")];
    dirs.push(earlier, next);
    standin.setContent(content);
    const env = { ...envFor(standin, "umbraco"), PRICE_HISTORY: "off" };
    const first = await astroBuild({ ...env, ...earlier.env });
    expect(first.code, first.output).toBe(0);
    await between(earlier);
    standin.setContent(change(structuredClone(content)));
    const second = await astroBuild({ ...env, ...next.env, REUSE_FROM: earlier.reports, ...secondEnv });
    expect(second.code, second.output).toBe(0);
    return { content, second, next };
  }

  it("reads every product again when one was unpublished since the earlier build", async () => {
    const { content, second, next } = await buildAfterChange((content) => ({
      ...content,
      products: (content.products as unknown[]).slice(1),
    }));
    const [gone, ...rest] = content.products as { id: string }[];
    expect(second.output).toContain("(all read (1 unpublished or deleted since the earlier read))");
    const ids = JSON.parse(await readFile(path.join(next.reports, "catalogue-ids.json"), "utf8")) as { ids: string[] };
    expect(ids.ids).not.toContain(gone?.id);
    expect(ids.ids).toHaveLength(rest.length);
    // The earlier build's folders are made ahead of its pages: the gone product's is not left behind, empty.
    expect(await emptyFolders(next.out)).toEqual([]);
  }, 240_000);

  it("leaves out what the webhooks named gone without reading every product, once Umbraco says it is", async () => {
    const unpublished = (content: UmbracoContent) => ({
      ...content,
      products: (content.products as unknown[]).slice(1),
    });
    const [first, second] = (loadFixture("small-catalogue") as UmbracoContent).products as { id: string }[];
    const named = await buildAfterChange(unpublished, undefined, { PRODUCTS_GONE: first?.id ?? "" });
    expect(named.second.output).toContain("merged into the earlier read, 1 unpublished or deleted left out");
    const ids = JSON.parse(await readFile(path.join(named.next.reports, "catalogue-ids.json"), "utf8")) as {
      ids: string[];
    };
    expect(ids.ids).not.toContain(first?.id);
    expect(ids.ids).toContain(second?.id);
    // A webhook that named a product still published (and the one unpublished not): every product read again.
    const wrong = await buildAfterChange(unpublished, undefined, { PRODUCTS_GONE: second?.id ?? "" });
    expect(wrong.second.output).toContain("(all read (1 of the items the webhooks named gone still published))");
    const read = JSON.parse(await readFile(path.join(wrong.next.reports, "catalogue-ids.json"), "utf8")) as {
      ids: string[];
    };
    expect(read.ids).toContain(second?.id);
    expect(read.ids).not.toContain(first?.id);
  }, 240_000);

  it("reads every product again when a collection they may pick was renamed", async () => {
    const { second } = await buildAfterChange((content) => {
      const [collection, ...others] = content.collections as { name: string }[];
      return { ...content, collections: [{ ...collection, name: "Seri de vară" }, ...others] } as UmbracoContent;
    });
    expect(second.output).toContain("(all read (the categories, collections or brands changed))");
  }, 240_000);

  it("indexes anew when the earlier index lacks a changed product's result file", async () => {
    const { second, next } = await buildAfterChange(
      (content) => {
        const [dress, ...rest] = content.products as { properties: Record<string, unknown> }[];
        return { ...content, products: [{ ...dress, properties: { ...dress?.properties, price: "129,50" } }, ...rest] };
      },
      // The live release's result files gone (a failed copy, a cleaned folder): its keys say otherwise.
      (earlier) => rm(path.join(earlier.out, "pagefind", "fragment"), { recursive: true }),
    );
    expect(second.output).toContain("[index-search] a new index: The earlier index could not be read");
    expect((await searchFragments(next.out)).join("\n")).toContain('"price":"12950"');
  }, 240_000);

  it("takes the live release's delta index when it is the same, and indexes it again once a product of it changes", async () => {
    const content = loadFixture("small-catalogue") as UmbracoContent;
    const builds = await Promise.all(
      ["first", "renamed", "priced", "repriced"].map((name) => buildDirs(`vitrina-${name}-`)),
    );
    dirs.push(...builds);
    const [first, renamed, priced, repriced] = builds as [BuildDirs, BuildDirs, BuildDirs, BuildDirs];
    // As a publish builds (src/release/rebuild.ts): what changed since the index was written goes into a delta.
    const env = { ...envFor(standin, "umbraco"), PRICE_HISTORY: "off", SEARCH_DELTA_MAX: "50" };
    type Item = { id: string; name: string; properties: Record<string, unknown> };
    const edit = (change: (items: Item[]) => Item[]) =>
      standin.setContent({
        ...content,
        products: change(structuredClone(content.products as unknown as Item[])) as never,
      });
    const build = async (dirs: BuildDirs, from?: BuildDirs) => {
      const run = await astroBuild({ ...env, ...dirs.env, ...(from ? { REUSE_FROM: from.reports } : {}) });
      expect(run.code, run.output).toBe(0);
      return run.output;
    };
    const deltaOf = async (dirs: BuildDirs) => {
      const folder = path.join(dirs.out, "pagefind", "delta", "fragment");
      const texts = await Promise.all(
        (await readdir(folder)).map(async (file) => gunzipSync(await readFile(path.join(folder, file))).toString()),
      );
      const layout = JSON.parse(await readFile(path.join(dirs.out, "pagefind", "parts.json"), "utf8")) as unknown;
      return { texts: texts.sort(), layout };
    };
    const [dress, shirt] = content.products as unknown as Item[];

    edit((items) => items);
    await build(first);
    edit((items) => items.map((item) => (item.id === dress?.id ? { ...item, name: "Rochie Vitrinescu" } : item)));
    expect(await build(renamed, first)).toContain("1 new or changed products indexed beside it");
    const delta = await deltaOf(renamed);
    expect(delta.texts.join("\n")).toContain("Rochie Vitrinescu");

    // Another product's price: the delta is the live release's, taken whole.
    edit((items) =>
      items.map((item) =>
        item.id === dress?.id
          ? { ...item, name: "Rochie Vitrinescu" }
          : item.id === shirt?.id
            ? { ...item, properties: { ...item.properties, price: "77,70" } }
            : item,
      ),
    );
    const taken = await build(priced, renamed);
    expect(taken).toContain("[index-search] the live release's delta taken, the same (1 products");
    expect(taken).not.toContain("indexed beside it");
    expect(await deltaOf(priced)).toEqual(delta);

    // The renamed product's own price: its result in the delta must show it, so the delta is indexed again.
    edit((items) =>
      items.map((item) =>
        item.id === dress?.id
          ? { ...item, name: "Rochie Vitrinescu", properties: { ...item.properties, price: "66,60" } }
          : item,
      ),
    );
    expect(await build(repriced, priced)).toContain("1 new or changed products indexed beside it");
    expect((await deltaOf(repriced)).texts.join("\n")).toContain('"price":"6660"');
  }, 300_000);
});
