/**
 * The rebuild's part in link health (docs/operations.md#partner-links):
 * with `--check-links` (the nightly run) it checks every partner link
 * before it builds, under its lock, so that no two checks write the state
 * at once; and every rebuild gives the state to its build, so that a
 * product left out at night stays out on a publish during the day.
 *
 * The state lives in the releases folder, which the nightly workflow keeps
 * between runs, unless LINK_HEALTH_FILE names another file.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../build/dirs.ts";
import { LINK_HEALTH_FILE_NAME } from "../lib/links/health-file.ts";

/** The check's report, beside the state in the releases folder (the workflow keeps it as an artifact). */
export const LINK_REPORT = "link-report.json";

/** Exit codes of scripts/check-partner-links.ts and what they mean here. */
const OUTCOMES: Readonly<Record<number, string>> = {
  0: "every partner link live or out of stock",
  1: "some partner links dead (see the report)",
  2: "wrong settings: the last state stands",
  3: "no partner link reached at all (our network?): the last state stands",
  4: "the catalogue or the state could not be read: the last state stands",
};

/** The state's file: LINK_HEALTH_FILE (from the repo's folder when relative), else releases/link-health.json. */
export function linkHealthFile(releasesDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const named = env["LINK_HEALTH_FILE"]?.trim();
  return named ? path.resolve(ROOT, named) : path.join(releasesDir, LINK_HEALTH_FILE_NAME);
}

/** The build's LINK_HEALTH_FILE: the state when there is one yet. */
export function linkHealthEnv(file: string): Record<string, string> {
  return existsSync(file) ? { LINK_HEALTH_FILE: file } : {};
}

/**
 * Runs `npm run check:partner-links`, its output on to ours. It never stops
 * the rebuild: a check that could not run leaves the last night's state,
 * and the build goes on with it.
 */
export function checkPartnerLinks(file: string, report: string): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(ROOT, "scripts/check-partner-links.ts"), "--report", report], {
      cwd: ROOT,
      env: { ...process.env, LINK_HEALTH_FILE: file },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const done = (outcome: string) => {
      console.log(`[rebuild] partner links: ${outcome} in ${Math.round(performance.now() - started)} ms`);
      resolve();
    };
    child.on("error", (error) => done(`the check did not start: ${error.message}`));
    child.on("close", (code) => done(OUTCOMES[code ?? -1] ?? `the check broke (exit code ${code})`));
  });
}
