/**
 * The rebuild as GET /api/health shows it: the release live here, the last attempt, as
 * `npm run rebuild` recorded it (src/release/attempt.ts), and whether this
 * instance has one waiting or running.
 */
import path from "node:path";
import { ROOT } from "../build/dirs.ts";
import { readAttempt, type RebuildAttempt } from "../release/attempt.ts";
import { currentRelease, readRelease, type ReleaseInfo } from "../release/releases.ts";
import type { SchedulerState } from "./rebuild-scheduler.ts";

export interface RebuildStatus {
  /** The release live here (releases/current): its id, source, products and when it was made; absent when none. */
  readonly live?: ReleaseInfo;
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
  return async () => {
    const id = await currentRelease(dir);
    const live = id ? await readRelease(dir, id) : null;
    return {
      ...(live ? { live } : {}),
      lastAttempt: await readAttempt(dir),
      ...pick(state()),
      builds,
    };
  };
}

const pick = ({ scheduled, running }: SchedulerState) => ({ scheduled, running });
