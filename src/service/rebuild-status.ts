/**
 * The rebuild as GET /api/health shows it: the last attempt, as
 * `npm run rebuild` recorded it (src/release/attempt.ts), and whether this
 * instance has one waiting or running.
 */
import path from "node:path";
import { ROOT } from "../build/dirs.ts";
import { readAttempt, type RebuildAttempt } from "../release/attempt.ts";
import type { SchedulerState } from "./rebuild-scheduler.ts";

export interface RebuildStatus {
  readonly lastAttempt: RebuildAttempt | null;
  readonly scheduled: boolean;
  readonly running: boolean;
  /** "local" or "github": where a publish is built. */
  readonly builds: "local" | "github" | "off";
}

export function rebuildStatus(
  releasesDir: string,
  state: () => SchedulerState,
  builds: RebuildStatus["builds"],
): () => Promise<RebuildStatus> {
  // Where `npm run rebuild` puts it: RELEASES_DIR is relative to the project.
  const dir = path.resolve(ROOT, releasesDir);
  return async () => ({ lastAttempt: await readAttempt(dir), ...pick(state()), builds });
}

const pick = ({ scheduled, running }: SchedulerState) => ({ scheduled, running });
