/** The releases folder (src/release/releases.ts) and the catalogue guards (src/release/guards.ts). */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readlink, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { catalogueProblems } from "../../../src/release/guards.ts";
import {
  currentRelease,
  listReleases,
  previousRelease,
  pruneReleases,
  releaseId,
  removeRemoved,
  switchTo,
} from "../../../src/release/releases.ts";
import { readReleaseSettings } from "../../../src/release/settings.ts";
import { sourceOf } from "../../../src/release/source.ts";

describe("the releases folder", () => {
  let dir: string;
  const ids = [1, 2, 3, 4, 5, 6, 7].map((day) => releaseId(new Date(Date.UTC(2026, 10, day, 2))));
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "releases-"));
    for (const id of ids) await mkdir(path.join(dir, id, "site"), { recursive: true });
    await mkdir(path.join(dir, ".staging"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("lists releases oldest first, leaving out staging and current", async () => {
    await switchTo(dir, ids[6] as string);
    expect(await listReleases(dir)).toEqual(ids);
  });

  it("switches current with a relative link, replacing the one before", async () => {
    expect(await currentRelease(dir)).toBeNull();
    await switchTo(dir, ids[2] as string);
    await switchTo(dir, ids[4] as string);
    expect(await readlink(path.join(dir, "current"))).toBe(ids[4]);
    expect(await previousRelease(dir)).toBe(ids[3]);
  });

  it("refuses to switch to a release that is not there", async () => {
    await expect(switchTo(dir, releaseId(new Date(0)))).rejects.toThrow(/no release/);
  });

  it("keeps the newest releases and always the live one", async () => {
    await switchTo(dir, ids[0] as string);
    expect(await pruneReleases(dir, 5)).toEqual([ids[1], ids[2]]);
    expect(await listReleases(dir)).toEqual([ids[0], ...ids.slice(3)]);
    // Set aside at once, deleted once the rebuild has let go of its lock.
    expect((await readdir(dir)).filter((name) => name.startsWith(".removed-"))).toHaveLength(2);
    await removeRemoved(dir);
    expect((await readdir(dir)).sort()).toEqual(
      [".staging", "current", ...ids.filter((_, at) => at < 1 || at > 2)].sort(),
    );
  });

  it("deletes a pruned release only while no other rebuild holds the lock", async () => {
    const removed = path.join(dir, `.removed-${ids[0]}`);
    for (let folder = 0; folder < 40; folder += 1) {
      const at = path.join(removed, "site", "produs", `p-${folder}`);
      await mkdir(at, { recursive: true });
      for (let file = 0; file < 40; file += 1) await writeFile(path.join(at, `${file}.html`), "<p>");
    }
    // Another rebuild, alive, holds the lock: the deletion waits for it, a batch of files deleted at most.
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
    const lock = path.join(dir, ".lock");
    await writeFile(lock, String(holder.pid));
    try {
      const removal = removeRemoved(dir, lock);
      expect(await Promise.race([removal.then(() => "deleted"), delay(1_000).then(() => "waiting")])).toBe("waiting");
      expect(existsSync(path.join(removed, "site", "produs"))).toBe(true);
      // The rebuild ends and lets go of its lock: the deletion goes on to the end.
      await rm(lock);
      await removal;
      expect(existsSync(removed)).toBe(false);
    } finally {
      holder.kill();
    }
  });

  it("deletes a pruned release at once when the lock is only a dead process's", async () => {
    const removed = path.join(dir, `.removed-${ids[0]}`);
    await mkdir(path.join(removed, "site", "a"), { recursive: true });
    const lock = path.join(dir, ".lock");
    const dead = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await new Promise((exited) => dead.on("exit", exited));
    await writeFile(lock, String(dead.pid));
    await removeRemoved(dir, lock);
    expect(existsSync(removed)).toBe(false);
  });
});

describe("catalogue guards", () => {
  const options = { maxShrink: 0.2, force: false, allowSourceChange: false };
  const live = { source: "umbraco cms.example.ro", products: 1000 };

  it("lets a first release, or one within MAX_SHRINK, through", () => {
    expect(catalogueProblems({ source: "sample", products: 10 }, null, options)).toEqual([]);
    expect(catalogueProblems({ ...live, products: 800 }, live, options)).toEqual([]);
  });

  it("refuses an empty catalogue, even forced", () => {
    expect(catalogueProblems({ ...live, products: 0 }, live, { ...options, force: true })).toHaveLength(1);
  });

  it("refuses a shrink past MAX_SHRINK unless forced", () => {
    expect(catalogueProblems({ ...live, products: 500 }, live, options)).toEqual([
      "1000 products live, 500 in the new build: 50% fewer, more than MAX_SHRINK 20% (--force to publish anyway)",
    ]);
    expect(catalogueProblems({ ...live, products: 500 }, live, { ...options, force: true })).toEqual([]);
  });

  it("refuses another source: the sample never replaces the CMS's site unasked", () => {
    expect(catalogueProblems({ source: "sample", products: 1000 }, live, options)[0]).toMatch(/reads sample/);
    expect(
      catalogueProblems({ source: "sample", products: 1000 }, live, { ...options, allowSourceChange: true }),
    ).toEqual([]);
  });

  it("names a source by its host", () => {
    expect(sourceOf({ UMBRACO_URL: undefined, PRODUCTS_API_URL: undefined })).toBe("sample");
    expect(sourceOf({ UMBRACO_URL: "https://cms.example.ro:8443", PRODUCTS_API_URL: "https://api.example.ro" })).toBe(
      "umbraco cms.example.ro:8443, products-api api.example.ro",
    );
  });

  it("names the feeds too (issue 28): a build that lost its FEEDS_FILE is from another source", () => {
    const withFeeds = sourceOf({ UMBRACO_URL: "https://cms.example.ro", FEEDS_FILE: "config/feeds.json" });
    expect(withFeeds).toBe("umbraco cms.example.ro, feeds feeds.json");
    expect(sourceOf({ UMBRACO_URL: "https://cms.example.ro" })).not.toBe(withFeeds);
  });
});

describe("rebuild settings", () => {
  it("reads MAX_SHRINK as a percentage or a fraction", () => {
    expect(readReleaseSettings({}).MAX_SHRINK).toBe(0.2);
    expect(readReleaseSettings({ MAX_SHRINK: "35%" }).MAX_SHRINK).toBe(0.35);
    expect(readReleaseSettings({ MAX_SHRINK: "0.5" }).MAX_SHRINK).toBe(0.5);
    expect(() => readReleaseSettings({ KEEP_RELEASES: "1" })).toThrow(/KEEP_RELEASES/);
  });
});
