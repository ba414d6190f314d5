/**
 * Which source a build reads, as a release records it: a nightly job that
 * lost its UMBRACO_URL would build the embedded sample, and the source guard
 * (./guards.ts) keeps that from replacing the real site.
 */
import type { Settings } from "../lib/settings.ts";

/**
 * @example sourceOf({ UMBRACO_URL: undefined, PRODUCTS_API_URL: undefined }) // "sample"
 * @example sourceOf({ UMBRACO_URL: "https://cms.example.ro", PRODUCTS_API_URL: undefined }) // "umbraco cms.example.ro"
 */
export function sourceOf(settings: Pick<Settings, "UMBRACO_URL" | "PRODUCTS_API_URL">): string {
  if (!settings.UMBRACO_URL) return "sample";
  const umbraco = `umbraco ${new URL(settings.UMBRACO_URL).host}`;
  return settings.PRODUCTS_API_URL ? `${umbraco}, products-api ${new URL(settings.PRODUCTS_API_URL).host}` : umbraco;
}
