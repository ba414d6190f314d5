/**
 * The default store: one SQLite file under DATA_DIR (`node:sqlite`, no
 * native module to build). WAL lets the owner's report read while the
 * service writes. SQLite calls are synchronous, which suits a single writer:
 * a flush of a thousand aggregates takes a few milliseconds in one
 * transaction.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { Day } from "../lib/bucharest-day.ts";
import { productSums, shopSums } from "./click-sums.ts";
import { MIGRATIONS_TABLE_SQL, migrationsFor } from "./migrations.ts";
import { type ClickCount, type ClickKind, type ClickStore, type DayRange, StoreError } from "./types.ts";

/** The database file inside DATA_DIR. */
export const SQLITE_FILE = "clicks.sqlite";

/** Opens (creating when missing) the store in `dataDir` and brings its schema up to date. */
export async function openSqliteStore(dataDir: string): Promise<ClickStore> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SQLITE_FILE);
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file);
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;");
  } catch (error) {
    throw new StoreError(`Cannot open the SQLite store ${file}`, { cause: error });
  }
  await migrate(db);

  const upsert = db.prepare(
    `INSERT INTO click_counts (product_id, day, kind, clicks) VALUES (?, ?, ?, ?)
     ON CONFLICT (product_id, day, kind) DO UPDATE SET clicks = clicks + excluded.clicks`,
  );
  const upsertShop = db.prepare(
    `INSERT INTO shop_clicks (shop, day, clicks) VALUES (?, ?, ?)
     ON CONFLICT (shop, day) DO UPDATE SET clicks = clicks + excluded.clicks`,
  );
  const insertSalt = db.prepare("INSERT INTO daily_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING");
  const selectSalt = db.prepare("SELECT salt FROM daily_salts WHERE day = ?");
  const deleteSalts = db.prepare("DELETE FROM daily_salts WHERE day < ?");

  return {
    kind: "sqlite",
    connection: { kind: "sqlite", db },
    async add(counts: readonly ClickCount[]) {
      if (!counts.length) return;
      transaction(db, () => {
        for (const count of productSums(counts)) upsert.run(count.productId, count.day, count.kind, count.clicks);
        for (const count of shopSums(counts)) upsertShop.run(count.shop, count.day, count.clicks);
      });
    },
    async top(kind: ClickKind, range: DayRange, limit: number) {
      const { where, values } = rangeWhere(range);
      const rows = db
        .prepare(
          `SELECT product_id, SUM(clicks) AS clicks FROM click_counts WHERE kind = ?${where}
           GROUP BY product_id ORDER BY clicks DESC, product_id LIMIT ?`,
        )
        .all(kind, ...values, limit);
      return rows.map((row) => ({ productId: String(row.product_id), clicks: Number(row.clicks) }));
    },
    async daily(range: DayRange) {
      const { where, values } = rangeWhere(range);
      const rows = db
        .prepare(
          `SELECT product_id, day,
             SUM(CASE WHEN kind = 'click' THEN clicks ELSE 0 END) AS clicks,
             SUM(CASE WHEN kind = 'outbound' THEN clicks ELSE 0 END) AS outbound
           FROM click_counts WHERE 1 = 1${where} GROUP BY product_id, day ORDER BY day, product_id`,
        )
        .all(...values);
      return rows.map((row) => ({
        productId: String(row.product_id),
        day: String(row.day),
        clicks: Number(row.clicks),
        outbound: Number(row.outbound),
      }));
    },
    async perDay(kind: ClickKind, range: DayRange) {
      const { where, values } = rangeWhere(range);
      const rows = db
        .prepare(`SELECT day, SUM(clicks) AS clicks FROM click_counts WHERE kind = ?${where} GROUP BY day ORDER BY day`)
        .all(kind, ...values);
      return rows.map((row) => ({ day: String(row.day), clicks: Number(row.clicks) }));
    },
    async perShop(range: DayRange) {
      const { where, values } = rangeWhere(range);
      const rows = db
        .prepare(
          `SELECT shop, SUM(clicks) AS clicks FROM shop_clicks WHERE 1 = 1${where}
           GROUP BY shop ORDER BY clicks DESC, shop`,
        )
        .all(...values);
      return rows.map((row) => ({ shop: String(row.shop), clicks: Number(row.clicks) }));
    },
    async saltOf(day: Day) {
      return transaction(db, () => {
        insertSalt.run(day, randomBytes(32).toString("base64url"));
        deleteSalts.run(day);
        return String(selectSalt.get(day)?.salt);
      });
    },
    async ping() {
      db.prepare("SELECT 1").get();
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}

/** The SQL after `WHERE …` that keeps a range of days, and its values. */
function rangeWhere(range: DayRange): { where: string; values: SQLInputValue[] } {
  let where = "";
  const values: SQLInputValue[] = [];
  if (range.from) {
    where += " AND day >= ?";
    values.push(range.from);
  }
  if (range.to) {
    where += " AND day <= ?";
    values.push(range.to);
  }
  return { where, values };
}

/** Runs `work` in one write transaction (taken at once, so two processes never deadlock upgrading a read). */
function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}

async function migrate(db: DatabaseSync): Promise<void> {
  const migrations = await migrationsFor("sqlite");
  transaction(db, () => {
    db.exec(MIGRATIONS_TABLE_SQL);
    const applied = new Set(
      db
        .prepare("SELECT version FROM schema_migrations")
        .all()
        .map((row) => Number(row.version)),
    );
    const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      try {
        db.exec(migration.sql);
      } catch (error) {
        throw new StoreError(`SQLite migration ${migration.version} (${migration.name}) failed`, { cause: error });
      }
      record.run(migration.version, migration.name, new Date().toISOString());
    }
  });
}
