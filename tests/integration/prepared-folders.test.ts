/**
 * The next publish's folders, made ahead (src/release/prepared.ts): once a release is live, the rebuild makes the
 * folders of its pages for the next publish, which builds into them and makes the same release it would have made
 * into an empty folder. Real rebuilds against the CMS stand-in.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import { PAGE_KEYS_FILE } from "../../src/build/page-reuse.ts";
import { currentRelease } from "../../src/release/releases.ts";
import type { UmbracoContent } from "../../src/lib/cms/umbraco.ts";
import { loadFixture } from "../fixtures/index.ts";
import { releasesDir, runScript } from "../support/rebuild.ts";
import { envFor } from "../support/standin.ts";

/** Every folder and file under `folder`, relative, sorted. */
async function tree(folder: string): Promise<string[]> {
  return (await readdir(folder, { recursive: true })).sort();
}

describe("the next publish's folders", () => {
  let standin: Standin;
  let releases: Awaited<ReturnType<typeof releasesDir>>;
  const rebuild = (args: string[] = []) =>
    runScript("rebuild", args, { ...envFor(standin, "umbraco"), RELEASES_DIR: releases.dir });

  beforeAll(async () => {
    standin = await startStandin({ content: loadFixture("small-catalogue") as UmbracoContent });
    releases = await releasesDir();
  });
  afterAll(async () => {
    await standin.close();
    await releases.remove();
  });

  it("are made once a release is live, and the next publish builds into them", async () => {
    const first = await rebuild(["--first-release"]);
    expect(first.code, first.output).toBe(0);
    const live = (await currentRelease(releases.dir)) ?? "";
    const made = path.join(releases.dir, `.prepared-${live}`, "site");
    // Every folder a keyed page of the live release is in (the pages a publish may take from it).
    const keyed = JSON.parse(await readFile(path.join(releases.dir, live, PAGE_KEYS_FILE), "utf8")) as {
      files: Record<string, string>;
    };
    const folders = new Set(Object.keys(keyed.files).map((page) => path.dirname(page)));
    expect(folders.size).toBeGreaterThan(10);
    for (const folder of folders) expect(existsSync(path.join(made, folder)), folder).toBe(true);
    expect((await tree(made)).every((entry) => !entry.endsWith(".html"))).toBe(true);

    const next = await rebuild();
    expect(next.code, next.output).toBe(0);
    const second = (await currentRelease(releases.dir)) ?? "";
    expect(second).not.toBe(live);
    // Taken by that publish, whose release holds what the first one does: no folder left empty, none missing.
    expect(existsSync(path.join(releases.dir, `.prepared-${live}`))).toBe(false);
    expect(await tree(path.join(releases.dir, second, "site"))).toEqual(
      await tree(path.join(releases.dir, live, "site")),
    );
    expect(existsSync(path.join(releases.dir, second, "prepared-folders.json"))).toBe(false);
    // And the next publish's made in turn.
    expect(existsSync(path.join(releases.dir, `.prepared-${second}`, "site"))).toBe(true);
  }, 240_000);
});
