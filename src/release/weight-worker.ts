/**
 * The page-weight guard in a worker thread of the rebuild (./rebuild.ts): it gzips every page it measures, on the
 * thread it runs on, and the link guard parses pages on the rebuild's own; in one thread they took their sum, here
 * the machine's two cores take them at once (docs/decisions.md#a-publish-indexes-only-what-changed).
 */
import { parentPort, Worker, workerData } from "node:worker_threads";
import { pageWeightProblems, type PageWeightVerdict } from "./guards.ts";

interface WeightWork {
  readonly site: string;
  readonly cacheFile: string;
}

/** Runs pageWeightProblems(site, cacheFile) in a worker; rejects when the worker fails or stops without a verdict. */
export function pageWeightInWorker(site: string, cacheFile: string): Promise<PageWeightVerdict> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { site, cacheFile } satisfies WeightWork });
    let verdict: PageWeightVerdict | undefined;
    worker.once("message", (message: PageWeightVerdict) => (verdict = message));
    worker.once("error", reject);
    worker.once("exit", (code) =>
      verdict ? resolve(verdict) : reject(new Error(`The page-weight worker stopped (exit code ${code})`)),
    );
  });
}

if (parentPort && (workerData as WeightWork | null)?.site) {
  const work = workerData as WeightWork;
  parentPort.postMessage(await pageWeightProblems(work.site, work.cacheFile));
}
