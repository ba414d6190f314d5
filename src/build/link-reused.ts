/**
 * The runner's half of reusing an earlier build's pages (./page-reuse.ts): each file Astro was not given,
 * hard-linked from the earlier site into this one while Astro renders the rest. A link costs no copy and no
 * disk: a release's files are never written again once it is built, so two releases may share them. Across
 * file systems (a link cannot), the file is copied.
 */
import { copyFileSync, linkSync, mkdirSync } from "node:fs";
import path from "node:path";
import { step } from "./step.ts";

/**
 * Files linked in one turn of the event loop. Each link is a system call and no more: made in turn, not as a
 * promise each through libuv's thread pool, which cost the runner more than the calls themselves and came last
 * in a publish's work beside Astro (docs/decisions.md#reused-pages-are-linked-not-copied).
 */
const LINKS_AT_ONCE = 1_000;

export interface ReusedFiles {
  /** Links `files` (relative) of the site folder `from` into the output folder. */
  add(from: string, files: readonly string[]): void;
  /** How many files were added so far. */
  count(): number;
  /** Resolves to how many files were linked once every one added is; rejects with the first that failed. */
  done(): Promise<number>;
}

export function linkReusedFiles(outDir: string): ReusedFiles {
  const pending: { readonly from: string; readonly file: string }[] = [];
  const folders = new Set<string>();
  let linked = 0;
  let failure: unknown = null;
  let draining: Promise<void> | null = null;
  const linkOne = (source: string, target: string) => {
    try {
      linkSync(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      copyFileSync(source, target);
    }
  };
  const drain = async () => {
    try {
      while (linked < pending.length) {
        const end = Math.min(pending.length, linked + LINKS_AT_ONCE);
        for (; linked < end; linked += 1) {
          const { from, file } = pending[linked]!;
          const target = path.join(outDir, file);
          const folder = path.dirname(target);
          if (!folders.has(folder)) {
            mkdirSync(folder, { recursive: true });
            folders.add(folder);
          }
          linkOne(path.join(from, file), target);
        }
        // The runner's messages (Astro's, the worker's) are heard between batches.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      failure = error;
    }
  };
  /** Links what is pending, unless a link failed or it is being linked; cleared once done (a turn later). */
  const start = () => {
    if (failure || draining || linked === pending.length) return;
    draining = drain().finally(() => (draining = null));
  };
  return {
    add(from, files) {
      for (const file of files) pending.push({ from, file });
      start();
    },
    count: () => pending.length,
    async done() {
      for (start(); draining; start()) await draining;
      if (failure) throw failure;
      return pending.length;
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
