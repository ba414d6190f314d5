/**
 * The product as `npm start` runs it, for the flows that need both: a real
 * build of the sample made for a click service on a free port of this
 * machine, and the real service (src/service/main.ts, SQLite in a folder of
 * its own) serving it there. Stopped with SIGTERM, as a host stops it.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { ROOT, astroBuild, buildDirs } from "./astro-build.ts";

/** A phone's Chrome: headless Chromium names itself HeadlessChrome, which the service rightly does not count. */
export const SHOPPER_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

/** A port free on 127.0.0.1 right now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

export interface RunningService {
  /** `http://127.0.0.1:PORT`, the site's and the API's origin. */
  readonly origin: string;
  /** The built site the service serves. */
  readonly siteDir: string;
  /** The service's SQLite folder (DATA_DIR): a later build reads its clicks from there. */
  readonly dataDir: string;
  stop(): Promise<void>;
}

/**
 * Builds the sample for a service on a free port, then starts the service
 * on it with `env` added to its settings; resolves once `/api/health` answers.
 */
export async function startSiteAndService(name: string, env: Record<string, string> = {}): Promise<RunningService> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dirs = await buildDirs(`vitrina-${name}-`);
  const data = await mkdtemp(path.join(tmpdir(), `vitrina-${name}-data-`));
  const build = await astroBuild({ ...dirs.env, PUBLIC_API_URL: origin });
  expect(build.code, build.output).toBe(0);
  const service = spawn(process.execPath, [path.join(ROOT, "src/service/main.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_DIR: dirs.out,
      CATALOGUE_IDS: path.join(dirs.reports, "catalogue-ids.json"),
      DATA_DIR: data,
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: "inherit",
  });
  const exited = new Promise((resolve) => service.once("exit", resolve));
  const status = () =>
    fetch(`${origin}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
  for (let tries = 0; (await status()) !== 200; tries++) {
    if (tries > 200 || service.exitCode !== null) throw new Error("the service did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    siteDir: dirs.out,
    dataDir: data,
    stop: async () => {
      service.kill("SIGTERM");
      await exited;
      await rm(data, { recursive: true, force: true });
      await dirs.remove();
    },
  };
}
