/**
 * Schema changes as numbered SQL files in ./migrations, run in order by
 * both stores and recorded in `schema_migrations`. A file named
 * `NNN_name.sql` runs on both databases; `NNN_name.sqlite.sql` or
 * `NNN_name.postgres.sql` only on one, for the rare change that needs each
 * database's own words.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { StoreError } from "./types.ts";

export type Dialect = "sqlite" | "postgres";

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, "migrations");

const FILE = /^(\d{3})_([a-z0-9_]+?)(?:\.(sqlite|postgres))?\.sql$/;

/** The table each store keeps its applied versions in. */
export const MIGRATIONS_TABLE_SQL =
  "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)";

/**
 * The migrations of one database, oldest first.
 * @example (await migrationsFor("sqlite")).map((m) => m.name) // ["click_counts", "daily_salts"]
 */
export async function migrationsFor(dialect: Dialect, dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const migrations = new Map<number, Migration>();
  for (const file of (await readdir(dir)).sort()) {
    const match = FILE.exec(file);
    if (!match) {
      if (file.endsWith(".sql")) throw new StoreError(`Migration ${file} is not named NNN_name[.sqlite|.postgres].sql`);
      continue;
    }
    const [, number = "", name = "", only] = match;
    if (only && only !== dialect) continue;
    const version = Number(number);
    if (migrations.has(version)) throw new StoreError(`Two migrations numbered ${number} for ${dialect}`);
    migrations.set(version, { version, name, sql: await readFile(path.join(dir, file), "utf8") });
  }
  return [...migrations.values()].sort((a, b) => a.version - b.version);
}
