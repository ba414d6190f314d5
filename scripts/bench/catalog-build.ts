/**
 * The first step of every benchmark: a generated catalogue, served by the CMS
 * stand-in, built by the real build (`npm run build`: src/build/index.ts,
 * which runs `astro build` beside it) into a folder of the benchmark's own,
 * with its wall time and peak memory measured.
 */
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { BUILD_ARGS, cacheDirFor } from "../../src/build/dirs.ts";
import { generateCatalog } from "../catalog/generate.ts";
import { startStandin } from "../standin/server.ts";
import { measure, seconds, settleDisk, type Measured } from "./measure.ts";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const ASTRO_BIN = path.join(ROOT, "node_modules", "astro", "bin", "astro.mjs");

export interface CatalogBuildOptions {
  readonly products: number;
  /** Emptied first; the site goes to `work/dist`, the build report to `work/reports`. */
  readonly work: string;
  readonly verbose?: boolean;
  /** Settings added to the build's. */
  readonly env?: Readonly<Record<string, string>>;
}

/** A generated catalogue of `products` products, served by the stand-in until `close()`. */
export async function serveGeneratedCatalog(products: number): Promise<{ url: string; close(): Promise<void> }> {
  const generatedAt = performance.now();
  const content = generateCatalog({ products });
  console.log(`Generated ${products} products in ${seconds(performance.now() - generatedAt)}`);
  return startStandin({ content });
}

/** Builds the catalogue the stand-in at `url` serves into `work` (emptied first); throws with the build's last output on failure. */
export async function buildCatalogue(
  url: string,
  work: string,
  verbose = false,
  env: Readonly<Record<string, string>> = {},
): Promise<Measured> {
  const outDir = path.join(work, "dist");
  await Promise.all([
    rm(work, { recursive: true, force: true }),
    // A cache of its own per output folder (src/build/dirs.ts): each run reads the catalogue afresh, as a deploy does.
    rm(path.join(ROOT, cacheDirFor(outDir)), { recursive: true, force: true }),
  ]);
  await mkdir(work, { recursive: true });
  settleDisk();
  const build = await measure(process.execPath, [...BUILD_ARGS], {
    cwd: ROOT,
    echo: verbose,
    env: {
      ...process.env,
      UMBRACO_URL: url,
      OUT_DIR: outDir,
      REPORT_DIR: path.join(work, "reports"),
      CMS_PAGE_SIZE: "500",
      ASTRO_TELEMETRY_DISABLED: "1",
      ...env,
    },
  });
  if (build.exitCode !== 0) {
    console.error(build.output.slice(-4000));
    throw new Error(`The catalogue build failed with exit code ${build.exitCode}`);
  }
  return build;
}

/** Generates `products` products, serves them and builds them once. */
export async function buildGeneratedCatalog({
  products,
  work,
  verbose = false,
  env = {},
}: CatalogBuildOptions): Promise<Measured> {
  const standin = await serveGeneratedCatalog(products);
  try {
    console.log("Building...");
    return await buildCatalogue(standin.url, work, verbose, env);
  } finally {
    await standin.close();
  }
}
