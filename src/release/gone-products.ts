/**
 * A product that was unpublished or deleted since the live release must not
 * leave a dead address behind (issue 14): its page answers a redirect to
 * its category listing. The new release's `_redirects` (which the CDN and
 * the click service both follow) gets one line per product gone: found by
 * the products' summaries (their files by slug, src/lib/product-shards.ts,
 * which name the id and the category's address) that the live release has
 * and the new one lacks, plus the ones gone in earlier releases, carried in `gone.json`
 * beside each release until the address is a product again. A slug's summary is in the same file in both
 * releases (by a hash of the slug), and a file the new release linked from the live one is the same file: only
 * the files that differ are read. 302, not 301:
 * a product may come back, and browsers keep a 301 for ever. A category
 * listing the new release no longer has is no place to send anyone: such a
 * product redirects to the home page instead, so no redirect leads to a 404.
 */
import { existsSync, statSync } from "node:fs";
import { appendFile, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { paths } from "../lib/paths.ts";
import { summaryShard, summaryShardNames } from "../lib/product-shards.ts";

/** Beside a release: every product address that redirects because its product is gone. */
export const GONE_FILE = "gone.json";

export interface GoneProduct {
  readonly id: string;
  readonly slug: string;
  /** Its category listing's address, or the home page when it had none or the listing is gone too. */
  readonly to: string;
}

/** What a release's summary says of its product: its id and its category listing's address. */
interface Summary {
  readonly id: string;
  readonly category: string | null;
}

/** A product summary as a file holds it, or null when it is not one. */
function toSummary(value: unknown): Summary | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, category } = value as { id?: unknown; category?: { href?: unknown } | null };
  return { id: String(id ?? ""), category: typeof category?.href === "string" ? category.href : null };
}

/** Files read at once. */
const READS_AT_ONCE = 32;

/** The folder of one summary per product (`<slug>.json`) of a release built before the files by slug. */
const SUMMARIES_BEFORE_SHARDS = "date/produse";

/** The summaries in one file by slug (`shard`) of the site in `site`. */
async function readShard(site: string, shard: string): Promise<Map<string, Summary>> {
  const summaries = new Map<string, Summary>();
  const text = await readFile(path.join(site, paths.summaryShard(shard)), "utf8");
  for (const [slug, value] of Object.entries(JSON.parse(text) as Record<string, unknown>)) {
    const summary = toSummary(value);
    if (summary) summaries.set(slug, summary);
  }
  return summaries;
}

/** Whether the site in `site` has its summaries in files by slug (a release built before them has one a product). */
const hasShards = (site: string) => existsSync(path.dirname(path.join(site, paths.summaryShard("0"))));

/** Whether two files are one: the new release linked it from the live one. */
function sameFile(a: string, b: string): boolean {
  const [first, second] = [statSync(a, { throwIfNoEntry: false }), statSync(b, { throwIfNoEntry: false })];
  return !!first && !!second && first.dev === second.dev && first.ino === second.ino;
}

/**
 * Every product summary of the site in `site`, by slug: from its files by slug, every one of which must be
 * there (a missing file would pass its products for gone, and their pages for redirects); from its one file per
 * product when it was built before them (a live release of an earlier version); none when it has neither.
 */
async function summariesOf(site: string): Promise<Map<string, Summary>> {
  const summaries = new Map<string, Summary>();
  if (hasShards(site)) {
    const shards = summaryShardNames();
    for (let start = 0; start < shards.length; start += READS_AT_ONCE) {
      const read = await Promise.all(shards.slice(start, start + READS_AT_ONCE).map((shard) => readShard(site, shard)));
      for (const shard of read) for (const [slug, summary] of shard) summaries.set(slug, summary);
    }
    return summaries;
  }
  const before = path.join(site, SUMMARIES_BEFORE_SHARDS);
  if (!existsSync(before)) return summaries;
  for (const name of (await readdir(before)).filter((file) => file.endsWith(".json"))) {
    const summary = toSummary(JSON.parse(await readFile(path.join(before, name), "utf8")));
    if (summary) summaries.set(name.slice(0, -5), summary);
  }
  return summaries;
}

/**
 * The live site's summaries that the new one lacks, by slug, and whether the new site has a slug: the files by
 * slug that differ between them read, each file of the new site once; every summary of both when the live site
 * has no files by slug.
 */
async function compareSummaries(
  liveSite: string,
  newSite: string,
): Promise<{ lacking: Map<string, Summary>; has(slug: string): Promise<boolean> }> {
  const lacking = new Map<string, Summary>();
  if (!hasShards(liveSite) || !hasShards(newSite)) {
    const present = await summariesOf(newSite);
    for (const [slug, summary] of await summariesOf(liveSite)) if (!present.has(slug)) lacking.set(slug, summary);
    return { lacking, has: async (slug) => present.has(slug) };
  }
  const read = new Map<string, Promise<Map<string, Summary>>>();
  const newShard = (shard: string) => {
    let found = read.get(shard);
    if (!found) read.set(shard, (found = readShard(newSite, shard)));
    return found;
  };
  const file = (site: string, shard: string) => path.join(site, paths.summaryShard(shard));
  const differing = summaryShardNames().filter((shard) => !sameFile(file(liveSite, shard), file(newSite, shard)));
  for (let start = 0; start < differing.length; start += READS_AT_ONCE) {
    await Promise.all(
      differing.slice(start, start + READS_AT_ONCE).map(async (shard) => {
        const [live, now] = await Promise.all([readShard(liveSite, shard), newShard(shard)]);
        for (const [slug, summary] of live) if (!now.has(slug)) lacking.set(slug, summary);
      }),
    );
  }
  return { lacking, has: async (slug) => (await newShard(summaryShard(slug))).has(slug) };
}

async function readGone(releaseDir: string): Promise<GoneProduct[]> {
  try {
    return JSON.parse(await readFile(path.join(releaseDir, GONE_FILE), "utf8")) as GoneProduct[];
  } catch {
    return [];
  }
}

/**
 * The products of the live release (`liveDir`, or none) that the new one (`newDir`) lacks, with those gone
 * before; each once, and none whose address is a product of the new release.
 */
export async function goneProducts(liveDir: string | null, newDir: string): Promise<GoneProduct[]> {
  if (!liveDir) return [];
  const newSite = path.join(newDir, "site");
  const gone = new Map<string, GoneProduct>();
  // Where a redirect may lead: a page of the new release.
  const landing = (to: string): string => (existsSync(path.join(newSite, to, "index.html")) ? to : paths.home());
  const summaries = await compareSummaries(path.join(liveDir, "site"), newSite);
  for (const product of await readGone(liveDir)) {
    if (!(await summaries.has(product.slug))) gone.set(product.slug, { ...product, to: landing(product.to) });
  }
  for (const [slug, summary] of summaries.lacking) {
    gone.set(slug, { id: summary.id, slug, to: summary.category ? landing(summary.category) : paths.home() });
  }
  return [...gone.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

/** Writes `gone.json` beside the new release and the redirects at the end of its site's `_redirects`. */
export async function redirectGoneProducts(newDir: string, gone: readonly GoneProduct[]): Promise<void> {
  await writeFile(path.join(newDir, GONE_FILE), `${JSON.stringify(gone, null, 1)}\n`);
  if (!gone.length) return;
  const lines = gone.map((product) => `${paths.product(product.slug)} ${product.to} 302`);
  await appendFile(
    path.join(newDir, "site", "_redirects"),
    `\n# Products gone since they were published\n${lines.join("\n")}\n`,
  );
}
