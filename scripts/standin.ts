/**
 * Runs the stand-in for Umbraco and the product API on this machine, so that
 * a build (or `astro dev`) can read a catalogue without the real services.
 *
 *   node scripts/standin.ts [--catalog src/data/sample-catalog.json] [--port 4400] [--api-key KEY]
 *                           [--media public/media] [--fault match=/umbraco,status=503,times=2] [--quiet]
 *                           [--feed-rows 300] [--feed-faults] [--feeds-file .cache/standin-feeds.json]
 *
 * It also serves the networks' feeds (./standin/feeds.ts), --feed-rows rows each (0: none), with bad rows and
 * duplicate ids with --feed-faults, and writes a FEEDS_FILE that names them to --feeds-file.
 * --fault may repeat; its keys are those of Fault (match is a path prefix, or re:REGEXP).
 * Runs until Ctrl-C.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import type { UmbracoContent } from "../src/lib/cms/umbraco.ts";
import { standinFeedsFile } from "./standin/feeds.ts";
import { startStandin, type Fault, type RequestLog } from "./standin/server.ts";

const HELP = `Usage: node scripts/standin.ts [--catalog FILE] [--port 4400] [--host 127.0.0.1] [--api-key KEY]
                               [--media DIR] [--fault match=PREFIX,status=503,times=2 ...] [--quiet]
                               [--feed-rows 300] [--feed-faults] [--feeds-file .cache/standin-feeds.json]`;

/** The stand-in's Profitshare API user and key: the real API's signature is checked against them. */
const PROFITSHARE = { user: "standin-user", key: "standin-key", advertisers: [101, 102] };

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      catalog: { type: "string", default: "src/data/sample-catalog.json" },
      port: { type: "string", default: "4400" },
      host: { type: "string", default: "127.0.0.1" },
      "api-key": { type: "string" },
      media: { type: "string" },
      fault: { type: "string", multiple: true, default: [] },
      quiet: { type: "boolean", default: false },
      "feed-rows": { type: "string", default: "300" },
      "feed-faults": { type: "boolean", default: false },
      "feeds-file": { type: "string", default: ".cache/standin-feeds.json" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port must be a port number, not "${values.port}"`);
  const file = path.resolve(values.catalog);
  const content = readContent(JSON.parse(await readFile(file, "utf8")), file);
  const faults = values.fault.map(parseFault);
  const feedRows = Number(values["feed-rows"]);
  if (!Number.isInteger(feedRows) || feedRows < 0)
    throw new Error(`--feed-rows must be a count, not "${values["feed-rows"]}"`);

  const standin = await startStandin({
    content,
    port,
    host: values.host,
    faults,
    ...(feedRows ? { feeds: { rows: feedRows, faults: values["feed-faults"], profitshare: PROFITSHARE } } : {}),
    ...(values["api-key"] === undefined ? {} : { apiKey: values["api-key"] }),
    ...(values.media === undefined ? {} : { mediaDir: path.resolve(values.media) }),
    ...(values.quiet ? {} : { onRequest: printRequest }),
  });
  const env = [`UMBRACO_URL=${standin.url}`, `PRODUCTS_API_URL=${standin.url}`];
  const feedsFile = path.resolve(values["feeds-file"]);
  if (feedRows) {
    const file = standinFeedsFile(standin.url, {
      ...PROFITSHARE,
      userEnv: "STANDIN_PS_USER",
      keyEnv: "STANDIN_PS_KEY",
    });
    await mkdir(path.dirname(feedsFile), { recursive: true });
    await writeFile(feedsFile, `${JSON.stringify(file, null, 2)}\n`);
  }
  const feedsEnv = `FEEDS_FILE=${path.relative(process.cwd(), feedsFile)} STANDIN_PS_USER=${PROFITSHARE.user} STANDIN_PS_KEY=${PROFITSHARE.key}`;
  if (values["api-key"] !== undefined) env.push(`UMBRACO_API_KEY=${values["api-key"]}`);
  console.log(
    [
      `Stand-in serving ${content.products.length} products, ${content.categories.length} categories, ` +
        `${content.collections.length} collections from ${path.relative(process.cwd(), file) || file}`,
      `  Umbraco Delivery API: ${standin.url}/umbraco/delivery/api/v2/content`,
      `  brands:               ${standin.url}/umbraco/delivery/api/brands${content.brands === null ? " (404: none in the catalogue)" : ""}`,
      `  product API:          ${standin.url}/api/productsapi/filtered`,
      `  media:                ${standin.url}/media/`,
      ...(faults.length ? [`  faults: ${values.fault.join("; ")}`] : []),
      "",
      "Build against Umbraco only:",
      `  ${env.filter((line) => !line.startsWith("PRODUCTS_API_URL")).join(" ")} npm run build`,
      "Build with products from the product API:",
      `  ${env.join(" ")} npm run build`,
      ...(feedRows
        ? [
            `Feeds (${feedRows} rows each${values["feed-faults"] ? ", with faults" : ""}): ${standin.url}/feeds/google.xml, ` +
              `/feeds/2performant.csv(.gz), /feeds/profitshare/affiliate-products/ (advertisers ${PROFITSHARE.advertisers.join(", ")})`,
            "Build against Umbraco and the feeds:",
            `  ${env.filter((line) => !line.startsWith("PRODUCTS_API_URL")).join(" ")} ${feedsEnv} npm run build`,
          ]
        : []),
      "",
      "Ctrl-C stops it.",
    ].join("\n"),
  );

  const stop = () => {
    standin.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/** Checks the dump's shape enough to fail with a clear message instead of serving nonsense. */
function readContent(value: unknown, file: string): UmbracoContent {
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const lists = ["products", "categories", "collections", "about"] as const;
  const missing = lists.filter((name) => !Array.isArray(record[name]));
  if (missing.length) throw new Error(`${file} is not an Umbraco dump: no array ${missing.join(", ")}`);
  return {
    products: record["products"] as unknown[],
    categories: record["categories"] as unknown[],
    collections: record["collections"] as unknown[],
    about: record["about"] as unknown[],
    brands: record["brands"] ?? null,
  };
}

/** "match=/umbraco,status=503,times=2" → a Fault. A match written re:... is a RegExp ("re:contentType%3Aproduct"). */
export function parseFault(text: string): Fault {
  const fields = new Map<string, string>();
  for (const part of text.split(",")) {
    const cut = part.indexOf("=");
    if (cut <= 0) throw new Error(`--fault "${text}": "${part}" is not key=value`);
    fields.set(part.slice(0, cut).trim(), part.slice(cut + 1).trim());
  }
  const match = fields.get("match") ?? "/";
  const number = (key: string) => {
    const value = fields.get(key);
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) throw new Error(`--fault "${text}": ${key} must be a number`);
    return parsed;
  };
  const fault: Record<string, unknown> = {
    match: match.startsWith("re:") ? new RegExp(match.slice(3)) : match,
    status: number("status"),
    retryAfter: fields.get("retryAfter") ?? fields.get("retry-after"),
    delayMs: number("delayMs") ?? number("delay"),
    drop: fields.has("drop") ? fields.get("drop") !== "false" : undefined,
    times: number("times"),
    body: fields.get("body"),
  };
  for (const key of Object.keys(fault)) if (fault[key] === undefined) delete fault[key];
  return fault as unknown as Fault;
}

function printRequest(entry: RequestLog): void {
  const status = entry.status ?? entry.outcome;
  const fault = entry.fault ? ` [fault: ${entry.fault}]` : "";
  console.log(`${entry.method} ${entry.path} -> ${status} (${entry.durationMs ?? "?"} ms)${fault}`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.error(HELP);
    process.exitCode = 1;
  });
}
