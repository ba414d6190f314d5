/**
 * A build of the sample with PRICE_HISTORY on, over a SQLite store the test has given a past (tests/integration):
 * the reads earlier rebuilds would have made, then the real build, served as the CDN would, and Chromium.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { expect } from "vitest";
import { DAY_MS } from "../../src/lib/prices/history.ts";
import { recordPrices } from "../../src/store/prices.ts";
import { sqlOf } from "../../src/store/sql.ts";
import { openSqliteStore } from "../../src/store/sqlite.ts";
import { astroBuild, buildDirs, type BuildDirs } from "./astro-build.ts";
import { launchBrowser } from "./browser.ts";
import { startStaticServer, type StaticServer } from "./static-server.ts";

/** The built site, served, and the browser to open it in. */
export interface HistorySite {
  readonly server: StaticServer;
  readonly browser: Browser;
  /** The build's output, both streams. */
  readonly output: string;
}

export interface HistoryBuild {
  /** The store's folder (DATA_DIR). */
  readonly dataDir: string;
  /** Records one read of `prices` (bani, by price key) at `daysAgo` days before now, as an earlier rebuild would. */
  readEarlier(prices: Readonly<Record<string, number>>, daysAgo: number): Promise<void>;
  /** Builds the sample over the store with PRICE_HISTORY on (the build must succeed), serves it, starts Chromium. */
  build(): Promise<HistorySite>;
  /** Stops what `build` started and removes the build and the store. */
  close(): Promise<void>;
}

/** A new, empty store for a build named after `name`. */
export async function historyBuild(name: string): Promise<HistoryBuild> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `vitrina-${name}-`));
  let dirs: BuildDirs | undefined;
  let site: HistorySite | undefined;
  return {
    dataDir,
    readEarlier: async (prices, daysAgo) => {
      const store = await openSqliteStore(dataDir);
      try {
        if (!store.connection) throw new Error("the SQLite store shares its connection");
        const reads = Object.entries(prices).map(([productId, price]) => ({ productId, price }));
        await recordPrices(sqlOf(store.connection), reads, Date.now() - daysAgo * DAY_MS);
      } finally {
        await store.close();
      }
    },
    build: async () => {
      dirs = await buildDirs(`${name}-`);
      const build = await astroBuild({ ...dirs.env, PRICE_HISTORY: "on", DATA_DIR: dataDir });
      expect(build.code, build.output).toBe(0);
      site = { server: await startStaticServer(dirs.out), browser: await launchBrowser(), output: build.output };
      return site;
    },
    close: async () => {
      await site?.browser.close();
      await site?.server.close();
      await dirs?.remove();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
