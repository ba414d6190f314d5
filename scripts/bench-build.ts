/**
 * npm run bench:build -- --products 20000
 *
 * Builds a generated catalogue of N products through the CMS stand-in, then,
 * in the same run, a bare Astro project writing the same number of trivial
 * pages, and prints wall time, pages per second and peak memory of both.
 * Targets (issue 2): within 2x of the bare build, under 2 GB peak; a miss
 * sets a failing exit code.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { ASTRO_BIN, buildGeneratedCatalog } from "./bench/catalog-build.ts";
import { mb, measure, seconds } from "./bench/measure.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "20000" },
    "skip-bare": { type: "boolean", default: false },
    verbose: { type: "boolean", default: false },
  },
});
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1) {
  console.error(`--products must be a positive whole number, got "${values.products}"`);
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, "..");
const work = path.join(root, ".bench", `build-${products}`);
const MAX_RATIO = 2;
const MAX_PEAK = 2 * 1024 ** 3;

const site = await buildGeneratedCatalog({ products, work, verbose: values.verbose });
const report = JSON.parse(await readFile(path.join(work, "reports", "build-report.json"), "utf8")) as {
  published: { products: number; pages: number };
};
const pages = report.published.pages;
const rows = [row("catalogue build", site.wallMs, pages, site.peakRssBytes)];
let ratio: number | null = null;
if (!values["skip-bare"]) {
  const bare = await measure(process.execPath, [ASTRO_BIN, "build", "--root", path.join(root, "bench", "bare")], {
    cwd: root,
    echo: values.verbose,
    env: {
      ...process.env,
      BARE_PAGES: String(pages),
      OUT_DIR: path.join(work, "bare-dist"),
      ASTRO_TELEMETRY_DISABLED: "1",
    },
  });
  if (bare.exitCode !== 0) {
    console.error(bare.output.slice(-4000));
    throw new Error(`The bare build failed with exit code ${bare.exitCode}`);
  }
  rows.push(row("bare Astro build", bare.wallMs, pages, bare.peakRssBytes));
  ratio = site.wallMs / bare.wallMs;
}
console.log(`\n${products} products published as ${report.published.products} product pages, ${pages} pages in all\n`);
console.table(rows);
const verdicts = [
  ratio === null
    ? null
    : `time ratio ${ratio.toFixed(2)}x (target <= ${MAX_RATIO}x): ${ratio <= MAX_RATIO ? "ok" : "MISSED"}`,
  `peak memory ${mb(site.peakRssBytes)} (target < ${mb(MAX_PEAK)}): ${site.peakRssBytes < MAX_PEAK ? "ok" : "MISSED"}`,
].filter(Boolean);
console.log(verdicts.join("\n"));
if ((ratio !== null && ratio > MAX_RATIO) || site.peakRssBytes >= MAX_PEAK) process.exitCode = 1;

function row(name: string, wallMs: number, pages: number, peak: number) {
  return {
    build: name,
    "wall time": seconds(wallMs),
    pages,
    "pages/s": Math.round(pages / (wallMs / 1000)),
    "peak memory": mb(peak),
  };
}
