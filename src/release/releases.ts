/**
 * The releases folder: one immutable folder per release, and `current`, a
 * symlink to the live one (STYLE.md, "The build and release").
 *
 *   releases/
 *     2026-11-24T02-00-13-120Z/   a release: site/, build-report.json, catalogue-ids.json, release.json
 *     current -> 2026-11-24T02-00-13-120Z
 *     last-attempt.json           the last rebuild, for GET /api/health (./attempt.ts)
 *     .staging/                   the build in progress, or the last refused one (kept to look at)
 *     .lock                       the pid of the rebuild running (./lock.ts)
 *     .link-check.json            what the last link guard read of each page (src/release/site-check/link-cache.ts)
 *     .page-weight.json           what the last page-weight guard measured (src/release/site-check/weight-cache.ts)
 *     .removed-<id>/              a release pruned, its files being deleted after the rebuild
 *
 * A switch makes the new link under a temporary name and renames it over
 * `current`: rename(2) replaces it in one step, so a reader sees the old
 * release or the new one, never none and never half of one.
 */
import { existsSync, readdirSync, rmSync, type Dirent } from "node:fs";
import { readdir, readFile, readlink, rename, rm, symlink } from "node:fs/promises";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import { heldByAnother } from "./lock.ts";

export const CURRENT = "current";
export const STAGING = ".staging";
/** What a release knows of itself, written when it is made. */
export const RELEASE_FILE = "release.json";
/** The site of a release, inside its folder. */
export const SITE = "site";
/** What the link guard read of each page, for the next rebuild's (src/release/site-check/link-cache.ts). */
export const LINK_CACHE_FILE = ".link-check.json";
/** What the page-weight guard measured of each page, for the next rebuild's (src/release/site-check/weight-cache.ts). */
export const WEIGHT_CACHE_FILE = ".page-weight.json";

/** The prefix of a release pruned, until its files are deleted. */
const REMOVED = ".removed-";

/** Release folders are named for when they were made, so that their names sort in time. */
const RELEASE_ID = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/;

export interface ReleaseInfo {
  readonly id: string;
  /** Where its catalogue came from (./source.ts): a release never replaces one of another source unasked. */
  readonly source: string;
  readonly createdAt: string;
  readonly products: number;
  readonly pages: number;
  /** The code and settings it was built with (./manifest.ts); absent in releases made before it was kept. */
  readonly code?: string;
}

/** @example releaseId(new Date("2026-11-24T02:00:13.120Z")) // "2026-11-24T02-00-13-120Z" */
export function releaseId(at: Date): string {
  return at.toISOString().replace(/[:.]/g, "-");
}

export function isReleaseId(name: string): boolean {
  return RELEASE_ID.test(name);
}

/** Every release's id, oldest first. */
export async function listReleases(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && isReleaseId(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** The live release's id, or null when nothing was switched yet. */
export async function currentRelease(dir: string): Promise<string | null> {
  try {
    return path.basename(await readlink(path.join(dir, CURRENT)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export async function readRelease(dir: string, id: string): Promise<ReleaseInfo | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, id, RELEASE_FILE), "utf8")) as ReleaseInfo;
  } catch {
    return null;
  }
}

/** Points `current` at release `id` in one rename. */
export async function switchTo(dir: string, id: string): Promise<void> {
  if (!isReleaseId(id) || !existsSync(path.join(dir, id, SITE))) throw new Error(`no release ${id} in ${dir}`);
  const temporary = path.join(dir, `${CURRENT}.${process.pid}.tmp`);
  await rm(temporary, { force: true });
  // Relative, so that the folder can be moved or mounted elsewhere whole.
  await symlink(id, temporary, "dir");
  await rename(temporary, path.join(dir, CURRENT));
}

/**
 * Removes the oldest releases beyond `keep`; never the live one.
 * @returns the ids removed
 */
export async function pruneReleases(dir: string, keep: number): Promise<string[]> {
  const live = await currentRelease(dir);
  const all = await listReleases(dir);
  const removable = all.filter((id) => id !== live);
  const excess = removable.slice(0, Math.max(0, all.length - keep));
  // Renamed first, in one step each: a release is gone from the list at once, and its many files go after the
  // rebuild has let go of its lock (removeRemoved; docs/decisions.md#the-builds-memory-and-time).
  for (const id of excess) await rename(path.join(dir, id), path.join(dir, `${REMOVED}${id}`));
  return excess;
}

/** How many files and folders are deleted between two looks at the rebuild lock. */
const REMOVED_BATCH = 500;
/** How often a paused deletion looks whether the rebuild holding the lock has ended. */
const REMOVED_PAUSE_MS = 200;

/**
 * Deletes the releases pruneReleases set aside, and any an interrupted rebuild left. With `lock`, the rebuild lock
 * file, it pauses while another rebuild holds it: a release of 100,000 products is some 340,000 files and folders,
 * and deleting them beside the next publish slowed it by half (docs/decisions.md#a-pruned-release-deleted-aside).
 * Two deletions of the same folder (the last rebuild's, resumed, and the next one's) share the work.
 */
export async function removeRemoved(dir: string, lock?: string): Promise<void> {
  const entries = existsSync(dir) ? await readdir(dir) : [];
  let done = 0;
  const step = async () => {
    done += 1;
    if (!lock || done % REMOVED_BATCH) return;
    while (heldByAnother(lock)) await setTimeout(REMOVED_PAUSE_MS);
  };
  for (const name of entries.filter((entry) => entry.startsWith(REMOVED))) {
    await removeTree(path.join(dir, name), step);
  }
}

/** Deletes `folder` a file or folder at a time, calling `step` after each; what is gone already is passed over. */
async function removeTree(folder: string, step: () => Promise<void>): Promise<void> {
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries) {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory()) await removeTree(at, step);
    else rmSync(at, { force: true });
    await step();
  }
  rmSync(folder, { recursive: true, force: true });
}

/** The release made just before the live one (what `npm run rollback` switches to), or null. */
export async function previousRelease(dir: string): Promise<string | null> {
  const live = await currentRelease(dir);
  const older = (await listReleases(dir)).filter((id) => live === null || id < live);
  return older.at(-1) ?? null;
}
