/**
 * The price history in the service's database, against both stores: a row per change, never one per build.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS } from "../../src/lib/prices/history.ts";
import { readHistories, recordPrices } from "../../src/store/prices.ts";
import { sqlOf, type Sql } from "../../src/store/sql.ts";
import type { ClickStore } from "../../src/store/types.ts";
import { dropSchema, openTestStore, removeDir, STORE_KINDS, tempDir, testSchema } from "./support.ts";

const day = (n: number): number => Date.UTC(2026, 8, 1) + n * DAY_MS;

describe.each(STORE_KINDS)("the price history in the %s store", (kind) => {
  const where = { dir: tempDir(`prices-${kind}`), schema: testSchema() };
  let store: ClickStore;
  let sql: Sql;
  beforeAll(async () => {
    store = await openTestStore(kind, where);
    if (!store.connection) throw new Error("no connection");
    sql = sqlOf(store.connection);
  });
  afterAll(async () => {
    await store.close();
    removeDir(where.dir);
    if (kind === "postgres") await dropSchema(where.schema);
  });

  it("records a row only when a price changed, however many builds read it", async () => {
    expect(
      await recordPrices(
        sql,
        [
          { productId: "a", price: 10000 },
          { productId: "b", price: 5000 },
        ],
        day(0),
      ),
    ).toBe(2);
    // Three more builds: "a" falls once, "b" never changes.
    expect(
      await recordPrices(
        sql,
        [
          { productId: "a", price: 10000 },
          { productId: "b", price: 5000 },
        ],
        day(1),
      ),
    ).toBe(0);
    expect(
      await recordPrices(
        sql,
        [
          { productId: "a", price: 8000 },
          { productId: "b", price: 5000 },
        ],
        day(2),
      ),
    ).toBe(1);
    expect(
      await recordPrices(
        sql,
        [
          { productId: "a", price: 8000 },
          { productId: "b", price: 5000 },
        ],
        day(3),
      ),
    ).toBe(0);

    const histories = await readHistories(sql, day(-10));
    expect(histories.get("a")).toEqual([
      { at: day(0), price: 10000 },
      { at: day(2), price: 8000 },
    ]);
    expect(histories.get("b")).toEqual([{ at: day(0), price: 5000 }]);
  });

  it("reads from a date with the change then in effect, and nothing older", async () => {
    const histories = await readHistories(sql, day(1));
    // "a" cost 100 Ron on day 1 (the change of day 0); "b" 50 Ron since day 0.
    expect(histories.get("a")).toEqual([
      { at: day(0), price: 10000 },
      { at: day(2), price: 8000 },
    ]);
    expect((await readHistories(sql, day(2) + 1)).get("a")).toEqual([{ at: day(2), price: 8000 }]);
  });

  it("records a large catalogue in batches, in one go", async () => {
    const prices = Array.from({ length: 2500 }, (_, index) => ({ productId: `bulk-${index}`, price: 1000 + index }));
    expect(await recordPrices(sql, prices, day(5))).toBe(2500);
    const changed = prices.map((read, index) => (index % 10 === 0 ? { ...read, price: read.price + 1 } : read));
    expect(await recordPrices(sql, changed, day(6))).toBe(250);
    const histories = await readHistories(sql, day(0));
    expect(histories.get("bulk-10")).toEqual([
      { at: day(5), price: 1010 },
      { at: day(6), price: 1011 },
    ]);
    expect(histories.get("bulk-11")).toHaveLength(1);
  });
});
