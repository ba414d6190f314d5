/**
 * The last good read of each feed, kept between builds (FEEDS.md: a 304 reuses it, a feed that shrank past
 * MAX_SHRINK is replaced by it): a small state file with each feed's validators and row count, and the feed's
 * valid rows as NDJSON, read back a line at a time. Written to a temporary file and renamed, so a build that
 * stops half-way never leaves half a read behind.
 */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import { createHash, randomUUID } from "node:crypto";
import { slugify } from "../text.ts";
import type { BadRow, FeedOffer } from "./offer.ts";

export interface FeedState {
  readonly etag: string | null;
  readonly lastModified: string | null;
  /** Valid rows of the last good read. */
  readonly rows: number;
  /** ISO time of the last good read. */
  readonly readAt: string;
  /** Its bad rows, reported again while the feed answers 304 (they are still in it). */
  readonly badRows?: number;
  readonly badByReason?: Readonly<Record<string, number>>;
  readonly bad?: readonly BadRow[];
}

const STATE_FILE = "state.json";

/** The file name of a feed's rows: its name as a slug, with a hash so two names never share a file. */
export function rowsFile(cacheDir: string, feedName: string): string {
  const hash = createHash("sha1").update(feedName).digest("hex").slice(0, 8);
  return path.join(cacheDir, `${slugify(feedName) || "feed"}-${hash}.ndjson`);
}

export async function readState(cacheDir: string): Promise<Record<string, FeedState>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path.join(cacheDir, STATE_FILE), "utf8"));
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, FeedState>) : {};
  } catch {
    // No state yet, or a damaged one: every feed is read in full, which is always safe.
    return {};
  }
}

export async function writeState(cacheDir: string, state: Record<string, FeedState>): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const file = path.join(cacheDir, STATE_FILE);
  const temporary = temporaryName(file);
  await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`);
  await rename(temporary, file);
}

/**
 * A temporary file of this process's own beside `file`: builds of one checkout share the cache folder (the
 * sample's feeds, tests run side by side), and two writers of one temporary file would mix their rows.
 */
export const temporaryName = (file: string): string => `${file}.${process.pid}-${randomUUID().slice(0, 8)}.tmp`;

/** True when a feed's last good read is on disk (a 304 is only asked for then). */
export async function hasRows(cacheDir: string, feedName: string): Promise<boolean> {
  return stat(rowsFile(cacheDir, feedName)).then(
    (info) => info.isFile(),
    () => false,
  );
}

/**
 * Writes a read's rows as they come, to a temporary file: `commit` makes it the last good read, `discard`
 * (a read that failed or shrank) leaves the last good read as it was.
 */
export async function createRowsWriter(cacheDir: string, feedName: string) {
  await mkdir(cacheDir, { recursive: true });
  const file = rowsFile(cacheDir, feedName);
  const temporary = temporaryName(file);
  const out = createWriteStream(temporary);
  const closed = async () => {
    out.end();
    await once(out, "close");
  };
  return {
    /** Resolves at once unless the file is behind, so a fast feed never piles rows up in memory. */
    write: async (offer: FeedOffer): Promise<void> => {
      if (!out.write(`${JSON.stringify(offer)}\n`)) await once(out, "drain");
    },
    commit: async (): Promise<void> => {
      await closed();
      await rename(temporary, file);
    },
    discard: async (): Promise<void> => {
      await closed();
      await rm(temporary, { force: true });
    },
  };
}

/** A feed's last good read, a row at a time. */
export async function* readRows(cacheDir: string, feedName: string): AsyncGenerator<FeedOffer> {
  const lines = createInterface({ input: createReadStream(rowsFile(cacheDir, feedName)), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield JSON.parse(line) as FeedOffer;
}
