/**
 * The owner's page: closed without ADMIN_TOKEN (401), open with it as a
 * bearer token or after the login form, and its figures.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieOf, isSession, isToken, SESSION_COOKIE, sessionValue } from "../../src/service/admin-auth.ts";
import type { ClickStore } from "../../src/store/types.ts";
import { ADMIN_LOGIN_LIMIT } from "../../src/service/routes/admin.ts";
import { ADMIN_TOKEN, fixture, makeApp, openTestStore, removeDir } from "./support.ts";

const { dir, settings, settingsWith } = fixture("admin");
let store: ClickStore;
let app: FastifyInstance;
const logged: string[] = [];
const NOW = Date.parse("2026-11-24T10:00:00Z");

beforeAll(async () => {
  store = await openTestStore("sqlite", { dir, schema: "" });
  await store.add([
    { productId: "rochie-1", day: "2026-11-20", kind: "outbound", clicks: 3 },
    { productId: "rochie-1", day: "2026-11-22", kind: "outbound", clicks: 2, shop: "Magazin Beta" },
    { productId: "rochie-1", day: "2026-12-01", kind: "outbound", clicks: 4, shop: "Magazin Alfa" },
    { productId: "rochie-1", day: "2026-11-22", kind: "click", clicks: 9 },
    { productId: "geaca-3", day: "2026-11-22", kind: "outbound", clicks: 7 },
    { productId: "vechi", day: "2026-11-21", kind: "click", clicks: 1 },
  ]);
  const stream = { write: (line: string) => void logged.push(line) };
  app = await makeApp(settings, store, { now: () => NOW, logger: { level: "trace", stream } });
});
afterAll(async () => {
  await app.close();
  await store.close();
  removeDir(dir);
});

const bearer = { authorization: `Bearer ${ADMIN_TOKEN}` };
const summaryUrl = "/admin/api/summary?from=2026-11-19&to=2026-11-23&top=5";

describe("the admin page", () => {
  it("answers 401 with a login form to whoever has no token", async () => {
    const response = await app.inject({ method: "GET", url: "/admin" });
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toContain("Bearer");
    expect(response.body).toContain('<form method="post" action="/admin/login">');
    expect(response.body).not.toContain("uplot");
    expect((await app.inject({ method: "GET", url: summaryUrl })).statusCode).toBe(401);
  });

  it("refuses a wrong token, however close", async () => {
    for (const token of ["", "x", ADMIN_TOKEN.slice(0, -1), `${ADMIN_TOKEN}x`, ADMIN_TOKEN.toUpperCase()]) {
      const response = await app.inject({
        method: "GET",
        url: summaryUrl,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, token).toBe(401);
    }
  });

  it("opens with the token as a bearer, and loads uPlot on this page only", async () => {
    const response = await app.inject({ method: "GET", url: "/admin", headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('src="/admin/assets/uplot.js"');
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    const uplot = await app.inject({ method: "GET", url: "/admin/assets/uplot.js" });
    expect(uplot.statusCode).toBe(200);
    expect(uplot.body).toContain("uPlot");
    expect((await app.inject({ method: "GET", url: "/" })).body).not.toContain("uplot");
  });

  it("opens after the login form, with an HttpOnly cookie that holds no token", async () => {
    const login = await app.inject({
      method: "POST",
      url: "/admin/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${encodeURIComponent(ADMIN_TOKEN)}`,
    });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe("/admin");
    const cookie = String(login.headers["set-cookie"]);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).not.toContain(ADMIN_TOKEN);
    const session = cookie.split(";")[0] ?? "";
    const page = await app.inject({ method: "GET", url: "/admin", headers: { cookie: session } });
    expect(page.statusCode).toBe(200);

    const logout = await app.inject({ method: "POST", url: "/admin/logout", headers: { cookie: session } });
    expect(String(logout.headers["set-cookie"])).toContain("Max-Age=0");
  });

  it("answers a wrong token in the form 401 with the form again", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/admin/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "token=ghicit",
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain("Cheia nu este corectă.");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a login form posted from another site", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/admin/login",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      payload: `token=${encodeURIComponent(ADMIN_TOKEN)}`,
    });
    expect(response.statusCode).toBe(403);
  });

  it("gives outbound clicks per day (every day of the period), the top products with their titles and the clicks per shop", async () => {
    const response = await app.inject({ method: "GET", url: summaryUrl, headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      from: "2026-11-19",
      to: "2026-11-23",
      days: [
        { day: "2026-11-19", outbound: 0 },
        { day: "2026-11-20", outbound: 3 },
        { day: "2026-11-21", outbound: 0 },
        { day: "2026-11-22", outbound: 9 },
        { day: "2026-11-23", outbound: 0 },
      ],
      topOutbound: [
        { productId: "geaca-3", clicks: 7, title: null, href: null },
        { productId: "rochie-1", clicks: 5, title: "Rochie neagră", href: "/detalii-produs/rochie-neagra/" },
      ],
      topClicks: [
        { productId: "rochie-1", clicks: 9, title: "Rochie neagră", href: "/detalii-produs/rochie-neagra/" },
        { productId: "vechi", clicks: 1, title: null, href: null },
      ],
      perShop: [{ shop: "Magazin Beta", clicks: 2 }],
    });
  });

  it.each([
    ["from=2026-11-30&to=2026-11-01", "from is after to"],
    ["from=2026-02-30&to=2026-03-01", "real dates"],
    ["from=2025-01-01&to=2026-11-01", "at most 366 days"],
    ["from=ieri&to=azi", "must match pattern"],
  ])("refuses the period %s", async (query, reason) => {
    const response = await app.inject({ method: "GET", url: `/admin/api/summary?${query}`, headers: bearer });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(reason);
  });

  it("never writes the token to the log", async () => {
    await app.inject({ method: "GET", url: "/admin", headers: { authorization: "Bearer wrong-but-logged?" } });
    await app.inject({
      method: "POST",
      url: "/admin/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${encodeURIComponent(ADMIN_TOKEN)}`,
    });
    expect(logged.join("\n")).not.toContain(ADMIN_TOKEN);
    expect(logged.join("\n")).not.toContain("wrong-but-logged");
  });
});

it("is not there at all without ADMIN_TOKEN", async () => {
  const closed = await makeApp(settingsWith({ ADMIN_TOKEN: "" }), store);
  try {
    const response = await closed.inject({ method: "GET", url: "/admin", headers: bearer });
    expect(response.statusCode).toBe(404);
  } finally {
    await closed.close();
  }
});

describe("admin sessions", () => {
  it("compare tokens of any length (digests of equal length go to crypto.timingSafeEqual)", () => {
    expect(isToken("a", ADMIN_TOKEN)).toBe(false);
    expect(isToken("x".repeat(10_000), ADMIN_TOKEN)).toBe(false);
    expect(isToken(ADMIN_TOKEN, ADMIN_TOKEN)).toBe(true);
  });

  it("expire, and end when the token changes", () => {
    const value = sessionValue(ADMIN_TOKEN, NOW + 1000);
    expect(isSession(value, ADMIN_TOKEN, NOW)).toBe(true);
    expect(isSession(value, ADMIN_TOKEN, NOW + 1000)).toBe(false);
    expect(isSession(value, `${ADMIN_TOKEN}-new`, NOW)).toBe(false);
    expect(isSession(`${NOW + 99_999}.${value.split(".")[1]}`, ADMIN_TOKEN, NOW)).toBe(false);
    expect(isSession(undefined, ADMIN_TOKEN, NOW)).toBe(false);
    expect(isSession("garbage", ADMIN_TOKEN, NOW)).toBe(false);
  });

  it("are read from the Cookie header among others", () => {
    expect(cookieOf(`a=1; ${SESSION_COOKIE}=x.y; b=2`, SESSION_COOKIE)).toBe("x.y");
    expect(cookieOf(undefined, SESSION_COOKIE)).toBeUndefined();
  });
});

describe("the login form's limit (issue 26)", () => {
  const login = (token: string, remoteAddress: string, userAgent = "Mozilla/5.0") =>
    app.inject({
      method: "POST",
      url: "/admin/login",
      remoteAddress,
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": userAgent },
      payload: `token=${encodeURIComponent(token)}`,
    });

  it(`refuses an address's guesses past ${ADMIN_LOGIN_LIMIT.max} in its window with 429, even the right token`, async () => {
    for (let guess = 0; guess < ADMIN_LOGIN_LIMIT.max; guess++) {
      expect((await login(`guess-${guess}`, "192.0.2.10", `Agent/${guess}`)).statusCode).toBe(401);
    }
    const over = await login(ADMIN_TOKEN, "192.0.2.10", "Agent/new");
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not held back by it.
    expect((await login(ADMIN_TOKEN, "192.0.2.11")).statusCode).toBe(303);
  });
});
