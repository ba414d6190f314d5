/**
 * What the integration tests share: settings that point a build at a
 * stand-in (fast retries, a short time-out), and readers of its request log.
 */
import { readSettings, type Settings } from "../../src/lib/settings.ts";
import { DELIVERY_PATH } from "../../scripts/standin/delivery.ts";
import type { RequestLog, Standin } from "../../scripts/standin/server.ts";

export type SourceName = "umbraco" | "products-api";
export const SOURCES: readonly SourceName[] = ["umbraco", "products-api"];

/** Retries 10 ms apart and a 300 ms time-out, so that fault tests take milliseconds, not the production 10 s. */
export const FAST: Readonly<Record<string, string>> = { CMS_BACKOFF_MS: "10", CMS_TIMEOUT_MS: "300" };

/** The environment for a build that reads `source` from the stand-in. */
export function envFor(
  standin: Standin,
  source: SourceName,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    UMBRACO_URL: standin.url,
    ...(source === "products-api" ? { PRODUCTS_API_URL: standin.url } : {}),
    ...FAST,
    ...extra,
  };
}

export function settingsFor(
  standin: Standin,
  source: SourceName = "umbraco",
  extra: Record<string, string> = {},
): Settings {
  return readSettings(envFor(standin, source, extra));
}

/** Delivery API queries for one content type (`filter=contentType:ALIAS`). */
export function queriesFor(standin: Standin, contentType: string): RequestLog[] {
  return standin.requests.filter(
    (request) =>
      request.pathname === DELIVERY_PATH && request.query.getAll("filter").includes(`contentType:${contentType}`),
  );
}

/** Requests whose path starts with `prefix`. */
export function requestsTo(standin: Standin, prefix: string): RequestLog[] {
  return standin.requests.filter((request) => request.pathname.startsWith(prefix));
}
