/**
 * The build's two files per product that need no rendering: its summary
 * JSON (`paths.productData`, read by the quick view and the wishlist) and
 * its old-address redirect page ("/product-external/{id}/", spec §2). Both
 * are a function of the product alone, so they never go through Astro's
 * renderer (40,000 renders at 20,000 products): scripts/build-products.ts,
 * a worker of scripts/build.ts, writes them from the products `astro build`
 * hands over (handoff.ts), while Astro renders the pages.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import pLimit from "p-limit";
import type { Product } from "../lib/domain/schema.ts";
import { paths } from "../lib/paths.ts";
import { toProductSummary } from "../lib/product-summary.ts";
import { productRedirects, redirectDocument } from "../lib/redirects.ts";

/** One file of the site: its path from the site's root, and its content. */
export interface SiteFile {
  readonly path: string;
  readonly body: string;
}

export const isSiteFile = (value: unknown): value is SiteFile =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SiteFile).path === "string" &&
  (value as SiteFile).path.startsWith("/") &&
  !(value as SiteFile).path.split("/").includes("..") &&
  typeof (value as SiteFile).body === "string";

/** Files written at once: enough to keep the disk busy, few enough to hold little memory. */
const WRITES_AT_ONCE = 64;

/**
 * The files of `product`: its summary, and its redirect page unless an
 * earlier product had its id (`redirected` holds the old addresses written).
 * @example filesOf(product, new URL("https://vitrina.ro"), new Set()).map((file) => file.path)
 * // ["/date/produse/rochie-neagra.json", "/product-external/42/index.html"]
 */
export function filesOf(product: Product, site: URL, redirected: Set<string>): SiteFile[] {
  const files: SiteFile[] = [
    { path: paths.productData(product.slug), body: JSON.stringify(toProductSummary(product)) },
  ];
  for (const { from, to } of productRedirects([product])) {
    if (redirected.has(from)) continue;
    redirected.add(from);
    files.push({ path: `${from}index.html`, body: redirectDocument(to, site) });
  }
  return files;
}

/**
 * Writes `files` under `outDir`; resolves to how many. Reads no further
 * ahead than the writes in flight, so that it holds few files' contents.
 */
export async function writeSiteFiles(files: AsyncIterable<SiteFile>, outDir: string): Promise<number> {
  const limit = pLimit(WRITES_AT_ONCE);
  const folders = new Map<string, Promise<unknown>>();
  let batch: Promise<void>[] = [];
  let count = 0;
  for await (const file of files) {
    if (!isSiteFile(file)) throw new Error(`Not a file of the site: ${JSON.stringify(file)}`);
    const target = path.join(outDir, file.path);
    const folder = path.dirname(target);
    let made = folders.get(folder);
    if (!made) {
      made = limit(() => mkdir(folder, { recursive: true }));
      folders.set(folder, made);
    }
    batch.push(made.then(() => limit(() => writeFile(target, file.body))));
    count += 1;
    if (batch.length === WRITES_AT_ONCE * 4) {
      await Promise.all(batch);
      batch = [];
    }
  }
  await Promise.all(batch);
  return count;
}
