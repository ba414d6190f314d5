/**
 * What a rebuild tells the world outside this machine: the CDN, through
 * DEPLOY_COMMAND run with the release's site folder (docs/deploy.md), and the
 * owner, through NOTIFY_URL, which receives a short JSON when a rebuild fails
 * or is refused, goes live with pages reported over their budgets, or a
 * rollback changes what is live.
 */
import { spawn } from "node:child_process";
import type { RebuildAttempt } from "./attempt.ts";

/**
 * Runs `command` in a shell with the site folder appended as its last argument (and in RELEASE_SITE_DIR).
 * @returns null when it succeeded, else why not
 */
export function runDeploy(command: string, siteDir: string, releaseDir: string): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(`${command} "$RELEASE_SITE_DIR"`, {
      shell: true,
      stdio: "inherit",
      env: { ...process.env, RELEASE_SITE_DIR: siteDir, RELEASE_DIR: releaseDir },
    });
    child.on("error", (error) => resolve(`the deploy command could not start: ${error.message}`));
    child.on("close", (code, signal) =>
      resolve(code === 0 ? null : `the deploy command failed (${signal ?? `exit code ${code}`})`),
    );
  });
}

/** Posts the attempt to NOTIFY_URL; a notification that fails is logged, never fatal. */
export async function notify(url: string, attempt: RebuildAttempt, site: string): Promise<void> {
  const said = [...attempt.reasons, ...(attempt.warnings ?? [])].join("; ");
  const body = {
    text: `Vitrina: ${attempt.outcome === "rolled-back" ? "rollback" : "rebuild"} ${attempt.outcome}${said ? `: ${said}` : ""} (live: ${attempt.live ?? "none"})`,
    site,
    outcome: attempt.outcome,
    reasons: attempt.reasons,
    warnings: attempt.warnings ?? [],
    live: attempt.live,
    at: attempt.finishedAt,
  };
  try {
    const answer = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!answer.ok) console.error(`[notify] ${new URL(url).host} answered ${answer.status}`);
  } catch (error) {
    console.error(`[notify] could not reach ${new URL(url).host}: ${(error as Error).message}`);
  }
}
