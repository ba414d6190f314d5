/**
 * The owner's private page, registered only when ADMIN_TOKEN is set:
 * - GET /admin: the page, or 401 with a login form;
 * - POST /admin/login (the form), POST /admin/logout;
 * - GET /admin/api/summary?from&to&top: outbound clicks per day, the top
 *   products and the outbound clicks per shop (issue 28) of the period, as
 *   JSON (401 without the token);
 * - GET /admin/assets/*: the page's script and style, and uPlot from
 *   node_modules (the chart library is loaded on this page only).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { ADMIN_CSP, adminPage, ASSETS, loginPage, type AlertCounts } from "../admin/page.ts";
import { bearerOf, cookieOf, isSession, isToken, SESSION_COOKIE, SESSION_MS, sessionValue } from "../admin-auth.ts";
import { addDays, bucharestDay, daysBetween, isDay } from "../../lib/bucharest-day.ts";
import type { ClientIds } from "../client-id.ts";
import type { ClientLimits } from "../limits/types.ts";
import type { ProductName } from "../product-names.ts";
import { errorBody } from "../replies.ts";
import type { ClickStore, ProductClicks } from "../../store/types.ts";

export interface AdminOptions {
  readonly token: string;
  /** Where the login form's attempts are counted, per client address (issue 26: no unlimited guessing). */
  readonly limits: ClientLimits;
  readonly clientIds: ClientIds;
  readonly store: Pick<ClickStore, "top" | "perDay" | "perShop">;
  /** Titles and links of the live catalogue's products. */
  readonly productNames: () => Promise<ReadonlyMap<string, ProductName>>;
  readonly now?: () => number;
  /** The alerts' counts (issue 29), shown on the page. */
  readonly alertCounts?: () => Promise<AlertCounts>;
}

/** Guesses of the admin token one client address gets in a window: a person mistypes a few times, a script more. */
export const ADMIN_LOGIN_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 } as const;

/** The longest period one summary covers. */
export const MAX_PERIOD_DAYS = 366;
/** The period shown first: the last 30 days. */
const DEFAULT_DAYS = 30;

const require = createRequire(import.meta.url);
const UPLOT_DIST = path.dirname(require.resolve("uplot/dist/uPlot.iife.min.js"));

const ASSET_FILES: Readonly<Record<string, { file: string; type: string }>> = {
  "uplot.js": { file: path.join(UPLOT_DIST, "uPlot.iife.min.js"), type: "text/javascript; charset=utf-8" },
  "uplot.css": { file: path.join(UPLOT_DIST, "uPlot.min.css"), type: "text/css; charset=utf-8" },
  "admin.js": { file: path.join(import.meta.dirname, "../admin/admin.js"), type: "text/javascript; charset=utf-8" },
  "admin.css": { file: path.join(import.meta.dirname, "../admin/admin.css"), type: "text/css; charset=utf-8" },
};

const summaryQuery = {
  type: "object",
  required: ["from", "to"],
  properties: {
    from: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
    to: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
    top: { type: "integer", minimum: 1, maximum: 50, default: 10 },
  },
} as const;

const loginBody = {
  type: "object",
  required: ["token"],
  properties: { token: { type: "string", minLength: 1, maxLength: 500 } },
} as const;

interface NamedClicks extends ProductClicks {
  readonly title: string | null;
  readonly href: string | null;
}

export const adminRoutes: FastifyPluginAsync<AdminOptions> = async (app, options) => {
  const { token, store, productNames } = options;
  const now = options.now ?? Date.now;
  const assets = new Map(
    Object.entries(ASSET_FILES).map(([name, { file, type }]) => [name, { body: readFileSync(file), type }]),
  );

  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const isSignedIn = (request: FastifyRequest): boolean => {
    const bearer = bearerOf(request.headers.authorization);
    if (bearer !== null) return isToken(bearer, token);
    return isSession(cookieOf(request.headers.cookie, SESSION_COOKIE), token, now());
  };

  /** The page's own: no caching, no framing, nothing loaded from elsewhere. */
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    reply.header("Content-Security-Policy", ADMIN_CSP);
    reply.header("X-Frame-Options", "DENY");
  });

  /** A form posted from another site is refused (the cookie is SameSite=Strict too). */
  const sameOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (origin && origin !== `${request.protocol}://${request.host}`) {
      return reply.code(403).send(errorBody(403, "cross-origin form"));
    }
  };

  const cookie = (request: FastifyRequest, value: string, maxAgeSeconds: number): string =>
    `${SESSION_COOKIE}=${value}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}` +
    (request.protocol === "https" ? "; Secure" : "");

  app.get("/admin", async (request, reply) => {
    reply.type("text/html; charset=utf-8");
    if (!isSignedIn(request)) {
      return reply.code(401).header("WWW-Authenticate", 'Bearer realm="vitrina-admin"').send(loginPage(false));
    }
    const today = bucharestDay(now());
    return adminPage(addDays(today, 1 - DEFAULT_DAYS), today, await options.alertCounts?.());
  });

  app.post<{ Body: { token: string } }>(
    "/admin/login",
    { schema: { body: loginBody }, onRequest: sameOrigin },
    async (request, reply) => {
      const client = await options.clientIds.of(request.ip);
      const decision = await options.limits.hit(`admin:${client}`, ADMIN_LOGIN_LIMIT.max, ADMIN_LOGIN_LIMIT.windowMs);
      if (!decision.allowed) {
        return reply
          .code(429)
          .header("Retry-After", String(decision.retryAfterSeconds))
          .type("text/html; charset=utf-8")
          .send(loginPage(true));
      }
      if (!isToken(request.body.token, token)) {
        return reply.code(401).type("text/html; charset=utf-8").send(loginPage(true));
      }
      const value = sessionValue(token, now() + SESSION_MS);
      return reply.header("Set-Cookie", cookie(request, value, SESSION_MS / 1000)).redirect("/admin", 303);
    },
  );

  app.post("/admin/logout", { onRequest: sameOrigin }, async (request, reply) =>
    reply.header("Set-Cookie", cookie(request, "", 0)).redirect("/admin", 303),
  );

  app.get<{ Querystring: { from: string; to: string; top: number } }>(
    "/admin/api/summary",
    { schema: { querystring: summaryQuery } },
    async (request, reply) => {
      if (!isSignedIn(request)) return reply.code(401).send(errorBody(401, "ADMIN_TOKEN required"));
      const { from, to, top } = request.query;
      if (!isDay(from) || !isDay(to)) return reply.code(400).send(errorBody(400, "from and to must be real dates"));
      if (from > to) return reply.code(400).send(errorBody(400, "from is after to"));
      if (daysBetween(from, to).length > MAX_PERIOD_DAYS) {
        return reply.code(400).send(errorBody(400, `at most ${MAX_PERIOD_DAYS} days at once`));
      }
      const range = { from, to };
      const [perDay, perShop, outbound, clicks, names] = await Promise.all([
        store.perDay("outbound", range),
        store.perShop(range),
        store.top("outbound", range, top),
        store.top("click", range, top),
        productNames(),
      ]);
      const byDay = new Map(perDay.map((entry) => [entry.day, entry.clicks]));
      const named = (list: ProductClicks[]): NamedClicks[] =>
        list.map((entry) => {
          const name = names.get(entry.productId);
          return { ...entry, title: name?.title ?? null, href: name?.href ?? null };
        });
      return {
        from,
        to,
        days: daysBetween(from, to).map((day) => ({ day, outbound: byDay.get(day) ?? 0 })),
        topOutbound: named(outbound),
        topClicks: named(clicks),
        perShop,
      };
    },
  );

  app.get<{ Params: { file: string } }>(`${ASSETS}/:file`, async (request, reply) => {
    const asset = assets.get(request.params.file);
    if (!asset) return reply.code(404).send(errorBody(404, "no such file"));
    return reply.type(asset.type).header("Cache-Control", "no-cache").send(asset.body);
  });
};
