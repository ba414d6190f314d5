/**
 * The build's last step (./index.ts): the build report
 * (docs/architecture.md#build-report): what the source gave, what was
 * published, what was left out and why. Printed once at the end of the build and written as JSON to
 * REPORT_DIR, beside the site and never inside it: it is for the team, not
 * the public.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Catalog, SuffixedSlug } from "../lib/catalog/assemble.ts";
import type { LinkHealthMarks } from "../lib/catalog/dead-links.ts";
import type { Problem } from "../lib/domain/schema.ts";
import type { FeedsRead } from "../lib/domain/source.ts";
import type { FeedReport } from "../lib/feeds/read.ts";

export interface BuildReport {
  readonly source: Catalog["source"];
  readonly startedAt: string;
  readonly durationMs: number;
  readonly read: Catalog["read"];
  readonly published: {
    readonly products: number;
    readonly categories: number;
    readonly collections: number;
    readonly brands: number;
    readonly pages: number;
  };
  readonly leftOut: readonly Problem[];
  readonly suffixedSlugs: readonly SuffixedSlug[];
  /** The partner-link check the build was given (LINK_HEALTH_FILE); null without one. */
  readonly linkHealth: LinkHealthMarks | null;
  /** The feeds read beside the CMS (FEEDS_FILE, or the sample's); null when none was. */
  readonly feeds: FeedsSummary | null;
}

/**
 * What became of each feed (issue 28): its rows read and used, its bad rows by reason (the first listed), the
 * category texts no `map` rule placed with their counts, and why a feed's read was not used (shrunk, failed).
 */
export interface FeedsSummary {
  readonly file: string;
  readonly feeds: readonly FeedSummary[];
}

export interface FeedSummary {
  readonly name: string;
  readonly format: FeedReport["format"];
  readonly status: FeedReport["status"];
  /** Rows this build's read got, valid or bad; null when the feed was not read anew (304, failed). */
  readonly rowsRead: number | null;
  /** Valid rows placed by a rule: on the site, grouped into products. */
  readonly rowsUsed: number;
  readonly badRows: number;
  readonly badByReason: FeedReport["badByReason"];
  readonly bad: FeedReport["bad"];
  readonly unmapped: FeedReport["unplaced"];
  /** A read not used: its valid rows (shrunk past MAX_SHRINK), against the last good read's. */
  readonly refusedRows: number | null;
  readonly lastGoodRows: number | null;
  readonly message: string | null;
  readonly ms: number;
}

/** The report's part of the feeds (./report.ts), from what src/lib/feeds read. */
export function summariseFeeds(feeds: FeedsRead | undefined): FeedsSummary | null {
  if (!feeds) return null;
  return {
    file: feeds.file,
    feeds: feeds.reports.map((report) => ({
      name: report.name,
      format: report.format,
      status: report.status,
      rowsRead:
        report.status === "read"
          ? report.rows + report.badRows
          : report.status === "shrunk"
            ? (report.refusedRows ?? 0) + report.badRows
            : null,
      rowsUsed: report.placed,
      badRows: report.badRows,
      badByReason: report.badByReason,
      bad: report.bad,
      unmapped: report.unplaced,
      refusedRows: report.refusedRows,
      lastGoodRows: report.lastGoodRows,
      message: report.message,
      ms: report.ms,
    })),
  };
}

/** What the report says of the catalogue, small enough to send from Astro's process (./read-catalogue.ts). */
export type CatalogueTally = Omit<BuildReport, "startedAt" | "durationMs" | "published"> & {
  readonly published: Omit<BuildReport["published"], "pages">;
};

export function tallyCatalogue(catalog: Catalog): CatalogueTally {
  return {
    source: catalog.source,
    read: catalog.read,
    published: {
      products: catalog.products.length,
      categories: catalog.categories.length,
      collections: catalog.collections.length,
      brands: catalog.brands.length,
    },
    leftOut: catalog.problems,
    suffixedSlugs: catalog.suffixed,
    linkHealth: catalog.linkHealth ?? null,
    feeds: summariseFeeds(catalog.feeds),
  };
}

/** The report of a build that published `tally`'s catalogue as `pages` pages. */
export function createReport(tally: CatalogueTally, startedAt: Date, finishedAt: Date, pages: number): BuildReport {
  return {
    source: tally.source,
    startedAt: startedAt.toISOString(),
    durationMs: finishedAt.getTime() - startedAt.getTime(),
    read: tally.read,
    published: { ...tally.published, pages },
    leftOut: tally.leftOut,
    suffixedSlugs: tally.suffixedSlugs,
    linkHealth: tally.linkHealth,
    feeds: tally.feeds,
  };
}

const LISTED = 20;

/** A human summary: counts first, then each left-out item by id and field (the first few, the rest in the JSON). */
export function formatReport(report: BuildReport, jsonPath: string): string {
  const { read, published } = report;
  const lines = [
    `Catalogue (${report.source}): read ${read.products} products, ${read.categories} categories, ${read.collections} collections`,
    `Published: ${published.products} products, ${published.categories} categories, ${published.collections} collections, ${published.brands} brands, ${published.pages} pages`,
    `Left out: ${report.leftOut.length}; slugs suffixed: ${report.suffixedSlugs.length}; duration ${(report.durationMs / 1000).toFixed(1)} s`,
  ];
  for (const problem of report.leftOut.slice(0, LISTED)) {
    const title = problem.title ? ` "${problem.title}"` : "";
    lines.push(`  left out ${problem.kind} ${problem.id}${title}: ${problem.field}: ${problem.reason}`);
  }
  for (const entry of report.suffixedSlugs.slice(0, LISTED)) {
    lines.push(`  slug suffixed: product ${entry.id} "${entry.title}": ${entry.wanted} -> ${entry.slug}`);
  }
  const hidden = Math.max(0, report.leftOut.length - LISTED) + Math.max(0, report.suffixedSlugs.length - LISTED);
  if (hidden) lines.push(`  ... and ${hidden} more`);
  if (report.linkHealth) lines.push(...linkHealthLines(report.linkHealth));
  if (report.feeds) lines.push(...feedLines(report.feeds));
  lines.push(`Report: ${jsonPath}`);
  return lines.join("\n");
}

/** The link check's part: its date, then the products it marked (those left out are listed above). */
function linkHealthLines(health: LinkHealthMarks): string[] {
  const { leftOut, dead, outOfStock } = health;
  if (!health.checkedAt) return [`Partner links: ${health.file} holds no check yet`];
  const lines = [
    `Partner links (checked ${health.checkedAt}): ${leftOut.length} left out (dead ${health.deadLinkDays}+ days), ` +
      `${dead.length} dead for fewer days, ${outOfStock.length} out of stock`,
  ];
  for (const mark of dead.slice(0, LISTED)) {
    lines.push(
      `  dead link, product ${mark.id} "${mark.title}" (day ${mark.deadDays} of ${health.deadLinkDays}): ${mark.reason}`,
    );
  }
  for (const mark of (health.offersLeftOut ?? []).slice(0, LISTED)) {
    lines.push(`  offer left out, ${mark.id} "${mark.title}" (dead ${mark.deadDays} days): ${mark.reason}`);
  }
  for (const mark of outOfStock.slice(0, LISTED)) {
    lines.push(`  out of stock, product ${mark.id} "${mark.title}": ${mark.reason}`);
  }
  const hidden = Math.max(0, dead.length - LISTED) + Math.max(0, outOfStock.length - LISTED);
  if (hidden) lines.push(`  ... and ${hidden} more`);
  return lines;
}

const STATUS: Record<FeedSummary["status"], string> = {
  read: "read",
  unchanged: "unchanged (304), last good read used",
  shrunk: "SHRUNK, not used: last good read kept",
  failed: "FAILED",
};

/** The feeds' part: a line per feed, then its bad rows by reason and its unmapped category texts, most first. */
function feedLines(feeds: FeedsSummary): string[] {
  const lines = [`Feeds (${feeds.file}):`];
  for (const feed of feeds.feeds) {
    const read = feed.rowsRead === null ? "" : `${feed.rowsRead} rows read, `;
    const unmapped = Object.values(feed.unmapped).reduce((sum, count) => sum + count, 0);
    lines.push(
      `  ${feed.name} (${feed.format}): ${STATUS[feed.status]}; ${read}${feed.rowsUsed} used, ` +
        `${feed.badRows} bad, ${unmapped} in unmapped categories; ${feed.ms} ms`,
    );
    if (feed.message) lines.push(`    ${feed.message}`);
    for (const [reason, count] of Object.entries(feed.badByReason)) lines.push(`    bad: ${reason}: ${count}`);
    const byCount = Object.entries(feed.unmapped).sort(([, a], [, b]) => b - a);
    for (const [text, count] of byCount.slice(0, LISTED)) lines.push(`    unmapped category "${text}": ${count}`);
    if (byCount.length > LISTED) lines.push(`    ... and ${byCount.length - LISTED} more unmapped categories`);
  }
  return lines;
}

export async function writeReport(report: BuildReport, dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, "build-report.json");
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

/** The build's report step (./index.ts): the report of a build started at `startedAt`, printed and written. */
export async function reportBuild(tally: CatalogueTally, startedAt: Date, pages: number, dir: string): Promise<void> {
  const report = createReport(tally, startedAt, new Date(), pages);
  console.log(formatReport(report, await writeReport(report, dir)));
}
