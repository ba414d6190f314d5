/**
 * npm run rollback [-- --to <id>]: switches releases/current back to the
 * release made before the live one (or to `--to`), in the same atomic
 * rename as a rebuild (./releases.ts). The click service follows: its
 * CATALOGUE_IDS and SITE_DIR point through `current`. Run it again to step
 * further back; the next `npm run rebuild` makes a newer release again.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "../build/dirs.ts";
import { writeAttempt } from "./attempt.ts";
import { takeLock } from "./lock.ts";
import { currentRelease, listReleases, previousRelease, switchTo } from "./releases.ts";
import { readReleaseSettings } from "./settings.ts";

const { values } = parseArgs({ options: { to: { type: "string" } } });
const dir = path.resolve(ROOT, readReleaseSettings().RELEASES_DIR);
const startedAt = new Date().toISOString();

const lock = await takeLock(path.join(dir, ".lock"));
if ("heldBy" in lock) {
  console.error(`[rollback] a rebuild (pid ${lock.heldBy}) is running; try again when it is done`);
  process.exit(75);
}
try {
  const live = await currentRelease(dir);
  const target = values.to ?? (await previousRelease(dir));
  if (!target || !(await listReleases(dir)).includes(target)) {
    console.error(`[rollback] ${target ? `no release ${target}` : "no release older than the live one"} in ${dir}`);
    process.exitCode = 1;
  } else {
    await switchTo(dir, target);
    await writeAttempt(dir, {
      startedAt,
      finishedAt: new Date().toISOString(),
      outcome: "rolled-back",
      release: target,
      live: target,
      reasons: [`rolled back from ${live ?? "none"}`],
    });
    console.log(`[rollback] live: ${target} (was ${live ?? "none"})`);
  }
} finally {
  await lock.release();
}
