/**
 * npm run bench:feeds -- --rows 100000 [--runs 3] [--no-build]
 *
 * Generates a feed of N rows in each format of FEEDS.md, serves it from 127.0.0.1 (bodies generated as they
 * are sent), and reads it with src/lib/feeds in a child process of its own, so that its peak memory is the
 * reader's alone: download, check, place the rows with the `map` rules and group them into products.
 * Then reads it again: a Google or 2Performant feed answers 304 and the last good read is reused.
 * Reports medians over the runs. Targets (issue 28): at most 60 s and 500 MB for the read of 100,000 rows,
 * and under a second for an unchanged feed (its 304 and its stored rows read back and placed; the grouping of
 * all feeds' rows into products is shown beside it, "unchanged: all"); a miss sets a failing exit code.
 *
 * Then (unless --no-build) builds a catalogue from them: the real build (`npm run build`) of the sample's CMS
 * products and the three feeds together (FEEDS_FILE), N rows each: its wall time and peak memory (the build and
 * Astro's process), the catalogue read's own time (the build's "[read-catalogue]" line), and the products built.
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { cacheDirFor } from "../src/build/dirs.ts";
import { readFeeds } from "../src/lib/feeds/read.ts";
import type { FeedsSettings, ReadyFeed } from "../src/lib/feeds/settings.ts";
import { answerProfitshare, googleXmlFeed, listen, sendChunks, twoPerformantCsv } from "./lib/feed-samples.ts";
import { mb, measure, seconds, settleDisk } from "./bench/measure.ts";
import { table } from "./lib/table.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

const MAX_MS = 60_000;
const MAX_MB = 500;
const MAX_UNCHANGED_MS = 1_000;
const MAP = [
  { match: "rochii", gender: "femei" as const, category: "Rochii" },
  { match: "tricouri", gender: "barbati" as const, category: "Tricouri" },
];

interface ChildResult {
  readonly readMs: number;
  readonly peakMb: number;
  readonly rows: number;
  readonly placed: number;
  readonly products: number;
  /** The second read, whole: the 304, the stored rows read back, placed and grouped. */
  readonly unchangedMs: number | null;
  /** Of which the feed's own part: the 304 and the stored rows read back and placed (FeedReport.ms). */
  readonly unchangedFeedMs: number | null;
}

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "100000" },
    runs: { type: "string", default: "3" },
    child: { type: "string" },
    "no-build": { type: "boolean", default: false },
  },
});

if (values.child) await child(JSON.parse(values.child) as ReadyFeed);
else await main();

/** In the child: one full read, its peak RSS, then a second read of the same feed. */
async function child(feed: ReadyFeed): Promise<void> {
  const cacheDir = await mkdtemp(path.join(tmpdir(), "bench-feeds-"));
  const settings: FeedsSettings = { file: "bench", feeds: [feed], map: MAP };
  const options = { cacheDir, maxShrink: 0.2, http: { timeoutMs: 60_000, retries: 2, backoffMs: 200 } };
  try {
    let started = performance.now();
    const first = await readFeeds(settings, options);
    const readMs = performance.now() - started;
    const peakMb = process.resourceUsage().maxRSS / 1024;
    const report = first.reports[0];
    if (report?.status !== "read") throw new Error(`the feed was not read: ${report?.message ?? report?.status}`);
    started = performance.now();
    const second = await readFeeds(settings, options);
    const unchanged = second.reports[0]?.status === "unchanged";
    const unchangedMs = unchanged ? performance.now() - started : null;
    const unchangedFeedMs = unchanged ? (second.reports[0]?.ms ?? null) : null;
    const result: ChildResult = {
      readMs,
      peakMb,
      rows: report.rows,
      placed: report.placed,
      products: first.products.length,
      unchangedMs,
      unchangedFeedMs,
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const rows = Number(values.rows);
  const runs = Number(values.runs);
  if (!Number.isInteger(rows) || rows < 1 || !Number.isInteger(runs) || runs < 1) {
    console.error(`--rows and --runs must be positive whole numbers, got "${values.rows}" and "${values.runs}"`);
    process.exitCode = 2;
    return;
  }
  const api = { user: "bench", key: "cheie", products: { 1: rows }, perPage: 500 };
  const server = await listen((request, response) => {
    if (answerProfitshare(request, response, api)) return;
    const etag = `"bench-${rows}"`;
    if (request.headers["if-none-match"] === etag) return void response.writeHead(304).end();
    const body = request.url === "/feed.xml" ? googleXmlFeed(rows) : twoPerformantCsv(rows);
    void sendChunks(response.writeHead(200, { etag }), body);
  });
  const feeds: ReadyFeed[] = [
    { name: "Google", format: "google-xml", url: `${server.url}/feed.xml` },
    { name: "2Performant", format: "2performant-csv", url: `${server.url}/export.csv` },
    {
      name: "Profitshare",
      format: "profitshare-api",
      url: server.url,
      advertisers: [1],
      userEnv: "-",
      keyEnv: "-",
      user: api.user,
      key: api.key,
    },
  ];
  const lines = [["format", "rows", "placed", "products", "read", "peak RSS", "unchanged: feed", "unchanged: all"]];
  const misses: string[] = [];
  try {
    for (const feed of feeds) {
      const results: ChildResult[] = [];
      for (let run = 0; run < runs; run++) results.push(await runChild(feed));
      const readMs = median(results.map((result) => result.readMs));
      const peakMb = median(results.map((result) => result.peakMb));
      const unchanged = results.map((result) => result.unchangedMs).filter((ms): ms is number => ms !== null);
      const unchangedMs = unchanged.length ? median(unchanged) : null;
      const feedOnly = results.map((result) => result.unchangedFeedMs).filter((ms): ms is number => ms !== null);
      const unchangedFeedMs = feedOnly.length ? median(feedOnly) : null;
      const [first] = results;
      lines.push([
        feed.format,
        String(first?.rows ?? 0),
        String(first?.placed ?? 0),
        String(first?.products ?? 0),
        `${(readMs / 1000).toFixed(2)} s`,
        `${peakMb.toFixed(0)} MB`,
        unchangedFeedMs === null ? "n/a (an API)" : `${unchangedFeedMs.toFixed(0)} ms`,
        unchangedMs === null ? "n/a" : `${unchangedMs.toFixed(0)} ms`,
      ]);
      if (readMs > MAX_MS) misses.push(`${feed.format}: read ${(readMs / 1000).toFixed(1)} s > ${MAX_MS / 1000} s`);
      if (peakMb > MAX_MB) misses.push(`${feed.format}: peak ${peakMb.toFixed(0)} MB > ${MAX_MB} MB`);
      if (unchangedFeedMs !== null && unchangedFeedMs > MAX_UNCHANGED_MS) {
        misses.push(`${feed.format}: unchanged feed ${unchangedFeedMs.toFixed(0)} ms > ${MAX_UNCHANGED_MS} ms`);
      }
    }
    console.log(`Feeds of ${rows} rows, ${runs} run(s) each, medians:\n${table(lines)}`);
    if (!values["no-build"]) await benchBuild(feeds, rows);
  } finally {
    await server.close();
  }
  if (misses.length) {
    console.log(`\nTargets missed:\n  ${misses.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log(`\nTargets met: read <= ${MAX_MS / 1000} s and <= ${MAX_MB} MB; 304 < ${MAX_UNCHANGED_MS} ms.`);
  }
}

/** The real build of the sample's CMS products and the feeds, each of `rows` rows: its time, memory and products. */
async function benchBuild(feeds: readonly ReadyFeed[], rows: number): Promise<void> {
  await mkdir(path.join(ROOT, ".bench"), { recursive: true });
  const work = await mkdtemp(path.join(ROOT, ".bench", "feeds-build-"));
  const outDir = path.join(work, "dist");
  const feedsFile = path.join(work, "feeds.json");
  const file = {
    feeds: feeds.map((feed) =>
      feed.format === "profitshare-api"
        ? { ...feed, user: undefined, key: undefined, userEnv: "BENCH_PS_USER", keyEnv: "BENCH_PS_KEY" }
        : feed,
    ),
    map: MAP,
  };
  await writeFile(feedsFile, JSON.stringify(file));
  const profitshare = feeds.find((feed) => feed.format === "profitshare-api");
  try {
    console.log(`\nBuilding the sample's CMS products and the three feeds, ${rows} rows each...`);
    settleDisk();
    const build = await measure(process.execPath, [path.join(ROOT, "src", "build", "index.ts")], {
      cwd: ROOT,
      echo: false,
      env: {
        ...process.env,
        FEEDS_FILE: feedsFile,
        FEEDS_CACHE_DIR: path.join(work, "feeds-cache"),
        FEEDS_TIMEOUT_MS: "600000",
        BENCH_PS_USER: profitshare?.format === "profitshare-api" ? profitshare.user : "",
        BENCH_PS_KEY: profitshare?.format === "profitshare-api" ? profitshare.key : "",
        OUT_DIR: outDir,
        REPORT_DIR: path.join(work, "reports"),
        ASTRO_TELEMETRY_DISABLED: "1",
      },
    });
    if (build.exitCode !== 0) {
      console.error(build.output.slice(-4000));
      throw new Error(`the build failed with exit code ${build.exitCode}`);
    }
    const read = /\[read-catalogue\] (\d+) products read.* in (\d+) ms/.exec(build.output);
    console.log(
      table([
        ["build", "products", "catalogue read", "wall", "peak RSS (build and Astro)"],
        [
          `${rows} rows x 3 feeds + sample`,
          read?.[1] ?? "?",
          read ? seconds(Number(read[2])) : "?",
          seconds(build.wallMs),
          mb(build.peakRssBytes),
        ],
      ]),
    );
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(path.join(ROOT, cacheDirFor(outDir)), { recursive: true, force: true });
  }
}

function runChild(feed: ReadyFeed): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [import.meta.filename, "--child", JSON.stringify(feed)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    proc.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    proc.on("error", reject);
    proc.on("close", (code) => {
      const line = output.trim().split("\n").at(-1) ?? "";
      if (code !== 0 || !line) reject(new Error(`the reader of ${feed.format} exited with ${code}`));
      else resolve(JSON.parse(line) as ChildResult);
    });
  });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
