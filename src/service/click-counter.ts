/**
 * The rules of what counts (issue 12), in one place and free of HTTP, so
 * that each can be tested alone:
 * 1. a bot or link-preview scanner is not counted (bots.ts);
 * 2. only an id of the live catalogue is counted (catalogue-ids.ts);
 * 3. one client counts once per product and kind in CLICK_WINDOW_MINUTES
 *    (client-id.ts recognises it; 0 switches the window off);
 * 4. a click counts on the Bucharest day it happens (bucharest-day.ts).
 */
import { bucharestDay } from "../lib/bucharest-day.ts";
import { isCountedAgent } from "./bots.ts";
import type { ClickBuffer } from "./click-buffer.ts";
import type { ClientLimits } from "./limits/types.ts";
import type { ClickKind } from "../store/types.ts";

/** What became of a click: only "counted" adds one. */
export type ClickOutcome = "counted" | "bot" | "unknown-product" | "repeat";

export interface ClickCounterParts {
  readonly catalogue: { has(id: string): boolean };
  readonly limits: Pick<ClientLimits, "firstInWindow">;
  readonly buffer: Pick<ClickBuffer, "add">;
  /** 0: every click counts. */
  readonly windowMs: number;
  readonly now?: () => number;
}

export interface Click {
  readonly productId: string;
  readonly kind: ClickKind;
  /** The client's hash for today (client-id.ts), asked for only when the window needs it. */
  readonly client: () => Promise<string>;
  readonly userAgent: string | undefined;
}

export class ClickCounter {
  readonly #parts: ClickCounterParts;
  readonly #now: () => number;

  constructor(parts: ClickCounterParts) {
    this.#parts = parts;
    this.#now = parts.now ?? Date.now;
  }

  async count(click: Click): Promise<ClickOutcome> {
    if (!isCountedAgent(click.userAgent)) return "bot";
    if (!this.#parts.catalogue.has(click.productId)) return "unknown-product";
    if (this.#parts.windowMs > 0) {
      const key = `${await click.client()}:${click.kind}:${click.productId}`;
      if (!(await this.#parts.limits.firstInWindow(key, this.#parts.windowMs))) return "repeat";
    }
    this.#parts.buffer.add(click.productId, click.kind, bucharestDay(this.#now()));
    return "counted";
  }
}
