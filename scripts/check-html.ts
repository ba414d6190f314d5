/**
 * npm run check:html [-- --dir dist]
 *
 * Every built page is valid HTML (issue "every built page is valid HTML and has no axe-core WCAG 2.2 A/AA
 * violation"): html-validate, with the repository's `.htmlvalidate.mjs`, on every `.html` file of the site
 * (OUT_DIR, `dist` by default). The pages are shared out over a worker thread per core, since parsing is most
 * of the time. Prints how many pages were checked and, per rule, how many problems on how many pages with
 * the first few of them; any problem sets a failing exit code.
 */
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { formatFinding, groupByRule, type Finding } from "./lib/html-validity.ts";
import { htmlFiles } from "../src/release/site-check/page-weight.ts";

/** Problems printed per rule: the rest are the same mistake on other pages. */
const SHOWN = 5;
/** More threads than this only fight over the 2 cores of CI machines, and each costs a parser's start-up. */
const MAX_WORKERS = 4;

const { values } = parseArgs({
  options: { dir: { type: "string", default: process.env["OUT_DIR"] || "dist" } },
});
const root = path.resolve(values.dir);
if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No built site in ${root} (no index.html). Run \`npm run build\` first, or pass --dir.`);
  process.exit(2);
}

const started = performance.now();
const files = await htmlFiles(root);
const workers = Math.max(1, Math.min(MAX_WORKERS, os.availableParallelism(), files.length));
// Dealt out in turn, so that each worker gets its share of the large listing pages and the small redirects.
const shares = Array.from({ length: workers }, (_, worker) => files.filter((_, index) => index % workers === worker));
const findings = (await Promise.all(shares.map((share) => inWorker(root, share)))).flat();
const seconds = ((performance.now() - started) / 1000).toFixed(1);

console.log(`HTML validity (html-validate, .htmlvalidate.mjs) of ${files.length} pages in ${root}: ${seconds} s.`);
if (findings.length === 0) {
  console.log("Every page is valid.");
} else {
  const groups = groupByRule(findings);
  for (const [rule, ofRule] of groups) {
    const pages = new Set(ofRule.map((finding) => finding.file)).size;
    console.error(`\n✗ ${rule}: ${ofRule.length} problem(s) on ${pages} page(s)`);
    for (const finding of ofRule.slice(0, SHOWN)) console.error(`    ${formatFinding(finding)}`);
    if (ofRule.length > SHOWN) console.error(`    … and ${ofRule.length - SHOWN} more`);
  }
  const pages = new Set(findings.map((finding) => finding.file)).size;
  console.error(`\n${findings.length} problem(s) on ${pages} of ${files.length} pages, ${groups.length} rule(s).`);
  process.exitCode = 1;
}

function inWorker(siteRoot: string, share: readonly string[]): Promise<Finding[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./lib/html-validity-worker.ts", import.meta.url), {
      workerData: { root: siteRoot, files: share },
    });
    worker.once("message", (result: Finding[]) => resolve(result));
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`An html-validate worker exited with code ${code}`));
    });
  });
}
