/**
 * The click service as one Fastify app, built by a function that a test
 * calls without a port (`app.inject()`, Fastify's testing guide). Routes
 * are grouped by concern as plugins, each declaring its schemas:
 * - clicks (routes/clicks.ts) and health (routes/health.ts) under /api;
 * - admin (routes/admin.ts) under /admin, only when ADMIN_TOKEN is set;
 * - static (routes/static.ts): the built site, as the CDN serves it.
 * What is common to them is here: headers and CORS on every answer, the
 * 404/405 of unknown addresses, and one shape for every error.
 */
import { STATUS_CODES } from "node:http";
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { LiveCatalogue } from "./catalogue-ids.ts";
import { registerAlerts } from "./alerts/index.ts";
import { ClickBuffer, SpooledClicksError } from "./click-buffer.ts";
import { ClickCounter } from "./click-counter.ts";
import { ClientIds } from "./client-id.ts";
import { registerForms } from "./forms/index.ts";
import { memoryLimits } from "./limits/memory.ts";
import type { ClientLimits } from "./limits/types.ts";
import { readProductNames, type ProductName } from "./product-names.ts";
import { registerRebuilds, type RebuildDeps } from "./rebuild-hooks.ts";
import { REVALIDATE } from "../lib/http-headers.ts";
import { BODY_LIMIT_BYTES, errorBody, reasonOf } from "./replies.ts";
import { adminRoutes } from "./routes/admin.ts";
import { clicksRoutes } from "./routes/clicks.ts";
import { healthRoutes } from "./routes/health.ts";
import { isServicePath, SiteRules, staticRoutes } from "./routes/static.ts";
import type { ServiceSettings } from "./settings.ts";
import type { ClickStore } from "../store/types.ts";
import { TopLists } from "./top-lists.ts";

/** Where a stop leaves the clicks the store refused, in DATA_DIR (src/service/click-buffer.ts). */
export const CLICK_SPOOL_FILE = "clicks-spool.jsonl";

export interface AppDeps {
  /** Shared limits (Redis); memory ones, closed with the app, by default. */
  readonly limits?: ClientLimits;
  /** The live catalogue; read from CATALOGUE_IDS and watched by the app by default. */
  readonly catalogue?: LiveCatalogue;
  /** The clock, for tests. */
  readonly now?: () => number;
  /** Fastify's logger option; the service's own (no addresses, no secrets) by default. */
  readonly logger?: NonNullable<FastifyServerOptions["logger"]>;
  /** Rebuilds on publish (./rebuild-hooks.ts): settings and build from the environment by default. */
  readonly rebuild?: RebuildDeps;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The clicks not yet written: `app.close()` writes them. */
    readonly clickBuffer: ClickBuffer;
  }
}

/** Headers of every API answer: never cached unless a route says otherwise. */
const API_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

const isApi = (pathname: string): boolean => pathname === "/api" || pathname.startsWith("/api/");

/** Builds the app over an open store; listen with `app.listen()`, or test with `app.inject()`. */
export async function buildApp(
  settings: ServiceSettings,
  store: ClickStore,
  deps: AppDeps = {},
): Promise<FastifyInstance> {
  const now = deps.now ?? Date.now;
  const app = Fastify({
    logger: deps.logger ?? serviceLogger(settings.LOG_LEVEL),
    // Request logs would hold every client's address: only errors are logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustedProxies(settings.TRUST_PROXY),
    requestTimeout: 10_000,
    return503OnClosing: true,
  });

  const catalogue = deps.catalogue ?? new LiveCatalogue(settings.CATALOGUE_IDS, fileEvents(app));
  if (!deps.catalogue) await catalogue.watch();
  if (!catalogue.size) app.log.warn(`No live catalogue in ${catalogue.file} yet: no click counts until it is written`);
  const limits = deps.limits ?? memoryLimits(now);
  const site = new SiteRules(settings.SITE_DIR, undefined, fileEvents(app));
  await site.watch();

  const buffer = new ClickBuffer(store, {
    intervalMs: settings.FLUSH_INTERVAL_MS,
    maxClicks: settings.FLUSH_MAX_CLICKS,
    // One line per outage, without a stack: the store's own error says what is wrong.
    onError: (error) => app.log.error(`clicks cannot be written (${(error as Error).message}); kept, retried`),
    onRecovered: (failed) => app.log.warn(`clicks written again after ${failed} failed writes`),
    // A stop keeps trying for most of its grace, then leaves the rest for the next start.
    closeRetryMs: Math.max(0, settings.SHUTDOWN_GRACE_MS - 2_000),
    spoolFile: path.join(settings.DATA_DIR, CLICK_SPOOL_FILE),
  });
  const spooled = await buffer.loadSpool().catch((error: unknown) => {
    app.log.error(`the clicks an earlier stop kept cannot be read: ${(error as Error).message}`);
    return 0;
  });
  if (spooled) app.log.warn(`${spooled} clicks an earlier stop kept are written now`);
  app.decorate("clickBuffer", buffer);
  const counter = new ClickCounter({
    catalogue,
    limits,
    buffer,
    windowMs: settings.CLICK_WINDOW_MINUTES * 60_000,
    now,
  });

  // The methods of each API address, for the 405 of a wrong one (the router's own lookup reads a URL as a pattern).
  const apiMethods = new Map<string, Set<string>>();
  app.addHook("onRoute", (route) => {
    if (!isApi(route.url)) return;
    const methods = apiMethods.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    apiMethods.set(route.url, methods);
  });

  // Every answer's headers, and CORS. A callback hook, not an async one: it runs on every click.
  app.addHook("onRequest", (request, reply, done) => {
    const pathname = request.url.split("?", 1)[0] ?? "/";
    if (!isApi(pathname)) {
      reply.headers(site.headersFor(pathname));
      return done();
    }
    reply.headers(API_HEADERS);
    if (settings.SITE_ORIGIN) {
      reply.header("Vary", "Origin");
      if (request.headers.origin === settings.SITE_ORIGIN) {
        reply.header("Access-Control-Allow-Origin", settings.SITE_ORIGIN);
      }
    }
    if (request.method !== "OPTIONS") return done();
    // A preflight (fetch with application/json): answered here for any API path; the browser does the rest.
    if (reply.hasHeader("Access-Control-Allow-Origin")) {
      reply.headers({
        "Access-Control-Allow-Methods": "GET, POST",
        "Access-Control-Allow-Headers": "Content-Type",
        "Access-Control-Max-Age": "86400",
      });
    }
    reply.code(204).send();
  });

  // Ajv coerces "Infinity", "-Infinity" and "1e400" to numbers past every "integer" and "maximum" of a schema
  // (issue 26): a parameter that reads as a number must be a finite one, on every route.
  app.addHook("preValidation", async (request, reply) => {
    const bad = nonFiniteParameter(request.query) ?? nonFiniteParameter(request.params);
    if (bad) return reply.code(400).send(errorBody(400, `${bad} must be a finite number`));
  });

  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    // A 413 names the limit of the route that refused, not the service's default.
    return reply.code(status).send(errorBody(status, reasonOf(status, error, request.routeOptions.bodyLimit)));
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?", 1)[0] ?? "/";
    if (isApi(pathname)) {
      const allowed = [...(apiMethods.get(pathname) ?? [])];
      if (allowed.length) {
        return reply
          .code(405)
          .header("Allow", allowed.join(", "))
          .send(errorBody(405, `use ${allowed.filter((method) => method !== "HEAD").join(" or ")}`));
      }
      return reply.code(404).send(errorBody(404, "no such API"));
    }
    if (isServicePath(pathname) && request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(405).send(errorBody(405, STATUS_CODES[405] ?? "Method Not Allowed"));
    }
    // Only an answer that found its file may be immutable (/_astro/): a 404 kept by a CDN would outlive a rollback.
    return reply.code(404).header("Cache-Control", REVALIDATE).type("text/html; charset=utf-8").send(site.notFoundPage);
  });

  await app.register(clicksRoutes, {
    prefix: "/api",
    counter,
    clientIds: new ClientIds(store, now),
    limits,
    topLists: new TopLists(store, buffer, now),
    rateLimit: { max: settings.RATE_LIMIT_MAX, windowMs: settings.RATE_LIMIT_WINDOW_SECONDS * 1000 },
  });
  // The contact and newsletter forms (issue 13): their routes, outbox and retention.
  const forms = await registerForms(app, settings, store, { limits, now });
  // The price-drop and back-in-stock alerts (issue 29): their routes, and the comparison when a build goes live.
  const alerts = await registerAlerts(app, settings, store, { limits, now, forms });
  // Umbraco's webhook and the rebuilds it asks for (issue 14).
  const rebuild = await registerRebuilds(app, settings.DATABASE_URL, deps.rebuild);
  await app.register(healthRoutes, {
    prefix: "/api",
    store,
    limits,
    catalogue,
    buffer,
    outbox: () => forms.health(),
    rebuild,
  });
  if (settings.ADMIN_TOKEN) {
    await app.register(adminRoutes, {
      token: settings.ADMIN_TOKEN,
      limits,
      clientIds: new ClientIds(store, now),
      store,
      productNames: productNamesOf(settings.SITE_DIR, catalogue),
      now,
      alertCounts: () => alerts.store.counts(),
    });
  }
  await app.register(staticRoutes, { site });

  app.addHook("onClose", async () => {
    // Stop accepting is Fastify's part; then what this app holds: the clicks not yet written, first.
    await buffer.close().catch((error: unknown) => {
      // Kept in the spool for the next start: nothing is lost, and the rest of the stop goes on.
      if (!(error instanceof SpooledClicksError)) throw error;
      app.log.error(error.message);
    });
    site.stop();
    if (!deps.catalogue) catalogue.stop();
    if (!deps.limits) await limits.close();
  });
  return app;
}

/** The service's logger: levels from LOG_LEVEL, requests named by method and path only. */
function serviceLogger(level: string): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: request.url.split("?", 1)[0] ?? "",
      }),
    },
    redact: ["req.headers.authorization", "req.headers.cookie", "token"],
  };
}

/** Fastify's trustProxy for a setting: a number trusts that many proxies in front (the last hops). */
function trustedProxies(setting: boolean | number): boolean | ((address: string, hop: number) => boolean) {
  return typeof setting === "number" ? (_address, hop) => hop < setting : setting;
}

function fileEvents(app: FastifyInstance) {
  return {
    onLoad: (file: string) => app.log.info(`read ${file}`),
    onError: (file: string, error: unknown) => app.log.error({ err: error }, `cannot read ${file}; keeping the last`),
  };
}

/** The products' names, read from the site again when a new catalogue goes live. */
function productNamesOf(siteDir: string, catalogue: LiveCatalogue) {
  let read: { builtAt: string | null; names: Promise<Map<string, ProductName>> } | null = null;
  return (): Promise<Map<string, ProductName>> => {
    if (!read || read.builtAt !== catalogue.builtAt) {
      read = { builtAt: catalogue.builtAt, names: readProductNames(siteDir) };
    }
    return read.names;
  };
}

/** Text that a number schema would coerce: digits, a fraction, an exponent, or Infinity, signed or not. */
const NUMERIC = /^\s*[+-]?(infinity|(\d+\.?\d*|\.\d+)(e[+-]?\d+)?)\s*$/i;

/**
 * The name of the first query or path parameter that reads as a number but is not a finite one; null if none.
 * @example nonFiniteParameter({ top: "1e400" }) // "top"
 * @example nonFiniteParameter({ top: "4", q: "rochie" }) // null
 */
export function nonFiniteParameter(values: unknown): string | null {
  if (!values || typeof values !== "object") return null;
  for (const [name, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === "string" && NUMERIC.test(text) && !Number.isFinite(Number(text)))) {
      return name;
    }
  }
  return null;
}
