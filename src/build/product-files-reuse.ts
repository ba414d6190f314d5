/**
 * The product files a publish takes from the earlier build (./write-product-files.ts): the summaries and card rows
 * are cut into 1,280 files by hash, and an edit changes a few of them, yet every publish wrote every one (5-6 s at
 * 20,000 products). Every build keeps a digest of each file beside its report (PRODUCT_FILES_KEYS); a build reusing
 * an earlier one (REUSE_FROM) hard-links each file whose digest is the earlier build's from that build's site, as
 * ./link-reused.ts links pages (releases are never written once built), and writes only the others.
 */
import { hash } from "node:crypto";
import { copyFile, link, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "astro/zod";
import pLimit from "p-limit";
import { isSiteFile, type SiteFile } from "./write-product-files.ts";

/** The digests of a build's product files, beside its report. */
export const PRODUCT_FILES_KEYS = "product-files.json";

/** What PRODUCT_FILES_KEYS holds. */
export interface ProductFilesKeys {
  /** The build's site folder, relative to the file's folder. */
  readonly site: string;
  /** Each product file's digest, by its path in the site ("/date/produse/3f.json"). */
  readonly files: Record<string, string>;
}

/** The earlier build's product files, as a build reusing it needs them. */
export interface EarlierProductFiles {
  /** Its site folder (absolute). */
  readonly site: string;
  readonly files: Readonly<Record<string, string>>;
}

const KeysSchema = z.object({ site: z.string(), files: z.record(z.string(), z.string()) });

/** A file's digest. */
export const fileDigest = (body: string | Uint8Array): string => hash("sha256", body, "base64url");

/** The product files' digests of the build whose report folder is `from`; null when it kept none whole. */
export async function readProductFilesKeys(from: string): Promise<EarlierProductFiles | null> {
  try {
    const keys = KeysSchema.safeParse(JSON.parse(await readFile(path.join(from, PRODUCT_FILES_KEYS), "utf8")));
    return keys.success ? { site: path.resolve(from, keys.data.site), files: keys.data.files } : null;
  } catch {
    return null;
  }
}

/** Writes this build's product files' digests beside its report, for the next build. */
export async function saveProductFilesKeys(
  reportDir: string,
  outDir: string,
  files: Record<string, string>,
): Promise<void> {
  const keys: ProductFilesKeys = { site: path.relative(reportDir, outDir) || ".", files };
  await writeFile(path.join(reportDir, PRODUCT_FILES_KEYS), JSON.stringify(keys));
}

/** What writing the product files did. */
export interface ProductFilesWritten {
  readonly written: number;
  readonly linked: number;
  /** Each file's digest, by its path in the site. */
  readonly digests: Record<string, string>;
}

/** Files written or linked at once. */
const AT_ONCE = 64;

/**
 * Writes `files` under `outDir`, but links each one whose digest is `earlier`'s from its site (a copy across file
 * systems; written when the earlier file is gone). Reads no further ahead than the files in flight.
 */
export async function writeOrLinkSiteFiles(
  files: AsyncIterable<SiteFile> | Iterable<SiteFile>,
  outDir: string,
  earlier: EarlierProductFiles | null,
): Promise<ProductFilesWritten> {
  const limit = pLimit(AT_ONCE);
  const folders = new Map<string, Promise<unknown>>();
  const digests: Record<string, string> = {};
  let batch: Promise<void>[] = [];
  let [written, linked] = [0, 0];
  const put = async (file: SiteFile, target: string, digest: string) => {
    if (earlier?.files[file.path] === digest) {
      const source = path.join(earlier.site, file.path);
      const done = await link(source, target).then(
        () => true,
        (error: NodeJS.ErrnoException) => (error.code === "EXDEV" ? copyFile(source, target).then(() => true) : false),
      );
      if (done) {
        linked += 1;
        return;
      }
    }
    await writeFile(target, file.body);
    written += 1;
  };
  for await (const file of files) {
    if (!isSiteFile(file)) throw new Error(`Not a file of the site: ${JSON.stringify(file)}`);
    const target = path.join(outDir, file.path);
    const folder = path.dirname(target);
    let made = folders.get(folder);
    if (!made) {
      made = limit(() => mkdir(folder, { recursive: true }));
      folders.set(folder, made);
    }
    const digest = fileDigest(file.body);
    digests[file.path] = digest;
    batch.push(made.then(() => limit(() => put(file, target, digest))));
    if (batch.length === AT_ONCE * 4) {
      await Promise.all(batch);
      batch = [];
    }
  }
  await Promise.all(batch);
  return { written, linked, digests };
}
