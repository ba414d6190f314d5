/**
 * When each feed product was first read: a feed carries no creation date, and "Noutăți" and the default order
 * need one. Kept in the feeds' cache folder beside the last good reads; a product keeps its date for as long as
 * the file lives (a fresh runner dates every product anew, which only reorders the newest).
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { temporaryName } from "./cache.ts";

const FILE = "first-seen.json";

/**
 * The dates of `ids`, today's for those never seen, and saves them (ids no longer read are dropped after a year
 * unseen: the file does not grow forever).
 * @example await firstSeen(".cache/feeds", ["feed-3fa…"], new Date()) // Map { "feed-3fa…" => "2026-11-27" }
 */
export async function firstSeen(cacheDir: string, ids: readonly string[], now: Date): Promise<Map<string, string>> {
  const file = path.join(cacheDir, FILE);
  let stored: Record<string, { first: string; last: string }> = {};
  try {
    const parsed: unknown = JSON.parse(await readFile(file, "utf8"));
    if (typeof parsed === "object" && parsed !== null) stored = parsed as typeof stored;
  } catch {
    // None yet, or damaged: every product is new today.
  }
  const today = now.toISOString().slice(0, 10);
  const yearAgo = new Date(now.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
  const kept = Object.fromEntries(Object.entries(stored).filter(([, seen]) => seen.last >= yearAgo));
  const dates = new Map<string, string>();
  for (const id of ids) {
    const first = kept[id]?.first ?? today;
    kept[id] = { first, last: today };
    dates.set(id, first);
  }
  await mkdir(cacheDir, { recursive: true });
  const temporary = temporaryName(file);
  await writeFile(temporary, JSON.stringify(kept));
  await rename(temporary, file);
  return dates;
}
