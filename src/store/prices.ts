/**
 * The price history in the service's database (issue 15; migration 004):
 * each rebuild records the prices it read, and a row is added only where a
 * price changed since the last read, so the history holds one row per
 * change, never one per build. The build then reads it back for its pages
 * (src/build/price-history.ts).
 */
import type { PriceChange } from "../lib/prices/history.ts";
import type { Param, Sql } from "./sql.ts";

/** A price as one build read it. */
export interface ReadPrice {
  /** The price's key (lib/prices/history.ts's priceKey): a product's id, or a feed product's id and shop. */
  readonly productId: string;
  readonly price: number;
}

/** Rows written per statement: 1,000 rows of three values stay far below both databases' parameter limits. */
const ROWS_AT_ONCE = 1000;

async function insertRows(sql: Sql, head: string, tail: string, rows: readonly (readonly Param[])[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_AT_ONCE) {
    const batch = rows.slice(start, start + ROWS_AT_ONCE);
    const values = batch.map((row) => `(${row.map(() => "?").join(", ")})`).join(", ");
    await sql.run(`${head} VALUES ${values} ${tail}`, batch.flat());
  }
}

/**
 * Records the prices read at `at`: a change row for each product whose
 * price differs from its last read (or that was never read), and the read
 * itself for all. One transaction: a failed recording leaves no half.
 * Answers how many prices changed.
 */
export async function recordPrices(sql: Sql, prices: readonly ReadPrice[], at: number): Promise<number> {
  return sql.transaction(async (tx) => {
    const last = new Map<string, number>();
    for (const row of await tx.all("SELECT product_id, price FROM price_checks")) {
      last.set(String(row["product_id"]), Number(row["price"]));
    }
    const changed = prices.filter((read) => last.get(read.productId) !== read.price);
    await insertRows(
      tx,
      "INSERT INTO price_changes (product_id, changed_at, price)",
      // A second read in the same millisecond keeps the first: the history cannot tell them apart.
      "ON CONFLICT (product_id, changed_at) DO NOTHING",
      changed.map((read) => [read.productId, at, read.price]),
    );
    await insertRows(
      tx,
      "INSERT INTO price_checks (product_id, price, checked_at)",
      "ON CONFLICT (product_id) DO UPDATE SET price = excluded.price, checked_at = excluded.checked_at",
      prices.map((read) => [read.productId, read.price, at]),
    );
    return changed.length;
  });
}

/**
 * Every product's changes since `since`, oldest first, with the change in
 * effect at `since` (the last one before it), so that each history says
 * what the price was throughout.
 */
export async function readHistories(sql: Sql, since: number): Promise<Map<string, PriceChange[]>> {
  const rows = await sql.all(
    `SELECT product_id, changed_at, price FROM price_changes WHERE changed_at >= ?
     UNION ALL
     SELECT c.product_id, c.changed_at, c.price FROM price_changes c
       JOIN (SELECT product_id, MAX(changed_at) AS at FROM price_changes WHERE changed_at < ? GROUP BY product_id) l
       ON l.product_id = c.product_id AND l.at = c.changed_at
     ORDER BY product_id, changed_at`,
    [since, since],
  );
  const histories = new Map<string, PriceChange[]>();
  for (const row of rows) {
    const id = String(row["product_id"]);
    let history = histories.get(id);
    if (!history) histories.set(id, (history = []));
    history.push({ at: Number(row["changed_at"]), price: Number(row["price"]) });
  }
  return histories;
}
