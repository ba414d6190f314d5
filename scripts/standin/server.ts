/**
 * A local stand-in for the two services a build reads (CMS.md): Umbraco's
 * Content Delivery API v2 (with the site's brands endpoint and /media) and the
 * owner's product API, both answered from one Umbraco dump. Faults can be laid
 * on any path, and every request is logged, so that tests can check what the
 * build asked for and how it coped.
 * @example
 * const standin = await startStandin({ content, faults: [{ match: "/umbraco", status: 500, times: 1 }] });
 * // UMBRACO_URL=standin.url … then:
 * standin.requests.filter((r) => r.status === 500).length // 1
 * await standin.close();
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { umbracoDate, type UmbracoContent } from "../../src/lib/cms/umbraco.ts";
import { isRecord } from "../../src/lib/cms/fields.ts";
import { empty, json, problem, type Answer } from "./answer.ts";
import { createDeliveryApi, DELIVERY_PATH, type DeliveryApi } from "./delivery.ts";
import { createFaultBook, describeFault, type Fault } from "./faults.ts";
import { createFeedsStandin, FEEDS_PATH, type FeedsStandin, type FeedsStandinOptions } from "./feeds.ts";
import { serveMedia } from "./media.ts";
import { createProductsApi, PRODUCTS_API_PATH, type ProductsApi } from "./products-api.ts";

export type { Fault } from "./faults.ts";
export { toApiProducts, type ApiProduct } from "./products-api.ts";

export const BRANDS_PATH = "/umbraco/delivery/api/brands";
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL("../../public/media", import.meta.url));

export interface StandinOptions {
  /** The networks' feeds too, under /feeds/ (./feeds.ts); none without it. */
  readonly feeds?: FeedsStandinOptions;
  /** What Umbraco holds, in the dump shape of src/lib/cms/umbraco.ts; `brands: null` makes the brands endpoint 404. */
  readonly content: UmbracoContent;
  /** When set, every /umbraco request without this `Api-Key` header is answered 401. */
  readonly apiKey?: string;
  /** Served under /media; default the repo's public/media. */
  readonly mediaDir?: string;
  readonly faults?: readonly Fault[];
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** Default 0: any free port. */
  readonly port?: number;
  /** See DeliveryOptions: a query with no sort comes back in a different order each time. Default true. */
  readonly shuffleUnsorted?: boolean;
  /** Called when a request has ended (answered, dropped or abandoned by the client). */
  readonly onRequest?: (entry: RequestLog) => void;
}

/** Which of the stand-in's services a request went to. */
export type Service = "umbraco" | "products-api" | "media" | "feeds" | "other";

/** One request as the stand-in saw it. */
export interface RequestLog {
  readonly service: Service;
  readonly method: string;
  /** Path and query as sent (percent-encoded). */
  readonly path: string;
  readonly pathname: string;
  readonly query: URLSearchParams;
  readonly headers: {
    readonly apiKey: string | null;
    readonly accept: string | null;
    readonly userAgent: string | null;
  };
  /** The status answered; null while pending, or when the socket was dropped or the client gave up first. */
  status: number | null;
  outcome: "pending" | "answered" | "dropped" | "aborted";
  /** The fault applied, described; null when none. */
  fault: string | null;
  /** Requests in progress when this one arrived, this one included. */
  readonly inFlight: number;
  /** Milliseconds since the stand-in started. */
  readonly startedAt: number;
  durationMs: number | null;
}

export interface Standin {
  /** The feeds it serves (./feeds.ts), when asked to serve any. */
  readonly feeds: FeedsStandin | null;
  /** Origin, without a trailing slash: what UMBRACO_URL and PRODUCTS_API_URL are set to. */
  readonly url: string;
  /** Every request so far, oldest first (a live array). */
  readonly requests: RequestLog[];
  /** The most requests that were in progress at once, over every service. */
  readonly maxInFlight: number;
  /** The most requests that were in progress at once at one service (each source has its own client and limit). */
  maxInFlightAt(service: Service): number;
  /** Replaces every fault. */
  setFaults(faults: readonly Fault[]): void;
  /**
   * Serves another catalogue from now on (e.g. to switch catalogues between two builds), as published now: an
   * item whose content changed gets a new `updateDate`, unless the caller gave it one (`published`). With
   * `{ dated: false }`, served as given, dates and all: what Umbraco serves once a media file is replaced, the
   * new address in every picker that shows it and no item's date changed.
   */
  setContent(content: UmbracoContent, options?: { dated?: boolean }): void;
  /** What it serves now, dates as served. */
  readonly content: UmbracoContent;
  /** Empties the request log and resets maxInFlight. */
  clearLog(): void;
  close(): Promise<void>;
}

export async function startStandin(options: StandinOptions): Promise<Standin> {
  const started = performance.now();
  const closing = new AbortController();
  const faults = createFaultBook(options.faults);
  const mediaDir = options.mediaDir ?? DEFAULT_MEDIA_DIR;
  const requests: RequestLog[] = [];
  const feeds = options.feeds ? createFeedsStandin(options.feeds) : null;
  let inFlight = 0;
  let maxInFlight = 0;
  const byService = new Map<Service, { now: number; max: number }>();
  let url = "";
  const serve = (content: UmbracoContent): Served => ({
    content,
    delivery: createDeliveryApi(content, { shuffleUnsorted: options.shuffleUnsorted ?? true }),
    // Image URLs in the product API's answers are absolute on this host.
    productsApi: createProductsApi(content, url),
  });
  let served = serve(options.content);

  async function route(method: string, request: IncomingMessage, target: URL): Promise<Answer> {
    const pathname = target.pathname.toLowerCase();
    const known =
      pathname.startsWith("/umbraco/") ||
      pathname.startsWith(`${PRODUCTS_API_PATH}/`) ||
      pathname.startsWith("/media/");
    if (method !== "GET" && method !== "HEAD")
      return known ? { status: 405, headers: { allow: "GET, HEAD" } } : empty(404);
    if (pathname.startsWith("/umbraco/")) {
      if (options.apiKey !== undefined && request.headers["api-key"] !== options.apiKey) return empty(401);
      if (pathname === DELIVERY_PATH || pathname.startsWith(`${DELIVERY_PATH}/`)) {
        return served.delivery.answer(target.pathname, target.searchParams);
      }
      if (pathname.replace(/\/+$/, "") === BRANDS_PATH) {
        const { brands } = served.content;
        return brands === null || brands === undefined ? empty(404) : json(brands);
      }
      return empty(404);
    }
    if (pathname.startsWith(`${PRODUCTS_API_PATH}/`))
      return served.productsApi.answer(target.pathname, target.searchParams);
    if (pathname.startsWith("/media/")) return serveMedia(mediaDir, target.pathname);
    return empty(404);
  }

  function faultAnswer(fault: Fault): Answer {
    const status = fault.status ?? 200;
    const headers: Record<string, string> = {};
    if (fault.retryAfter !== undefined) headers["retry-after"] = String(fault.retryAfter);
    if (fault.body !== undefined) {
      headers["content-type"] = fault.contentType ?? "application/json; charset=utf-8";
      return { status, headers, body: fault.body };
    }
    const answer = problem(status, `A fault laid on the stand-in (${describeFault(fault)})`);
    return { ...answer, headers: { ...answer.headers, ...headers } };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = (request.method ?? "GET").toUpperCase();
    const raw = request.url ?? "/";
    const target = new URL(raw, "http://standin.invalid");
    const service = serviceOf(target.pathname);
    const count = byService.get(service) ?? { now: 0, max: 0 };
    byService.set(service, count);
    inFlight++;
    count.now++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    count.max = Math.max(count.max, count.now);
    const entry: RequestLog = {
      service,
      method,
      path: raw,
      pathname: target.pathname,
      query: target.searchParams,
      headers: {
        apiKey: header(request, "api-key"),
        accept: header(request, "accept"),
        userAgent: header(request, "user-agent"),
      },
      status: null,
      outcome: "pending",
      fault: null,
      inFlight,
      startedAt: Math.round(performance.now() - started),
      durationMs: null,
    };
    requests.push(entry);
    const gone = new AbortController();
    response.on("close", () => {
      inFlight--;
      count.now--;
      gone.abort();
      entry.durationMs = Math.round(performance.now() - started) - entry.startedAt;
      if (entry.outcome === "pending") entry.outcome = response.writableFinished ? "answered" : "aborted";
      options.onRequest?.(entry);
    });

    const fault = faults.take(method, raw);
    if (fault) entry.fault = describeFault(fault);
    if (fault?.delayMs) {
      try {
        await sleep(fault.delayMs, undefined, { signal: AbortSignal.any([gone.signal, closing.signal]) });
      } catch {
        // the client gave up, or the stand-in is closing: nothing to answer
      }
      if (response.destroyed || closing.signal.aborted) {
        response.destroy();
        return;
      }
    }
    if (fault?.drop) {
      entry.outcome = "dropped";
      request.socket.destroy();
      return;
    }
    const faulted = fault && (fault.status !== undefined || fault.body !== undefined);
    // The feeds are streamed, not answered whole: a feed of 100,000 rows is never held.
    if (!faulted && feeds && service === "feeds" && (method === "GET" || method === "HEAD")) {
      await feeds.answer(request, response);
      entry.status = response.statusCode;
      return;
    }
    const answer = faulted ? faultAnswer(fault) : await route(method, request, target);
    if (response.destroyed) return;
    entry.status = answer.status;
    response.writeHead(answer.status, answer.headers);
    response.end(method === "HEAD" ? undefined : answer.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        const answer = problem(500, `The stand-in failed: ${error instanceof Error ? error.message : String(error)}`);
        response.writeHead(answer.status, answer.headers);
        response.end(answer.body);
      } else {
        response.destroy();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  url = `http://${host === "0.0.0.0" ? "127.0.0.1" : host === "[::]" ? "[::1]" : host}:${address.port}`;
  served = serve(options.content);

  return {
    url,
    feeds,
    requests,
    get maxInFlight() {
      return maxInFlight;
    },
    maxInFlightAt: (service) => byService.get(service)?.max ?? 0,
    setFaults: (next) => faults.set(next),
    get content() {
      return served.content;
    },
    setContent: (next, { dated = true } = {}) => {
      served = serve(dated ? published(served.content, next, new Date()) : next);
    },
    clearLog() {
      requests.length = 0;
      maxInFlight = inFlight;
      for (const count of byService.values()) count.max = count.now;
    },
    close() {
      closing.abort();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function serviceOf(pathname: string): Service {
  const path = pathname.toLowerCase();
  if (path.startsWith("/umbraco/")) return "umbraco";
  if (path.startsWith(`${PRODUCTS_API_PATH}/`)) return "products-api";
  if (path.startsWith("/media/")) return "media";
  if (path.startsWith(`${FEEDS_PATH}/`)) return "feeds";
  return "other";
}

interface Served {
  readonly content: UmbracoContent;
  readonly delivery: DeliveryApi;
  readonly productsApi: ProductsApi;
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? null);
}

const sameApartFromDate = (a: unknown, b: unknown): boolean => {
  const { updateDate: _a, ...restA } = a as Record<string, unknown>;
  const { updateDate: _b, ...restB } = b as Record<string, unknown>;
  return JSON.stringify(restA) === JSON.stringify(restB);
};

/**
 * `next` as Umbraco would serve it once published at `now`: an item whose content changed gets `now` as its
 * `updateDate`, as a publish gives it (what a read of the changes since a moment relies on, CMS.md
 * "Incremental reads"), unless the caller gave it a later one than it had.
 */
export function published(previous: UmbracoContent, next: UmbracoContent, now: Date): UmbracoContent {
  const stamp = (before: readonly unknown[], after: readonly unknown[]): unknown[] => {
    const earlier = new Map(before.filter(isRecord).map((item) => [item["id"], item] as const));
    return after.map((item) => {
      if (!isRecord(item)) return item;
      const was = earlier.get(item["id"]);
      if (!was || sameApartFromDate(was, item)) return item;
      const [given, had] = [item["updateDate"], was["updateDate"]];
      if (typeof given === "string" && typeof had === "string" && given > had) return item;
      return { ...item, updateDate: umbracoDate(now.getTime()) };
    });
  };
  return {
    ...next,
    products: stamp(previous.products, next.products),
    categories: stamp(previous.categories, next.categories),
    collections: stamp(previous.collections, next.collections),
    about: stamp(previous.about, next.about),
  };
}
