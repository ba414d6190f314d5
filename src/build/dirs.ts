/**
 * Folders and files of a build that more than one program must agree on:
 * Astro's config, the build's runner (./index.ts) and the Astro process it
 * starts, and the test and benchmark helpers that clean up after a build.
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Settings } from "../lib/settings.ts";

/** The project's root: OUT_DIR, REPORT_DIR and the cache folder are relative to it. */
export const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * One cache folder per output folder, so that builds of different catalogues (tests, benchmarks) never share a
 * data store. Relative to the project's root.
 * @example cacheDirFor("dist") // "node_modules/.astro/dist"
 */
export function cacheDirFor(outDir: string): string {
  return `node_modules/.astro/${outDir.replace(/[^\w.-]+/g, "_")}`;
}

/**
 * `env` with Node's compile cache on (NODE_COMPILE_CACHE, unless set): each process of a publish (the rebuild, the
 * build's runner, Astro's, their workers) strips and compiles the same TypeScript modules again, some half a second
 * each, which the cache saves from the second publish on (docs/decisions.md#what-a-publish-costs).
 */
export function withCompileCache(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...env,
    NODE_COMPILE_CACHE: env["NODE_COMPILE_CACHE"] || path.join(ROOT, "node_modules/.cache/node-compile"),
  };
}

/**
 * `node`'s arguments for the build (./index.ts), as `npm run build` gives them: V8's young generation capped in the
 * runner, as in Astro's process (./render.ts). Left to itself V8 sizes it from the machine's memory, and the
 * runner's stayed some 130 MB larger through a 100,000-product render, beside Astro and Pagefind
 * (docs/decisions.md#the-builds-memory-and-time).
 */
export const BUILD_ARGS = ["--max-semi-space-size=16", path.join(ROOT, "src/build/index.ts")] as const;

/** The catalogue's products that `astro build` hands over in its cache folder (./read-catalogue.ts). */
export const CATALOG_HANDOFF_FILE = "catalogue.ndjson";

/** Beside it, what the build's report says of the catalogue read (./report.ts's CatalogueTally). */
export const CATALOG_TALLY_FILE = "catalogue-tally.json";

/** The search documents, in the order Pagefind is to take them (./product-worker.ts to ./index-search.ts). */
export const SEARCH_DOCUMENTS_FILE = "search-documents.ndjson";

/** The absolute folders of the build these settings describe, and where its search documents are handed over. */
export interface BuildDirs {
  readonly out: string;
  readonly reports: string;
  readonly documents: string;
}

/**
 * Empties `folder` (made when missing) but its `.git`, as Astro empties its output folder before a build.
 * @example emptyFolder("/work/releases/.staging/site")
 */
export function emptyFolder(folder: string): void {
  mkdirSync(folder, { recursive: true });
  for (const entry of readdirSync(folder)) {
    if (entry !== ".git") rmSync(path.join(folder, entry), { recursive: true, force: true });
  }
}

export function buildDirs(settings: Pick<Settings, "OUT_DIR" | "REPORT_DIR">): BuildDirs {
  return {
    out: path.resolve(ROOT, settings.OUT_DIR),
    reports: path.resolve(ROOT, settings.REPORT_DIR),
    documents: path.join(ROOT, cacheDirFor(settings.OUT_DIR), SEARCH_DOCUMENTS_FILE),
  };
}
