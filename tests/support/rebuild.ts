/**
 * `npm run rebuild` and `npm run rollback` for tests: run in the repo with
 * only the settings a test gives (as tests/support/astro-build.ts runs the
 * build), against a releases folder of their own inside .cache/builds/.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { cacheDirFor } from "../../src/build/dirs.ts";
import { STAGING, SITE } from "../../src/release/releases.ts";
import { BUILDS_DIR, ROOT, runNode } from "./astro-build.ts";

const INHERITED =
  /^(UMBRACO_|PRODUCTS_API_URL$|CMS_|MIN_PRODUCTS$|LINK_HEALTH_FILE$|DEAD_LINK_DAYS$|LINK_CHECK_|OUT_OF_STOCK_PHRASES$|SITE_|MAP_EMBED_URL$|PUBLIC_API_URL$|OUT_DIR$|REPORT_DIR$|RELEASES_DIR$|DATA_DIR$|DATABASE_URL$|PRICE_HISTORY$|KEEP_RELEASES$|MAX_SHRINK$|DEPLOY_COMMAND$|NOTIFY_URL$|REBUILD_|NODE_ENV$|VITEST|TEST$|MODE$|BASE_URL$|DEV$|PROD$|SSR$)/;

/**
 * The environment of a script run by a test: the test's settings, nothing inherited from the shell or vitest.
 * A rebuild keeps its price history (issue 15) in the service's store: beside the test's releases, unless the
 * test names one, so that no two tests share a history.
 */
export function scriptEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !INHERITED.test(key)));
  const data = env["RELEASES_DIR"] ? { DATA_DIR: `${env["RELEASES_DIR"]}-data` } : {};
  return { ...clean, ASTRO_TELEMETRY_DISABLED: "1", ...data, ...env };
}

export function runScript(script: "rebuild" | "rollback", args: readonly string[], env: Record<string, string>) {
  return runNode([path.join(ROOT, `src/release/${script}.ts`), ...args], scriptEnv(env));
}

/** A releases folder of its own; `remove()` deletes it and the Astro cache its staging build made. */
export async function releasesDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  await mkdir(BUILDS_DIR, { recursive: true });
  const dir = path.join(await mkdtemp(path.join(BUILDS_DIR, "vitrina-releases-")), "releases");
  return {
    dir,
    remove: async () => {
      await rm(path.dirname(dir), { recursive: true, force: true });
      const staging = path.relative(ROOT, path.join(dir, STAGING, SITE));
      await rm(path.join(ROOT, cacheDirFor(staging)), { recursive: true, force: true });
    },
  };
}
