/**
 * npm run bench:build -- --products 20000 [--runs 3] [--skip-bare] [--work DIR] [--verbose]
 *
 * Builds a generated catalogue of N products through the CMS stand-in with
 * the real build (`npm run build`), and a bare Astro project writing as many
 * trivial pages, one after the other, `--runs` times; then prints the median
 * of the runs' time ratios, the median wall times and the peak memory of
 * each (the whole process tree, Pagefind included). Alternating the two
 * builds pairs each of ours with a bare one taken under the same load: the
 * machine is shared, and the load average of each run is printed beside it.
 *
 * Targets (issue 11): at 20,000 products, at most 1.5x the bare build's time
 * and under 1.5 GB; at 100,000 (--skip-bare allowed), under 4 minutes and
 * under 3 GB. A catalogue up to 20,000 products is held to the first, a
 * larger one to the second. Issue 25, what the host takes: the built site's
 * files and its largest file, at most 50,000 files up to 20,000 products and
 * no file over 25 MiB (scripts/lib/site-files.ts). A miss sets a failing exit code.
 */
import { rm } from "node:fs/promises";
import { readFile } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { cacheDirFor } from "../src/build/dirs.ts";
import { ASTRO_BIN, buildCatalogue, ROOT, serveGeneratedCatalog } from "./bench/catalog-build.ts";
import { mb, measure, seconds, settleDisk, type Measured } from "./bench/measure.ts";
import {
  countSiteFiles,
  FILE_TARGET,
  MAX_FILE_BYTES,
  tooLargeFile,
  tooManyFiles,
  type SiteFiles,
} from "./lib/site-files.ts";

const GB = 1024 ** 3;
const TARGETS = [
  { upTo: 20_000, maxRatio: 1.5, maxPeak: 1.5 * GB, maxWallMs: Infinity },
  { upTo: Infinity, maxRatio: Infinity, maxPeak: 3 * GB, maxWallMs: 4 * 60_000 },
] as const;

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "20000" },
    runs: { type: "string", default: "1" },
    "skip-bare": { type: "boolean", default: false },
    work: { type: "string" },
    verbose: { type: "boolean", default: false },
  },
});
const products = Number(values.products);
const runs = Number(values.runs);
for (const [name, value] of [
  ["--products", products],
  ["--runs", runs],
] as const) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(
      `${name} must be a positive whole number, got "${name === "--runs" ? values.runs : values.products}"`,
    );
    process.exit(2);
  }
}
const work = path.resolve(values.work ?? path.join(ROOT, ".bench", `build-${products}`));
const targets = TARGETS.find((target) => products <= target.upTo) ?? TARGETS[1];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

interface Run {
  readonly ours: Measured;
  readonly bare: Measured | null;
  readonly pages: number;
  readonly files: SiteFiles;
}

const standin = await serveGeneratedCatalog(products);
const done: Run[] = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const loadBefore = load();
    const ours = await buildCatalogue(standin.url, path.join(work, "site"), values.verbose);
    const pages = await publishedPages(path.join(work, "site", "reports"));
    const files = await countSiteFiles(path.join(work, "site", "dist"));
    const bare = values["skip-bare"] ? null : await bareBuild(pages);
    done.push({ ours, bare, pages, files });
    console.log(
      `run ${run}/${runs}: ours ${seconds(ours.wallMs)}, ${mb(ours.peakRssBytes)}` +
        (bare ? `; bare ${seconds(bare.wallMs)}, ${mb(bare.peakRssBytes)}` : "") +
        `; load average ${loadBefore} before, ${load()} after`,
    );
  }
} finally {
  await standin.close();
}

const median = (numbers: readonly number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};
const pages = done[0]?.pages ?? 0;
const row = (build: string, measured: readonly Measured[]) => {
  const wall = median(measured.map((one) => one.wallMs));
  return {
    build,
    "median wall time": seconds(wall),
    "fastest, slowest": `${seconds(Math.min(...measured.map((one) => one.wallMs)))}, ${seconds(Math.max(...measured.map((one) => one.wallMs)))}`,
    "pages/s": Math.round(pages / (wall / 1000)),
    "peak memory": mb(Math.max(...measured.map((one) => one.peakRssBytes))),
  };
};
const ours = done.map((run) => run.ours);
const bares = done.flatMap((run) => (run.bare ? [run.bare] : []));
console.log(`\n${products} products, ${pages} pages in all; ${runs} run${runs > 1 ? "s" : ""} of each\n`);
console.table(bares.length ? [row("ours (npm run build)", ours), row("bare Astro", bares)] : [row("ours", ours)]);

const ratio = bares.length ? median(done.map((run) => run.ours.wallMs / (run.bare?.wallMs ?? NaN))) : null;
const wall = median(ours.map((one) => one.wallMs));
const peak = Math.max(...ours.map((one) => one.peakRssBytes));
const verdicts = [
  ratio !== null && Number.isFinite(targets.maxRatio)
    ? verdict(`median time ratio ${ratio.toFixed(2)}x`, `<= ${targets.maxRatio}x`, ratio <= targets.maxRatio)
    : null,
  Number.isFinite(targets.maxWallMs)
    ? verdict(`median wall time ${seconds(wall)}`, `< ${seconds(targets.maxWallMs)}`, wall < targets.maxWallMs)
    : null,
  verdict(`peak memory ${mb(peak)}`, `< ${mb(targets.maxPeak)}`, peak < targets.maxPeak),
  ...fileVerdicts(done.at(-1)?.files),
].filter((line) => line !== null);
console.log(verdicts.join("\n"));
console.log(`load average now: ${load()} (1, 5, 15 min)`);

function verdict(measured: string, target: string, ok: boolean): string {
  if (!ok) process.exitCode = 1;
  return `${measured} (target ${target}): ${ok ? "ok" : "MISSED"}`;
}

/** The built site's file count and largest file against what the host takes (issue 25). */
function fileVerdicts(files: SiteFiles | undefined): string[] {
  if (!files) return [];
  const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(2)} MiB`;
  const largest = files.largest ? `${files.largest.file}, ${mib(files.largest.bytes)}` : "none";
  return [
    verdict(
      `site files ${files.count}`,
      products <= FILE_TARGET.upTo ? `<= ${FILE_TARGET.maxFiles} up to ${FILE_TARGET.upTo} products` : "none above",
      !tooManyFiles(files, products),
    ),
    verdict(`largest file ${largest}`, `<= ${mib(MAX_FILE_BYTES)}`, !tooLargeFile(files)),
  ];
}

async function publishedPages(reports: string): Promise<number> {
  const report = JSON.parse(await readFile(path.join(reports, "build-report.json"), "utf8")) as {
    published: { pages: number };
  };
  return report.published.pages;
}

/** Astro alone writing `count` trivial pages, from a cold cache like ours. */
async function bareBuild(count: number): Promise<Measured> {
  const outDir = path.join(work, "bare-dist");
  await Promise.all([
    rm(outDir, { recursive: true, force: true }),
    rm(path.join(ROOT, cacheDirFor(outDir)), { recursive: true, force: true }),
  ]);
  settleDisk();
  const bare = await measure(process.execPath, [ASTRO_BIN, "build", "--root", path.join(ROOT, "bench", "bare")], {
    cwd: ROOT,
    echo: values.verbose,
    env: { ...process.env, BARE_PAGES: String(count), OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (bare.exitCode !== 0) {
    console.error(bare.output.slice(-4000));
    throw new Error(`The bare build failed with exit code ${bare.exitCode}`);
  }
  return bare;
}
