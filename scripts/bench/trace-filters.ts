/**
 * node scripts/bench/trace-filters.ts --site DIST [--site DIST2 ...] [--clicks 30] [--rounds 2]
 *
 * Where a filter click's time goes, from a Chromium performance trace: the
 * main thread's time per click in script, style recalculation, layout,
 * pre-paint and paint (the renderer's own trace events), summed over the
 * click's events, by median over the clicks. Sites given together are
 * measured alternately in the same run, so the machine's load falls on both.
 */
import { parseArgs } from "node:util";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS } from "../lib/chromium.ts";
import { startStaticServer } from "../../tests/support/static-server.ts";

const { values } = parseArgs({
  options: {
    site: { type: "string", multiple: true },
    listing: { type: "string", default: "/brand/" },
    clicks: { type: "string", default: "30" },
    rounds: { type: "string", default: "2" },
  },
});
const sites = values.site ?? [];
const clicks = Number(values.clicks);
const rounds = Number(values.rounds);

/** Trace event names, grouped as DevTools' summary groups them. */
const GROUPS: Readonly<Record<string, readonly string[]>> = {
  script: ["FunctionCall", "EvaluateScript", "TimerFire", "FireAnimationFrame", "RunMicrotasks", "V8.Execute"],
  style: ["UpdateLayoutTree", "RecalculateStyles", "ScheduleStyleRecalculation"],
  layout: ["Layout"],
  prePaint: ["PrePaint"],
  paint: ["Paint", "PaintImage", "Layerize", "UpdateLayer", "Commit"],
};

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { type?: string; elementCount?: number } };
}

const browser = await chromium.launch({
  executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
  args: [...CHROMIUM_ARGS],
});
const servers = await Promise.all(sites.map((site) => startStaticServer(site)));
const results = new Map<string, Record<string, number[]>>();
try {
  for (let round = 0; round < rounds; round++)
    for (const [index, site] of sites.entries()) {
      const per = await traceSite(browser, new URL(values.listing, servers[index]?.url).href);
      const kept = results.get(site) ?? {};
      for (const [key, list] of Object.entries(per)) (kept[key] ??= []).push(...list);
      results.set(site, kept);
    }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
console.table(
  Object.fromEntries(
    [...results].map(([site, per]) => [
      site,
      Object.fromEntries(Object.entries(per).map(([key, list]) => [key, Number(median(list).toFixed(2))])),
    ]),
  ),
);

/** Per click: ms of main-thread time in each group, from the click's dispatch to the next frame's paint. */
async function traceSite(browser: Browser, url: string): Promise<Record<string, number[]>> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(url, { waitUntil: "load" });
  await page.locator('.explorer[data-listing-state="ready"]').waitFor({ timeout: 60_000 });
  await page.evaluate(() => {
    const grid = document.querySelector(".explorer__grid");
    if (grid) window.scrollTo(0, grid.getBoundingClientRect().top + window.scrollY - 250);
  });
  const brands = page.getByRole("group", { name: "Branduri", exact: true }).getByRole("checkbox");
  const clickAt = async (n: number) => {
    const target = brands.nth(n);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error("no box");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(400);
  };
  for (let n = 0; n < 4; n++) await clickAt(n % 2);
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink"],
  });
  for (let n = 0; n < clicks; n++) await clickAt(n % 4 < 2 ? n % 2 : 5 + (n % 2));
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
  await page.close();
  const events = trace.traceEvents.filter((event) => event.ph === "X" && event.dur !== undefined);
  const dispatches = events.filter((event) => event.name === "EventDispatch" && event.args?.data?.type === "click");
  const main = dispatches[0]?.tid;
  const onMain = events.filter((event) => event.tid === main).sort((a, b) => a.ts - b.ts);
  const out: Record<string, number[]> = { total: [], styleElements: [] };
  for (const key of Object.keys(GROUPS)) out[key] = [];
  for (const [n, dispatch] of dispatches.entries()) {
    // The click's work: until the first Paint after it (its frame), capped by the next click.
    const end = dispatches[n + 1]?.ts ?? Infinity;
    const paint = onMain.find((event) => event.ts > dispatch.ts && event.ts < end && event.name === "Paint");
    const until = paint ? paint.ts + (paint.dur ?? 0) : dispatch.ts + 100_000;
    const window = onMain.filter((event) => event.ts >= dispatch.ts && event.ts <= until);
    let total = 0;
    for (const [key, names] of Object.entries(GROUPS)) {
      // Top-level occurrences only: a nested event of the same group is inside its parent's time.
      let sum = 0;
      let coveredTo = 0;
      for (const event of window)
        if (names.includes(event.name) && event.ts >= coveredTo) {
          sum += event.dur ?? 0;
          coveredTo = event.ts + (event.dur ?? 0);
        }
      out[key]?.push(sum / 1000);
      total += sum / 1000;
    }
    out["total"]?.push(total);
    out["styleElements"]?.push(
      window
        .filter((event) => event.name === "UpdateLayoutTree")
        .reduce((sum, event) => sum + (event.args?.data?.elementCount ?? 0), 0),
    );
  }
  return out;
}
