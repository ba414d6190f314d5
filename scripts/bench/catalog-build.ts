/**
 * The first step of every benchmark: a generated catalogue, served by the CMS
 * stand-in, built by the real build (`npm run build`: scripts/build.ts, which
 * runs `astro build` beside it) into a folder of the benchmark's own, with
 * its wall time and peak memory measured.
 */
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { generateCatalog } from "../catalog/generate.ts";
import { startStandin } from "../standin/server.ts";
import { measureSteps, seconds, type Measured } from "./measure.ts";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const ASTRO_BIN = path.join(ROOT, "node_modules", "astro", "bin", "astro.mjs");
/** `npm run build` (scripts/build.ts, which runs `astro build` beside it), with this Node (a shell's `node` may be an older one). */
export const BUILD_STEPS = [[process.execPath, [path.join(ROOT, "scripts", "build.ts")]]] as const;

export interface CatalogBuildOptions {
  readonly products: number;
  /** Emptied first; the site goes to `work/dist`, the build report to `work/reports`. */
  readonly work: string;
  readonly verbose?: boolean;
}

/** Generates `products` products, builds them through the stand-in, and throws with the build's last output on failure. */
export async function buildGeneratedCatalog({
  products,
  work,
  verbose = false,
}: CatalogBuildOptions): Promise<Measured> {
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const generatedAt = performance.now();
  const content = generateCatalog({ products });
  console.log(`Generated ${products} products in ${seconds(performance.now() - generatedAt)}; building...`);
  const standin = await startStandin({ content });
  try {
    const build = await measureSteps(BUILD_STEPS, {
      cwd: ROOT,
      echo: verbose,
      env: {
        ...process.env,
        UMBRACO_URL: standin.url,
        OUT_DIR: path.join(work, "dist"),
        REPORT_DIR: path.join(work, "reports"),
        CMS_PAGE_SIZE: "500",
        ASTRO_TELEMETRY_DISABLED: "1",
      },
    });
    if (build.exitCode !== 0) {
      console.error(build.output.slice(-4000));
      throw new Error(`The catalogue build failed with exit code ${build.exitCode}`);
    }
    return build;
  } finally {
    await standin.close();
  }
}
