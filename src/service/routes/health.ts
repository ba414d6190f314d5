/**
 * GET /api/health: whether this instance can count, for a load balancer and
 * for the owner. 200 while the store answers ("degraded" while no live
 * catalogue is loaded: nothing counts then; or while Redis, which shares the
 * limits, cannot be reached), 503 when it does not.
 */
import type { FastifyPluginAsync } from "fastify";
import type { ClickBuffer } from "../click-buffer.ts";
import type { ClientLimits } from "../limits/types.ts";
import type { ClickStore } from "../../store/types.ts";

export interface HealthOptions {
  readonly store: Pick<ClickStore, "kind" | "ping">;
  readonly limits: Pick<ClientLimits, "kind" | "degraded">;
  readonly catalogue: { readonly size: number; readonly builtAt: string | null };
  readonly buffer: Pick<ClickBuffer, "lastFlush" | "pending">;
  /** The last rebuild and this instance's next one (../rebuild-status.ts); absent: not shown. */
  readonly rebuild?: () => Promise<unknown>;
  /** The forms' outbox (forms/index.ts): deliveries waiting and failing. */
  readonly outbox?: () => Promise<{ pending: number; failing: number; oldestAt: number | null; delivers: string[] }>;
}

const health = {
  type: "object",
  properties: {
    status: { type: "string", enum: ["ok", "degraded", "unavailable"] },
    store: { type: "string" },
    limits: { type: "string" },
    catalogue: {
      type: "object",
      properties: { products: { type: "integer" }, builtAt: { type: ["string", "null"] } },
    },
    pendingClicks: { type: "integer" },
    rebuild: {
      type: "object",
      properties: {
        lastAttempt: {
          type: ["object", "null"],
          properties: {
            startedAt: { type: "string" },
            finishedAt: { type: "string" },
            outcome: { type: "string" },
            release: { type: ["string", "null"] },
            live: { type: ["string", "null"] },
            reasons: { type: "array", items: { type: "string" } },
          },
        },
        scheduled: { type: "boolean" },
        running: { type: "boolean" },
        builds: { type: "string" },
      },
    },
    outbox: {
      type: "object",
      properties: {
        pending: { type: "integer" },
        failing: { type: "integer" },
        oldestAt: { type: ["integer", "null"] },
        delivers: { type: "array", items: { type: "string" } },
      },
    },
    lastFlush: {
      type: ["object", "null"],
      properties: {
        at: { type: "string" },
        rows: { type: "integer" },
        clicks: { type: "integer" },
        error: { type: ["string", "null"] },
      },
    },
  },
} as const;

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (
  app,
  { store, limits, catalogue, buffer, outbox, rebuild },
) => {
  app.get("/health", { schema: { response: { 200: health, 503: health } } }, async (request, reply) => {
    let reachable = true;
    await store.ping().catch((error: unknown) => {
      reachable = false;
      request.log.error({ err: error }, "health: the store does not answer");
    });
    const mail = reachable && outbox ? await outbox().catch(() => undefined) : undefined;
    const rebuilt = rebuild ? await rebuild().catch(() => undefined) : undefined;
    // Degraded, not down: no live catalogue (nothing counts), or shared limits unreachable (each instance alone).
    const status = !reachable ? "unavailable" : catalogue.size && !limits.degraded?.() ? "ok" : "degraded";
    return reply.code(reachable ? 200 : 503).send({
      status,
      store: store.kind,
      limits: limits.kind,
      catalogue: { products: catalogue.size, builtAt: catalogue.builtAt },
      pendingClicks: buffer.pending,
      lastFlush: buffer.lastFlush,
      ...(rebuilt ? { rebuild: rebuilt } : {}),
      ...(mail ? { outbox: mail } : {}),
    });
  });
};
