/**
 * npm start: the whole product on one address. Builds the site when it is
 * missing or was built for another click service, then runs the click
 * service, which serves the site and the API together on HOST:PORT
 * (http://127.0.0.1:4321 by default). A newcomer's first command: click a
 * product, reload the home page, and see it in "Topul zilei".
 *
 * The site is built with PUBLIC_API_URL set to the service's own address
 * unless it is set already, so that the pages send their clicks to it.
 * Its build keeps the price history (PRICE_HISTORY on, in the service's own
 * database), as every rebuild does. When `npm run rebuild` has made a release, releases/current is served
 * instead, and nothing is built.
 * Stopping (Ctrl+C, SIGTERM) is passed on to the service, which writes its
 * clicks before it exits.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { BUILD_ARGS } from "../src/build/dirs.ts";
import { CATALOGUE_IDS_FILE } from "../src/build/write-catalogue-ids.ts";

const root = path.resolve(import.meta.dirname, "..");
const host = process.env["HOST"] || "127.0.0.1";
const port = process.env["PORT"] || "4321";
const apiUrl = process.env["PUBLIC_API_URL"] || `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
const outDir = path.resolve(root, process.env["OUT_DIR"] || "dist");
const reportDir = path.resolve(root, process.env["REPORT_DIR"] || "reports");
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PUBLIC_API_URL: apiUrl,
  HOST: host,
  PORT: port,
  CATALOGUE_IDS: process.env["CATALOGUE_IDS"] || path.join(reportDir, CATALOGUE_IDS_FILE),
};

/** Why the site must be built first, or null when the one on disk will do. */
function whyBuild(): string | null {
  const home = path.join(outDir, "index.html");
  if (!existsSync(home)) return `no site in ${path.relative(root, outDir)}/`;
  if (!existsSync(path.join(reportDir, CATALOGUE_IDS_FILE))) return "no list of live products for the click service";
  const api = /<html[^>]*\sdata-click-api="([^"]*)"/.exec(readFileSync(home, "utf8"))?.[1];
  return api === apiUrl ? null : `the site was built for ${api ? `the click service at ${api}` : "no click service"}`;
}

// A release of `npm run rebuild` is served as it is, through releases/current, the link a rebuild or a rollback
// switches: the service follows it with no restart (src/release/releases.ts).
const live = path.resolve(root, process.env["RELEASES_DIR"] || "releases", "current");
const servesRelease = existsSync(path.join(live, "site", "index.html"));
if (servesRelease) {
  env["SITE_DIR"] = process.env["SITE_DIR"] || path.join(live, "site");
  env["CATALOGUE_IDS"] = process.env["CATALOGUE_IDS"] || path.join(live, CATALOGUE_IDS_FILE);
  console.log(`Serving the live release in ${path.relative(root, live)}/ (npm run rebuild makes a new one).`);
}

const reason = servesRelease ? null : whyBuild();
if (reason) {
  console.log(`Building the site first: ${reason}.`);
  const build = spawnSync(process.execPath, BUILD_ARGS, {
    cwd: root,
    env: { ...env, PRICE_HISTORY: process.env["PRICE_HISTORY"] || "on" },
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const service = spawn(process.execPath, [path.join(root, "src/service/main.ts")], { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => service.kill(signal));
service.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
console.log(`Vitrina: the site and its API on ${apiUrl}/ (API under /api/). Ctrl+C stops both.`);
