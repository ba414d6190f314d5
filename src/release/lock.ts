/**
 * One rebuild at a time on a machine: a lock file holding the pid of the
 * rebuild that runs. A second one exits at once (./rebuild.ts, exit code
 * 75); a lock left by a process that died is taken over. Several service
 * instances on several machines agree through PostgreSQL instead
 * (src/service/rebuild-lock.ts).
 */
import { readFileSync } from "node:fs";
import { open, rm } from "node:fs/promises";

/** Takes the lock, or answers the pid that holds it. */
export async function takeLock(file: string): Promise<{ release: () => Promise<void> } | { heldBy: number }> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      return { release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = liveHolder(file);
      if (pid !== null) return { heldBy: pid };
      await rm(file, { force: true });
    }
  }
  return { heldBy: -1 };
}

/**
 * Whether another live process holds the lock in `file` now: what waits for a rebuild to end without taking the lock
 * (the deletion of pruned releases, ./releases.ts) asks this often, so it is synchronous and cheap.
 */
export function heldByAnother(file: string): boolean {
  const pid = liveHolder(file);
  return pid !== null && pid !== process.pid;
}

/** The pid written in `file` when that process runs; null without a file, a pid, or a live process. */
function liveHolder(file: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
  return pid > 0 && isAlive(pid) ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
