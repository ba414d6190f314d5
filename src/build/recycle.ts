/**
 * A publish whose output folder starts as an older release's pages, not empty (docs/decisions.md#a-pruned-release-
 * recycled): the rebuild moves the site of the release it pruned last into its staging folder (src/release/spare.ts),
 * emptied of every file but its keyed pages, with their keys beside the build's report (RECYCLED_KEYS_FILE). Its
 * folders are there already: a site of 100,000 products has 121,000, and a folder costs the disk ten links' time.
 *
 * Each of its files is shared with other releases (hard links, ./link-reused.ts), so none is ever written: a page
 * Astro renders is unlinked first, and one this build has no more is unlinked at the end (./page-reuse.ts); a page
 * taken from the earlier build is left where it is when it is that build's page already (pagesInPlace), and
 * replaced by a link otherwise (here).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { emptyFolder, type BuildDirs } from "./dirs.ts";
import { pageFolders, pagesInPlace, readStoredKeys, RECYCLED_KEYS_FILE } from "./page-reuse.ts";

export interface RecycledSite {
  /** Its pages that are the earlier build's as they are (relative to the site). */
  readonly inPlace: ReadonlySet<string>;
  /** Its pages' folders, and every folder above them (relative, parents first): there already. */
  readonly folders: readonly string[];
}

/**
 * The recycled site in a publish's output folder, when the rebuild put one there (its keys in `reportDir`), for a
 * build from the earlier one `from` (its report folder) with `code`; null when there is none.
 */
export async function recycledSite(reportDir: string, from: string, code: string): Promise<RecycledSite | null> {
  const recycled = await readStoredKeys(reportDir, RECYCLED_KEYS_FILE);
  if (!recycled) return null;
  const files = Object.keys(recycled.files);
  console.log(`[recycle] the output folder starts as an older release's ${files.length} pages`);
  return { inPlace: pagesInPlace(recycled, await readStoredKeys(from), code), folders: pageFolders(files) };
}

/**
 * The folders `a` and `b` (each parents first, as pageFolders gives them), parents first.
 * @example joinFolders(["a", "a/b"], ["a", "c"]) // ["a", "a/b", "c"]
 */
export const joinFolders = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])].sort();

/**
 * Readies the output folder of a build from the earlier one `from` (its report folder), if any, before Astro
 * starts: the recycled site the rebuild put there, with `code`, or else the folder emptied (and undefined).
 */
export function readyOutput(
  dirs: BuildDirs,
  from: string | null,
  code: Promise<string>,
): Promise<RecycledSite | null> | undefined {
  if (!from) return undefined;
  if (existsSync(path.join(dirs.reports, RECYCLED_KEYS_FILE)))
    return code.then((drawn) => recycledSite(dirs.reports, from, drawn));
  emptyFolder(dirs.out);
  return undefined;
}
