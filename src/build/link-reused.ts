/**
 * The runner's half of reusing an earlier build's pages (./page-reuse.ts): each file Astro was not given,
 * hard-linked from the earlier site into this one while Astro renders the rest. A link costs no copy and no
 * disk: a release's files are never written again once it is built, so two releases may share them. Across
 * file systems (a link cannot), the file is copied.
 */
import { copyFile, link, mkdir } from "node:fs/promises";
import path from "node:path";
import pLimit from "p-limit";
import { step } from "./step.ts";

/** Links made at once. */
const LINKS_AT_ONCE = 32;

export interface ReusedFiles {
  /** Links `files` (relative) of the site folder `from` into the output folder. */
  add(from: string, files: readonly string[]): void;
  /** How many files were added so far. */
  count(): number;
  /** Resolves to how many files were linked once every one added is; rejects with the first that failed. */
  done(): Promise<number>;
}

export function linkReusedFiles(outDir: string): ReusedFiles {
  const limit = pLimit(LINKS_AT_ONCE);
  const folders = new Map<string, Promise<unknown>>();
  const links: Promise<void>[] = [];
  const linkOne = async (source: string, target: string) => {
    try {
      await link(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      await copyFile(source, target);
    }
  };
  return {
    add(from, files) {
      for (const file of files) {
        const target = path.join(outDir, file);
        const folder = path.dirname(target);
        let made = folders.get(folder);
        if (!made) {
          made = limit(() => mkdir(folder, { recursive: true }));
          folders.set(folder, made);
        }
        const linked = made.then(() => limit(() => linkOne(path.join(from, file), target)));
        // Awaited in done(); not an unhandled rejection before then.
        linked.catch(() => undefined);
        links.push(linked);
      }
    },
    count: () => links.length,
    async done() {
      await Promise.all(links);
      return links.length;
    },
  };
}

/** The build's step once Astro has exited: every reused file linked (none left in flight), and how many. */
export const linkReused = (reused: ReusedFiles): Promise<number> =>
  step(
    "link-reused",
    () => reused.done(),
    (count) => `${count} files linked from the earlier build`,
  );
