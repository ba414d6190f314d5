/**
 * A process's work beside a build's renderer, made to wait for it: Linux sets a priority per thread, and a thread
 * or child process takes its parent's, so what the process runs and starts from now on runs below the processes it
 * started before (Astro; the build, for a rebuild).
 */
import { readdirSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

/** Where Linux lists this process's threads, by id: setPriority sets one thread's when given its id. */
const THREADS = "/proc/self/task";

/** How much lower the work beside Astro runs (niceness: 0 by default, 19 the lowest priority). */
export const NICENESS_ADDED = 10;

/**
 * Lowers the priority of this thread and of every other thread of the process by `added`: libuv's pool, where the
 * file calls run (a release's removal, the caches' reads and writes), started with the first of them, would keep
 * its own. Relative, so that a process already started nicer never asks for a higher priority (which needs
 * privileges). Where the system does not list a process's threads, this thread alone.
 */
export function lowerPriority(added = NICENESS_ADDED): void {
  // Id 0 is the calling thread: elsewhere than Linux, setPriority's is the whole process's.
  let threads = [0];
  try {
    threads = readdirSync(THREADS).map(Number);
  } catch {
    // Not Linux.
  }
  for (const thread of threads) {
    try {
      setPriority(thread, Math.min(19, getPriority(thread) + added));
    } catch (error) {
      // A thread that ended meanwhile (Node's SystemError says the system's code in `info`).
      if ((error as { info?: { code?: string } }).info?.code !== "ESRCH") throw error;
    }
  }
}
