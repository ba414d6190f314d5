/**
 * A graceful stop loses nothing: the real service (`node
 * src/service/main.ts`) is started, sent clicks, stopped with SIGTERM in
 * the middle of them, and every click it answered 204 is found in the
 * store afterwards, on SQLite and on PostgreSQL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { type AddressInfo, connect, createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import {
  BROWSER_UA,
  DATABASE_URL,
  dropSchema,
  fixture,
  openTestStore,
  removeDir,
  STORE_KINDS,
  testSchema,
} from "./support.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

interface Started {
  readonly child: ChildProcess;
  readonly origin: string;
  readonly exited: Promise<number | null>;
  readonly log: string[];
}

/** Starts the service on a free port; resolves once it listens. */
function startService(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ["src/service/main.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", ...env, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  child.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the service did not start:\n${log.join("")}`)), 20_000);
    void exited.then((code) => reject(new Error(`the service exited with ${code}:\n${log.join("")}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      log.push(line);
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve({ child, origin: address, exited, log });
      }
    });
  });
}

describe.each(STORE_KINDS)("SIGTERM on %s", (kind) => {
  const { dir } = fixture(`sigterm-${kind}`);
  const schema = testSchema();
  afterAll(async () => {
    removeDir(dir);
    if (kind === "postgres") await dropSchema(schema);
  });

  it("writes every click it answered before it exits", async () => {
    const env: Record<string, string> = {
      SITE_DIR: path.join(dir, "site"),
      DATA_DIR: path.join(dir, "data"),
      CATALOGUE_IDS: path.join(dir, "catalogue-ids.json"),
      CLICK_WINDOW_MINUTES: "0",
      RATE_LIMIT_MAX: "0",
      // Nothing is written before the stop: the stop has to write it all.
      FLUSH_INTERVAL_MS: "60000",
      FLUSH_MAX_CLICKS: "1000000",
    };
    if (kind === "postgres") {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.end();
      env.DATABASE_URL = `${DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    }
    const service = await startService(env);

    let answered = 0;
    let stopping = false;
    const click = async (): Promise<void> => {
      const response = await fetch(`${service.origin}/api/productclicks/increment`, {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER_UA },
        body: JSON.stringify({ productId: "rochie-1", title: "Rochie" }),
      });
      await response.arrayBuffer();
      if (response.status === 204) answered += 1;
    };
    // Eight clients clicking in a loop until the service stops taking clicks.
    const clients = Array.from({ length: 8 }, async () => {
      for (;;) {
        try {
          await click();
        } catch {
          if (stopping) return;
          throw new Error("a click failed before the stop");
        }
        if (stopping && answered > 0) return;
      }
    });
    await expect.poll(() => answered, { timeout: 10_000 }).toBeGreaterThan(300);
    stopping = true;
    service.child.kill("SIGTERM");
    expect(await service.exited).toBe(0);
    await Promise.all(clients);
    expect(service.log.join("\n")).toContain("every click written");

    const store = await openTestStore(kind, { dir, schema });
    try {
      expect(await store.top("click", {}, 5)).toEqual([{ productId: "rochie-1", clicks: answered }]);
    } finally {
      await store.close();
    }
  });
});

/** A TCP relay to PostgreSQL on 127.0.0.1 that a test can cut and bring back: an outage of this service's alone. */
async function relayTo(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const open = (port: number) => {
    const server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("error", () => socket.destroy());
        socket.on("close", () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise<Server>((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
  };
  let server = await open(0);
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    async cut() {
      await new Promise((resolve) => {
        server.close(resolve);
        for (const socket of sockets) socket.destroy();
      });
    },
    async restore() {
      server = await open(port);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("SIGTERM during a PostgreSQL outage (issue 26)", () => {
  const { dir } = fixture("sigterm-outage");
  const schema = testSchema();
  afterAll(async () => {
    removeDir(dir);
    await dropSchema(schema);
  });

  it("keeps the clicks it could not write, and the next start writes them: 50 of 50 counted", async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
    const database = new URL(DATABASE_URL);
    const relay = await relayTo({ host: database.hostname, port: Number(database.port || 5432) });
    const through = new URL(DATABASE_URL);
    through.hostname = "127.0.0.1";
    through.port = String(relay.port);
    const env: Record<string, string> = {
      SITE_DIR: path.join(dir, "site"),
      DATA_DIR: path.join(dir, "data"),
      CATALOGUE_IDS: path.join(dir, "catalogue-ids.json"),
      CLICK_WINDOW_MINUTES: "0",
      RATE_LIMIT_MAX: "0",
      FLUSH_INTERVAL_MS: "60000",
      FLUSH_MAX_CLICKS: "1000000",
      SHUTDOWN_GRACE_MS: "4000",
      DATABASE_URL: `${through.href}${through.search ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    };
    try {
      const first = await startService(env);
      await relay.cut();
      for (let i = 0; i < 50; i += 1) {
        const response = await fetch(`${first.origin}/api/productclicks/increment`, {
          method: "POST",
          headers: { "content-type": "application/json", "user-agent": BROWSER_UA },
          body: JSON.stringify({ productId: "rochie-1", title: "Rochie" }),
        });
        expect(response.status).toBe(204);
      }
      first.child.kill("SIGTERM");
      await first.exited;
      expect(first.log.join("\n")).toContain("kept in");

      await relay.restore();
      const second = await startService(env);
      expect(second.log.join("\n")).toContain("50 clicks an earlier stop kept");
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);

      const store = await openTestStore("postgres", { dir, schema });
      try {
        expect(await store.top("click", {}, 5)).toEqual([{ productId: "rochie-1", clicks: 50 }]);
      } finally {
        await store.close();
      }
    } finally {
      await relay.close();
    }
  }, 60_000);
});
