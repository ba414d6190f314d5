/**
 * Clicks are summed in memory and written in batches (Plausible's
 * `write_buffer.ex`): every FLUSH_INTERVAL_MS, or as soon as
 * FLUSH_MAX_CLICKS are waiting, one statement adds each product's sum to its
 * aggregate. A hot product costs one row update per batch, not one per
 * click. A batch that fails to write goes back into the buffer and is tried
 * again; `close()` writes what is left, so a graceful stop loses nothing.
 */
import type { Day } from "./bucharest-day.ts";
import type { ClickCount, ClickKind, ClickStore } from "./store/types.ts";

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
  /** Told of a batch that could not be written (it will be tried again). */
  readonly onError?: (error: unknown) => void;
}

const SEPARATOR = "\u0000";

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

  constructor(store: Pick<ClickStore, "add">, options: ClickBufferOptions) {
    this.#store = store;
    this.#options = options;
    this.#timer = setInterval(() => void this.flush(), options.intervalMs);
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

  /** Adds one click; starts a write when enough are waiting. */
  add(productId: string, kind: ClickKind, day: Day): void {
    if (this.#closed) throw new Error("The click buffer is closed");
    const key = `${productId}${SEPARATOR}${day}${SEPARATOR}${kind}`;
    this.#pending.set(key, (this.#pending.get(key) ?? 0) + 1);
    this.#pendingClicks += 1;
    if (this.#pendingClicks >= this.#options.maxClicks) void this.flush();
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
    await this.flush();
    if (this.#pendingClicks) {
      throw new Error(`${this.#pendingClicks} clicks could not be written: ${this.#lastFlush?.error ?? "unknown"}`);
    }
  }

  async #write(): Promise<void> {
    if (!this.#pending.size) return;
    const batch = this.#pending;
    const clicks = this.#pendingClicks;
    this.#pending = new Map();
    this.#pendingClicks = 0;
    const counts: ClickCount[] = [];
    for (const [key, count] of batch) {
      const [productId = "", day = "", kind] = key.split(SEPARATOR);
      counts.push({ productId, day, kind: kind as ClickKind, clicks: count });
    }
    try {
      await this.#store.add(counts);
      this.#flushes += 1;
      this.#lastFlush = { at: new Date().toISOString(), rows: counts.length, clicks, error: null };
    } catch (error) {
      for (const [key, count] of batch) this.#pending.set(key, (this.#pending.get(key) ?? 0) + count);
      this.#pendingClicks += clicks;
      this.#lastFlush = { at: new Date().toISOString(), rows: counts.length, clicks, error: (error as Error).message };
      this.#options.onError?.(error);
    }
  }
}
