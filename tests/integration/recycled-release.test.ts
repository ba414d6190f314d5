/**
 * Publishes that start from the release pruned last (src/release/spare.ts, src/build/recycle.ts): real `npm run
 * rebuild`s against the CMS stand-in, two releases kept, so that from the third publish on each one's staging
 * folder starts as an older release's pages. Every kept release stays as it was, file for file, while the next
 * publishes reuse its files, and the live site after a price, a title and a new product is the site a full build of
 * the same catalogue writes.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import type { UmbracoContent } from "../../src/lib/cms/umbraco.ts";
import { MANIFEST_PATH } from "../../src/release/manifest.ts";
import { listReleases, SITE } from "../../src/release/releases.ts";
import { astroBuild, buildDirs, type BuildDirs, type BuildRun } from "../support/astro-build.ts";
import { filesOf } from "../support/files.ts";
import { loadFixture } from "../fixtures/index.ts";
import { releasesDir, runScript } from "../support/rebuild.ts";
import { envFor } from "../support/standin.ts";

type Item = { id: string; name: string; properties: Record<string, unknown>; route: { path: string } };

/** A digest of every file of every release in `dir`, by release and file. */
async function releasesNow(dir: string): Promise<Map<string, string>> {
  const all = new Map<string, string>();
  for (const id of await listReleases(dir)) {
    for (const [file, bytes] of await filesOf(path.join(dir, id, SITE))) {
      all.set(`${id}/${file}`, createHash("sha256").update(bytes).digest("base64"));
    }
  }
  return all;
}

describe("publishes that start from the release pruned last", () => {
  const content = loadFixture("small-catalogue") as UmbracoContent;
  const [dress, shirt, ...rest] = content.products as unknown as Item[];
  let standin: Standin;
  let releases: Awaited<ReturnType<typeof releasesDir>>;
  let full: BuildDirs;
  let env: Record<string, string>;
  const runs: BuildRun[] = [];
  /** For each publish, the files of the releases kept before it that changed by the time it was live. */
  const changed: string[][] = [];

  const live = () => path.join(releases.dir, "current", SITE);
  const publish = async (products: Item[]) => {
    standin.setContent({ ...content, products: products as unknown as UmbracoContent["products"] });
    const before = await releasesNow(releases.dir);
    const run = await runScript("rebuild", [], env);
    expect(run.code, run.output).toBe(0);
    runs.push(run);
    const after = await releasesNow(releases.dir);
    changed.push([...before].filter(([file, bytes]) => after.has(file) && after.get(file) !== bytes).map(([f]) => f));
  };

  beforeAll(async () => {
    standin = await startStandin({ content });
    releases = await releasesDir();
    // No price history: a full build of the same catalogue then draws the same price stories.
    env = { ...envFor(standin, "umbraco"), RELEASES_DIR: releases.dir, KEEP_RELEASES: "2", PRICE_HISTORY: "off" };
    const first = await runScript("rebuild", ["--first-release"], env);
    expect(first.code, first.output).toBe(0);
    const cheaper = { ...dress!, properties: { ...dress!.properties, price: "129,50" } };
    const renamed = { ...shirt!, name: "Cămașă de in" };
    const added = {
      ...dress!,
      id: "05a11ca7-0000-4000-8000-000000000009",
      name: "Rochie lungă din in",
      route: { ...dress!.route, path: "/produse/rochie-lunga-din-in/" },
    };
    await publish([cheaper, shirt!, ...rest]);
    await publish([cheaper, renamed, ...rest]);
    await publish([cheaper, renamed, added, ...rest]);
    // A product no edit touched until now: its page is one file shared by every release, the live one included, and
    // the recycled site's copy of it is rendered anew.
    const [untouched, ...others] = rest.toReversed();
    expect(untouched!.properties["price"]).not.toBe("77,70");
    await publish([
      cheaper,
      renamed,
      added,
      ...others.toReversed(),
      { ...untouched!, properties: { ...untouched!.properties, price: "77,70" } },
    ]);
    full = await buildDirs("vitrina-recycled-full-");
    const fresh = await astroBuild({ ...envFor(standin, "umbraco"), PRICE_HISTORY: "off", ...full.env });
    expect(fresh.code, fresh.output).toBe(0);
  }, 600_000);
  afterAll(async () => {
    await standin?.close();
    await releases?.remove();
    await full?.remove();
  });

  it("starts each publish from the third on from the release pruned last, its unchanged pages in place", () => {
    const recycled = runs.map((run) => run.output.includes("[rebuild] starting from the release pruned last"));
    expect(recycled).toEqual([false, false, true, true]);
    for (const run of runs.slice(2)) {
      const [, taken, inPlace] =
        /\[link-reused\] (\d+) files taken from the earlier build, (\d+) of them in place/.exec(run.output) ?? [];
      expect(Number(inPlace), run.output).toBeGreaterThan(0);
      expect(Number(inPlace)).toBeLessThanOrEqual(Number(taken));
    }
  });

  it("leaves every kept release as it was, file for file", () => {
    expect(changed).toEqual([[], [], [], []]);
  });

  it("makes the live site a full build of the same catalogue makes, file for file", async () => {
    const [built, expected] = [await filesOf(live()), await filesOf(full.out)];
    // What only a release has: its manifest's id and time, the old address of the renamed shirt, which redirects
    // to its listing (src/release/gone-products.ts: a page and a line of `_redirects`, below), and the search
    // index, kept with what changed beside it (docs/decisions.md#a-publish-indexes-only-what-changed).
    const ownOnly = (file: string) =>
      `/${file}` === MANIFEST_PATH ||
      file === "_redirects" ||
      file.startsWith("detalii-produs/camasa-din-bumbac/") ||
      file.startsWith("pagefind/");
    const lines = (file: string | undefined) =>
      Buffer.from(file ?? "", "base64")
        .toString()
        .split("\n");
    expect(lines(built.get("_redirects"))).toEqual(expect.arrayContaining(lines(expected.get("_redirects"))));
    expect(lines(built.get("_redirects")).join("\n")).toMatch(/^\/detalii-produs\/camasa-din-bumbac\/ \S+ 302$/m);
    const files = [...built.keys()].filter((file) => !ownOnly(file)).sort();
    expect(files).toEqual([...expected.keys()].filter((file) => !ownOnly(file)).sort());
    expect(files.filter((file) => built.get(file) !== expected.get(file))).toEqual([]);
    expect(files.some((file) => file.includes("rochie-lunga-din-in"))).toBe(true);
  });

  it("leaves no folder of a page the live site no longer has", async () => {
    const folders = await readdir(path.join(live(), "detalii-produs"));
    for (const folder of folders) {
      expect((await stat(path.join(live(), "detalii-produs", folder, "index.html"))).isFile(), folder).toBe(true);
    }
    expect(await readFile(path.join(live(), "detalii-produs", "camasa-de-in", "index.html"), "utf8")).toContain(
      "Cămașă de in",
    );
  });
});
