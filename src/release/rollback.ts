/**
 * npm run rollback [-- --to <id>]: makes the release made before the live
 * one (or `--to`) live again, wherever the site is deployed: DEPLOY_COMMAND
 * runs with that release's site, as a rebuild's does (./outside.ts), then
 * releases/current is switched in the same atomic rename as a rebuild
 * (./releases.ts). The click service follows: its CATALOGUE_IDS and SITE_DIR
 * point through `current`. A failed deploy switches nothing. Run it again to
 * step further back; the next `npm run rebuild` makes a newer release again.
 * Exit codes: 0 rolled back, 1 no such release or the deploy failed, 75
 * a rebuild holds the lock.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "../build/dirs.ts";
import { siteUrl, readSettings } from "../lib/settings.ts";
import { writeAttempt, type RebuildAttempt } from "./attempt.ts";
import { takeLock } from "./lock.ts";
import { notify, runDeploy } from "./outside.ts";
import { currentRelease, listReleases, previousRelease, SITE, switchTo } from "./releases.ts";
import { readReleaseSettings } from "./settings.ts";

const { values } = parseArgs({ options: { to: { type: "string" } } });
const release = readReleaseSettings();
const dir = path.resolve(ROOT, release.RELEASES_DIR);
const startedAt = new Date().toISOString();

const lock = await takeLock(path.join(dir, ".lock"));
if ("heldBy" in lock) {
  console.error(`[rollback] a rebuild (pid ${lock.heldBy}) is running; try again when it is done`);
  process.exit(75);
}
let attempt: RebuildAttempt | null = null;
try {
  const live = await currentRelease(dir);
  const target = values.to ?? (await previousRelease(dir));
  if (!target || !(await listReleases(dir)).includes(target)) {
    console.error(`[rollback] ${target ? `no release ${target}` : "no release older than the live one"} in ${dir}`);
    process.exitCode = 1;
  } else {
    const failed = release.DEPLOY_COMMAND
      ? await runDeploy(release.DEPLOY_COMMAND, path.join(dir, target, SITE), path.join(dir, target))
      : null;
    if (!failed) await switchTo(dir, target);
    attempt = {
      startedAt,
      finishedAt: new Date().toISOString(),
      outcome: failed ? "failed" : "rolled-back",
      release: target,
      live: failed ? live : target,
      reasons: failed ? [`rollback to ${target}: ${failed}`] : [`rolled back from ${live ?? "none"}`],
    };
    await writeAttempt(dir, attempt);
    if (failed) {
      console.error(`[rollback] ${failed}; the live release (${live ?? "none"}) unchanged`);
      process.exitCode = 1;
    } else {
      console.log(`[rollback] live: ${target} (was ${live ?? "none"})`);
    }
  }
} finally {
  await lock.release();
}
if (attempt && release.NOTIFY_URL) await notify(release.NOTIFY_URL, attempt, siteName());

/** The site the notification names (SITE_URL); a rollback never fails for a setting only a build needs. */
function siteName(): string {
  try {
    return siteUrl(readSettings()).href;
  } catch {
    return process.env["SITE_URL"] ?? "";
  }
}
