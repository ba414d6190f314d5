/**
 * Clicks are summed in memory and written in batches (Plausible's
 * `write_buffer.ex`): every FLUSH_INTERVAL_MS, or as soon as
 * FLUSH_MAX_CLICKS are waiting, one statement adds each product's sum to its
 * aggregate. A hot product costs one row update per batch, not one per
 * click. A batch that fails to write goes back into the buffer and is tried
 * again, one write at a time, after a backoff that doubles while the store is
 * down (issue 26: an outage once started a write per click and logged each),
 * and told once per outage. `close()` writes what is left, retrying for
 * `closeRetryMs`; what the store still refuses then goes to `spoolFile`,
 * which the next start writes to the store: a graceful stop loses nothing.
 */
import { appendFile, mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { Day } from "../lib/bucharest-day.ts";
import type { ClickCount, ClickKind, ClickStore } from "../store/types.ts";

export interface FlushReport {
  /** When the last write ended (ISO 8601). */
  readonly at: string;
  /** Aggregates written (or tried). */
  readonly rows: number;
  readonly clicks: number;
  /** Why it failed; null when written. */
  readonly error: string | null;
}

export interface ClickBufferOptions {
  readonly intervalMs: number;
  readonly maxClicks: number;
  /** Told when writes start failing (once per outage; the clicks are kept and tried again). */
  readonly onError?: (error: unknown) => void;
  /** Told when the store takes clicks again after an outage. */
  readonly onRecovered?: (failedWrites: number) => void;
  /** The first wait after a failed write; it doubles up to `retryMaxMs`. */
  readonly retryBaseMs?: number;
  readonly retryMaxMs?: number;
  /** How long `close()` keeps trying a store that refuses (a little under the service's SHUTDOWN_GRACE_MS). */
  readonly closeRetryMs?: number;
  /** Where `close()` leaves the clicks the store still refused, for `loadSpool()` at the next start. */
  readonly spoolFile?: string;
}

const SEPARATOR = "\u0000";

/** One aggregate's key in the buffer: product, day, kind, and the shop when the click named one. */
const keyOf = (count: Pick<ClickCount, "productId" | "day" | "kind" | "shop">): string =>
  [count.productId, count.day, count.kind, ...(count.shop ? [count.shop] : [])].join(SEPARATOR);

export class ClickBuffer {
  readonly #store: Pick<ClickStore, "add">;
  readonly #options: ClickBufferOptions;
  #pending = new Map<string, number>();
  #pendingClicks = 0;
  #writing: Promise<void> = Promise.resolve();
  /** A write asked for that has not started yet: more clicks join it instead of asking for another. */
  #queued: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  #lastFlush: FlushReport | null = null;
  #flushes = 0;
  /** Writes failed in a row, and when the next may start. */
  #failures = 0;
  #retryAt = 0;

  constructor(store: Pick<ClickStore, "add">, options: ClickBufferOptions) {
    this.#store = store;
    this.#options = options;
    this.#timer = setInterval(() => {
      if (Date.now() >= this.#retryAt) void this.flush();
    }, options.intervalMs);
    this.#timer.unref();
  }

  /** Clicks waiting to be written. */
  get pending(): number {
    return this.#pendingClicks;
  }

  get lastFlush(): FlushReport | null {
    return this.#lastFlush;
  }

  /** Goes up by one each time a batch is written: what was read before may have changed. */
  get flushes(): number {
    return this.#flushes;
  }

  /** Adds one click (an outbound one may name the shop whose offer it opened); starts a write when enough wait. */
  add(productId: string, kind: ClickKind, day: Day, shop?: string): void {
    if (this.#closed) throw new Error("The click buffer is closed");
    const key = keyOf({ productId, day, kind, shop });
    this.#pending.set(key, (this.#pending.get(key) ?? 0) + 1);
    this.#pendingClicks += 1;
    // During an outage the backoff decides when to write, not each click.
    if (this.#pendingClicks >= this.#options.maxClicks && Date.now() >= this.#retryAt) void this.flush();
  }

  /**
   * Writes everything added so far; resolves once it is in the store (or
   * back in the buffer after a failure). Writes never overlap: one waits for
   * the one before.
   */
  flush(): Promise<void> {
    if (this.#queued) return this.#queued;
    const queued = this.#writing.then(() => {
      this.#queued = undefined;
      return this.#write();
    });
    this.#queued = queued;
    this.#writing = queued;
    return queued;
  }

  /** Stops the timer and writes what is left; a write that keeps failing is reported, not retried forever. */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    const deadline = Date.now() + (this.#options.closeRetryMs ?? 0);
    await this.flush();
    while (this.#pendingClicks && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(this.#retryAt, deadline) - Date.now())));
      await this.flush();
    }
    if (!this.#pendingClicks) return;
    const { spoolFile } = this.#options;
    if (spoolFile) {
      const clicks = this.#pendingClicks;
      const lines = this.#counts(this.#pending).map((count) => `${JSON.stringify(count)}\n`);
      await mkdir(path.dirname(spoolFile), { recursive: true });
      await appendFile(spoolFile, lines.join(""));
      this.#pending = new Map();
      this.#pendingClicks = 0;
      throw new SpooledClicksError(clicks, spoolFile, this.#lastFlush?.error ?? "unknown");
    }
    throw new Error(`${this.#pendingClicks} clicks could not be written: ${this.#lastFlush?.error ?? "unknown"}`);
  }

  /** Takes back the clicks an earlier stop left in `spoolFile` (they are written with the next batch); how many. */
  async loadSpool(): Promise<number> {
    const { spoolFile } = this.#options;
    if (!spoolFile) return 0;
    let text: string;
    try {
      text = await readFile(spoolFile, "utf8");
    } catch {
      return 0;
    }
    let clicks = 0;
    for (const line of text.split("\n")) {
      if (!line.trim()) continue;
      const count = JSON.parse(line) as ClickCount;
      const key = keyOf(count);
      this.#pending.set(key, (this.#pending.get(key) ?? 0) + count.clicks);
      this.#pendingClicks += count.clicks;
      clicks += count.clicks;
    }
    // In memory now: a stop before they are written spools them again.
    await rm(spoolFile, { force: true });
    return clicks;
  }

  #counts(batch: ReadonlyMap<string, number>): ClickCount[] {
    return [...batch].map(([key, count]) => {
      const [productId = "", day = "", kind, shop = ""] = key.split(SEPARATOR);
      return { productId, day, kind: kind as ClickKind, clicks: count, ...(shop ? { shop } : {}) };
    });
  }

  async #write(): Promise<void> {
    if (!this.#pending.size) return;
    const batch = this.#pending;
    const clicks = this.#pendingClicks;
    this.#pending = new Map();
    this.#pendingClicks = 0;
    const counts = this.#counts(batch);
    try {
      await this.#store.add(counts);
      this.#flushes += 1;
      this.#lastFlush = { at: new Date().toISOString(), rows: counts.length, clicks, error: null };
      if (this.#failures) this.#options.onRecovered?.(this.#failures);
      this.#failures = 0;
      this.#retryAt = 0;
    } catch (error) {
      for (const [key, count] of batch) this.#pending.set(key, (this.#pending.get(key) ?? 0) + count);
      this.#pendingClicks += clicks;
      this.#lastFlush = { at: new Date().toISOString(), rows: counts.length, clicks, error: (error as Error).message };
      this.#failures += 1;
      const wait = (this.#options.retryBaseMs ?? 200) * 2 ** (this.#failures - 1);
      this.#retryAt = Date.now() + Math.min(wait, this.#options.retryMaxMs ?? 30_000);
      if (this.#failures === 1) this.#options.onError?.(error);
    }
  }
}

/** A stop that could not write every click, and left them in the spool file for the next start. */
export class SpooledClicksError extends Error {
  override readonly name = "SpooledClicksError";
  readonly clicks: number;
  readonly file: string;
  constructor(clicks: number, file: string, reason: string) {
    super(`${clicks} clicks could not be written (${reason}): kept in ${file} for the next start`);
    this.clicks = clicks;
    this.file = file;
  }
}
