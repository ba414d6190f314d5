/**
 * The runner's half of reusing an earlier build's pages (./page-reuse.ts): each file Astro was not given,
 * hard-linked from the earlier site into this one while Astro renders the rest. A link costs no copy and no
 * disk: a release's files are never written again once it is built, so two releases may share them. Across
 * file systems (a link cannot), the file is copied.
 */
import { copyFileSync, linkSync, mkdirSync, rmdirSync } from "node:fs";
import path from "node:path";
import { step } from "./step.ts";

/**
 * Folders made in one turn of the event loop, ahead of the pages. A folder costs the file system ten links'
 * time (0.1 ms on the 2-core machine): a publish's 24,000 pages are each in a folder of their own.
 */
const FOLDERS_AT_ONCE = 200;

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
  /**
   * Makes `folders` (relative, parents first: page-reuse.ts's pageFolders) in the output folder from now on, a
   * few at a time, while Astro starts: the earlier build's, where this build's pages are most likely to go.
   */
  prepare(folders: readonly string[]): void;
  /**
   * Once every file of the site is written: removes the folders `prepare` made that nothing went into (a product
   * gone or renamed since the earlier build), and how many.
   */
  tidy(): number;
}

export function linkReusedFiles(outDir: string): ReusedFiles {
  const pending: { readonly from: string; readonly file: string }[] = [];
  /** The output's folders made so far (by `prepare` or for a link), absolute. */
  const folders = new Set<string>([outDir]);
  /** Those `prepare` made, relative, and those a file was linked into. */
  let prepared: readonly string[] = [];
  const filled = new Set<string>();
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
          filled.add(folder);
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
  /** Makes the folders, parents first, a batch a turn; one another's already made (the links', Astro's) is kept. */
  const makeFolders = async (relative: readonly string[]) => {
    mkdirSync(outDir, { recursive: true });
    for (let at = 0; at < relative.length && !failure; at += FOLDERS_AT_ONCE) {
      for (const name of relative.slice(at, at + FOLDERS_AT_ONCE)) {
        const folder = path.join(outDir, name);
        if (folders.has(folder)) continue;
        try {
          mkdirSync(folder);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        }
        folders.add(folder);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  let preparing: Promise<void> = Promise.resolve();
  return {
    add(from, files) {
      for (const file of files) pending.push({ from, file });
      start();
    },
    count: () => pending.length,
    async done() {
      await preparing;
      for (start(); draining; start()) await draining;
      if (failure) throw failure;
      return pending.length;
    },
    prepare(relative) {
      prepared = relative;
      preparing = makeFolders(relative).catch((error: unknown) => {
        failure ??= error;
      });
    },
    tidy() {
      let removed = 0;
      // Children before their parents: a parent emptied by its children's removal goes too.
      for (const name of prepared.toReversed()) {
        const folder = path.join(outDir, name);
        if (filled.has(folder)) continue;
        try {
          rmdirSync(folder);
          removed += 1;
        } catch (error) {
          // Astro wrote a page into it, or a folder below it holds one.
          const code = (error as NodeJS.ErrnoException).code;
          if (code !== "ENOTEMPTY" && code !== "EEXIST" && code !== "ENOENT") throw error;
        }
      }
      return removed;
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
