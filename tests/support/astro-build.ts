/**
 * The real build (`npm run build`: src/build/index.ts, which runs `astro build` beside it) for integration tests: run in the repo with only the settings a test gives (nothing
 * inherited from the shell or from vitest), into a temporary OUT_DIR of its own.
 *
 * The OUT_DIR is inside the repo (.cache/builds/), not in the system's tmp: for an OUT_DIR outside the working
 * directory Astro writes its prerender chunks to the shared `.astro/.prerender/`, so two builds at once (two
 * test workers, or a developer's build) delete each other's chunks and fail with "Cannot find module
 * .astro/.prerender/chunks/…". Inside the repo each build keeps them in its own OUT_DIR, where they can still
 * import from node_modules.
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BUILD_ARGS, cacheDirFor } from "../../src/build/dirs.ts";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Settings the build would otherwise inherit from the shell or from vitest. */
const INHERITED =
  /^(UMBRACO_|PRODUCTS_API_URL$|FEEDS_|MAX_SHRINK$|CMS_|MIN_PRODUCTS$|LINK_HEALTH_FILE$|DEAD_LINK_DAYS$|SITE_|MAP_EMBED_URL$|PUBLIC_API_URL$|OUT_DIR$|REPORT_DIR$|REUSE_FROM$|PRODUCTS_READ$|SEARCH_PART_SIZE$|NODE_ENV$|VITEST|TEST$|MODE$|BASE_URL$|DEV$|PROD$|SSR$)/;

export interface BuildRun {
  readonly code: number | null;
  readonly output: string;
}

/** Runs the build as `npm run build` does, in the repo with only the given settings. */
export async function astroBuild(env: Record<string, string>): Promise<BuildRun> {
  return run(BUILD_ARGS, env);
}

function run(args: readonly string[], env: Record<string, string>): Promise<BuildRun> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !INHERITED.test(key)));
  return runNode(args, { ...clean, ASTRO_TELEMETRY_DISABLED: "1", ...env });
}

/** Runs `node …args` in the repo with exactly `env`; resolves its exit code and its output, both streams. */
export function runNode(args: readonly string[], env: NodeJS.ProcessEnv): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

export interface BuildDirs {
  readonly out: string;
  readonly reports: string;
  /** OUT_DIR and REPORT_DIR for astroBuild. */
  readonly env: Record<string, string>;
  /** Removes both, and the cache folder astro.config.mjs derives from OUT_DIR. */
  remove(): Promise<void>;
}

/** Where the temporary builds go (git-ignored). */
export const BUILDS_DIR = path.join(ROOT, ".cache", "builds");

/** A temporary OUT_DIR and REPORT_DIR of one build. */
export async function buildDirs(prefix = "vitrina-build-"): Promise<BuildDirs> {
  await mkdir(BUILDS_DIR, { recursive: true });
  const dir = await mkdtemp(path.join(BUILDS_DIR, prefix));
  const out = path.join(dir, "dist");
  const reports = path.join(dir, "reports");
  return {
    out,
    reports,
    env: { OUT_DIR: out, REPORT_DIR: reports },
    remove: async () => {
      await rm(dir, { recursive: true, force: true });
      await rm(path.join(ROOT, cacheDirFor(out)), { recursive: true, force: true });
    },
  };
}
