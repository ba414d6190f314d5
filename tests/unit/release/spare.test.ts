/**
 * The release pruned last, kept as the next publish's start (src/release/spare.ts): the newest release pruned is
 * set aside as the spare, emptied of every file but its keyed pages, and moved whole into the next rebuild's staging
 * folder, with its pages' keys beside the report; a release without keys is deleted like any other.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PAGE_KEYS_FILE, RECYCLED_KEYS_FILE, type StoredKeys } from "../../../src/build/page-reuse.ts";
import { pruneReleases, releaseId, removeRemoved, switchTo } from "../../../src/release/releases.ts";
import { prepareSpare, SPARE, SPARE_PENDING, takeSpare } from "../../../src/release/spare.ts";

let dir: string;
const ids = [1, 2, 3].map((day) => releaseId(new Date(Date.UTC(2026, 10, day, 2))));
const KEYED = ["detalii-produs/rochie/index.html", "femei/index.html", "femei/date.json"];
const UNKEYED = ["index.html", "_astro/app.js", "pagefind/fragment/a.pf_fragment", "contact/index.html"];

/** A release: every file of KEYED and UNKEYED in its site, and the keys of KEYED beside it (unless `keyed` is false). */
async function release(id: string, keyed = true): Promise<void> {
  for (const file of [...KEYED, ...UNKEYED]) {
    await mkdir(path.dirname(path.join(dir, id, "site", file)), { recursive: true });
    await writeFile(path.join(dir, id, "site", file), file);
  }
  await writeFile(path.join(dir, id, "build-report.json"), "{}");
  if (!keyed) return;
  const keys: StoredKeys = { code: "c1", site: "site", files: Object.fromEntries(KEYED.map((file) => [file, "k"])) };
  await writeFile(path.join(dir, id, PAGE_KEYS_FILE), JSON.stringify(keys));
}

/** Every file under `folder`, relative, sorted. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "spare-"));
  for (const id of ids) await release(id);
  await switchTo(dir, ids[2]!);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("the release pruned last as a spare", () => {
  it("sets the newest release pruned aside as the spare, the others to be deleted", async () => {
    expect(await pruneReleases(dir, 1, SPARE_PENDING)).toEqual([ids[0], ids[1]]);
    expect(existsSync(path.join(dir, SPARE_PENDING, "site", KEYED[0]!))).toBe(true);
    expect(await readFile(path.join(dir, SPARE_PENDING, PAGE_KEYS_FILE), "utf8")).toContain(KEYED[0]);
    expect((await readdir(dir)).filter((name) => name.startsWith(".removed-"))).toEqual([`.removed-${ids[0]}`]);
  });

  it("leaves a spare being readied alone: the release pruned then goes with the others", async () => {
    await mkdir(path.join(dir, SPARE_PENDING));
    expect(await pruneReleases(dir, 2, SPARE_PENDING)).toEqual([ids[0]]);
    expect(await readdir(path.join(dir, SPARE_PENDING))).toEqual([]);
    expect(existsSync(path.join(dir, `.removed-${ids[0]}`))).toBe(true);
  });

  it("readies it: only its keyed pages are left in its site, and no empty folder", async () => {
    await pruneReleases(dir, 2, SPARE_PENDING);
    expect(await prepareSpare(dir)).toBe(true);
    expect(existsSync(path.join(dir, SPARE_PENDING))).toBe(false);
    expect(await filesUnder(path.join(dir, SPARE, "site"))).toEqual([...KEYED].sort());
    for (const folder of ["_astro", "pagefind", "contact"]) {
      expect(existsSync(path.join(dir, SPARE, "site", folder)), folder).toBe(false);
    }
  });

  it("replaces an earlier spare nobody took, which is then deleted", async () => {
    await pruneReleases(dir, 2, SPARE_PENDING);
    await prepareSpare(dir);
    await writeFile(path.join(dir, SPARE, "site", "marked"), "the earlier spare");
    const newer = releaseId(new Date(Date.UTC(2026, 10, 4, 2)));
    await release(newer);
    await switchTo(dir, newer);
    expect(await pruneReleases(dir, 2, SPARE_PENDING)).toEqual([ids[1]]);
    expect(await prepareSpare(dir)).toBe(true);
    expect(existsSync(path.join(dir, SPARE, "site", "marked"))).toBe(false);
    expect(await filesUnder(path.join(dir, SPARE, "site"))).toEqual([...KEYED].sort());
    await removeRemoved(dir);
    expect((await readdir(dir)).filter((name) => name.startsWith(".removed-"))).toEqual([]);
  });

  it("deletes a release without its pages' keys instead", async () => {
    await rm(path.join(dir, ids[0]!), { recursive: true, force: true });
    await release(ids[0]!, false);
    await pruneReleases(dir, 2, SPARE_PENDING);
    expect(await prepareSpare(dir)).toBe(false);
    expect(existsSync(path.join(dir, SPARE))).toBe(false);
    await removeRemoved(dir);
    expect((await readdir(dir)).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("is taken by one rebuild: its site becomes the staging site, its keys the recycled keys", async () => {
    await pruneReleases(dir, 2, SPARE_PENDING);
    await prepareSpare(dir);
    const staging = path.join(dir, ".staging");
    await mkdir(staging);
    expect(await takeSpare(dir, staging)).toBe(true);
    expect(await filesUnder(path.join(staging, "site"))).toEqual([...KEYED].sort());
    expect(JSON.parse(await readFile(path.join(staging, RECYCLED_KEYS_FILE), "utf8"))).toMatchObject({ code: "c1" });
    expect((await readdir(staging)).sort()).toEqual([RECYCLED_KEYS_FILE, "site"].sort());
    expect(existsSync(path.join(dir, SPARE))).toBe(false);
    // The next rebuild finds none.
    await rm(staging, { recursive: true });
    await mkdir(staging);
    expect(await takeSpare(dir, staging)).toBe(false);
    expect(await readdir(staging)).toEqual([]);
  });
});
