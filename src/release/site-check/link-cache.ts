/**
 * What the link check (./site-links.ts) read of each page, kept from one check to the next by a hash of the
 * page's bytes: a publish changes few of a site's pages, and parsing them all was most of the rebuild's link guard
 * (docs/decisions.md#checks-over-the-built-site). A page whose bytes were seen before is not parsed again; every URL
 * of every page is still checked against the new build: the cache saves the parsing, never the checking.
 *
 * A page is known first by its file: a release links the pages it takes from the one before
 * (src/build/page-reuse.ts), so most of a publish's pages are the very files the last check read, found by
 * their inode, size and modification time without reading them. Any other page is known by its bytes' hash.
 *
 * On disk, one JSON file: the strings once (the menus' URLs are on every page), each page as their indices.
 * Written with the pages of the last check only, so it holds one site's worth. A file written by another version
 * of the parsing (this module, ./site-links.ts, ./html.ts, htmlparser2) is ignored, as is one that is unreadable.
 */
import { hash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PageBytes } from "./html-elements.ts";
import { internTable, pageContent, type Interned, type PageContent, type PageReader } from "./site-links.ts";

interface StoredPages {
  readonly parser: string;
  readonly strings: string[];
  /** By content hash: the indices of its URLs, of its ids, and of its refresh URL (-1: none). */
  readonly pages: Record<string, [number[], number[], number]>;
  /** Content hashes by file (fileKey). */
  readonly files: Record<string, string>;
}

/** A file as the system knows it: the same inode, size and modification time are the same bytes. */
export function fileKey(page: string): string {
  const { dev, ino, size, mtimeNs } = statSync(page, { bigint: true });
  return `${dev}:${ino}:${size}:${mtimeNs}`;
}

export interface PageCache {
  /** Reads a page: from the cache when its bytes were seen before, else parsed. */
  readonly read: PageReader;
  /** How many pages came from the cache, and how many were parsed. */
  readonly counts: { reused: number; parsed: number };
  /** Writes the pages read since `openPageCache` to the file, in place of what it held. */
  save(): Promise<void>;
}

/** The parsing's own version: its code's and htmlparser2's. */
async function parserVersion(): Promise<string> {
  const sources = ["link-cache.ts", "site-links.ts", "html-elements.ts"].map((name) =>
    path.join(import.meta.dirname, name),
  );
  // Its package.json, above its entry point (the package exports no ./package.json).
  const htmlparser2 = fileURLToPath(import.meta.resolve("htmlparser2")).replace(
    /(node_modules\/htmlparser2\/).*$/,
    "$1package.json",
  );
  const texts = await Promise.all([...sources, htmlparser2].map((file) => readFile(file, "utf8")));
  return hash("sha256", texts.join("\0"), "base64url");
}

async function readStored(
  file: string,
  parser: string,
  intern: Interned,
): Promise<{ known: Map<string, PageContent>; files: Map<string, string> }> {
  const known = new Map<string, PageContent>();
  let stored: StoredPages;
  try {
    stored = JSON.parse(await readFile(file, "utf8")) as StoredPages;
  } catch {
    return { known, files: new Map() };
  }
  if (stored.parser !== parser) return { known, files: new Map() };
  // Into the table the pages parsed now share: a URL on a page read before and on a new one is kept once.
  const strings = stored.strings.map(intern);
  const at = (index: number) => strings[index] ?? "";
  for (const [key, [urls, ids, refresh]] of Object.entries(stored.pages)) {
    known.set(key, { urls: urls.map(at), ids: new Set(ids.map(at)), refresh: refresh < 0 ? null : at(refresh) });
  }
  return { known, files: new Map(Object.entries(stored.files ?? {})) };
}

/**
 * The cache kept in `file` (created by the first `save()`).
 * @example const cache = await openPageCache("releases/.link-check.json");
 * await checkLinks(site, origins, cache.read); await cache.save();
 */
export async function openPageCache(file: string): Promise<PageCache> {
  const parser = await parserVersion();
  const intern = internTable();
  const { known, files } = await readStored(file, parser, intern);
  const seen = new Map<string, PageContent>();
  const seenFiles = new Map<string, string>();
  const counts = { reused: 0, parsed: 0 };
  let unknownFiles = 0;
  return {
    counts,
    read: async (page) => {
      // Synchronous: a just-built page is in the page cache, and a trip through libuv's thread pool for each took
      // longer than reading them in turn (docs/decisions.md#checks-over-the-built-site).
      const onDisk = fileKey(page);
      const lookUp = (key: string) => seen.get(key) ?? known.get(key);
      let key = files.get(onDisk);
      if (key === undefined) unknownFiles += 1;
      let content = key === undefined ? undefined : lookUp(key);
      let parsed = false;
      if (key === undefined || !content) {
        const bytes = readFileSync(page);
        key = hash("sha256", bytes, "base64url");
        content = lookUp(key);
        if (!content) {
          content = pageContent(PageBytes.of(bytes), intern);
          parsed = true;
        }
      }
      counts[parsed ? "parsed" : "reused"] += 1;
      seen.set(key, content);
      seenFiles.set(onDisk, key);
      return content;
    },
    save: async () => {
      // Every page read was a file the stored check knew: it holds them all already (and at most a few pages
      // gone since, which cost a little room and nothing else), so rewriting it would only cost the time.
      if (unknownFiles === 0 && counts.parsed === 0) return;
      const strings: string[] = [];
      const indices = new Map<string, number>();
      const index = (text: string) => {
        let at = indices.get(text);
        if (at === undefined) {
          at = strings.push(text) - 1;
          indices.set(text, at);
        }
        return at;
      };
      const pages: StoredPages["pages"] = {};
      for (const [key, { urls, ids, refresh }] of seen) {
        pages[key] = [urls.map(index), [...ids].map(index), refresh === null ? -1 : index(refresh)];
      }
      // Whole or not at all: a rebuild stopped halfway leaves the last good file.
      const partial = `${file}.${process.pid}.partial`;
      const stored: StoredPages = { parser, strings, pages, files: Object.fromEntries(seenFiles) };
      await writeFile(partial, JSON.stringify(stored));
      await rename(partial, file);
    },
  };
}
