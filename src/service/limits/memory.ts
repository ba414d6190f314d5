/**
 * Client limits held in this process: right for one instance. Entries are
 * kept in the order they started, and every window of one map has the same
 * length, so the expired ones are always at the front: a sweep stops at the
 * first live one. A cap on entries bounds memory under a flood of clients.
 */
import { type ClientLimits, type RateDecision, secondsUntil } from "./types.ts";

/** Entries kept at most per map (some 100 bytes each). */
const MAX_ENTRIES = 500_000;

export function memoryLimits(now: () => number = Date.now): ClientLimits {
  const calls = new Map<string, { count: number; resetAt: number }>();
  const seen = new Map<string, number>();
  const sweep = () => {
    const time = now();
    for (const [key, entry] of calls) {
      if (entry.resetAt > time && calls.size <= MAX_ENTRIES) break;
      calls.delete(key);
    }
    for (const [key, expiresAt] of seen) {
      if (expiresAt > time && seen.size <= MAX_ENTRIES) break;
      seen.delete(key);
    }
  };
  const timer = setInterval(sweep, 10_000);
  timer.unref();

  return {
    kind: "memory",
    async hit(key: string, max: number, windowMs: number): Promise<RateDecision> {
      const time = now();
      let entry = calls.get(key);
      if (!entry || entry.resetAt <= time) {
        calls.delete(key);
        entry = { count: 0, resetAt: time + windowMs };
        calls.set(key, entry);
        if (calls.size > MAX_ENTRIES) sweep();
      }
      entry.count += 1;
      return entry.count <= max
        ? { allowed: true, retryAfterSeconds: 0 }
        : { allowed: false, retryAfterSeconds: secondsUntil(entry.resetAt - time) };
    },
    async firstInWindow(key: string, windowMs: number): Promise<boolean> {
      const time = now();
      const expiresAt = seen.get(key);
      if (expiresAt !== undefined && expiresAt > time) return false;
      seen.delete(key);
      seen.set(key, time + windowMs);
      if (seen.size > MAX_ENTRIES) sweep();
      return true;
    },
    async close() {
      clearInterval(timer);
      calls.clear();
      seen.clear();
    },
  };
}
