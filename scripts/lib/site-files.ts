/**
 * What a host counts of a built site (issue 25, "A site that fits its host"): its files and its largest file.
 * Cloudflare Pages takes 20,000 files (free) or 100,000 (paid) a deploy, and 25 MiB a file. The target: at
 * 20,000 products at most 50,000 files, none over 25 MiB (npm run bench:build holds a build to it).
 */
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";

/** A file's limit on Cloudflare Pages: 25 MiB. */
export const MAX_FILE_BYTES = 25 * 1024 ** 2;

/** Issue 25's target for the file count: at most this many files for a catalogue of up to `upTo` products. */
export const FILE_TARGET = { upTo: 20_000, maxFiles: 50_000 } as const;

export interface SiteFiles {
  /** Every file of the site, `_headers` and `_redirects` included: what a deploy uploads. */
  readonly count: number;
  /** The largest file, relative to the site's folder; null for an empty site. */
  readonly largest: { readonly file: string; readonly bytes: number } | null;
}

/** Counts the files under `root` (a hard link as a file, as a host does; a folder is not a file). */
export async function countSiteFiles(root: string): Promise<SiteFiles> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  let count = 0;
  let largest: SiteFiles["largest"] = null;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    count += 1;
    const file = path.join(entry.parentPath, entry.name);
    const { size } = await lstat(file);
    if (!largest || size > largest.bytes) largest = { file: path.relative(root, file), bytes: size };
  }
  return { count, largest };
}

/**
 * What is wrong with a site of `products` products for its host: too many files for issue 25's target (held only
 * up to FILE_TARGET.upTo products: beyond, each product's page alone outgrows any fixed count), or a file over
 * MAX_FILE_BYTES. Empty when it fits.
 * @example siteFileProblems({ count: 50_001, largest: null }, 20_000) // ["50001 files, more than 50000 at 20000 products"]
 * @example siteFileProblems({ count: 60_000, largest: null }, 30_000) // []
 */
export function siteFileProblems(files: SiteFiles, products: number): string[] {
  const problems: string[] = [];
  if (tooManyFiles(files, products)) {
    problems.push(`${files.count} files, more than ${FILE_TARGET.maxFiles} at ${products} products`);
  }
  if (files.largest && tooLargeFile(files)) {
    problems.push(`${files.largest.file} is ${files.largest.bytes} bytes, more than ${MAX_FILE_BYTES} (25 MiB)`);
  }
  return problems;
}

/** More files than issue 25's target, for a catalogue of `products` it holds to one. */
export const tooManyFiles = (files: SiteFiles, products: number): boolean =>
  products <= FILE_TARGET.upTo && files.count > FILE_TARGET.maxFiles;

/** A file over MAX_FILE_BYTES. */
export const tooLargeFile = (files: SiteFiles): boolean => (files.largest?.bytes ?? 0) > MAX_FILE_BYTES;
