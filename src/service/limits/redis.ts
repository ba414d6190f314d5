/**
 * Client limits shared by every instance through Redis (REDIS_URL). Each
 * check is one atomic command, so two instances never both let a client
 * through where one would not. If Redis does not answer within a moment,
 * the request is counted in this instance's own memory instead (and logged,
 * and GET /api/health says "degraded"): limits per instance are looser than
 * shared ones, but never none (issue 26), and a shop link never hangs.
 */
import { createClient } from "redis";
import { memoryLimits } from "./memory.ts";
import { type ClientLimits, type RateDecision, secondsUntil } from "./types.ts";

/** How long after Redis last failed the limits still count as degraded. */
const DEGRADED_FOR_MS = 30_000;

/** Longest a check waits for Redis before counting the request in memory. */
const ANSWER_WITHIN_MS = 250;

/** A fixed window: the first call starts it, every call counts; answers the count and the window's time left. */
const HIT_SCRIPT = `
local calls = redis.call('INCR', KEYS[1])
if calls == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { calls, redis.call('PTTL', KEYS[1]) }`;

/** What a command that Redis did not answer gives instead. */
const UNANSWERED = Symbol("unanswered");

export interface RedisLimitsOptions {
  /** Put before every key, so that several sites (or tests) can share one Redis. */
  readonly prefix: string;
  /** Told when Redis fails or is slow (at most once every 10 s); the request then goes through. */
  readonly onError?: (error: unknown) => void;
}

export async function redisLimits(url: string, options: RedisLimitsOptions): Promise<ClientLimits> {
  let readyOnce = false;
  const client = createClient({
    url,
    // Commands fail at once while disconnected instead of queueing behind a dead connection.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5000,
      // Once it has worked, Redis is waited for; a Redis that never answered fails the start instead.
      reconnectStrategy: (retries, cause) => (readyOnce ? Math.min(retries * 200, 5000) : cause),
    },
  });
  client.on("ready", () => {
    readyOnce = true;
  });
  let toldAt = 0;
  let failedAt = 0;
  const local = memoryLimits();
  const tell = (error: unknown) => {
    failedAt = Date.now();
    if (Date.now() - toldAt < 10_000) return;
    toldAt = Date.now();
    options.onError?.(error);
  };
  client.on("error", tell);
  await client.connect();
  const { prefix } = options;

  /** The answer of `command`, or `fallback` when Redis fails or is slow. */
  const orElse = async <T, F>(command: Promise<T>, fallback: F): Promise<T | F> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Redis gave no answer within ${ANSWER_WITHIN_MS} ms`)),
        ANSWER_WITHIN_MS,
      );
    });
    try {
      return await Promise.race([command, late]);
    } catch (error) {
      tell(error);
      return fallback;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    kind: "redis",
    async hit(key: string, max: number, windowMs: number): Promise<RateDecision> {
      const reply = await orElse(
        client.eval(HIT_SCRIPT, { keys: [`${prefix}rate:${key}`], arguments: [String(windowMs)] }),
        null,
      );
      if (!Array.isArray(reply)) return local.hit(key, max, windowMs);
      const [calls, msLeft] = reply.map(Number) as [number, number];
      return calls <= max
        ? { allowed: true, retryAfterSeconds: 0 }
        : { allowed: false, retryAfterSeconds: secondsUntil(msLeft > 0 ? msLeft : windowMs) };
    },
    async firstInWindow(key: string, windowMs: number): Promise<boolean> {
      const reply = await orElse(
        client.set(`${prefix}seen:${key}`, "1", { condition: "NX", expiration: { type: "PX", value: windowMs } }),
        UNANSWERED,
      );
      return reply === UNANSWERED ? local.firstInWindow(key, windowMs) : reply === "OK";
    },
    degraded() {
      return !client.isReady || Date.now() - failedAt < DEGRADED_FOR_MS;
    },
    async close() {
      await local.close();
      if (client.isOpen) await client.close();
    },
  };
}
