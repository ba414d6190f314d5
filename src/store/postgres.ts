/**
 * The store for several instances of the service: PostgreSQL, when
 * DATABASE_URL is set. Each instance sums its clicks in memory and adds
 * them in one statement per flush; the database adds to the row it holds
 * (`clicks = clicks + excluded.clicks`), so instances never overwrite each
 * other's counts. Rows are written in one order (product, day, kind) by
 * every instance, so two flushes over the same rows wait for each other
 * instead of deadlocking.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Day } from "../lib/bucharest-day.ts";
import { productSums, shopSums } from "./click-sums.ts";
import { MIGRATIONS_TABLE_SQL, migrationsFor } from "./migrations.ts";
import { pgTransaction } from "./sql.ts";
import { type ClickCount, type ClickKind, type ClickStore, type DayRange, StoreError } from "./types.ts";

export interface PostgresOptions {
  /** A schema of its own (made when missing), for tests; the connection's default otherwise. */
  readonly schema?: string | undefined;
  /** Connections held at most. */
  readonly maxConnections?: number | undefined;
}

/** Rows added per statement: keeps each statement's arrays a modest size. */
const ROWS_PER_STATEMENT = 5000;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens a pool on `url` and brings the schema up to date (several instances may do so at once). */
export async function openPostgresStore(url: string, options: PostgresOptions = {}): Promise<ClickStore> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new StoreError(`Not a schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 5,
    connectionTimeoutMillis: 10_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection the server drops must not take the process down with it.
  pool.on("error", () => {});
  try {
    if (schema) {
      // Two instances making the same schema at once: the loser's "already exists" is the outcome it wanted.
      await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).catch((error: { code?: string }) => {
        if (error.code !== "23505") throw error;
      });
    }
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw new StoreError(`Cannot open the PostgreSQL store: ${(error as Error).message}`, { cause: error });
  }

  return {
    kind: "postgres",
    connection: { kind: "postgres", pool },
    async add(counts: readonly ClickCount[]) {
      if (!counts.length) return;
      const sorted = productSums(counts).sort(byKey);
      const shops = shopSums(counts).sort((a, b) => compare(a.shop, b.shop) || compare(a.day, b.day));
      await pgTransaction(pool, async (client) => {
        for (let start = 0; start < sorted.length; start += ROWS_PER_STATEMENT) {
          const rows = sorted.slice(start, start + ROWS_PER_STATEMENT);
          await client.query(
            `INSERT INTO click_counts (product_id, day, kind, clicks)
             SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[])
             ON CONFLICT (product_id, day, kind) DO UPDATE SET clicks = click_counts.clicks + excluded.clicks`,
            [
              rows.map((row) => row.productId),
              rows.map((row) => row.day),
              rows.map((row) => row.kind),
              rows.map((row) => row.clicks),
            ],
          );
        }
        if (shops.length) {
          await client.query(
            `INSERT INTO shop_clicks (shop, day, clicks)
             SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[])
             ON CONFLICT (shop, day) DO UPDATE SET clicks = shop_clicks.clicks + excluded.clicks`,
            [shops.map((row) => row.shop), shops.map((row) => row.day), shops.map((row) => row.clicks)],
          );
        }
      });
    },
    async top(kind: ClickKind, range: DayRange, limit: number) {
      const { where, values } = rangeWhere(range, 2);
      const { rows } = await pool.query<{ product_id: string; clicks: string }>(
        `SELECT product_id, SUM(clicks) AS clicks FROM click_counts WHERE kind = $1${where}
         GROUP BY product_id ORDER BY clicks DESC, product_id LIMIT $${values.length + 2}`,
        [kind, ...values, limit],
      );
      return rows.map((row) => ({ productId: row.product_id, clicks: Number(row.clicks) }));
    },
    async daily(range: DayRange) {
      const { where, values } = rangeWhere(range, 1);
      const { rows } = await pool.query<{ product_id: string; day: string; clicks: string; outbound: string }>(
        `SELECT product_id, day,
           SUM(CASE WHEN kind = 'click' THEN clicks ELSE 0 END) AS clicks,
           SUM(CASE WHEN kind = 'outbound' THEN clicks ELSE 0 END) AS outbound
         FROM click_counts WHERE TRUE${where} GROUP BY product_id, day ORDER BY day, product_id`,
        values,
      );
      return rows.map((row) => ({
        productId: row.product_id,
        day: row.day,
        clicks: Number(row.clicks),
        outbound: Number(row.outbound),
      }));
    },
    async perDay(kind: ClickKind, range: DayRange) {
      const { where, values } = rangeWhere(range, 2);
      const { rows } = await pool.query<{ day: string; clicks: string }>(
        `SELECT day, SUM(clicks) AS clicks FROM click_counts WHERE kind = $1${where} GROUP BY day ORDER BY day`,
        [kind, ...values],
      );
      return rows.map((row) => ({ day: row.day, clicks: Number(row.clicks) }));
    },
    async perShop(range: DayRange) {
      const { where, values } = rangeWhere(range, 1);
      const { rows } = await pool.query<{ shop: string; clicks: string }>(
        `SELECT shop, SUM(clicks) AS clicks FROM shop_clicks WHERE TRUE${where} GROUP BY shop ORDER BY clicks DESC, shop`,
        values,
      );
      return rows.map((row) => ({ shop: row.shop, clicks: Number(row.clicks) }));
    },
    async saltOf(day: Day) {
      await pool.query("INSERT INTO daily_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING", [
        day,
        randomBytes(32).toString("base64url"),
      ]);
      await pool.query("DELETE FROM daily_salts WHERE day < $1", [day]);
      const { rows } = await pool.query<{ salt: string }>("SELECT salt FROM daily_salts WHERE day = $1", [day]);
      const salt = rows[0]?.salt;
      if (!salt) throw new StoreError(`No salt for ${day}`);
      return salt;
    },
    async ping() {
      await pool.query("SELECT 1");
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}

const byKey = (a: ClickCount, b: ClickCount): number =>
  compare(a.productId, b.productId) || compare(a.day, b.day) || compare(a.kind, b.kind);

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The SQL after `WHERE …` that keeps a range of days, with placeholders numbered from `first`. */
function rangeWhere(range: DayRange, first: number): { where: string; values: string[] } {
  let where = "";
  const values: string[] = [];
  if (range.from) {
    values.push(range.from);
    where += ` AND day >= $${first + values.length - 1}`;
  }
  if (range.to) {
    values.push(range.to);
    where += ` AND day <= $${first + values.length - 1}`;
  }
  return { where, values };
}

/** Runs the migrations not yet applied, under a lock so that instances starting together run each once. */
async function migrate(pool: pg.Pool): Promise<void> {
  const migrations = await migrationsFor("postgres");
  await pgTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtext(current_schema() || '.schema_migrations'))");
    await client.query(MIGRATIONS_TABLE_SQL);
    const { rows } = await client.query<{ version: number }>("SELECT version FROM schema_migrations");
    const applied = new Set(rows.map((row) => Number(row.version)));
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await client.query(migration.sql).catch((error: unknown) => {
        throw new StoreError(`PostgreSQL migration ${migration.version} (${migration.name}) failed`, { cause: error });
      });
      await client.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
    }
  });
}
