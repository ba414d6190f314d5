/**
 * The store the settings ask for: PostgreSQL when DATABASE_URL is set,
 * SQLite under DATA_DIR otherwise.
 */
import { openPostgresStore } from "./postgres.ts";
import { openSqliteStore } from "./sqlite.ts";
import type { ClickStore } from "./types.ts";

export interface StoreSettings {
  readonly DATABASE_URL?: string | undefined;
  readonly DATA_DIR: string;
}

export function openStore(settings: StoreSettings): Promise<ClickStore> {
  return settings.DATABASE_URL ? openPostgresStore(settings.DATABASE_URL) : openSqliteStore(settings.DATA_DIR);
}
