/**
 * npm run check:partner-links [-- --report FILE]
 *
 * Checks every product's shop page of the catalogue the build's settings name (docs/operations.md#partner-links):
 * a CMS product's link, each offer's page of a product of the feeds, never a tracking link (src/lib/links/shop-pages.ts:
 * a product whose shop page is unknown is not checked, and the report says so): dead (4xx, 5xx, DNS, no
 * answer in time, a redirect loop) or out of stock (schema.org availability,
 * or a phrase of OUT_OF_STOCK_PHRASES). Remembers, per product, the
 * Bucharest days in a row its link was found dead, in LINK_HEALTH_FILE
 * (default RELEASES_DIR/link-health.json), which the next build reads to
 * leave out products dead for DEAD_LINK_DAYS. `npm run rebuild --
 * --check-links` runs it before its build; the nightly workflow does.
 *
 * Writes the report as JSON (--report, default REPORT_DIR/link-report.json)
 * and prints a table of every product whose link is not live.
 * Exit codes: 0 every link live or out of stock, 1 some dead, 2 wrong
 * settings, 3 no link reached at all (our network, not every partner: the
 * state is left as it was), 4 the catalogue or the state could not be read.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Catalog } from "../src/lib/catalog/assemble.ts";
import { readCatalog } from "../src/lib/catalog/read.ts";
import { editorLink } from "../src/lib/cms/editor-link.ts";
import { checkLinks } from "../src/lib/links/check-links.ts";
import { readLinkCheckSettings, type LinkCheckSettings } from "../src/lib/links/check-settings.ts";
import { LINK_HEALTH_FILE_NAME, readLinkHealth, writeLinkHealth } from "../src/lib/links/health-file.ts";
import { recordRun, type LinkHealth } from "../src/lib/links/health-state.ts";
import { linkReport, type LinkReport, type RunProduct } from "../src/lib/links/report.ts";
import { pagesToCheck } from "../src/lib/links/shop-pages.ts";
import { nothingReached } from "../src/lib/links/verdict.ts";
import { readSettings, siteUrl, type Settings } from "../src/lib/settings.ts";
import { readReleaseSettings } from "../src/release/settings.ts";
import { bucharestDay } from "../src/lib/bucharest-day.ts";
import { table } from "./lib/table.ts";

const { values: args } = parseArgs({ options: { report: { type: "string" } } });

let settings: Settings;
let check: LinkCheckSettings;
let stateFile: string;
try {
  settings = readSettings();
  check = readLinkCheckSettings();
  stateFile = settings.LINK_HEALTH_FILE ?? path.join(readReleaseSettings().RELEASES_DIR, LINK_HEALTH_FILE_NAME);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const reportFile = args.report ?? path.join(settings.REPORT_DIR, "link-report.json");

const started = new Date();
let catalog: Catalog;
let previous: LinkHealth | null;
try {
  [catalog, previous] = await Promise.all([readCatalog(settings), readLinkHealth(stateFile)]);
} catch (error) {
  console.error(`[links] nothing checked: ${(error as Error).message}`);
  process.exit(4);
}
// Shop pages only, never a tracking link (issue 28): a network counts every request to one as a click.
const { pages, unknown } = pagesToCheck(catalog.products);
const products: RunProduct[] = pages.map((page) => ({
  id: page.id,
  title: page.title,
  affLink: page.page,
  // An offer of the feeds has no CMS page to open.
  editorLink: page.id === page.productId ? editorLink(catalog.source, settings.UMBRACO_URL, page.productId) : null,
}));
const lastChecked = new Map<string, string>();
for (const product of products) {
  const entry = previous?.products[product.id];
  if (entry?.affLink !== product.affLink) continue;
  const known = lastChecked.get(product.affLink);
  if (known === undefined || entry.checkedAt < known) lastChecked.set(product.affLink, entry.checkedAt);
}

const links = [...new Set(products.map((product) => product.affLink))];
if (unknown.length) {
  console.log(
    `[links] ${unknown.length} products or offers not checked: their shop's page is unknown (only a tracking link)`,
  );
}
console.log(
  `[links] checking ${links.length} partner links (shop pages only) of ${products.length} products and offers (${catalog.source}), ` +
    `${check.LINK_CHECK_CONCURRENCY} at once, one request per host every ${check.LINK_CHECK_HOST_INTERVAL_MS} ms`,
);
let done = 0;
const verdicts = await checkLinks(links, {
  concurrency: check.LINK_CHECK_CONCURRENCY,
  hostIntervalMs: check.LINK_CHECK_HOST_INTERVAL_MS,
  timeoutMs: check.LINK_CHECK_TIMEOUT_MS,
  allowedHosts: check.LINK_CHECK_ALLOW_HOSTS ?? [],
  phrases: check.OUT_OF_STOCK_PHRASES,
  userAgent: `Mozilla/5.0 (compatible; VitrinaLinkCheck/1.0; +${siteUrl(settings).origin})`,
  deadline: started.getTime() + check.LINK_CHECK_MAX_MINUTES * 60_000,
  lastChecked: (link) => lastChecked.get(link),
  onVerdict: () => {
    done += 1;
    if (done % 1000 === 0) console.log(`[links] ${done} of ${links.length} checked`);
  },
});

const finished = new Date();
const recorded = !nothingReached([...verdicts.values()]);
const checked = products.flatMap((product) => {
  const verdict = verdicts.get(product.affLink);
  return verdict ? [{ ...product, verdict }] : [];
});
const state = recordRun(previous, checked, bucharestDay(finished), finished);
if (recorded) await writeLinkHealth(stateFile, state);
const next = recorded ? state : (previous ?? { ...state, products: {} });
const report = linkReport(
  products,
  verdicts,
  next,
  {
    checkedAt: finished.toISOString(),
    day: state.day,
    durationMs: finished.getTime() - started.getTime(),
    stateFile,
    recorded,
    deadLinkDays: settings.DEAD_LINK_DAYS,
  },
  unknown,
);
await mkdir(path.dirname(reportFile), { recursive: true });
await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(summary(report));
console.log(`[links] report: ${reportFile}`);

if (!recorded) {
  console.error(`[links] no partner link answered at all: our network, not every partner; ${stateFile} left as it was`);
  process.exitCode = 3;
} else if (report.counts.dead) {
  process.exitCode = 1;
}

function summary(report: LinkReport): string {
  const { counts } = report;
  const lines = [
    `[links] ${counts.links} links in ${(report.durationMs / 1000).toFixed(1)} s: ${counts.live} live, ${counts.dead} dead, ` +
      `${counts.outOfStock} out of stock, ${counts.unchecked} unchecked, ${counts.notReached} not reached in time`,
  ];
  if (report.shopPageUnknown.length) {
    lines.push(
      `[links] not checked, shop page unknown (a tracking link is never requested): ${report.shopPageUnknown.length}`,
    );
    for (const entry of report.shopPageUnknown.slice(0, 20))
      lines.push(`  ${entry.id} "${entry.title}": ${entry.link}`);
    if (report.shopPageUnknown.length > 20) lines.push(`  ... and ${report.shopPageUnknown.length - 20} more`);
  }
  if (report.products.length) {
    const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
    lines.push(
      table([
        ["product", "title", "status", "days", "next build", "reason", "partner link", "editor link"],
        ...report.products.map((row) => [
          row.id,
          cut(row.title, 40),
          row.status,
          String(row.deadDays),
          row.nextBuild,
          cut(row.reason, 60),
          row.affLink,
          row.editorLink ?? "",
        ]),
      ]),
    );
  }
  return lines.join("\n");
}
