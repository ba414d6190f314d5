/**
 * The last rebuild, kept as a small JSON file in the releases folder:
 * `GET /api/health` shows it (src/service/rebuild-status.ts), so that the
 * owner sees a refused or failed rebuild without reading a CI log.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

export const ATTEMPT_FILE = "last-attempt.json";

export interface RebuildAttempt {
  readonly startedAt: string;
  readonly finishedAt: string;
  /** "switched": live now; "refused": a guard said no; "failed": the build or a step broke; "rolled-back". */
  readonly outcome: "switched" | "refused" | "failed" | "rolled-back";
  /** The release made (or switched to), when there is one. */
  readonly release: string | null;
  /** The live release afterwards. */
  readonly live: string | null;
  /** Why it was refused or failed; empty when it went live. */
  readonly reasons: readonly string[];
  /** What a release that went live was reported for without being refused (pages over their budgets). */
  readonly warnings?: readonly string[];
}

/**
 * What `npm run rebuild` sends the process that started it (an IPC channel; src/service/rebuild-runner.ts) once it
 * is done and has let go of its lock: the exit code it will end with. It goes on to delete the releases it pruned,
 * which the next rebuild need not wait for.
 */
export const REBUILD_DONE = "rebuild-done";
export interface RebuildDone {
  readonly kind: typeof REBUILD_DONE;
  readonly code: number;
}

export async function writeAttempt(dir: string, attempt: RebuildAttempt): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, ATTEMPT_FILE);
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, `${JSON.stringify(attempt, null, 2)}\n`);
  await rename(partial, file);
}

export async function readAttempt(dir: string): Promise<RebuildAttempt | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, ATTEMPT_FILE), "utf8")) as RebuildAttempt;
  } catch {
    return null;
  }
}
