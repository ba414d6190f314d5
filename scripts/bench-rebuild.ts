/**
 * npm run bench:rebuild -- --products 20000 [--work DIR] [--quiet-ms 1000] [--price 12345,67]
 *
 * Issue 14's measure: from Umbraco's webhook to the live page, for one
 * product's price changed in a catalogue of N products (the CMS stand-in
 * serving a generated catalogue), through the real click service, its
 * scheduler and `npm run rebuild`; beside a plain full build (`npm run
 * build`) of the same catalogue, measured in the same run. Prints where the
 * webhook's time went: the quiet period, each build step, the guards, the
 * switch, and the wait for the page. Target: at most 30 s at 20,000
 * products; a miss sets a failing exit code.
 *
 * A publish reuses what the rebuild before it made: the pages whose inputs
 * did not change are linked from the live release (src/build/page-reuse.ts,
 * src/lib/catalog/page-keys.ts) and the link guard parses only the pages
 * that changed (scripts/lib/link-cache.ts). Both need the code to stay as it
 * was between the first release and the publish: run it on a tree nobody is
 * editing.
 */
import { spawn } from "node:child_process";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { cacheDirFor } from "../src/build/dirs.ts";
import { formatPrice, parsePrice } from "../src/lib/money.ts";
import { paths } from "../src/lib/paths.ts";
import { STAGING, SITE } from "../src/release/releases.ts";
import { buildApp } from "../src/service/app.ts";
import { readRebuildSettings } from "../src/service/rebuild-settings.ts";
import { serviceSettings } from "../src/service/settings.ts";
import { openSqliteStore } from "../src/service/store/sqlite.ts";
import { generateCatalog } from "./catalog/generate.ts";
import { buildCatalogue, ROOT } from "./bench/catalog-build.ts";
import { seconds } from "./bench/measure.ts";
import { startStandin } from "./standin/server.ts";
import { table } from "./lib/table.ts";

const TARGET_MS = 30_000;
const SECRET = "bench-rebuild-secret-0123456789";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "20000" },
    work: { type: "string" },
    "quiet-ms": { type: "string", default: "1000" },
    // Far above every listing's price range by default: the facets of each listing of the product change, and every
    // page of those listings with them. A price inside the range ("99,50") is the common edit.
    price: { type: "string", default: "12345,67" },
  },
});
const newPrice = parsePrice(values.price);
if (newPrice === null) {
  console.error(`--price must be a price as the CMS writes one ("99,50"), got "${values.price}"`);
  process.exit(2);
}
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1) {
  console.error(`--products must be a positive whole number, got "${values.products}"`);
  process.exit(2);
}
const work = path.resolve(values.work ?? path.join(ROOT, ".bench", `rebuild-${products}`));
const releases = path.join(work, "releases");

const content = generateCatalog({ products });
const standin = await startStandin({ content });
const env = {
  ...process.env,
  UMBRACO_URL: standin.url,
  CMS_PAGE_SIZE: "500",
  RELEASES_DIR: releases,
  // The page-budget guard refuses today's listings (issue 11); REBUILD_CHECK_BUDGETS=true measures it anyway.
  REBUILD_CHECK_BUDGETS: process.env["REBUILD_CHECK_BUDGETS"] ?? "false",
  ASTRO_TELEMETRY_DISABLED: "1",
};

/** Runs `npm run rebuild`; its output kept, to read the steps' times from. */
function rebuild(): Promise<{ code: number | null; output: string; wallMs: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "src/release/rebuild.ts")], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output, wallMs: performance.now() - started }));
  });
}

/** "[write-headers] … in 12 ms" lines: each step's name and time. */
function stepTimes(output: string): [string, string][] {
  return [...output.matchAll(/^\[([\w-]+)\] (.*?) in (\d+) ms$/gm)].map((match) => [
    `${match[1]}: ${(match[2] ?? "").slice(0, 60)}`,
    seconds(Number(match[3])),
  ]);
}

try {
  await rm(work, { recursive: true, force: true });
  console.log(
    `${products} products. Page-budget guard: ${env.REBUILD_CHECK_BUDGETS === "true" ? "on" : "off"}. Full build (npm run build)...`,
  );
  const full = await buildCatalogue(standin.url, path.join(work, "full"));
  console.log(`Full build: ${seconds(full.wallMs)}`);

  console.log("First release (npm run rebuild)...");
  const first = await rebuild();
  if (first.code !== 0) throw new Error(`the first rebuild failed:\n${first.output.slice(-3000)}`);
  console.log(`First release: ${seconds(first.wallMs)}`);

  const live = path.join(releases, "current");
  const summary = await firstSummary(path.join(live, SITE));
  const page = `/detalii-produs/${summary.slug}/`;

  const data = path.join(work, "data");
  const store = await openSqliteStore(data);
  let last: Awaited<ReturnType<typeof rebuild>> | null = null;
  const app = await buildApp(
    serviceSettings({
      SITE_DIR: path.join(live, SITE),
      CATALOGUE_IDS: path.join(live, "catalogue-ids.json"),
      DATA_DIR: data,
      LOG_LEVEL: "silent",
    }),
    store,
    {
      rebuild: {
        settings: readRebuildSettings({
          WEBHOOK_SECRET: SECRET,
          REBUILD_QUIET_MS: values["quiet-ms"],
          RELEASES_DIR: releases,
        }),
        build: async () => {
          last = await rebuild();
        },
      },
    },
  );

  // The editor's change: a new price for one product.
  const edited = (content.products as unknown as { id: string; properties: Record<string, unknown> }[]).map(
    (product) =>
      product.id === summary.id ? { ...product, properties: { ...product.properties, price: values.price } } : product,
  );
  standin.setContent({ ...content, products: edited });
  const sent = performance.now();
  const answer = await app.inject({
    method: "POST",
    url: "/api/hooks/umbraco",
    headers: {
      "content-type": "application/json",
      "umb-webhook-event": "Umbraco.ContentPublish",
      "x-vitrina-secret": SECRET,
    },
    payload: JSON.stringify({ id: summary.id }),
  });
  if (answer.statusCode !== 202) throw new Error(`the webhook answered ${answer.statusCode}`);
  // The page's price, on sale or not (components/catalog/price-html.ts).
  const shown = new RegExp(`class="price__now[^"]*">${formatPrice(newPrice).replace(/[.]/g, "\\.")}<`);
  let liveMs = Infinity;
  while (performance.now() - sent < 15 * 60_000) {
    if (shown.test((await app.inject(page)).body)) {
      liveMs = performance.now() - sent;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await app.close();
  await store.close();

  const done = last as Awaited<ReturnType<typeof rebuild>> | null;
  const rows: [string, string][] = [
    ["quiet period (REBUILD_QUIET_MS)", seconds(Number(values["quiet-ms"]))],
    [
      "npm run build inside it (its report's duration)",
      `${/duration ([\d.]+) s/.exec(done?.output ?? "")?.[1] ?? "-"} s`,
    ],
    ...stepTimes(done?.output ?? ""),
    [
      "link guard: pages parsed anew, of all",
      /links of (\d+) pages checked, (\d+) of them parsed anew/
        .exec(done?.output ?? "")
        ?.slice(1)
        .reverse()
        .join(" of ") ?? "-",
    ],
    ["npm run rebuild, whole", done ? seconds(done.wallMs) : "-"],
    ["webhook to live page", seconds(liveMs)],
    ["full build (npm run build), for comparison", seconds(full.wallMs)],
  ];
  console.log(`\nOne product's price changed to ${formatPrice(newPrice)}, ${products} products:`);
  console.log(table([["where the time went", "time"], ...rows]));
  console.log(`\nTarget: webhook to live page <= ${seconds(TARGET_MS)}: ${liveMs <= TARGET_MS ? "met" : "MISSED"}`);
  if (!(liveMs <= TARGET_MS)) process.exitCode = 1;
} finally {
  await standin.close();
  // Astro's cache folders of both builds (its data store, the catalogue handed over).
  const staging = path.relative(ROOT, path.join(releases, STAGING, SITE));
  for (const outDir of [staging, path.join(work, "full", "dist")]) {
    await rm(path.join(ROOT, cacheDirFor(outDir)), { recursive: true, force: true });
  }
}

/** The first product of the first of a site's files of summaries by slug (src/lib/product-shards.ts) that has one. */
async function firstSummary(site: string): Promise<{ id: string; slug: string }> {
  const shards = path.join(site, path.dirname(paths.summaryShard("x")));
  for (const file of (await readdir(shards)).sort()) {
    const entries = JSON.parse(await readFile(path.join(shards, file), "utf8")) as Record<
      string,
      { id: string; slug: string }
    >;
    const summary = Object.values(entries)[0];
    if (summary) return summary;
  }
  throw new Error(`no product summary in ${shards}`);
}
