/**
 * npm run check:budgets [-- --dir dist] [--browser] [--page /femei/ ...]
 *
 * Size budgets on the built site (issue "Every page of the storefront…"): at most 100 kB of JavaScript on a
 * product page, 90 kB on a listing, 120 kB on every other page, 40 kB of HTML anywhere, all gzip; and a
 * listing's HTML at most 80 kB uncompressed (issue 11). src/release/site-check/page-weight.ts holds the numbers.
 *
 * Every page is measured from the files (above 2,000 pages: every page but the product pages, and 200 of
 * those): its HTML, its scripts and everything they import statically. Only a browser knows which dynamic
 * imports run, so `--browser` also opens the home page, a listing and a product page (or the `--page`s) in
 * Chromium at phone size, scrolls to the bottom, waits 2 s, and counts every script downloaded.
 * Prints the heaviest pages of each type; any page over budget sets a failing exit code.
 */
import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import pLimit from "p-limit";
import { startStaticServer } from "../tests/support/static-server.ts";
import { measureInBrowser, type BrowserWeight } from "./lib/browser-weight.ts";
import { launchBrowser } from "./lib/chromium.ts";
import { table } from "./lib/table.ts";
import {
  BUDGETS,
  budgetProblems,
  htmlFiles,
  kb,
  measurePage,
  ModuleGraph,
  pageType,
  samplePages,
  type PageType,
  type PageWeight,
} from "../src/release/site-check/page-weight.ts";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: process.env["OUT_DIR"] || "dist" },
    browser: { type: "boolean", default: false },
    page: { type: "string", multiple: true },
  },
});
const root = path.resolve(values.dir);
if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No built site in ${root} (no index.html). Run \`npm run build\` first, or pass --dir.`);
  process.exit(2);
}

const SAMPLE = { limit: 2_000, products: 200 };
const TYPES: readonly PageType[] = ["home", "listing", "product", "other", "redirect"];

const all = await htmlFiles(root);
const sizes = new Map(
  await Promise.all(all.map(async (file) => [file, (await stat(path.join(root, file))).size] as const)),
);
const files = samplePages(all, { ...SAMPLE, sizes });
const graph = new ModuleGraph(root);
const limit = pLimit(8);
const weights = await Promise.all(files.map((file) => limit(() => measurePage(graph, root, file))));

console.log(
  `Page weights in ${root}: ${files.length} of ${all.length} pages measured` +
    (files.length < all.length ? ` (every page but the product pages, and ${SAMPLE.products} of those)` : "") +
    ". JS = inline scripts + scripts named + their static imports; +dynamic = every dynamic import too (upper bound).",
);
printSummary(weights);

const problems = weights.flatMap((weight) => budgetProblems(weight));

if (values.browser) {
  const pages = values.page ?? representativePages(weights);
  const measured = await measureInBrowsers(pages);
  printBrowser(measured);
  for (const weight of measured) {
    const budget = BUDGETS[pageType(weight.sitePath)];
    if (weight.status !== 200) problems.push(`${weight.sitePath}: answered ${weight.status} in the browser`);
    if (weight.jsGzip > budget.js) {
      problems.push(
        `${weight.sitePath}: the browser downloaded ${kb(weight.jsGzip)} of JavaScript (gzip), budget ${kb(budget.js)}`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`\nOver budget (${problems.length}):`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exitCode = 1;
} else {
  console.log("\nEvery page is within its budgets.");
}

function printSummary(measured: readonly PageWeight[]): void {
  const rows: string[][] = [
    ["type", "pages", "JS budget", "max JS", "page", "max +dynamic", "max HTML", "page", "max raw HTML", "page"],
  ];
  for (const type of TYPES) {
    const ofType = measured.filter((weight) => weight.type === type);
    if (ofType.length === 0) continue;
    const heaviestJs = maxBy(ofType, (weight) => weight.jsGzip);
    const heaviestHtml = maxBy(ofType, (weight) => weight.htmlGzip);
    const largestHtml = maxBy(ofType, (weight) => weight.htmlBytes);
    const reachable = maxBy(ofType, (weight) => weight.jsGzipReachable);
    rows.push([
      type,
      String(ofType.length),
      kb(BUDGETS[type].js),
      kb(heaviestJs.jsGzip),
      heaviestJs.sitePath,
      kb(reachable.jsGzipReachable),
      kb(heaviestHtml.htmlGzip),
      heaviestHtml.sitePath,
      kb(largestHtml.htmlBytes),
      largestHtml.sitePath,
    ]);
  }
  console.log(table(rows));
  const raw = TYPES.flatMap((type) => {
    const limit = BUDGETS[type].htmlRaw;
    return limit === undefined ? [] : [`${kb(limit)} uncompressed on a ${type} page`];
  });
  console.log(`HTML budget: ${kb(BUDGETS.home.html)} gzip on every page; ${raw.join(", ")}.`);
}

function printBrowser(measured: readonly BrowserWeight[]): void {
  console.log("\nIn Chromium at phone size (load, scroll to the bottom, 2 s idle):");
  const rows = [["page", "status", "JS budget", "JS loaded", "files", "inline", "largest file"]];
  for (const weight of measured) {
    const largest = weight.scripts[0];
    rows.push([
      weight.sitePath,
      String(weight.status),
      kb(BUDGETS[pageType(weight.sitePath)].js),
      kb(weight.jsGzip),
      String(weight.scripts.length),
      kb(weight.inline),
      largest ? `${new URL(largest.url).pathname} (${kb(largest.gzip)})` : "-",
    ]);
  }
  console.log(table(rows));
}

/** The home page, the first gender listing and the first product page the build has. */
function representativePages(measured: readonly PageWeight[]): string[] {
  const first = (type: PageType) => measured.find((weight) => weight.type === type)?.sitePath;
  const listing = measured.find((weight) => weight.sitePath === "/femei/")?.sitePath ?? first("listing");
  return ["/", listing, first("product")].filter((page): page is string => page !== undefined);
}

async function measureInBrowsers(pages: readonly string[]): Promise<BrowserWeight[]> {
  const server = await startStaticServer(root);
  const browser = await launchBrowser();
  try {
    const measured: BrowserWeight[] = [];
    // One at a time: two pages loading together on 2 cores would only slow each other down.
    for (const page of pages) measured.push(await measureInBrowser(browser, server.url, page));
    return measured;
  } finally {
    await browser.close();
    await server.close();
  }
}

function maxBy<T>(items: readonly T[], size: (item: T) => number): T {
  return items.reduce((best, item) => (size(item) > size(best) ? item : best));
}
