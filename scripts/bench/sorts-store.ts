/**
 * A click and price-history store for the filters bench (bench-filters.ts), so that its build offers every sort
 * (src/lib/listing/sort.ts): products of the generated catalogue first seen on days spread over the last 200, the
 * ones on sale at their old price 60 days ago (so that the 30-day rule backs the reduction), and clicks of the
 * last 30 days on a fifth of them.
 */
import { mkdir, rm } from "node:fs/promises";
import { addDays, bucharestDay } from "../../src/lib/bucharest-day.ts";
import { parsePrice } from "../../src/lib/money.ts";
import { DAY_MS } from "../../src/lib/prices/history.ts";
import { openStore } from "../../src/store/open.ts";
import { recordPrices } from "../../src/store/prices.ts";
import { sqlOf } from "../../src/store/sql.ts";
import { generateCatalog } from "../catalog/generate.ts";

/** Fills a new SQLite store in `dataDir` for the catalogue generateCatalog({ products }) makes. */
export async function seedSortsStore(dataDir: string, products: number, now = Date.now()): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const store = await openStore({ DATA_DIR: dataDir });
  try {
    if (!store.connection) throw new Error("the SQLite store shares no connection");
    const sql = sqlOf(store.connection);
    const items = generateCatalog({ products }).products.map((item, index) => {
      const properties = item["properties"] as Record<string, unknown>;
      return {
        id: String(item["id"]),
        index,
        price: parsePrice(properties["price"]) ?? 100,
        old: parsePrice(properties["oldPrice"]),
      };
    });
    // First seen: one of 200 days back, by the product's place; on sale: at the old price from 60 days back.
    for (let daysBack = 200; daysBack >= 1; daysBack--) {
      const first = items.filter((item) => item.index % 200 === daysBack - 1);
      await recordPrices(
        sql,
        first.map((item) => ({ productId: item.id, price: item.old ?? item.price })),
        now - daysBack * DAY_MS,
      );
      if (daysBack === 10) {
        const reduced = items.filter((item) => item.old !== null);
        await recordPrices(
          sql,
          reduced.map((item) => ({ productId: item.id, price: item.price })),
          now - daysBack * DAY_MS,
        );
      }
    }
    const today = bucharestDay(now);
    await store.add(
      items
        .filter((item) => item.index % 5 === 0)
        .map((item) => ({
          productId: item.id,
          day: addDays(today, -(item.index % 30)),
          kind: "click" as const,
          clicks: 1 + ((item.index * 7919) % 97),
        })),
    );
  } finally {
    await store.close();
  }
}
