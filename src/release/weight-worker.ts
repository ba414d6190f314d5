/**
 * The page-weight guard in a worker thread of the rebuild (./rebuild.ts): it gzips every page it measures, on the
 * thread it runs on, and the link guard parses pages on the rebuild's own; in one thread they took their sum, here
 * the machine's two cores take them at once (docs/decisions.md#a-publish-indexes-only-what-changed). Started with
 * the build, so that the worker has loaded its modules when the pages are written; it measures when asked.
 */
import { parentPort, Worker, workerData } from "node:worker_threads";
import { pageWeightProblems, type PageWeightVerdict } from "./guards.ts";

interface WeightWork {
  readonly site: string;
  readonly cacheFile: string;
}

export interface WeightWorker {
  /** pageWeightProblems(site, cacheFile, html): `html` the site's HTML files; rejects when the worker fails. */
  check(html: readonly string[]): Promise<PageWeightVerdict>;
  /** Ends the worker without a check (the build failed, or a guard before it refused). */
  stop(): Promise<void>;
}

/** A worker that will weigh the pages of `site` (not built yet) with the cache in `cacheFile`. */
export function startWeightWorker(site: string, cacheFile: string): WeightWorker {
  const worker = new Worker(new URL(import.meta.url), { workerData: { site, cacheFile } satisfies WeightWork });
  let verdict: PageWeightVerdict | undefined;
  const ended = new Promise<PageWeightVerdict>((resolve, reject) => {
    worker.once("message", (message: PageWeightVerdict) => (verdict = message));
    worker.once("error", reject);
    worker.once("exit", (code) =>
      verdict ? resolve(verdict) : reject(new Error(`The page-weight worker stopped (exit code ${code})`)),
    );
  });
  // Awaited by check(); a worker stopped unasked is no failure.
  ended.catch(() => undefined);
  return {
    check(html) {
      worker.postMessage(html);
      return ended;
    },
    async stop() {
      await worker.terminate();
    },
  };
}

if (parentPort && (workerData as WeightWork | null)?.site) {
  const work = workerData as WeightWork;
  const port = parentPort;
  port.once("message", async (html: readonly string[]) => {
    port.postMessage(await pageWeightProblems(work.site, work.cacheFile, html));
    port.close();
  });
}
