/**
 * What the service keeps, behind one small interface with two
 * implementations (sqlite.ts, postgres.ts) and one test suite run against
 * both (tests/service/store.test.ts). Clicks are kept as aggregates, a count
 * per product, Bucharest day and kind, never as one row per click: nothing
 * about who clicked is stored.
 */
import type { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import type { Day } from "../lib/bucharest-day.ts";

/** A product click (a card, carousel or menu link) or an outbound click ("Cumpără acum", the one that earns). */
export type ClickKind = "click" | "outbound";

export const CLICK_KINDS: readonly ClickKind[] = ["click", "outbound"];

/** Clicks to add to one aggregate. */
export interface ClickCount {
  readonly productId: string;
  readonly day: Day;
  readonly kind: ClickKind;
  readonly clicks: number;
  /** The shop whose offer an outbound click opened (issue 28); absent for a product with its one link. */
  readonly shop?: string | undefined;
}

/** One shop's outbound clicks over a period, for the owner's report (issue 28). */
export interface ShopClicks {
  readonly shop: string;
  readonly clicks: number;
}

/** One line of a top list (spec §7: `[{productId, clicks}]`). */
export interface ProductClicks {
  readonly productId: string;
  readonly clicks: number;
}

/** Both counts of one product on one day, for the owner's report. */
export interface DailyProductClicks {
  readonly productId: string;
  readonly day: Day;
  readonly clicks: number;
  readonly outbound: number;
}

/** A period of Bucharest days, both ends included; unset ends are open. */
export interface DayRange {
  readonly from?: Day | undefined;
  readonly to?: Day | undefined;
}

export interface ClickStore {
  /** Which implementation this is, for /api/health. */
  readonly kind: "sqlite" | "postgres";
  /** Adds every count to its aggregates (product, and shop when it names one), all or none. */
  add(counts: readonly ClickCount[]): Promise<void>;
  /** The `limit` products with the most clicks of `kind` in `range`, most first (ties by id, so the order is stable). */
  top(kind: ClickKind, range: DayRange, limit: number): Promise<ProductClicks[]>;
  /** Per product and day in `range`: both kinds side by side, by day then product. */
  daily(range: DayRange): Promise<DailyProductClicks[]>;
  /** Clicks of `kind` summed per day in `range`, for the owner's chart; days without clicks are absent. */
  perDay(kind: ClickKind, range: DayRange): Promise<{ day: Day; clicks: number }[]>;
  /** Outbound clicks per shop in `range`, most first (ties by shop); clicks that named no shop are absent. */
  perShop(range: DayRange): Promise<ShopClicks[]>;
  /**
   * The random salt of `day`, made by whichever instance asks first and the
   * same for all after; salts of earlier days are deleted, so that a client
   * hash of an earlier day can no longer be recomputed from an address.
   */
  saltOf(day: Day): Promise<string>;
  /** Resolves when the store answers, for /api/health. */
  ping(): Promise<void>;
  /** The open database itself, shared with the forms' store (store/sql.ts) so both use one connection. */
  readonly connection?: StoreConnection;
  close(): Promise<void>;
}

export type StoreConnection =
  { readonly kind: "sqlite"; readonly db: DatabaseSync } | { readonly kind: "postgres"; readonly pool: pg.Pool };

export class StoreError extends Error {
  override readonly name = "StoreError";
}
