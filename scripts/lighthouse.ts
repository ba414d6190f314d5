/**
 * npm run bench:lighthouse [-- --dir dist] [--page /femei/ ...] [--runs 3] [--all-runs] [--report reports/lighthouse]
 *
 * Lighthouse, mobile (its default: a mid-range phone on a slow 4G, simulated), on the built home page, a listing
 * and a product page, served like the CDN serves them (brotli/gzip, /_astro/ cached for a year). Target: 100 on
 * every score, as the three pages scored before they slipped (issue 26, defect 12).
 *
 * Simulated throttling on a busy 2-core machine is noisy, so a page that misses a target on its first run is
 * run again, up to `--runs` times (`--all-runs`: every page that many times), and judged on the median of each
 * score. A run during which Lighthouse found the host too slow for its simulation (CPU benchmark ≤ 1000, its
 * own "slower CPU than Lighthouse expects" warning) is set aside when the page has runs on a fast enough host,
 * and earns the page one more run, up to twice `--runs` in all. Prints the scores, every audit that failed, and
 * sets a failing exit code when a median misses a target.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse, { type Result } from "lighthouse";
import { startStaticServer } from "../tests/support/static-server.ts";
import { launchDebuggableChromium } from "./lib/chromium.ts";
import { table } from "./lib/table.ts";
import {
  failedAudits,
  judgedRuns,
  median,
  missedTargets,
  needsAnotherRun,
  SLOW_HOST_BENCHMARK,
  TARGETS,
  type CategoryId,
  type Run,
  type Scores,
} from "./lib/lighthouse-scores.ts";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: process.env["OUT_DIR"] || "dist" },
    page: { type: "string", multiple: true },
    runs: { type: "string", default: "3" },
    "all-runs": { type: "boolean", default: false },
    report: { type: "string" },
  },
});
const root = path.resolve(values.dir);
if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No built site in ${root} (no index.html). Run \`npm run build\` first, or pass --dir.`);
  process.exit(2);
}
const maxRuns = Number(values.runs);
if (!Number.isInteger(maxRuns) || maxRuns < 1) {
  console.error(`--runs must be a positive whole number, got "${values.runs}"`);
  process.exit(2);
}

const CATEGORIES = Object.keys(TARGETS) as CategoryId[];
const pages = values.page ?? ["/", "/femei/", await firstProductPage()];

const server = await startStaticServer(root, { compress: true });
const chromium = await launchDebuggableChromium();
const results: { page: string; runs: Run[]; judged: Run[]; median: Scores; last: Result }[] = [];
try {
  for (const page of pages) {
    const runs: Run[] = [];
    let last: Result | undefined;
    while (needsAnotherRun(runs, { maxRuns, allRuns: values["all-runs"] })) {
      last = await audit(new URL(page, server.url).href, chromium.port);
      const run = { scores: scoresOf(last), benchmark: last.environment.benchmarkIndex };
      runs.push(run);
      const busy = run.benchmark <= SLOW_HOST_BENCHMARK ? " [busy host: set aside if a later run is not]" : "";
      console.log(`${page} run ${runs.length}: ${format(run.scores)} (${metrics(last)})${busy}`);
    }
    if (!last) throw new Error(`No Lighthouse run for ${page}`);
    const judged = judgedRuns(runs);
    results.push({ page, runs, judged, median: median(judged.map((run) => run.scores)), last });
    if (values.report) await saveReport(values.report, page, last);
  }
} finally {
  await chromium.close();
  await server.close();
}

console.log(
  `\nLighthouse ${results[0]?.last.lighthouseVersion ?? ""}, mobile (simulated slow 4G, 4x CPU slowdown). ` +
    (values["all-runs"]
      ? `Median of each score over ${maxRuns} runs of each page`
      : `Median of each score over the runs of a page: one run when it met every target, up to ${maxRuns} when not`) +
    `; runs on a host Lighthouse found too slow (CPU benchmark ≤ ${SLOW_HOST_BENCHMARK}) are set aside when a page has others.`,
);
const rows = [["page", "runs judged/made", ...CATEGORIES.map((id) => `${id} (≥${TARGETS[id]})`)]];
for (const result of results) {
  const runs = `${result.judged.length}/${result.runs.length}`;
  rows.push([result.page, runs, ...CATEGORIES.map((id) => String(result.median[id]))]);
}
console.log(table(rows));

let failed = false;
for (const result of results) {
  const audits = failedAudits(result.last, CATEGORIES);
  if (audits.length > 0) {
    console.log(`\n${result.page}, audits that did not pass (last run):`);
    for (const line of audits) console.log(`  ${line}`);
  }
  for (const warning of result.last.runWarnings) console.log(`  ! ${warning}`);
  const missed = missedTargets(result.median);
  if (missed.length > 0) {
    failed = true;
    console.error(`✗ ${result.page}: ${missed.join(", ")}`);
  }
}
if (failed) {
  process.exitCode = 1;
} else {
  console.log("\nEvery page meets every Lighthouse target.");
}

async function audit(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  }
  return result.lhr;
}

function scoresOf(lhr: Result): Scores {
  const score = (id: CategoryId) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
  };
}

/** The metrics behind the performance score, to tell a slow page from a noisy run. */
function metrics(lhr: Result): string {
  const ids = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"];
  const names = ["FCP", "LCP", "TBT", "CLS"];
  const values = ids.map((id, index) => `${names[index]} ${lhr.audits[id]?.displayValue ?? "?"}`);
  // Lighthouse's measure of this machine's speed: a busy machine (low index) makes the simulated phone slower.
  return [...values, `CPU benchmark ${Math.round(lhr.environment.benchmarkIndex)}`].join(", ");
}

function format(scores: Scores): string {
  return CATEGORIES.map((id) => `${id} ${scores[id]}`).join(", ");
}

async function firstProductPage(): Promise<string> {
  const slugs = (await readdir(path.join(root, "detalii-produs"), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  if (!slugs[0]) throw new Error(`The build in ${root} has no product page`);
  return `/detalii-produs/${slugs[0]}/`;
}

async function saveReport(dir: string, page: string, lhr: Result): Promise<void> {
  await mkdir(dir, { recursive: true });
  const name = page.replace(/^\/|\/$/g, "").replace(/[^\w-]+/g, "_") || "home";
  await writeFile(path.join(dir, `${name}.json`), JSON.stringify(lhr));
}
