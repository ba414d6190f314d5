/**
 * The rules of what counts (issue 12), in one place and free of HTTP, so
 * that each can be tested alone:
 * 1. a bot or link-preview scanner is not counted (bots.ts);
 * 2. only an id of the live catalogue is counted (catalogue-ids.ts), and an outbound click that names a shop
 *    only for a shop that sells that product (issue 28);
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
export type ClickOutcome = "counted" | "bot" | "unknown-product" | "unknown-shop" | "repeat";

export interface ClickCounterParts {
  readonly catalogue: { has(id: string): boolean; sells(id: string, shop: string): boolean };
  readonly limits: Pick<ClientLimits, "firstInWindow">;
  readonly buffer: Pick<ClickBuffer, "add">;
  /** 0: every click counts. */
  readonly windowMs: number;
  readonly now?: () => number;
}

export interface Click {
  readonly productId: string;
  readonly kind: ClickKind;
  /** The shop whose offer an outbound click opened (issue 28). */
  readonly shop?: string | undefined;
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
    const { shop } = click;
    if (shop !== undefined && (click.kind !== "outbound" || !this.#parts.catalogue.sells(click.productId, shop))) {
      return "unknown-shop";
    }
    if (this.#parts.windowMs > 0) {
      // One client's clicks on two shops' offers of one product are two choices, each counted.
      const key = `${await click.client()}:${click.kind}:${click.productId}${shop === undefined ? "" : `:${shop}`}`;
      if (!(await this.#parts.limits.firstInWindow(key, this.#parts.windowMs))) return "repeat";
    }
    this.#parts.buffer.add(click.productId, click.kind, bucharestDay(this.#now()), shop);
    return "counted";
  }
}
