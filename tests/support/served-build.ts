/**
 * An end-to-end test's own site: the sample built with the settings the test
 * gives (./astro-build.ts), served on 127.0.0.1, and a browser to open it.
 */
import type { Browser } from "playwright-core";
import { astroBuild, buildDirs, type BuildDirs } from "./astro-build.ts";
import { launchBrowser } from "./browser.ts";
import { startStaticServer, type StaticServer } from "./static-server.ts";

export interface ServedBuild {
  readonly dirs: BuildDirs;
  readonly server: StaticServer;
  readonly browser: Browser;
  /** Closes the browser and the server and removes the build. */
  close(): Promise<void>;
}

/** Builds the sample with `env` into folders named after `prefix`, serves it and launches a browser. */
export async function serveBuild(prefix: string, env: Record<string, string>): Promise<ServedBuild> {
  const dirs = await buildDirs(prefix);
  const run = await astroBuild({ ...dirs.env, ...env });
  if (run.code !== 0) {
    await dirs.remove();
    throw new Error(`the build failed (${run.code}):\n${run.output.slice(-4000)}`);
  }
  const server = await startStaticServer(dirs.out);
  const browser = await launchBrowser();
  return {
    dirs,
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
      await dirs.remove();
    },
  };
}
