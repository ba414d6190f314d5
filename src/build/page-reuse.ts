/**
 * Pages a build takes from an earlier one instead of rendering them (docs/architecture.md#fast-publishes): with
 * `REUSE_FROM` naming an earlier build's report folder, a page whose key (src/lib/catalog/page-keys.ts: exactly
 * the data it shows) and code are that build's is not handed to Astro at all; the runner hard-links its file
 * from the earlier site into this one while Astro renders the rest (./link-reused.ts). Every build writes the
 * keys of its pages beside its report (PAGE_KEYS_FILE), for the next one.
 *
 * Our own and not Astro 7's incremental build (`experimental.incrementalBuild`, the same keys): Astro copies
 * each reused page, one at a time in its own process, from a cache it writes every page into; linked by the
 * runner they cost Astro nothing (docs/decisions.md#reused-pages-are-linked-not-copied).
 *
 * The code of a page is every file of the project it is built from (src/ but the service and the rebuild, the
 * config, the lockfile), Node's version and the settings: any change there renders every page again, as a
 * deploy does anyway.
 *
 * The decision reaches the pages' `getStaticPaths` through ./build-data.ts (src/lib/catalog/page-reuse.ts is
 * their side).
 */
import { hash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Settings } from "../lib/settings.ts";
import type { ReuseRegistry } from "../lib/catalog/page-reuse.ts";
import { ROOT } from "./dirs.ts";

/** The keys of a build's pages, beside its report. */
export const PAGE_KEYS_FILE = "page-keys.json";

/** What PAGE_KEYS_FILE holds. */
export interface StoredKeys {
  /** The code the pages were built with (codeVersion). */
  readonly code: string;
  /** The build's site folder, relative to the file's folder (so that a release folder can be renamed). */
  readonly site: string;
  /** Each keyed file of the site, relative to it ("detalii-produs/x/index.html"), and its key. */
  readonly files: Record<string, string>;
  /** What the keys were worked out from that costs the most to work out, by a digest of its inputs (`remembered`). */
  readonly memo?: Record<string, string>;
}

/** Settings that say where a build goes or how it reads, not what its pages show. */
const PLUMBING: readonly (keyof Settings)[] = [
  "OUT_DIR",
  "REPORT_DIR",
  "REUSE_FROM",
  "PRODUCTS_READ",
  "PRODUCTS_GONE",
  "FEEDS_CACHE_DIR",
  "FEEDS_TIMEOUT_MS",
];

/** Folders of src/ that no page is built from: the click service, the rebuild around the build, their store. */
const NOT_THE_SITE = ["service", "release", "store"].map((folder) => path.join("src", folder) + path.sep);

/** The project's files a page is built from, beside src/. */
const PROJECT_FILES = ["astro.config.mjs", "package-lock.json", "tsconfig.json"];

/**
 * A digest of everything a page's markup depends on beside its data: the project's source, its locked
 * dependencies, Node's version and the settings (their digest only: some are secrets).
 */
export async function codeVersion(settings: Settings, root = ROOT): Promise<string> {
  const sources = (await readdir(path.join(root, "src"), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !NOT_THE_SITE.some((folder) => file.startsWith(folder)))
    .sort();
  const files = [...PROJECT_FILES, ...sources];
  const contents = await Promise.all(files.map((file) => readFile(path.join(root, file))));
  const shown = Object.entries(settings).filter(([name]) => !PLUMBING.includes(name as keyof Settings));
  const parts = [process.version, JSON.stringify(shown), ...files.flatMap((file, at) => [file, contents[at] ?? ""])];
  return hash("sha256", Buffer.concat(parts.map((part) => Buffer.from(part))), "base64url");
}

/** What the earlier build (its report folder `from`) stored of its pages' keys; null when unreadable or not whole. */
async function readStoredKeys(from: string): Promise<StoredKeys | null> {
  try {
    const stored = JSON.parse(await readFile(path.join(from, PAGE_KEYS_FILE), "utf8")) as StoredKeys;
    return typeof stored.files === "object" && stored.files !== null ? stored : null;
  } catch {
    return null;
  }
}

/** The earlier build's keys, when they were made with `code`; none otherwise (or when unreadable). */
async function readKeys(
  from: string,
  code: string,
): Promise<{ site: string; files: Map<string, string>; memo: Map<string, string> } | null> {
  const stored = await readStoredKeys(from);
  if (stored?.code !== code) return null;
  return {
    site: path.resolve(from, stored.site),
    files: new Map(Object.entries(stored.files)),
    memo: new Map(Object.entries(stored.memo ?? {})),
  };
}

/**
 * The folders of the earlier build's keyed pages (REUSE_FROM's), with every folder above them, relative to its
 * site: the folders this build's pages will most likely be written into, whatever its code. None when it has
 * no keys (or they cannot be read).
 */
export async function earlierPageFolders(from: string): Promise<string[]> {
  const stored = await readStoredKeys(from);
  return stored ? pageFolders(Object.keys(stored.files)) : [];
}

/**
 * The folders of `files` (relative paths) and every folder above them, parents before their children.
 * @example pageFolders(["detalii-produs/x/index.html", "index.html"]) // ["detalii-produs", "detalii-produs/x"]
 */
export function pageFolders(files: Iterable<string>): string[] {
  const folders = new Set<string>();
  for (const file of files) {
    for (let folder = path.dirname(file); folder !== "." && !folders.has(folder); folder = path.dirname(folder)) {
      folders.add(folder);
    }
  }
  // A parent is a prefix of its children's paths: it sorts before them.
  return [...folders].sort();
}

export interface PageReuse {
  /** What the pages' `getStaticPaths` ask, page by page, whether to render (./build-data.ts hands it to them). */
  readonly registry: ReuseRegistry;
  /** The earlier build's site folder, when its pages can be reused. */
  readonly from: string | null;
  /** The files taken from it so far. */
  readonly reused: readonly string[];
  /** Writes this build's keys beside its report, for the next build. */
  save(reportDir: string, outDir: string): Promise<void>;
}

/**
 * Opens the reuse of `settings.REUSE_FROM`'s pages for this build (none without it, or when its code differs),
 * for the pages' `getStaticPaths` to ask; `onReused` hears each route's reused files as they are decided,
 * before Astro renders a page.
 */
export async function openPageReuse(
  settings: Settings,
  onReused: (files: readonly string[]) => void,
): Promise<PageReuse> {
  const code = await codeVersion(settings);
  const earlier = settings.REUSE_FROM ? await readKeys(path.resolve(ROOT, settings.REUSE_FROM), code) : null;
  const next = new Map<string, string>();
  const nextMemo = new Map<string, string>();
  const reused: string[] = [];
  const registry: ReuseRegistry = {
    keep(entries) {
      const taken: string[] = [];
      const kept = entries.map(({ file, key }) => {
        next.set(file, key);
        if (earlier?.files.get(file) !== key) return true;
        taken.push(file);
        return false;
      });
      if (taken.length) {
        reused.push(...taken);
        onReused(taken);
      }
      return kept;
    },
    remembered(inputs, make) {
      const value = nextMemo.get(inputs) ?? earlier?.memo.get(inputs) ?? make();
      nextMemo.set(inputs, value);
      return value;
    },
  };
  return {
    registry,
    from: earlier?.site ?? null,
    reused,
    async save(reportDir, outDir) {
      const stored: StoredKeys = {
        code,
        site: path.relative(reportDir, outDir) || ".",
        files: Object.fromEntries(next),
        memo: Object.fromEntries(nextMemo),
      };
      await writeFile(path.join(reportDir, PAGE_KEYS_FILE), JSON.stringify(stored));
    },
  };
}
