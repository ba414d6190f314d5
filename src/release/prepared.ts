/**
 * The next publish's folders, made ahead. A publish writes and links its pages into the live release's folders, one
 * per page (src/build/link-reused.ts): 24,000 at 20,000 products, 121,000 at 100,000, and a folder costs this file
 * system five times a link (docs/decisions.md#the-next-publishs-folders-made-ahead). Once a release is live, the
 * rebuild makes them in a folder of the releases folder, named for that release, while no rebuild runs:
 *
 *   releases/.prepared-<live id>.<pid>.partial/site/…   being made (it stops when a rebuild takes the lock)
 *   releases/.prepared-<live id>/site/…                 made, every one
 *
 * The next rebuild whose earlier build is that release takes either as its staging folder (whole or partial: the
 * build makes what is missing), and the build keeps them (src/build/prepared-folders.ts). Any other is deleted with
 * the releases pruned (./releases.ts).
 */
import { existsSync, mkdirSync } from "node:fs";
import { readdir, rename } from "node:fs/promises";
import path from "node:path";
import { setImmediate } from "node:timers/promises";
import { markPrepared } from "../build/prepared-folders.ts";
import { earlierPageFolders } from "../build/page-reuse.ts";
import { heldByAnother, isAlive } from "./lock.ts";
import { SITE } from "./releases.ts";

const PREPARED = ".prepared-";
const PARTIAL = /^\.prepared-(.+)\.(\d+)\.partial$/;
/** Folders made between two looks at the rebuild lock. */
const AT_ONCE = 200;

/**
 * Makes the folders of release `live`'s pages for the next publish, unless they are made already. Stops, leaving
 * what it made for that publish to take, as soon as another rebuild holds `lock`.
 * @returns whether every folder is made
 */
export async function prepareFolders(dir: string, live: string, lock: string): Promise<boolean> {
  const done = path.join(dir, `${PREPARED}${live}`);
  if (existsSync(done)) return true;
  const partial = path.join(dir, `${PREPARED}${live}.${process.pid}.partial`);
  const folders = await earlierPageFolders(path.join(dir, live));
  try {
    mkdirSync(path.join(partial, SITE), { recursive: true });
    for (let at = 0; at < folders.length; at += AT_ONCE) {
      if (heldByAnother(lock)) return false;
      for (const folder of folders.slice(at, at + AT_ONCE)) mkdirSync(path.join(partial, SITE, folder));
      await setImmediate();
    }
    if (heldByAnother(lock)) return false;
    await rename(partial, done);
    return true;
  } catch (error) {
    // Taken by the publish that started meanwhile (renamed away, so no folder can be made in it).
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/**
 * Takes the folders made ahead for a publish reusing release `earlier` as its staging folder (`staging`, which must
 * not exist): every one made, else those made so far. Marks them for the build; false when there are none.
 */
export async function takePreparedFolders(dir: string, earlier: string, staging: string): Promise<boolean> {
  const names = await readdir(dir);
  const made = `${PREPARED}${earlier}`;
  const candidates = [
    ...names.filter((name) => name === made).map((name) => ({ name, complete: true })),
    ...names.filter((name) => PARTIAL.exec(name)?.[1] === earlier).map((name) => ({ name, complete: false })),
  ];
  for (const { name, complete } of candidates) {
    try {
      await rename(path.join(dir, name), staging);
    } catch (error) {
      // Finished, or taken, meanwhile: the next one.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    markPrepared(staging, { from: path.join(dir, earlier), complete });
    return true;
  }
  return false;
}

/**
 * Whether `name`, in the releases folder, is folders made ahead that no publish will take: made for another release
 * than `live`, or left half made by a process that has ended.
 */
export function isStalePrepared(name: string, live: string | null): boolean {
  if (!name.startsWith(PREPARED)) return false;
  const partial = PARTIAL.exec(name);
  if (partial) return partial[1] !== live || !isAlive(Number(partial[2]));
  return name !== `${PREPARED}${live}`;
}
