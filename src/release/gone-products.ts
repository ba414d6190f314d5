/**
 * A product that was unpublished or deleted since the live release must not
 * leave a dead address behind (issue 14): its page answers a redirect to
 * its category listing. The new release's `_redirects` (which the CDN and
 * the click service both follow) gets one line per product gone: found by
 * the products' summaries (`/date/produse/<slug>.json`, which name the id
 * and the category's address) that the live release has and the new one
 * lacks, plus the ones gone in earlier releases, carried in `gone.json`
 * beside each release until the address is a product again. 302, not 301:
 * a product may come back, and browsers keep a 301 for ever. A category
 * listing the new release no longer has is no place to send anyone: such a
 * product redirects to the home page instead, so no redirect leads to a 404.
 */
import { existsSync } from "node:fs";
import { appendFile, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { paths } from "../lib/paths.ts";

/** Beside a release: every product address that redirects because its product is gone. */
export const GONE_FILE = "gone.json";

export interface GoneProduct {
  readonly id: string;
  readonly slug: string;
  /** Its category listing's address, or the home page when it had none or the listing is gone too. */
  readonly to: string;
}

const SUMMARIES = "date/produse";

async function summarySlugs(site: string): Promise<Set<string>> {
  const dir = path.join(site, SUMMARIES);
  if (!existsSync(dir)) return new Set();
  return new Set((await readdir(dir)).filter((name) => name.endsWith(".json")).map((name) => name.slice(0, -5)));
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
  const newSite = path.join(newDir, "site");
  const present = await summarySlugs(newSite);
  const gone = new Map<string, GoneProduct>();
  // Where a redirect may lead: a page of the new release.
  const landing = (to: string): string => (existsSync(path.join(newSite, to, "index.html")) ? to : paths.home());
  if (liveDir) {
    for (const product of await readGone(liveDir)) {
      if (!present.has(product.slug)) gone.set(product.slug, { ...product, to: landing(product.to) });
    }
    const liveSite = path.join(liveDir, "site");
    for (const slug of await summarySlugs(liveSite)) {
      if (present.has(slug)) continue;
      const summary = JSON.parse(await readFile(path.join(liveSite, SUMMARIES, `${slug}.json`), "utf8")) as {
        id?: unknown;
        category?: { href?: unknown };
      };
      const to = typeof summary.category?.href === "string" ? landing(summary.category.href) : paths.home();
      gone.set(slug, { id: String(summary.id ?? ""), slug, to });
    }
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
