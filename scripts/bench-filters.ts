/**
 * npm run bench:filters -- --products 10000 [--clicks 60] [--reuse] [--verbose]
 * npm run bench:filters -- --site /tmp/dist [--listing /femei/]   (measure a site built elsewhere)
 *
 * Builds a generated catalogue through the CMS stand-in (its /brand/ listing
 * holds every product), serves it as the CDN would, and drives Chromium on
 * that listing:
 * - click → paint: from a filter click (the event's own timestamp) to the
 *   first frame painted after the grid changed (a task posted from the
 *   requestAnimationFrame that follows the change runs once that frame is
 *   painted). That frame shows the new count, tags and the grid's first two
 *   rows; the other counts and the cards below the fold follow one frame
 *   later, and "click → every count and card painted" times that frame too.
 *   Event Timing entries (≥ 16 ms) are counted as a cross-check.
 * - the listing data file's weight, brotli-compressed, per product.
 * - the same clicks with each of issue 29's sorts chosen (`?sortare=…`, --sort-clicks
 *   each): the build gets a store of clicks and price history (bench/sorts-store.ts)
 *   so that it offers them all.
 * Targets (issue "Listing filters"): median click → paint ≤ 16 ms (each sort too),
 * data ≤ 40 bytes a product; a miss sets a failing exit code. The page's HTML (as
 * written and gzip) and JS (gzip) weights are printed for reference.
 */
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium, type Locator, type Page } from "playwright-core";
import { CHROMIUM_ARGS } from "./lib/chromium.ts";
import { startStaticServer } from "../tests/support/static-server.ts";
import { listingDataPath } from "../src/lib/listing/listing-data.ts";
import { buildGeneratedCatalog } from "./bench/catalog-build.ts";
import { seconds } from "./bench/measure.ts";
import { seedSortsStore } from "./bench/sorts-store.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "10000" },
    clicks: { type: "string", default: "60" },
    "sort-clicks": { type: "string", default: "30" },
    listing: { type: "string", default: "/brand/" },
    reuse: { type: "boolean", default: false },
    /** Measure a site built elsewhere instead (no build; the product count is the listing's). */
    site: { type: "string" },
    verbose: { type: "boolean", default: false },
  },
});
const products = Number(values.products);
const clicks = Number(values.clicks);
const sortClicks = Number(values["sort-clicks"]);
if (!Number.isInteger(products) || products < 1 || !Number.isInteger(clicks) || clicks < 1) {
  console.error(`--products and --clicks must be positive whole numbers`);
  process.exit(2);
}

const MAX_MEDIAN_MS = 16;
const MAX_BYTES_PER_PRODUCT = 40;
const WARM_UP = 6;

const root = path.resolve(import.meta.dirname, "..");
const work = path.join(root, ".bench", `filters-${products}`);
const dist = values.site ? path.resolve(values.site) : path.join(work, "dist");
const listingPath = values.listing;

await buildSite();
const dataFile = await readFile(path.join(dist, listingDataPath(listingPath)));
const { count } = JSON.parse(dataFile.toString("utf8")) as { count: number };
const brotli = (buffer: Buffer, quality: number) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
const bytes = { raw: dataFile.length, brotli11: brotli(dataFile, 11), brotli5: brotli(dataFile, 5), gzip: 0 };
bytes.gzip = gzipSync(dataFile, { level: 9 }).length;

const server = await startStaticServer(dist);
const browser = await chromium.launch({
  executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
  args: [...CHROMIUM_ARGS],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const fetched: string[] = [];
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".json")) fetched.push(url.pathname);
    if (response.request().resourceType() === "script") scripts.add(url.pathname);
  });
  await page.goto(new URL(listingPath, server.url).href, { waitUntil: "load" });
  const loadedAt = Date.now();
  await page.locator('.explorer[data-listing-state="ready"]').waitFor({ timeout: 60_000 });
  console.log(`Listing data ready ${Date.now() - loadedAt} ms after the load event`);
  if (!fetched.includes(listingDataPath(listingPath)))
    throw new Error(`the page did not fetch ${listingDataPath(listingPath)} (fetched: ${fetched.join(", ")})`);

  // Other work on the machine shows in every number below: its load when the clicks start is printed with the end's.
  const [loadAtStart] = loadavg();
  const baseline = await emptyPageBaseline();
  const timings = await clickAndMeasure(page, clicks);
  const firsts = timings.map((timing) => timing.first).sort((a, b) => a - b);
  const settled = timings.map((timing) => timing.settled).sort((a, b) => a - b);
  const median = quantile(firsts, 0.5);
  const slow = await page.evaluate(() => (window as unknown as BenchWindow).__slowEvents);

  const html = await readFile(path.join(dist, listingPath, "index.html"));
  let jsGzip = 0;
  for (const script of scripts) jsGzip += gzipSync(await readFile(path.join(dist, script)), { level: 9 }).length;

  const perProduct = bytes.brotli11 / count;
  console.log(`\n${listingPath} of a ${products}-product catalogue: ${count} products\n`);
  const row = (sorted: readonly number[]) => ({
    clicks: sorted.length,
    median: `${quantile(sorted, 0.5).toFixed(1)} ms`,
    p95: `${quantile(sorted, 0.95).toFixed(1)} ms`,
    max: `${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  });
  console.table({
    "click → new grid painted": row(firsts),
    "click → every count and card painted": row(settled),
    "(an empty page: click → text painted)": row(baseline),
  });
  console.table({
    "listing data": {
      raw: kb(bytes.raw),
      gzip: kb(bytes.gzip),
      "brotli q5": kb(bytes.brotli5),
      "brotli q11": kb(bytes.brotli11),
      "bytes/product (brotli q11)": perProduct.toFixed(1),
      "bytes/product (brotli q5)": (bytes.brotli5 / count).toFixed(1),
    },
  });
  // Event Timing reports only events of 16 ms or more (input to the next frame presented): the rest were faster.
  const eventMedian = eventTimingMedian(slow, timings.length + WARM_UP);
  console.log(
    `Event Timing (input → next frame presented, 8 ms steps): ${slow.length} of ${timings.length + WARM_UP} clicks took 16 ms or more${slow.length ? ` (max ${Math.max(...slow)} ms)` : ""}; median ${eventMedian === null ? "under 16 ms" : `about ${eventMedian} ms`}`,
  );
  console.log(
    `Page weight: HTML ${kb(html.length)} (${kb(gzipSync(html, { level: 9 }).length)} gzip), JS ${kb(jsGzip)} gzip in ${scripts.size} files`,
  );
  const [load1, load5] = loadavg();
  console.log(
    `Machine: ${cpus().length} CPUs, load average ${load1?.toFixed(1)} (1 min), ${load5?.toFixed(1)} (5 min); ${loadAtStart?.toFixed(1)} (1 min) when the clicks started`,
  );
  if (errors.length) console.log(`Page errors:\n  ${errors.join("\n  ")}`);

  const verdicts = [
    `median click → paint ${median.toFixed(1)} ms (target <= ${MAX_MEDIAN_MS} ms): ${median <= MAX_MEDIAN_MS ? "ok" : "MISSED"}`,
    `listing data ${perProduct.toFixed(1)} bytes/product brotli (target <= ${MAX_BYTES_PER_PRODUCT}): ${perProduct <= MAX_BYTES_PER_PRODUCT ? "ok" : "MISSED"}`,
  ];
  const bySort = await measureSorts();
  for (const [sort, sorted] of Object.entries(bySort)) {
    const sortMedian = quantile(sorted, 0.5);
    verdicts.push(
      `sorted by ${sort}: median click → paint ${sortMedian.toFixed(1)} ms (target <= ${MAX_MEDIAN_MS} ms): ${sortMedian <= MAX_MEDIAN_MS ? "ok" : "MISSED"}`,
    );
    if (sortMedian > MAX_MEDIAN_MS) process.exitCode = 1;
  }
  console.log(verdicts.join("\n"));
  if (median > MAX_MEDIAN_MS || perProduct > MAX_BYTES_PER_PRODUCT || errors.length) process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
}

interface BenchWindow {
  /** Per click: ms to the first frame painted after the grid changed, and to the frame after the last change. */
  __clicks: { first: number; settled: number }[];
  __slowEvents: number[];
}

interface Timing {
  readonly first: number;
  readonly settled: number;
}

/**
 * Clicks filters in a cycle that changes the grid each time (two brands on,
 * a colour on and off, the brands off) and returns each click's times to the
 * painted frames, the warm-up clicks left out.
 */
async function clickAndMeasure(page: Page, count: number): Promise<Timing[]> {
  await page.evaluate(() => {
    const bench = window as unknown as BenchWindow;
    bench.__clicks = [];
    bench.__slowEvents = [];
    const island = document.querySelector(".explorer");
    if (!island) throw new Error("no listing island on the page");
    // After a requestAnimationFrame callback the frame is painted; a task posted from it runs just after that.
    const post = (then: () => void) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = then;
      channel.port2.postMessage(null);
    };
    const afterPaint = (then: () => void) => requestAnimationFrame(() => post(then));
    let observer: MutationObserver | null = null;
    document.addEventListener(
      "click",
      (event) => {
        const start = event.timeStamp;
        const record = { first: NaN, settled: NaN };
        bench.__clicks.push(record);
        let changed = false;
        // One observer at a time: the previous click's changes have settled by now.
        observer?.disconnect();
        observer = new MutationObserver(() => {
          changed = true;
          afterPaint(() => (record.settled = performance.now() - start));
        });
        observer.observe(island, { childList: true, subtree: true, characterData: true });
        // Asked for before the page's own handlers run, so that this frame callback comes first, and its task
        // right after the paint, ahead of anything the page schedules for after the paint.
        const firstFrame = () =>
          changed ? post(() => (record.first = performance.now() - start)) : requestAnimationFrame(firstFrame);
        requestAnimationFrame(firstFrame);
      },
      { capture: true },
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === "click") bench.__slowEvents.push(entry.duration);
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  });

  // Where a filter change brings the page (the grid 250 px down): from there the sticky sidebar scrolls on its own
  // to reach an option, so the timed frames hold the filter's work, not the page scrolling between clicks.
  await page.evaluate(() => {
    const grid = document.querySelector(".explorer__grid");
    if (grid) window.scrollTo(0, grid.getBoundingClientRect().top + window.scrollY - 250);
  });
  const brands = page.getByRole("group", { name: "Branduri", exact: true }).getByRole("checkbox");
  const colours = page.getByRole("group", { name: "Culori", exact: true });
  const click = async (target: Locator) => {
    const before = await page.evaluate(() => (window as unknown as BenchWindow).__clicks.length);
    // A real mouse click at the control's centre: Playwright's locator.click() would add its own hit-target
    // checks (layout reads in the page) to the very click being timed.
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error("a filter control has no box");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(
      (index) => !Number.isNaN((window as unknown as BenchWindow).__clicks[index]?.first ?? NaN),
      before,
      { timeout: 10_000 },
    );
    // Let the rest of the counts and cards, and the smooth scroll to the grid, finish before the next click.
    await page.waitForTimeout(500);
  };
  for (
    let round = 0;
    (await page.evaluate(() => (window as unknown as BenchWindow).__clicks.length)) < count + WARM_UP;
    round++
  ) {
    const first = brands.nth(round % 5);
    const second = brands.nth((round % 5) + 6);
    await click(first);
    await click(second);
    // A colour the two brands have (one that would give nothing is disabled), chosen then cleared.
    const enabled = colours.locator("button:not([disabled])");
    // Held by its name ("Bej 12" is the option "Bej"): its count and the others' state change as it is clicked.
    const text = await enabled.nth(1 + (round % Math.max(1, (await enabled.count()) - 1))).innerText();
    const name = text.replace(/\s+[\d.]+$/, "");
    const pattern = `^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} [\\d.]+$`;
    const colour = colours.getByRole("button", { name: new RegExp(pattern) });
    await click(colour);
    await click(colour);
    await click(first);
    await click(second);
  }
  const all = await page.evaluate(() => (window as unknown as BenchWindow).__clicks);
  return all.slice(WARM_UP, WARM_UP + count);
}

/**
 * The same measure on a page that only changes one word: what this machine
 * and browser cost before any listing work (input, frame scheduling, paint).
 */
async function emptyPageBaseline(): Promise<number[]> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await page.setContent('<button type="button">+</button><p>0</p>');
    await page.evaluate(() => {
      const bench = window as unknown as { __times: number[] };
      bench.__times = [];
      const text = document.querySelector("p");
      document.querySelector("button")?.addEventListener("click", (event) => {
        if (text) text.textContent = String(Number(text.textContent) + 1);
        const start = event.timeStamp;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => bench.__times.push(performance.now() - start);
          channel.port2.postMessage(null);
        });
      });
    });
    const box = await page.locator("button").boundingBox();
    for (let click = 0; click < clicks + WARM_UP; click++) {
      await page.mouse.click((box?.x ?? 0) + 5, (box?.y ?? 0) + 5);
      await page.waitForTimeout(40);
    }
    const times = await page.evaluate(() => (window as unknown as { __times: number[] }).__times);
    return times.slice(WARM_UP).sort((a, b) => a - b);
  } finally {
    await page.close();
  }
}

/** Issue 29's sorts, each on a page opened with it in the URL: per sort, the clicks' times to the new grid, sorted. */
async function measureSorts(): Promise<Record<string, number[]>> {
  const bySort: Record<string, number[]> = {};
  for (const sort of ["populare", "noi", "reducere"]) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      await page.goto(new URL(`${listingPath}?sortare=${sort}`, server.url).href, { waitUntil: "load" });
      await page.locator('.explorer[data-listing-state="ready"]').waitFor({ timeout: 60_000 });
      if ((await page.getByLabel("Sortează după:").inputValue()) !== sort) {
        console.log(`Sort ${sort}: not offered by this build, not measured`);
        continue;
      }
      const timings = await clickAndMeasure(page, sortClicks);
      bySort[sort] = timings.map((timing) => timing.first).sort((a, b) => a - b);
    } finally {
      await page.close();
    }
  }
  console.table(
    Object.fromEntries(
      Object.entries(bySort).map(([sort, sorted]) => [
        `sortare=${sort}: click → new grid painted`,
        {
          clicks: sorted.length,
          median: `${quantile(sorted, 0.5).toFixed(1)} ms`,
          p95: `${quantile(sorted, 0.95).toFixed(1)} ms`,
        },
      ]),
    ),
  );
  return bySort;
}

async function buildSite(): Promise<void> {
  if (values.site || (values.reuse && existsSync(path.join(dist, "index.html")))) {
    console.log(`Reusing the build in ${path.relative(root, dist)}`);
    return;
  }
  // A store of clicks and prices, so that the build offers every sort (a click service that needs not run).
  const store = path.join(root, ".bench", `filters-${products}-store`);
  await seedSortsStore(store, products);
  const build = await buildGeneratedCatalog({
    products,
    work,
    verbose: values.verbose,
    env: { PUBLIC_API_URL: "http://127.0.0.1:9", DATA_DIR: store, DATABASE_URL: "", PRICE_HISTORY: "on" },
  });
  console.log(`Built ${products} products in ${seconds(build.wallMs)}`);
}

/**
 * The median click of `total` by Event Timing, which reports only the ones of 16 ms or more:
 * null when more than half were faster (not reported).
 */
function eventTimingMedian(reported: readonly number[], total: number): number | null {
  const unreported = total - reported.length;
  const middle = Math.floor((total - 1) / 2);
  return middle < unreported ? null : ([...reported].sort((a, b) => a - b)[middle - unreported] ?? null);
}

function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (position - low);
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
