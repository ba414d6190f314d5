/**
 * The few SQL calls the forms (../forms/) and the price history (../prices/)
 * need, the same over SQLite and PostgreSQL:
 * statements written with `?` placeholders (numbered `$n` for PostgreSQL
 * here), rows as plain objects, and a transaction. It runs on the click
 * store's own connection (./types.ts `connection`): one database, one
 * set of migrations.
 */
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type pg from "pg";
import type { StoreConnection } from "./types.ts";

export type Row = Record<string, unknown>;
export type Param = string | number | null;

export interface Sql {
  readonly dialect: "sqlite" | "postgres";
  all(statement: string, params?: readonly Param[]): Promise<Row[]>;
  /** Runs a write; answers how many rows it changed. */
  run(statement: string, params?: readonly Param[]): Promise<number>;
  /** Runs `work` in one transaction: a single writer on SQLite, one client on PostgreSQL. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
}

/** The last transaction asked for on each SQLite connection. */
const queues = new WeakMap<DatabaseSync, Promise<unknown>>();

const numbered = (statement: string): string => {
  let n = 0;
  return statement.replace(/\?/g, () => `$${++n}`);
};

/** Runs `work` on one of the pool's clients inside BEGIN … COMMIT, rolled back when it throws. */
export async function pgTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The SQL of a store's connection. */
export function sqlOf(connection: StoreConnection): Sql {
  if (connection.kind === "postgres") {
    const { pool } = connection;
    const over = (client: { query: typeof pool.query }): Omit<Sql, "transaction"> => ({
      dialect: "postgres",
      all: async (statement, params = []) => (await client.query(numbered(statement), [...params])).rows as Row[],
      run: async (statement, params = []) => (await client.query(numbered(statement), [...params])).rowCount ?? 0,
    });
    const sql: Sql = {
      ...over(pool),
      transaction: (work) =>
        pgTransaction(pool, (client) => work({ ...over(client as never), transaction: (inner) => inner(sql) })),
    };
    return sql;
  }
  const { db } = connection;
  // SQLite has one writer: transactions on one connection wait for each other here, whichever Sql began them.
  const queueOf = () => queues.get(db) ?? Promise.resolve();
  const base: Omit<Sql, "transaction"> = {
    dialect: "sqlite",
    all: async (statement, params = []) => db.prepare(statement).all(...(params as SQLInputValue[])) as Row[],
    run: async (statement, params = []) => Number(db.prepare(statement).run(...(params as SQLInputValue[])).changes),
  };
  return {
    ...base,
    transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
      const inner: Sql = { ...base, transaction: (nested) => nested(inner) };
      const run = queueOf().then(async () => {
        db.exec("BEGIN IMMEDIATE");
        try {
          const result = await work(inner);
          db.exec("COMMIT");
          return result;
        } catch (error) {
          db.exec("ROLLBACK");
          throw error;
        }
      });
      queues.set(
        db,
        run.catch(() => {}),
      );
      return run;
    },
  };
}
