/**
 * Issue 26's defects of the service, each shown by the attack the audit made, through Fastify's inject with
 * the client's address as a real socket would give it:
 * - a client is its address (an IPv6 /64 as one address), whatever User-Agent it sends: 150 clicks from one
 *   address with 150 User-Agents count once, and its limits are the address's;
 * - every numeric parameter answers 400 for Infinity, -Infinity and 1e400, never 500.
 */
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress } from "../../src/service/client-id.ts";
import { readRebuildSettings } from "../../src/service/rebuild-settings.ts";
import type { ClickStore } from "../../src/store/types.ts";
import { redisLimits } from "../../src/service/limits/redis.ts";
import {
  BROWSER_UA,
  fixture,
  makeApp,
  openTestStore,
  REDIS_URL,
  removeDir,
  testPrefix,
  testSchema,
} from "./support.ts";

/**
 * A service on SQLite for one describe block: opened before its tests, closed and removed after. Read `app` and
 * `store` inside the tests (they exist once beforeAll has run); `settingsWith` gives its settings.
 */
function serviceFor(name: string) {
  const { dir, settingsWith } = fixture(name);
  const served = { settingsWith } as { app: FastifyInstance; store: ClickStore; settingsWith: typeof settingsWith };
  beforeAll(async () => {
    served.store = await openTestStore("sqlite", { dir, schema: testSchema() });
    served.app = await makeApp(settingsWith({ SITE_URL: "https://vitrina.example" }), served.store);
  });
  afterAll(async () => {
    await served.app.close();
    await served.store.close();
    removeDir(dir);
  });
  return served;
}

describe("a client is its address, not its User-Agent", () => {
  const served = serviceFor("hardening-clients");
  let app: FastifyInstance;
  let store: ClickStore;
  beforeAll(() => ({ app, store } = served));
  const counted = async (id: string) => {
    await app.clickBuffer.flush();
    return (await store.top("click", {}, 50)).find((entry) => entry.productId === id)?.clicks ?? 0;
  };
  const click = (remoteAddress: string, userAgent: string) =>
    app.inject({
      method: "POST",
      url: "/api/productclicks/increment",
      remoteAddress,
      headers: { "content-type": "application/json", "user-agent": userAgent },
      payload: JSON.stringify({ productId: "rochie-1", title: "Rochie" }),
    } as InjectOptions);

  it("counts 150 clicks on one product from one address with 150 User-Agents once", async () => {
    const before = await counted("rochie-1");
    const statuses = new Set<number>();
    for (let at = 0; at < 150; at++) statuses.add((await click("203.0.113.9", `${BROWSER_UA} Build/${at}`)).statusCode);
    expect(await counted("rochie-1")).toBe(before + 1);
    // The address's rate limit, too, is not reset by a new User-Agent.
    expect([...statuses].sort()).toEqual([204, 429]);
  });

  it("counts the addresses of one IPv6 /64 as one client, and another /64 as another", async () => {
    const before = await counted("rochie-1");
    await click("2001:db8:1:2::1", BROWSER_UA);
    await click("2001:db8:1:2:ffff::9", `${BROWSER_UA} Edg/126`);
    await click("2001:db8:1:3::1", BROWSER_UA);
    expect(await counted("rochie-1")).toBe(before + 2);
  });
});

describe("clientAddress", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:0:0:9", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ])("%s is the client %s", (ip, client) => {
    expect(clientAddress(ip)).toBe(client);
  });
});

describe("numbers a schema cannot hold", () => {
  const served = serviceFor("hardening-numbers");
  let app: FastifyInstance;
  beforeAll(() => ({ app } = served));

  it.each(["Infinity", "-Infinity", "1e400", "-1e400", "NaN"])(
    "answers 400 to top=%s on every top list",
    async (top) => {
      for (const list of ["today", "alltime"]) {
        const answer = await app.inject(`/api/productclicks/${list}?top=${top}`);
        expect(answer.statusCode, `${list} ${answer.body}`).toBe(400);
      }
    },
  );
});

describe("the webhook checks its secret before it reads a body (issue 26)", () => {
  const { dir, settingsWith } = fixture("hardening-webhook");
  let store: ClickStore;
  let app: FastifyInstance;
  let requested = 0;
  const SECRET = "hardening-webhook-secret-0123456789";
  beforeAll(async () => {
    store = await openTestStore("sqlite", { dir, schema: testSchema() });
    app = await makeApp(settingsWith({ SITE_URL: "https://vitrina.example" }), store, {
      rebuild: {
        settings: readRebuildSettings({ WEBHOOK_SECRET: SECRET, REBUILD_QUIET_MS: "60000" }),
        build: async () => {
          requested += 1;
        },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    removeDir(dir);
  });
  const post = (secret: string, body: string) =>
    app.inject({
      method: "POST",
      url: "/api/hooks/umbraco",
      headers: { "content-type": "application/json", "x-vitrina-secret": secret },
      payload: body,
    });

  it("answers 401 to a wrong secret whatever the body's size, reading none of it", async () => {
    const huge = JSON.stringify({ id: "x", junk: "a".repeat(2 * 1024 * 1024) });
    const answer = await post("wrong-secret-0123456789", huge);
    expect(answer.statusCode).toBe(401);
    expect(requested).toBe(0);
  });

  it("answers 413 naming the webhook's own limit to a body past it", async () => {
    const answer = await post(SECRET, JSON.stringify({ id: "x", junk: "a".repeat(2 * 1024 * 1024) }));
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe(`body over ${1024 * 1024} bytes`);
  });
});

describe("a file missing under /_astro/ (issue 26)", () => {
  const served = serviceFor("hardening-astro-404");
  let app: FastifyInstance;
  beforeAll(() => ({ app } = served));

  it("serves no dotfile of the site folder (a .env, a .git left there)", async () => {
    const site = served.settingsWith({}).SITE_DIR;
    mkdirSync(path.join(site, ".git"), { recursive: true });
    writeFileSync(path.join(site, ".env"), "SECRET=x");
    writeFileSync(path.join(site, ".git", "config"), "[core]");
    for (const url of ["/.env", "/.git/config", "/%2eenv"]) {
      const answer = await app.inject(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain("SECRET");
    }
  });

  it("follows no link out of the site folder", async () => {
    const site = served.settingsWith({}).SITE_DIR;
    const outside = path.join(path.dirname(site), "secret.txt");
    writeFileSync(outside, "SECRET=x");
    symlinkSync(outside, path.join(site, "legatura.txt"));
    const answer = await app.inject("/legatura.txt");
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain("SECRET");
  });

  it("answers 404 revalidated, never immutable: a CDN must not keep the 404 after a rollback", async () => {
    const answer = await app.inject("/_astro/lipsa.1a2b3c.js");
    expect(answer.statusCode).toBe(404);
    expect(answer.headers["cache-control"]).toBe("no-cache");
  });
});

describe("the health answer when Redis, which shares the limits, is down (issue 26)", () => {
  const { dir, settingsWith } = fixture("hardening-redis-down");
  it('says "degraded", not "ok", and the limits still hold', async () => {
    const store = await openTestStore("sqlite", { dir, schema: testSchema() });
    const limits = await redisLimits(REDIS_URL, { prefix: testPrefix() });
    const app = await makeApp(settingsWith({ SITE_URL: "https://vitrina.example" }), store, { limits });
    try {
      const before = (await app.inject("/api/health")).json();
      await limits.close();
      await limits.hit("probe", 1, 60_000);
      const after = (await app.inject("/api/health")).json();
      expect(after.status).toBe("degraded");
      expect(before.status).toBe("ok");
    } finally {
      await app.close();
      await store.close();
      removeDir(dir);
    }
  });
});
