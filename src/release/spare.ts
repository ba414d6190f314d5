/**
 * The release pruned last, kept as the next publish's start (docs/decisions.md#a-pruned-release-recycled): its
 * site, emptied of every file but its keyed pages, is moved into the next rebuild's staging folder, with those
 * pages' keys (src/build/recycle.ts). A publish then has its pages' folders already, and leaves in place each
 * page that is still the live release's, where it made a folder for every page and linked every file
 * (121,000 folders and 221,000 links at 100,000 products), and deleted as many after its switch.
 *
 *   releases/
 *     .spare-pending/   the release pruned last, its files not yet sorted (prepareSpare)
 *     .spare/           ready: its site and its pages' keys (takeSpare)
 */
import { existsSync, readdirSync, rmdirSync, rmSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import { PAGE_KEYS_FILE, RECYCLED_KEYS_FILE, readStoredKeys } from "../build/page-reuse.ts";
import { heldByAnother } from "./lock.ts";
import { REMOVED, SITE } from "./releases.ts";

/** The release pruned last, being readied. */
export const SPARE_PENDING = ".spare-pending";
/** A spare ready for the next rebuild. */
export const SPARE = ".spare";

/** How many files are looked at between two looks at the rebuild lock. */
const BATCH = 500;
/** How often a paused sort looks whether the rebuild holding the lock has ended. */
const PAUSE_MS = 200;

/**
 * Readies the release pruned last (SPARE_PENDING in the releases folder `dir`) as the next publish's start: every
 * file of its site that is not one of its keyed pages deleted, and the folders left empty; then it is the spare
 * (SPARE), in place of an earlier one. With `lock`, the rebuild lock file, it pauses while a rebuild holds it (as
 * removeRemoved does). A release without its pages' keys is no spare: it goes with the releases removed.
 * @returns whether a spare was readied
 */
export async function prepareSpare(dir: string, lock?: string): Promise<boolean> {
  const pending = path.join(dir, SPARE_PENDING);
  if (!existsSync(pending)) return false;
  const keys = await readStoredKeys(pending);
  if (!keys) {
    await setAside(dir, pending);
    return false;
  }
  const keep = new Set(Object.keys(keys.files));
  let looked = 0;
  const step = async () => {
    looked += 1;
    if (!lock || looked % BATCH) return;
    while (heldByAnother(lock)) await setTimeout(PAUSE_MS);
  };
  await sortTree(path.join(pending, SITE), "", keep, step);
  try {
    if (existsSync(path.join(dir, SPARE))) await setAside(dir, path.join(dir, SPARE));
    await rename(pending, path.join(dir, SPARE));
  } catch (error) {
    // Another rebuild readied it meanwhile (both sorted the same files).
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  return true;
}

/**
 * Deletes every file under `folder` (its path in the site: `relative`) not in `keep`, and every folder left
 * empty, calling `step` after each entry; what is gone already is passed over.
 */
async function sortTree(folder: string, relative: string, keep: ReadonlySet<string>, step: () => Promise<void>) {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  let left = entries.length;
  for (const entry of entries) {
    const file = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      await sortTree(path.join(folder, entry.name), file, keep, step);
      if (!existsSync(path.join(folder, entry.name))) left -= 1;
    } else if (!keep.has(file)) {
      rmSync(path.join(folder, entry.name), { force: true });
      left -= 1;
    }
    await step();
  }
  if (left === 0 && relative) rmdirSync(folder);
}

/**
 * Moves the spare, when there is one, into the rebuild's staging folder: its site as the staging site, its pages'
 * keys beside the build's report (RECYCLED_KEYS_FILE). One rename takes it: a spare is taken by one rebuild only.
 * @returns whether it did
 */
export async function takeSpare(dir: string, staging: string): Promise<boolean> {
  const taken = path.join(staging, ".recycled");
  try {
    await rename(path.join(dir, SPARE), taken);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  try {
    await rename(path.join(taken, SITE), path.join(staging, SITE));
    await rename(path.join(taken, PAGE_KEYS_FILE), path.join(staging, RECYCLED_KEYS_FILE));
    return true;
  } catch {
    // Not a whole spare: the staging folder starts empty, as without one.
    await rm(path.join(staging, SITE), { recursive: true, force: true });
    return false;
  } finally {
    await rm(taken, { recursive: true, force: true });
  }
}

/** Sets a folder of `dir` aside with the releases removed (./releases.ts deletes them after the rebuild). */
async function setAside(dir: string, folder: string): Promise<void> {
  await rename(folder, path.join(dir, `${REMOVED}${path.basename(folder)}-${Date.now()}`));
}
