/**
 * The API through Fastify's inject (no port), on both stores: the calls of
 * spec §7, and every bad input answered 4xx and never counted.
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ClickStore } from "../../src/store/types.ts";
import {
  beacon,
  BROWSER_UA,
  dropSchema,
  fixture,
  makeApp,
  openTestStore,
  removeDir,
  STORE_KINDS,
  testSchema,
} from "./support.ts";

const JSON_HEADERS = { "content-type": "application/json", "user-agent": BROWSER_UA };

describe.each(STORE_KINDS)("the API on %s", (kind) => {
  const { dir, settingsWith } = fixture(`api-${kind}`);
  const schema = testSchema();
  let store: ClickStore;
  let app: FastifyInstance;
  let clientNumber = 0;
  /** A new client (another address) for each test, so that windows and limits start afresh. */
  let remoteAddress = "";

  beforeAll(async () => {
    store = await openTestStore(kind, { dir, schema });
    app = await makeApp(settingsWith({ SITE_URL: "https://vitrina.example" }), store);
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    removeDir(dir);
    if (kind === "postgres") await dropSchema(schema);
  });
  beforeEach(() => {
    clientNumber += 1;
    remoteAddress = `198.51.100.${clientNumber}`;
  });

  const send = (options: InjectOptions) => app.inject({ remoteAddress, ...options } as InjectOptions);
  const counted = async (id: string, kind: "click" | "outbound" = "click") => {
    await app.clickBuffer.flush();
    return (await store.top(kind, {}, 50)).find((entry) => entry.productId === id)?.clicks ?? 0;
  };

  describe("POST /api/productclicks/increment", () => {
    it("counts a click sent with sendBeacon (text/plain holding JSON), answered 204", async () => {
      const before = await counted("rochie-1");
      const response = await send(beacon("/api/productclicks/increment", { productId: "rochie-1", title: "Rochie" }));
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe("");
      expect(await counted("rochie-1")).toBe(before + 1);
    });

    it("counts a click sent as application/json (fetch keepalive)", async () => {
      const before = await counted("camasa-2");
      const response = await send({
        method: "POST",
        url: "/api/productclicks/increment",
        headers: JSON_HEADERS,
        payload: { productId: "camasa-2", title: "Cămașă" },
      });
      expect(response.statusCode).toBe(204);
      expect(await counted("camasa-2")).toBe(before + 1);
    });

    it("takes a numeric id as the owner's API sends it", async () => {
      const before = await counted("42");
      const response = await send(beacon("/api/productclicks/increment", { productId: 42, title: "Produs" }));
      expect(response.statusCode).toBe(204);
      expect(await counted("42")).toBe(before + 1);
    });

    it("counts one client once per product in the window, answering each the same", async () => {
      const before = await counted("geaca-3");
      for (let i = 0; i < 3; i += 1) {
        const response = await send(beacon("/api/productclicks/increment", { productId: "geaca-3", title: "Geacă" }));
        expect(response.statusCode).toBe(204);
      }
      expect(await counted("geaca-3")).toBe(before + 1);
    });

    it("answers a link-preview bot 204 and counts nothing", async () => {
      const before = await counted("rochie-1");
      const response = await send(
        beacon(
          "/api/productclicks/increment",
          { productId: "rochie-1", title: "Rochie" },
          { "user-agent": "WhatsApp/2.23.20.0" },
        ),
      );
      expect(response.statusCode).toBe(204);
      expect(await counted("rochie-1")).toBe(before);
    });
  });

  it("POST /api/outbound counts an outbound click, apart from product clicks", async () => {
    const clicks = await counted("rochie-1");
    const before = await counted("rochie-1", "outbound");
    const response = await send(beacon("/api/outbound", { productId: "rochie-1" }));
    expect(response.statusCode).toBe(204);
    expect(await counted("rochie-1", "outbound")).toBe(before + 1);
    expect(await counted("rochie-1")).toBe(clicks);
  });

  it("POST /api/outbound with a shop counts the product and that shop's offer (issue 28)", async () => {
    const before = await counted("rochie-1", "outbound");
    const shopsBefore = await store.perShop({});
    const alfa = shopsBefore.find((row) => row.shop === "Magazin Alfa")?.clicks ?? 0;
    const response = await send(beacon("/api/outbound", { productId: "rochie-1", shop: "Magazin Alfa" }));
    expect(response.statusCode).toBe(204);
    expect(await counted("rochie-1", "outbound")).toBe(before + 1);
    expect((await store.perShop({})).find((row) => row.shop === "Magazin Alfa")?.clicks).toBe(alfa + 1);
  });

  describe("bad input: 4xx with a short reason, never counted", () => {
    const big = JSON.stringify({ productId: "rochie-1", title: "x".repeat(1100) });
    /** [what, request, status, reason] — the table of the closing note. */
    const cases: [string, InjectOptions, number, string][] = [
      ["missing id", beacon("/api/productclicks/increment", { title: "Rochie" }), 400, "productId"],
      ["empty id", beacon("/api/productclicks/increment", { productId: "", title: "Rochie" }), 400, "productId"],
      ["blank id", beacon("/api/productclicks/increment", { productId: "  ", title: "Rochie" }), 400, "productId"],
      [
        "unknown id",
        beacon("/api/productclicks/increment", { productId: "nu-exista", title: "x" }),
        422,
        "unknown productId",
      ],
      [
        "id of an object",
        beacon("/api/productclicks/increment", { productId: { a: 1 }, title: "x" }),
        400,
        "productId",
      ],
      ["missing title (spec §5)", beacon("/api/productclicks/increment", { productId: "rochie-1" }), 400, "title"],
      ["empty title", beacon("/api/productclicks/increment", { productId: "rochie-1", title: "" }), 400, "title"],
      ["outbound without id", beacon("/api/outbound", {}), 400, "productId"],
      ["outbound to an unknown id", beacon("/api/outbound", { productId: "nu-exista" }), 422, "unknown productId"],
      [
        "outbound to a shop that does not sell the product",
        beacon("/api/outbound", { productId: "rochie-1", shop: "Magazin Nimeni" }),
        422,
        "unknown shop",
      ],
      [
        "outbound naming a shop for a product with its one link",
        beacon("/api/outbound", { productId: "camasa-2", shop: "Magazin Alfa" }),
        422,
        "unknown shop",
      ],
      ["outbound with a blank shop", beacon("/api/outbound", { productId: "rochie-1", shop: " " }), 400, "shop"],
      [
        "outbound with a shop too long",
        beacon("/api/outbound", { productId: "rochie-1", shop: "x".repeat(201) }),
        400,
        "shop",
      ],
      [
        "outbound with a shop of an object",
        beacon("/api/outbound", { productId: "rochie-1", shop: { a: 1 } }),
        400,
        "shop",
      ],
      [
        "malformed JSON",
        beacon("/api/productclicks/increment", '{"productId": "rochie-1", "title":'),
        400,
        "malformed JSON",
      ],
      [
        "a JSON string, not an object",
        beacon("/api/productclicks/increment", '"rochie-1"'),
        400,
        "body must be object",
      ],
      [
        "a JSON array",
        beacon("/api/productclicks/increment", '[{"productId":"rochie-1","title":"x"}]'),
        400,
        "body must be object",
      ],
      ["empty body", beacon("/api/productclicks/increment", ""), 400, "empty body"],
      [
        "no body at all",
        { method: "POST", url: "/api/outbound", headers: { "user-agent": BROWSER_UA } },
        400,
        "body must be object",
      ],
      ["body over 1 KB", beacon("/api/productclicks/increment", big), 413, "body over 1024 bytes"],
      [
        "prototype pollution",
        beacon("/api/productclicks/increment", '{"productId":"rochie-1","title":"x","__proto__":{"admin":true}}'),
        400,
        "",
      ],
      [
        "wrong content type (form)",
        {
          method: "POST",
          url: "/api/productclicks/increment",
          headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": BROWSER_UA },
          payload: "productId=rochie-1&title=x",
        },
        415,
        "Unsupported Media Type",
      ],
      [
        "wrong content type (XML)",
        {
          method: "POST",
          url: "/api/outbound",
          headers: { "content-type": "application/xml", "user-agent": BROWSER_UA },
          payload: "<productId>rochie-1</productId>",
        },
        415,
        "Unsupported Media Type",
      ],
      ["wrong method: GET on increment", { method: "GET", url: "/api/productclicks/increment" }, 405, "use POST"],
      [
        "wrong method: PUT on outbound",
        { method: "PUT", url: "/api/outbound", headers: JSON_HEADERS, payload: "{}" },
        405,
        "use POST",
      ],
      ["wrong method: DELETE on today", { method: "DELETE", url: "/api/productclicks/today" }, 405, "use GET"],
      [
        "wrong method: POST on alltime",
        beacon("/api/productclicks/alltime", { productId: "rochie-1" }),
        405,
        "use GET",
      ],
      ["top=0", { method: "GET", url: "/api/productclicks/today?top=0" }, 400, "top must be >= 1"],
      ["top=51", { method: "GET", url: "/api/productclicks/alltime?top=51" }, 400, "top must be <= 50"],
      ["top=-3", { method: "GET", url: "/api/productclicks/today?top=-3" }, 400, "top must be >= 1"],
      ["top=abc", { method: "GET", url: "/api/productclicks/today?top=abc" }, 400, "top must be integer"],
      ["top=2.5", { method: "GET", url: "/api/productclicks/today?top=2.5" }, 400, "top must be integer"],
      ["an unknown API", { method: "GET", url: "/api/productclicks/yesterday" }, 404, "no such API"],
    ];

    it.each(cases)("%s", async (_what, request, status, reason) => {
      const before = await store.top("click", {}, 50);
      const beforeOutbound = await store.top("outbound", {}, 50);
      const beforeShops = await store.perShop({});
      const response = await send(request);
      expect(response.statusCode).toBe(status);
      const body = response.json<{ statusCode: number; message: string }>();
      expect(body.statusCode).toBe(status);
      expect(body.message).toContain(reason);
      expect(body.message.length).toBeLessThan(120);
      if (status === 405) expect(response.headers.allow).toBeTruthy();
      await app.clickBuffer.flush();
      expect(await store.top("click", {}, 50)).toEqual(before);
      expect(await store.top("outbound", {}, 50)).toEqual(beforeOutbound);
      expect(await store.perShop({})).toEqual(beforeShops);
    });
  });

  describe("top lists", () => {
    it("answer [{productId, clicks}], 4 by default, most clicked first", async () => {
      const response = await send({ method: "GET", url: "/api/productclicks/alltime" });
      expect(response.statusCode).toBe(200);
      const list = response.json<{ productId: string; clicks: number }[]>();
      expect(list.length).toBeLessThanOrEqual(4);
      expect(list.length).toBeGreaterThan(0);
      for (const entry of list) expect(Object.keys(entry).sort()).toEqual(["clicks", "productId"]);
      expect(list.map((entry) => entry.clicks)).toEqual(list.map((entry) => entry.clicks).sort((a, b) => b - a));
    });

    it("show a click at once to whoever reads this instance next (today and all time)", async () => {
      const today = async () =>
        (await send({ method: "GET", url: "/api/productclicks/today?top=50" }))
          .json<{ productId: string; clicks: number }[]>()
          .find((entry) => entry.productId === "camasa-2")?.clicks ?? 0;
      const before = await today();
      await send(beacon("/api/productclicks/increment", { productId: "camasa-2", title: "Cămașă" }));
      expect(await today()).toBe(before + 1);
    });

    it("honour top=n up to 50", async () => {
      const response = await send({ method: "GET", url: "/api/productclicks/today?top=1" });
      expect(response.json()).toHaveLength(1);
      expect((await send({ method: "GET", url: "/api/productclicks/today?top=50" })).statusCode).toBe(200);
    });
  });

  describe("CORS", () => {
    it("lets SITE_URL's origin read the API, and no other", async () => {
      const own = await send({
        method: "GET",
        url: "/api/productclicks/today",
        headers: { origin: "https://vitrina.example" },
      });
      expect(own.headers["access-control-allow-origin"]).toBe("https://vitrina.example");
      expect(own.headers.vary).toContain("Origin");
      const other = await send({
        method: "GET",
        url: "/api/productclicks/today",
        headers: { origin: "https://evil.example" },
      });
      expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    });

    it("answers a preflight for a JSON click from the site", async () => {
      const response = await send({
        method: "OPTIONS",
        url: "/api/productclicks/increment",
        headers: {
          origin: "https://vitrina.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers["access-control-allow-origin"]).toBe("https://vitrina.example");
      expect(response.headers["access-control-allow-methods"]).toContain("POST");
      expect(response.headers["access-control-allow-headers"]).toContain("Content-Type");
    });

    it("gives another origin's preflight nothing to go on", async () => {
      const response = await send({
        method: "OPTIONS",
        url: "/api/productclicks/increment",
        headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
      });
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
      expect(response.headers["access-control-allow-methods"]).toBeUndefined();
    });
  });

  it("never lets a browser or proxy keep an API answer, and sends nosniff", async () => {
    const response = await send({ method: "GET", url: "/api/productclicks/today" });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("GET /api/health names the store, the live catalogue and the last write", async () => {
    await send(beacon("/api/outbound", { productId: "geaca-3" }));
    await app.clickBuffer.flush();
    const response = await send({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "ok",
      store: kind,
      limits: "memory",
      catalogue: { products: 4, builtAt: expect.any(String) },
      pendingClicks: 0,
      lastFlush: { at: expect.any(String), error: null },
    });
  });
});

describe("the rate limit", () => {
  const { dir, settingsWith } = fixture("rate");
  let store: ClickStore;
  beforeAll(async () => {
    store = await openTestStore("sqlite", { dir, schema: "" });
  });
  afterAll(async () => {
    await store.close();
    removeDir(dir);
  });

  it("answers a client over it 429 with Retry-After, and counts nothing more", async () => {
    const app = await makeApp(settingsWith({ RATE_LIMIT_MAX: "3", CLICK_WINDOW_MINUTES: "0" }), store);
    try {
      const click = () => app.inject({ ...beacon("/api/outbound", { productId: "42" }), remoteAddress: "192.0.2.1" });
      for (let i = 0; i < 3; i += 1) expect((await click()).statusCode).toBe(204);
      const over = await click();
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
      expect(over.json().message).toContain("too many");
      // Another client is not held back.
      const other = await app.inject({ ...beacon("/api/outbound", { productId: "42" }), remoteAddress: "192.0.2.2" });
      expect(other.statusCode).toBe(204);
      await app.clickBuffer.flush();
      expect(await store.top("outbound", {}, 1)).toEqual([{ productId: "42", clicks: 4 }]);
    } finally {
      await app.close();
    }
  });

  it("counts junk too, so a flood of bad requests is held back as well", async () => {
    const app = await makeApp(settingsWith({ RATE_LIMIT_MAX: "2" }), store);
    try {
      const junk = () => app.inject({ ...beacon("/api/outbound", "{"), remoteAddress: "192.0.2.3" });
      expect((await junk()).statusCode).toBe(400);
      expect((await junk()).statusCode).toBe(400);
      expect((await junk()).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
