/**
 * What the page-weight guard (../guards.ts) measured of each page, kept from one rebuild to the next: a publish
 * links most of its pages from the release before it (src/build/page-reuse.ts), and measuring every listing again
 * was the largest part of an edit's time (docs/decisions.md#what-a-publish-costs). A page is known by its file
 * (inode, size, modification time, as the link guard knows it: ./link-cache.ts), so a linked page is not read.
 *
 * A page's weight also counts the scripts it loads: the cache holds only while the measuring code and every file
 * of the site's scripts (`_astro/`, their names and sizes) are the same; otherwise every page is measured anew.
 * Written with the pages of the last check only, so it holds one site's worth.
 */
import { hash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileKey } from "./link-cache.ts";
import type { PageWeight } from "./page-weight.ts";

interface StoredWeights {
  readonly version: string;
  /** Weights by file (fileKey). */
  readonly files: Record<string, PageWeight>;
}

export interface WeightCache {
  /** The weight of a page (a path inside the site), from the cache when its file was measured before, else `measure`d. */
  weigh(file: string, measure: () => Promise<PageWeight>): Promise<PageWeight>;
  /** How many pages came from the cache, and how many were measured. */
  readonly counts: { reused: number; measured: number };
  /** Writes the weights taken since `openWeightCache` to the file, in place of what it held. */
  save(): Promise<void>;
}

/** The modules of this folder that measure a page: a change to any measures every page again. */
export const MEASURING_CODE = ["page-weight.ts", "weight-cache.ts", "html-elements.ts"] as const;

/** The measuring code's own version, and the site's scripts: what a page's weight depends on besides its bytes. */
function versionOf(siteDir: string): string {
  const code = MEASURING_CODE.map((name) => readFileSync(path.join(import.meta.dirname, name)));
  const scriptsDir = path.join(siteDir, "_astro");
  let scripts: string[] = [];
  try {
    scripts = readdirSync(scriptsDir, { recursive: true, encoding: "utf8" })
      .sort()
      .map((name) => `${name}:${statSync(path.join(scriptsDir, name)).size}`);
  } catch {
    // No scripts: nothing but the code to key on.
  }
  return hash("sha256", [...code.map((bytes) => bytes.toString("utf8")), ...scripts].join("\0"), "base64url");
}

/**
 * The cache of `siteDir`'s page weights kept in `file` (created by the first `save()`).
 * @example const cache = await openWeightCache("releases/.page-weight.json", site);
 * const weight = await cache.weigh(page, () => measurePage(graph, site, page)); await cache.save();
 */
export async function openWeightCache(file: string, siteDir: string): Promise<WeightCache> {
  const version = versionOf(siteDir);
  let known: Record<string, PageWeight> = {};
  try {
    const stored = JSON.parse(await readFile(file, "utf8")) as StoredWeights;
    if (stored.version === version) known = stored.files;
  } catch {
    // None yet, or unreadable: every page is measured.
  }
  const seen: Record<string, PageWeight> = {};
  const counts = { reused: 0, measured: 0 };
  return {
    counts,
    weigh: async (page, measure) => {
      const key = fileKey(path.join(siteDir, page));
      const cached = Object.hasOwn(known, key) ? known[key] : undefined;
      const weight = cached ?? (await measure());
      counts[cached ? "reused" : "measured"] += 1;
      seen[key] = weight;
      return weight;
    },
    save: async () => {
      // Whole or not at all: a rebuild stopped halfway leaves the last good file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, JSON.stringify({ version, files: seen } satisfies StoredWeights));
      await rename(partial, file);
    },
  };
}
