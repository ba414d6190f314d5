/**
 * The rate limit and the click window, in memory (one instance) and in
 * Redis (shared by instances): one suite for both.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryLimits } from "../../src/service/limits/memory.ts";
import { redisLimits } from "../../src/service/limits/redis.ts";
import type { ClientLimits } from "../../src/service/limits/types.ts";
import { clearRedis, REDIS_URL, redisKeys, testPrefix } from "./support.ts";

const prefix = testPrefix();

describe.each(["memory", "redis"] as const)("client limits in %s", (kind) => {
  let limits: ClientLimits;
  let second: ClientLimits;
  beforeAll(async () => {
    if (kind === "memory") {
      limits = memoryLimits();
      second = limits;
    } else {
      limits = await redisLimits(REDIS_URL, { prefix });
      second = await redisLimits(REDIS_URL, { prefix });
    }
  });
  afterAll(async () => {
    await limits.close();
    if (second !== limits) await second.close();
  });

  it("lets a client through up to the limit, then answers when to come back", async () => {
    const key = `${kind}-rate`;
    for (let i = 0; i < 3; i += 1) expect((await limits.hit(key, 3, 60_000)).allowed).toBe(true);
    const over = await limits.hit(key, 3, 60_000);
    expect(over.allowed).toBe(false);
    expect(over.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(over.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limits.hit(`${key}-other`, 3, 60_000)).allowed).toBe(true);
  });

  it("opens again when the window is over", async () => {
    const key = `${kind}-short`;
    await limits.hit(key, 1, 150);
    expect((await limits.hit(key, 1, 150)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await limits.hit(key, 1, 150)).allowed).toBe(true);
  });

  it("sees a key first once per window", async () => {
    const key = `${kind}-seen`;
    expect(await limits.firstInWindow(key, 150)).toBe(true);
    expect(await limits.firstInWindow(key, 150)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await limits.firstInWindow(key, 150)).toBe(true);
  });

  it("is shared by every instance (Redis) and exact under concurrent calls", async () => {
    const key = `${kind}-shared`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? limits : second).hit(key, 25, 60_000)),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(25);
    const firsts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? limits : second).firstInWindow(`${key}-seen`, 60_000)),
    );
    expect(firsts.filter(Boolean)).toHaveLength(1);
  });
});

describe("Redis limits", () => {
  afterAll(() => clearRedis(prefix));

  it("keep every key under their prefix, each with an expiry", async () => {
    const own = testPrefix();
    const limits = await redisLimits(REDIS_URL, { prefix: own });
    try {
      await limits.hit("client", 5, 60_000);
      await limits.firstInWindow("client:click:42", 60_000);
      expect((await redisKeys(own)).sort()).toEqual([`${own}rate:client`, `${own}seen:client:click:42`]);
    } finally {
      await limits.close();
      await clearRedis(own);
    }
    expect(await redisKeys(own)).toEqual([]);
  });

  it("fall back to this instance's own memory when Redis stops answering, say so, and report it degraded", async () => {
    // Issue 26: they let every request through (fail open), and the health answer still said "ok".
    const errors: unknown[] = [];
    const limits = await redisLimits(REDIS_URL, { prefix: testPrefix(), onError: (error) => errors.push(error) });
    expect(limits.degraded?.()).toBe(false);
    await limits.close();
    for (let call = 0; call < 3; call++) expect((await limits.hit("client", 3, 60_000)).allowed).toBe(true);
    expect(await limits.hit("client", 3, 60_000)).toMatchObject({ allowed: false });
    expect(await limits.firstInWindow("client:click:42", 60_000)).toBe(true);
    expect(await limits.firstInWindow("client:click:42", 60_000)).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
    expect(limits.degraded?.()).toBe(true);
  });
});
