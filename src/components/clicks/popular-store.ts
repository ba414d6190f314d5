/**
 * The click service's popular lists, kept in localStorage for at most a
 * minute (issue 12), so that the rows of every page and tab share one answer.
 * A click clears them (track.ts, with popular-keys.ts), so the shopper's own click shows at once.
 * A corrupt stored value is dropped and logged.
 */
import { readClickStats, type ClickStat } from "../../lib/clicks.ts";
import { popularKey as keyOf } from "./popular-keys.ts";

/** How old a stored answer may be before the service is asked again. */
export const POPULAR_MAX_AGE_MS = 60_000;

/** The stored answer for a list, or null when there is none younger than a minute. */
export function storedPopular(period: string, count: number, now = Date.now()): readonly ClickStat[] | null {
  const key = keyOf(period, count);
  let text: string | null;
  try {
    text = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as { at?: unknown; stats?: unknown };
    if (typeof value.at === "number" && Array.isArray(value.stats)) {
      return value.at <= now && now - value.at <= POPULAR_MAX_AGE_MS ? readClickStats(value.stats) : null;
    }
  } catch {
    // Not JSON: dropped below.
  }
  console.warn(`Dropped a corrupt stored value: ${key}`);
  localStorage.removeItem(key);
  return null;
}

/** Keeps an answer for the next minute. */
export function storePopular(period: string, count: number, stats: readonly ClickStat[], now = Date.now()): void {
  try {
    localStorage.setItem(keyOf(period, count), JSON.stringify({ at: now, stats }));
  } catch {
    // Full or off: the next page asks the service again.
  }
}
