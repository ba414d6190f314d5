/**
 * The two things one client may do only so often: call the click endpoints
 * (a rate limit, answered 429) and count the same product again (the click
 * window, answered as usual but not counted). In memory for one instance;
 * in Redis when REDIS_URL is set, so that several instances share them.
 */

export interface RateDecision {
  readonly allowed: boolean;
  /** Whole seconds until the client may call again (the `Retry-After` header); 0 when allowed. */
  readonly retryAfterSeconds: number;
}

export interface ClientLimits {
  readonly kind: "memory" | "redis";
  /** Counts one call under `key` in a fixed window of `windowMs`; over `max` calls it is not allowed. */
  hit(key: string, max: number, windowMs: number): Promise<RateDecision>;
  /** True the first time `key` is seen within `windowMs` of its first sight, false after. */
  firstInWindow(key: string, windowMs: number): Promise<boolean>;
  /** True while shared limits cannot be reached and each instance counts on its own (GET /api/health says so). */
  degraded?(): boolean;
  close(): Promise<void>;
}

export const secondsUntil = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));
