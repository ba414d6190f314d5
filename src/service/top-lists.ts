/**
 * "Today's top" and "all-time top" (spec §7: `[{productId, clicks}]`).
 * An instance answers with its own clicks included: what it still holds is
 * written first, so a shopper who clicks and reloads sees the click. The
 * answers are then kept a few seconds, and dropped as soon as this instance
 * writes again; another instance's clicks show within those seconds.
 */
import { bucharestDay } from "../lib/bucharest-day.ts";
import type { ClickBuffer } from "./click-buffer.ts";
import type { ClickStore, ProductClicks } from "../store/types.ts";

/** Longest an answer is reused. */
const KEEP_MS = 5000;

export class TopLists {
  readonly #store: Pick<ClickStore, "top">;
  readonly #buffer: Pick<ClickBuffer, "flush" | "flushes" | "pending">;
  readonly #now: () => number;
  readonly #kept = new Map<string, { at: number; flushes: number; list: Promise<ProductClicks[]> }>();

  constructor(
    store: Pick<ClickStore, "top">,
    buffer: Pick<ClickBuffer, "flush" | "flushes" | "pending">,
    now: () => number = Date.now,
  ) {
    this.#store = store;
    this.#buffer = buffer;
    this.#now = now;
  }

  /** The most clicked products of today in Bucharest. */
  today(limit: number): Promise<ProductClicks[]> {
    const day = bucharestDay(this.#now());
    return this.#list(`today:${day}:${limit}`, () => this.#store.top("click", { from: day, to: day }, limit));
  }

  /** The most clicked products of all time. */
  allTime(limit: number): Promise<ProductClicks[]> {
    return this.#list(`alltime:${limit}`, () => this.#store.top("click", {}, limit));
  }

  async #list(key: string, read: () => Promise<ProductClicks[]>): Promise<ProductClicks[]> {
    if (this.#buffer.pending) await this.#buffer.flush();
    const now = this.#now();
    const kept = this.#kept.get(key);
    if (kept && kept.flushes === this.#buffer.flushes && now - kept.at < KEEP_MS) return kept.list;
    const list = read();
    this.#kept.set(key, { at: now, flushes: this.#buffer.flushes, list });
    // A failed read is not kept for the next caller.
    list.catch(() => this.#kept.delete(key));
    if (this.#kept.size > 200) this.#kept.delete(this.#kept.keys().next().value ?? "");
    return list;
  }
}
