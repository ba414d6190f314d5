/**
 * The click calls of spec §7, under /api:
 * - POST /productclicks/increment `{productId, title}` (title required, spec §5)
 * - POST /outbound `{productId, shop?}` ("Cumpără acum", the click that earns; `shop` names the offer's shop
 *   of a product several shops sell, issue 28)
 * - GET /productclicks/today?top=n and /productclicks/alltime?top=n (default 4, at most 50)
 *
 * The writes accept `application/json` and `text/plain` holding JSON (what
 * `navigator.sendBeacon` sends for a string), at most 1 KB; each schema
 * below makes the 4xx for a body or query that does not fit. Every accepted
 * click is answered 204 whether it counted or not (a bot, a repeat), so a
 * client learns nothing from the answer; only an id outside the live
 * catalogue, or a shop that does not sell that product, gets a 422, since that is a mistake of the caller's.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { MAX_ID_LENGTH, MAX_SHOP_LENGTH } from "../catalogue-ids.ts";
import type { ClickCounter } from "../click-counter.ts";
import type { ClientIds } from "../client-id.ts";
import type { ClientLimits } from "../limits/types.ts";
import { BODY_LIMIT_BYTES, errorBody } from "../replies.ts";
import type { ClickKind } from "../../store/types.ts";
import type { TopLists } from "../top-lists.ts";

export interface ClicksOptions {
  readonly counter: ClickCounter;
  readonly clientIds: ClientIds;
  readonly limits: Pick<ClientLimits, "hit">;
  readonly topLists: TopLists;
  /** Calls to the writes per client per window; 0: no limit. */
  readonly rateLimit: { readonly max: number; readonly windowMs: number };
}

/** The most a top list holds (issue 12). */
export const MAX_TOP = 50;
export const DEFAULT_TOP = 4;

const productId = { type: "string", minLength: 1, maxLength: MAX_ID_LENGTH, pattern: "\\S" } as const;

const incrementBody = {
  type: "object",
  required: ["productId", "title"],
  properties: { productId, title: { type: "string", minLength: 1, maxLength: 500, pattern: "\\S" } },
} as const;

const outboundBody = {
  type: "object",
  required: ["productId"],
  properties: { productId, shop: { type: "string", minLength: 1, maxLength: MAX_SHOP_LENGTH, pattern: "\\S" } },
} as const;

const topQuery = {
  type: "object",
  properties: { top: { type: "integer", minimum: 1, maximum: MAX_TOP, default: DEFAULT_TOP } },
} as const;

const topList = {
  type: "array",
  items: {
    type: "object",
    required: ["productId", "clicks"],
    properties: { productId: { type: "string" }, clicks: { type: "integer" } },
  },
} as const;

interface ClickBody {
  readonly productId: string;
  readonly shop?: string;
}

interface TopQuery {
  readonly top: number;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The client's hash for today, made once per request when something needs it (client-id.ts). */
    clientHash: Promise<string> | null;
  }
}

export const clicksRoutes: FastifyPluginAsync<ClicksOptions> = async (app, options) => {
  const { counter, clientIds, limits, topLists, rateLimit } = options;
  const clientOf = (request: FastifyRequest): Promise<string> => (request.clientHash ??= clientIds.of(request.ip));

  // JSON only, whether labelled application/json or text/plain (sendBeacon); anything else is a 415.
  app.removeAllContentTypeParsers();
  const json = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser(["application/json", "text/plain"], { parseAs: "string" }, json);
  app.decorateRequest("clientHash", null);

  /** Over the limit: 429 with the seconds to wait. Counted before the body is read, so junk counts too. */
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = await limits.hit(await clientOf(request), rateLimit.max, rateLimit.windowMs);
    if (!decision.allowed) {
      reply.header("Retry-After", String(decision.retryAfterSeconds));
      return reply.code(429).send(errorBody(429, "too many clicks, try again later"));
    }
  };

  const record = (kind: ClickKind) => async (request: FastifyRequest<{ Body: ClickBody }>, reply: FastifyReply) => {
    const outcome = await counter.count({
      productId: request.body.productId,
      kind,
      shop: request.body.shop,
      client: () => clientOf(request),
      userAgent: request.headers["user-agent"],
    });
    if (outcome === "unknown-product") return reply.code(422).send(errorBody(422, "unknown productId"));
    if (outcome === "unknown-shop") return reply.code(422).send(errorBody(422, "unknown shop for this productId"));
    return reply.code(204).send();
  };

  const write = rateLimit.max ? { bodyLimit: BODY_LIMIT_BYTES, onRequest: limited } : { bodyLimit: BODY_LIMIT_BYTES };
  app.post<{ Body: ClickBody }>(
    "/productclicks/increment",
    { ...write, schema: { body: incrementBody } },
    record("click"),
  );
  app.post<{ Body: ClickBody }>("/outbound", { ...write, schema: { body: outboundBody } }, record("outbound"));

  const read = { schema: { querystring: topQuery, response: { 200: topList } } };
  app.get<{ Querystring: TopQuery }>("/productclicks/today", read, (request) => topLists.today(request.query.top));
  app.get<{ Querystring: TopQuery }>("/productclicks/alltime", read, (request) => topLists.allTime(request.query.top));
};
