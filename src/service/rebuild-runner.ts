/**
 * What a scheduled rebuild does (./rebuild-scheduler.ts decides when):
 * - with GITHUB_REPOSITORY and GITHUB_TOKEN, a `repository_dispatch` to the
 *   repository, whose workflow (.github/workflows/rebuild.yml) builds and
 *   deploys, one run at a time;
 * - otherwise `npm run rebuild` on this machine, one instance at a time:
 *   under a PostgreSQL advisory lock when DATABASE_URL is set (several
 *   instances, one database), else under the rebuild's own lock file, which
 *   makes a second rebuild exit at once with 75: it is tried again a little
 *   later, so that a publish it was for is not lost.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { withCompileCache } from "../build/dirs.ts";
import { REBUILD_DONE, type RebuildDone } from "../release/attempt.ts";
import type { RebuildSettings } from "./rebuild-settings.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const REBUILD = path.join(ROOT, "src/release/rebuild.ts");
/** The exit code of a rebuild that found another one running (src/release/rebuild.ts). */
const LOCKED = 75;
/** Any fixed number; every instance must use the same one. "vitrina:rebuild" as two 32-bit halves. */
const ADVISORY_LOCK: readonly [number, number] = [0x76697472, 0x72626c64];

export type Log = (message: string) => void;

/** POSTs a `repository_dispatch` of type `cms-publish` (GitHub answers 204). */
export async function dispatchToGitHub(settings: RebuildSettings, payload: Record<string, unknown>): Promise<void> {
  const url = `${settings.GITHUB_API_URL.replace(/\/+$/, "")}/repos/${settings.GITHUB_REPOSITORY}/dispatches`;
  const answer = await fetch(url, {
    method: "POST",
    headers: {
      Accept: "application/vnd.github+json",
      Authorization: `Bearer ${settings.GITHUB_TOKEN}`,
      "X-GitHub-Api-Version": "2022-11-28",
      "Content-Type": "application/json",
      "User-Agent": "vitrina-click-service",
    },
    body: JSON.stringify({ event_type: "cms-publish", client_payload: payload }),
    signal: AbortSignal.timeout(15_000),
  });
  if (answer.status !== 204 && !answer.ok) {
    throw new Error(`repository_dispatch to ${settings.GITHUB_REPOSITORY} answered ${answer.status}`);
  }
}

/** What a scheduled build is asked to do beyond the usual. */
export interface BuildRequest {
  /** Read every product from Umbraco again (a media item changed), not only those changed since the live release. */
  readonly readAll: boolean;
  /** Items Umbraco's webhooks said were unpublished or deleted: the build leaves them out, not reading every product. */
  readonly gone?: readonly string[];
}

/** The arguments of `npm run rebuild` for `request`. */
export const rebuildArgs = (request: BuildRequest): string[] => [
  ...(request.readAll ? ["--read-all"] : []),
  ...(request.gone?.length ? [`--gone=${request.gone.join(",")}`] : []),
];

/**
 * Runs `npm run rebuild` once with `args`; resolves to its exit code as soon as it says it is done, not when it
 * exits: it goes on deleting the releases it pruned (some 340,000 files at 100,000 products), pausing while the
 * next rebuild holds the lock, and a publish must not wait for that (docs/decisions.md#a-pruned-release-deleted-aside).
 * `script` is the rebuild's entry point (tests give another).
 */
export function runRebuild(
  env: NodeJS.ProcessEnv,
  log: Log,
  args: readonly string[] = [],
  script = REBUILD,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: withCompileCache(env),
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    let last = "";
    const keep = (chunk: Buffer) => {
      last = (last + chunk.toString()).slice(-2_000);
    };
    let done = false;
    // The code it says it is done with is the code it exits with: the log says "exited" either way.
    const end = (code: number) => {
      if (done) return;
      done = true;
      const line = last.trim().split("\n").at(-1) ?? "";
      log(`rebuild exited with ${code}: ${line}`);
      resolve(code);
    };
    // Piped, as asked above: with an IPC channel among them, Node's types no longer promise it.
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.on("message", (message: RebuildDone) => {
      if (message.kind !== REBUILD_DONE) return;
      end(message.code);
    });
    child.on("error", reject);
    child.on("close", (code) => end(code ?? 1));
  });
}

/** Holds PostgreSQL's advisory lock while `run` runs: instances sharing the database build one after another. */
export async function underAdvisoryLock<T>(databaseUrl: string, run: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1, $2)", [...ADVISORY_LOCK]);
    try {
      return await run();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1, $2)", [...ADVISORY_LOCK]);
    }
  } finally {
    await client.end();
  }
}

export interface LocalBuildOptions {
  readonly databaseUrl?: string | undefined;
  readonly retryMs: number;
  readonly log: Log;
  /** The rebuild itself, given its arguments; `npm run rebuild` by default (tests give a stand-in). */
  readonly rebuild?: (args: readonly string[]) => Promise<number>;
}

/** How many times a rebuild that found the lock taken is tried again. */
const LOCK_TRIES = 20;

/**
 * The build of this machine: under the advisory lock when there is a database, retried while another holds the
 * file lock. Rejects when the rebuild did not switch a release (refused, failed, or locked out every time), so
 * that what it was asked to do is asked again of the next one (./rebuild-hooks.ts).
 */
export function localBuild(options: LocalBuildOptions): (request: BuildRequest) => Promise<void> {
  const rebuild = options.rebuild ?? ((args: readonly string[]) => runRebuild(process.env, options.log, args));
  const once = async (request: BuildRequest) => {
    for (let attempt = 0; attempt < LOCK_TRIES; attempt += 1) {
      const code = await rebuild(rebuildArgs(request));
      if (code === 0) return;
      if (code !== LOCKED) throw new Error(`npm run rebuild exited with ${code}: the live release stays`);
      options.log("another rebuild holds the lock; trying again when it may be done");
      await new Promise((resolve) => setTimeout(resolve, options.retryMs));
    }
    throw new Error(`another rebuild held the lock through ${LOCK_TRIES} tries`);
  };
  const { databaseUrl } = options;
  return databaseUrl ? (request) => underAdvisoryLock(databaseUrl, () => once(request)) : once;
}
