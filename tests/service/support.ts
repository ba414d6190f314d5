/**
 * What the service's tests share: a throwaway folder, a small live
 * catalogue, a tiny built site, both stores (SQLite in the folder, a
 * PostgreSQL schema of its own that is dropped after), Redis under a key
 * prefix of its own that is deleted after, and an app over them.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createClient } from "redis";
import { summaryShardPath } from "../../src/lib/product-shards.ts";
import { buildApp, type AppDeps } from "../../src/service/app.ts";
import { catalogueIdsDocument } from "../../src/service/catalogue-ids.ts";
import { serviceSettings, type ServiceSettings } from "../../src/service/settings.ts";
import { openPostgresStore } from "../../src/store/postgres.ts";
import { openSqliteStore } from "../../src/store/sqlite.ts";
import type { ClickStore } from "../../src/store/types.ts";

/** The PostgreSQL and Redis these machines run (docs/testing.md#what-the-machine-needs); override with TEST_DATABASE_URL, TEST_REDIS_URL. */
export const DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** A phone's Chrome: a browser that counts. */
export const BROWSER_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

/** The live catalogue of the tests. */
export const IDS = ["rochie-1", "camasa-2", "geaca-3", "42"] as const;

/** The products of the fixture catalogue that several shops sell (issue 28); the others have their one link. */
export const SHOPS: Readonly<Record<string, readonly string[]>> = { "rochie-1": ["Magazin Alfa", "Magazin Beta"] };

export const ADMIN_TOKEN = "test-admin-token-0123456789";

/** A folder that is removed after the test file. */
export function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `vitrina-${name}-`));
  return dir;
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** Writes the live catalogue's ids the way the build does (whole file replaced at once). */
export function writeCatalogue(
  file: string,
  ids: readonly string[],
  builtAt = new Date(),
  shops: Readonly<Record<string, readonly string[]>> = {},
): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.part`, catalogueIdsDocument(ids, builtAt, shops));
  renameSync(`${file}.part`, file);
}

/** A tiny built site: pages, a hashed asset, the 404 page, redirects, a rewrite and a file of product summaries. */
export function writeSite(dir: string): void {
  const files: Record<string, string> = {
    "index.html": "<!DOCTYPE html><title>Acasă</title><h1>Acasă</h1>",
    "femei/index.html": "<!DOCTYPE html><title>Femei</title><h1>Femei</h1>",
    "404.html": "<!DOCTYPE html><title>Pagina nu există</title><h1>Pagina nu există</h1>",
    "_astro/app.1a2b3c.js": "console.log('app');",
    "pagefind/0.pf_fragment": "fragment",
    _redirects: [
      "/shop-collection/ /colectii/ 301",
      "/product-external/42/ /detalii-produs/rochie-neagra/ 301",
      "/fetita/* /fetite/:splat 301",
      "/product-external/* /product-external/ 200",
    ].join("\n"),
    "product-external/42/index.html": "<!DOCTYPE html><title>Redirect</title>",
    "product-external/index.html": "<!DOCTYPE html><title>Adresă veche</title><h1>Adresă veche</h1>",
    [summaryShardPath("rochie-neagra").slice(1)]: JSON.stringify({
      "rochie-neagra": {
        id: "rochie-1",
        slug: "rochie-neagra",
        title: "Rochie neagră",
        affLink: "https://partener.example/rochie",
        href: "/detalii-produs/rochie-neagra/",
      },
    }),
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
}

export interface Fixture {
  readonly dir: string;
  readonly settings: ServiceSettings;
  /** Settings with more variables on top. */
  settingsWith(overrides: Record<string, string>): ServiceSettings;
}

/** A folder with the catalogue and the site, and settings pointing at them. */
export function fixture(name: string, overrides: Record<string, string> = {}): Fixture {
  const dir = tempDir(name);
  writeCatalogue(path.join(dir, "catalogue-ids.json"), IDS, new Date(), SHOPS);
  writeSite(path.join(dir, "site"));
  const base = {
    SITE_DIR: path.join(dir, "site"),
    DATA_DIR: path.join(dir, "data"),
    CATALOGUE_IDS: path.join(dir, "catalogue-ids.json"),
    LOG_LEVEL: "silent",
    ADMIN_TOKEN,
  };
  const settingsWith = (more: Record<string, string>) => serviceSettings({ ...base, ...overrides, ...more });
  return { dir, settings: settingsWith({}), settingsWith };
}

export type StoreKind = "sqlite" | "postgres";
export const STORE_KINDS: readonly StoreKind[] = ["sqlite", "postgres"];

/** A schema name no other test run uses. */
export const testSchema = () => `vitrina_test_${randomBytes(6).toString("hex")}`;

/** Drops a test schema and all in it. */
export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** A store of one kind: SQLite in `dir`, or PostgreSQL in `schema`. */
export function openTestStore(kind: StoreKind, where: { dir: string; schema: string }): Promise<ClickStore> {
  return kind === "sqlite"
    ? openSqliteStore(path.join(where.dir, "data"))
    : openPostgresStore(DATABASE_URL, { schema: where.schema });
}

/** A Redis key prefix no other test run uses. */
export const testPrefix = () => `vitrina_test_${randomBytes(6).toString("hex")}:`;

/** Deletes every Redis key under `prefix`. */
export async function clearRedis(prefix: string): Promise<void> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      if (keys.length) await client.del(keys);
    }
  } finally {
    await client.close();
  }
}

/** Every Redis key under `prefix`. */
export async function redisKeys(prefix: string): Promise<string[]> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  try {
    return await client.keys(`${prefix}*`);
  } finally {
    await client.close();
  }
}

export const makeApp = (settings: ServiceSettings, store: ClickStore, deps: AppDeps = {}) =>
  buildApp(settings, store, deps);

/** A click as the site sends it with sendBeacon: text/plain holding JSON. */
export function beacon(url: string, body: unknown, headers: Record<string, string> = {}) {
  return {
    method: "POST" as const,
    url,
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER_UA, ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  };
}
