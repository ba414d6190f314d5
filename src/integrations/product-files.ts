/**
 * The build's two files per product that need no rendering: its summary
 * JSON (`paths.productData`, read by the quick view and the wishlist) and
 * its old-address redirect page ("/product-external/{id}/", spec §2). Both
 * are a function of the product alone, so they never go through Astro's
 * renderer (40,000 renders at 20,000 products): `astro build` hands their
 * contents to the build's second step (scripts/after-build.ts), which writes
 * them after the search index, in a process without Astro's memory.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import pLimit from "p-limit";
import { PRODUCT_FILES_FILE } from "../lib/build-dirs.ts";
import { paths } from "../lib/paths.ts";
import { toProductSummary } from "../lib/product-summary.ts";
import { productRedirects, redirectDocument } from "../lib/redirects.ts";
import { clearHandoff, publishedProducts, writeHandoff } from "./handoff.ts";

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

export interface ProductFilesIntegration extends AstroIntegration {
  /** The HTML pages (the redirect pages) of the last build, for the build report's page count. */
  readonly written: { pages: number };
}

export function productFiles(): ProductFilesIntegration {
  const written = { pages: 0 };
  let site = new URL("http://localhost:4321");
  let handoff = "";
  return {
    name: "vitrina-product-files",
    written,
    hooks: {
      "astro:config:done": ({ config }) => {
        if (config.site) site = new URL(config.site);
        handoff = fileURLToPath(new URL(PRODUCT_FILES_FILE, config.cacheDir));
      },
      "astro:build:start": () => clearHandoff(handoff),
      "astro:build:done": async ({ pages, logger }) => {
        const products = publishedProducts(pages, "the product files");
        const summaries = products.map((product): SiteFile => ({
          path: paths.productData(product.slug),
          body: JSON.stringify(toProductSummary(product)),
        }));
        const redirects = productRedirects(products).map(({ from, to }): SiteFile => ({
          path: `${from}index.html`,
          body: redirectDocument(to, site),
        }));
        await writeHandoff(handoff, [...summaries, ...redirects]);
        written.pages = redirects.length;
        logger.info(`Product files: ${summaries.length} summaries and ${redirects.length} redirect pages to write`);
      },
    },
  };
}

/** Writes `files` under `outDir`; resolves to how many. */
export async function writeSiteFiles(files: AsyncIterable<SiteFile>, outDir: string): Promise<number> {
  const limit = pLimit(WRITES_AT_ONCE);
  const folders = new Map<string, Promise<unknown>>();
  const writes: Promise<void>[] = [];
  for await (const file of files) {
    const target = path.join(outDir, file.path);
    const folder = path.dirname(target);
    let made = folders.get(folder);
    if (!made) {
      made = limit(() => mkdir(folder, { recursive: true }));
      folders.set(folder, made);
    }
    writes.push(made.then(() => limit(() => writeFile(target, file.body))));
  }
  await Promise.all(writes);
  return writes.length;
}
