/**
 * Several instances of the service over one PostgreSQL (and one Redis):
 * they must count together exactly as one would.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { redisLimits } from "../../src/service/limits/redis.ts";
import type { ClientLimits } from "../../src/service/limits/types.ts";
import type { ClickStore } from "../../src/store/types.ts";
import {
  beacon,
  clearRedis,
  dropSchema,
  fixture,
  IDS,
  makeApp,
  openTestStore,
  REDIS_URL,
  removeDir,
  testPrefix,
  testSchema,
} from "./support.ts";

const { dir, settingsWith } = fixture("instances");
const schema = testSchema();
const prefix = testPrefix();
afterAll(async () => {
  removeDir(dir);
  await dropSchema(schema);
  await clearRedis(prefix);
});

interface Instance {
  readonly app: FastifyInstance;
  readonly store: ClickStore;
  readonly limits?: ClientLimits;
}

async function startInstance(overrides: Record<string, string>, shared = false): Promise<Instance> {
  const store = await openTestStore("postgres", { dir, schema });
  const limits = shared ? await redisLimits(REDIS_URL, { prefix }) : undefined;
  const app = await makeApp(settingsWith(overrides), store, limits ? { limits } : {});
  return limits ? { app, store, limits } : { app, store };
}

async function stop(instance: Instance): Promise<void> {
  await instance.app.close();
  await instance.limits?.close();
  await instance.store.close();
}

describe("two instances over one PostgreSQL", () => {
  it("count every click exactly, sent to both at once and written in many overlapping batches", async () => {
    // Small batches and a short interval, so that the two instances' writes of the same rows overlap often.
    const overrides = {
      CLICK_WINDOW_MINUTES: "0",
      RATE_LIMIT_MAX: "0",
      FLUSH_MAX_CLICKS: "25",
      FLUSH_INTERVAL_MS: "10",
    };
    const [a, b] = await Promise.all([startInstance(overrides), startInstance(overrides)]);
    if (!a || !b) throw new Error("instances did not start");
    const perProduct = 300;
    const requests = IDS.flatMap((id, product) =>
      Array.from({ length: perProduct }, (_, i) => {
        const instance = (i + product) % 2 ? a : b;
        const path = i % 3 ? "/api/productclicks/increment" : "/api/outbound";
        return instance.app.inject({
          ...beacon(path, { productId: id, title: "Produs" }),
          remoteAddress: `10.0.${product}.${i % 250}`,
        });
      }),
    );
    const answers = await Promise.all(requests);
    expect(answers.every((answer) => answer.statusCode === 204)).toBe(true);
    await Promise.all([stop(a), stop(b)]);

    const check = await openTestStore("postgres", { dir, schema });
    try {
      const clicks = await check.top("click", {}, 50);
      const outbound = await check.top("outbound", {}, 50);
      const expectedClicks = Array.from({ length: perProduct }, (_, i) => i % 3).filter(Boolean).length;
      expect(clicks).toHaveLength(IDS.length);
      for (const entry of clicks) expect(entry.clicks, entry.productId).toBe(expectedClicks);
      for (const entry of outbound) expect(entry.clicks, entry.productId).toBe(perProduct - expectedClicks);
    } finally {
      await check.close();
    }
  });

  it("share the click window and the rate limit through Redis", async () => {
    const overrides = { CLICK_WINDOW_MINUTES: "30", RATE_LIMIT_MAX: "4" };
    const [a, b] = await Promise.all([startInstance(overrides, true), startInstance(overrides, true)]);
    if (!a || !b) throw new Error("instances did not start");
    try {
      const before = (await a.store.top("outbound", { from: "2000-01-01" }, 50)).find((e) => e.productId === "42");
      // One client, one product, alternating instances: counted once.
      const click = (instance: Instance) =>
        instance.app.inject({ ...beacon("/api/outbound", { productId: "42" }), remoteAddress: "10.9.9.9" });
      const answers = [await click(a), await click(b), await click(a), await click(b), await click(a)];
      expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 204, 429]);
      await Promise.all([a.app.clickBuffer.flush(), b.app.clickBuffer.flush()]);
      const after = (await a.store.top("outbound", { from: "2000-01-01" }, 50)).find((e) => e.productId === "42");
      expect((after?.clicks ?? 0) - (before?.clicks ?? 0)).toBe(1);
      const health = await b.app.inject({ method: "GET", url: "/api/health" });
      expect(health.json().limits).toBe("redis");
    } finally {
      await Promise.all([stop(a), stop(b)]);
    }
  });
});
