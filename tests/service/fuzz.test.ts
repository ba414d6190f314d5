/**
 * Nothing bad crashes the service: a few thousand random requests (seeded,
 * so a failure can be replayed) through inject, then random bytes on a real
 * socket, and the service still answers /api/health, never answered 5xx,
 * and counted nothing outside the live catalogue.
 */
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClickStore } from "../../src/store/types.ts";
import { BROWSER_UA, fixture, IDS, makeApp, openTestStore, removeDir } from "./support.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);

/** mulberry32: a small seeded generator, so every run throws the same requests. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

const { dir, settingsWith } = fixture("fuzz");
let store: ClickStore;
let app: FastifyInstance;

beforeAll(async () => {
  store = await openTestStore("sqlite", { dir, schema: "" });
  app = await makeApp(settingsWith({ RATE_LIMIT_MAX: "1000000", CLICK_WINDOW_MINUTES: "0" }), store);
});
afterAll(async () => {
  await app.close();
  await store.close();
  removeDir(dir);
});

function fuzzer(seed: number) {
  const r = random(seed);
  /** Random UTF-16 text; lone surrogates only when asked, since a URL cannot hold them. */
  const text = (length: number, from = 0, to = 0xffff, surrogates = false) =>
    String.fromCharCode(
      ...Array.from({ length }, () => {
        const code = from + r.int(to - from);
        return !surrogates && code >= 0xd800 && code <= 0xdfff ? 0xfffd : code;
      }),
    );
  const printable = (length: number) => text(length, 0x21, 0x7e);

  const value = (depth: number): unknown => {
    switch (r.int(depth > 3 ? 6 : 9)) {
      case 0:
        return null;
      case 1:
        return r.next() < 0.5;
      case 2:
        return r.pick([0, -1, 1e308, -0, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 42, 3.14]);
      case 3:
        return r.pick([...IDS, "", " ", "__proto__", "constructor", "%00", "\u0000", "🙂", "x".repeat(2000)]);
      case 4:
        return text(r.int(40), 0, 0xffff, true);
      case 5:
        return printable(r.int(40));
      case 6:
        return Array.from({ length: r.int(5) }, () => value(depth + 1));
      default: {
        const object: Record<string, unknown> = {};
        for (let i = r.int(5); i > 0; i -= 1) {
          object[r.pick(["productId", "title", "top", "__proto__", "constructor", printable(6)])] = value(depth + 1);
        }
        return object;
      }
    }
  };

  const body = (): string | Buffer | undefined => {
    switch (r.int(7)) {
      case 0:
        return undefined;
      case 1:
        return Buffer.from(Array.from({ length: r.int(2000) }, () => r.int(256)));
      case 2:
        return JSON.stringify(value(0)).slice(0, r.next() < 0.2 ? r.int(50) : undefined);
      case 3:
        return JSON.stringify({ productId: r.pick([...IDS, "nu", 7]), title: value(1) });
      case 4:
        return "{".repeat(r.int(3000));
      case 5:
        return `{"productId":"${r.pick(IDS)}","title":"${"\\u00".repeat(r.int(30))}"}`;
      default:
        return text(r.int(300), 0, 0xffff, true);
    }
  };

  const request = () => {
    const headers: Record<string, string> = {};
    if (r.next() < 0.9) {
      headers["content-type"] = r.pick([
        "application/json",
        "text/plain;charset=UTF-8",
        "text/plain; charset=latin1",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/json; charset=utf-16",
        "application/",
        printable(12),
      ]);
    }
    if (r.next() < 0.8) headers["user-agent"] = r.pick([BROWSER_UA, "Googlebot/2.1", printable(30), ""]);
    if (r.next() < 0.3) headers.origin = r.pick(["https://vitrina.example", "null", printable(20)]);
    if (r.next() < 0.2) headers.authorization = `Bearer ${printable(r.int(60))}`;
    if (r.next() < 0.2) headers.cookie = `vitrina_admin=${printable(r.int(80))}`;
    if (r.next() < 0.2) headers["x-forwarded-for"] = printable(r.int(40));
    if (r.next() < 0.1) headers[`x-${printable(8).replace(/[^a-z]/gi, "a")}`] = printable(r.int(100));
    const path = r.pick([
      "/api/productclicks/increment",
      "/api/outbound",
      `/api/productclicks/today?top=${encodeURIComponent(printable(r.int(6)))}`,
      `/api/productclicks/alltime?top=${r.int(100) - 20}`,
      "/api/health",
      `/api/${encodeURIComponent(printable(10))}`,
      "/admin",
      "/admin/login",
      `/admin/api/summary?from=${encodeURIComponent(printable(10))}&to=2026-11-30`,
      `/admin/assets/${encodeURIComponent(printable(8))}`,
      `/${encodeURIComponent(text(r.int(20)))}`,
      "/fetita/%2e%2e/%2e%2e/",
      "/",
    ]);
    const method = r.pick(["GET", "POST", "POST", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"] as const);
    const payload = method === "GET" || method === "HEAD" ? undefined : body();
    return { method, url: path, headers, payload, remoteAddress: `10.${r.int(4)}.${r.int(256)}.${r.int(256)}` };
  };

  return { request, bytes: (length: number) => Buffer.from(Array.from({ length }, () => r.int(256))), r };
}

describe("random requests", () => {
  it(`never answer 5xx, count nothing outside the catalogue, and leave the service up (seed ${SEED})`, async () => {
    const fuzz = fuzzer(SEED);
    const statuses = new Map<number, number>();
    let refusedByHarness = 0;
    for (let i = 0; i < REQUESTS; i += 1) {
      const request = fuzz.request();
      let response;
      try {
        response = await app.inject(request as InjectOptions);
      } catch {
        // light-my-request itself refuses a few header values no HTTP client could send.
        refusedByHarness += 1;
        continue;
      }
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect(response.statusCode, `request ${i}: ${JSON.stringify(request).slice(0, 300)}`).toBeLessThan(500);
    }
    expect(refusedByHarness).toBeLessThan(REQUESTS / 10);
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([204, 400, 404, 405, 415]));

    await app.clickBuffer.flush();
    const counted = [...(await store.top("click", {}, 50)), ...(await store.top("outbound", {}, 50))];
    for (const entry of counted) expect(IDS).toContain(entry.productId);
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe("ok");
  });

  it("leave it up after random bytes and broken HTTP on a real socket", async () => {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const fuzz = fuzzer(SEED + 1);
    const garbage = [
      ...Array.from({ length: 150 }, () => fuzz.bytes(1 + fuzz.r.int(3000))),
      ...Array.from({ length: 50 }, () =>
        Buffer.from(
          `POST /api/outbound HTTP/1.1\r\nHost: x\r\nContent-Length: ${fuzz.r.int(5000) - 100}\r\n` +
            `Transfer-Encoding: ${fuzz.r.pick(["chunked", "gzip", "x"])}\r\n\r\n${"z".repeat(fuzz.r.int(200))}`,
        ),
      ),
      Buffer.from("GET / HTTP/1.1\r\n" + "X-Long: a\r\n".repeat(3000) + "\r\n"),
    ];
    await Promise.all(
      garbage.map(
        (bytes) =>
          new Promise<void>((resolve) => {
            const socket = connect(port, "127.0.0.1", () => socket.end(bytes));
            socket.setTimeout(2000, () => socket.destroy());
            socket.on("data", () => {});
            socket.on("close", () => resolve());
            socket.on("error", () => resolve());
          }),
      ),
    );
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
