/**
 * Which source a build reads, as a release records it: a nightly job that
 * lost its UMBRACO_URL would build the embedded sample, and the source guard
 * (./guards.ts) keeps that from replacing the real site.
 */
import type { Settings } from "../lib/settings.ts";

/**
 * @example sourceOf({ UMBRACO_URL: undefined, PRODUCTS_API_URL: undefined }) // "sample"
 * @example sourceOf({ UMBRACO_URL: "https://cms.example.ro", PRODUCTS_API_URL: undefined }) // "umbraco cms.example.ro"
 * @example sourceOf({ UMBRACO_URL: "https://cms.example.ro", FEEDS_FILE: "config/feeds.json" }) // "umbraco cms.example.ro, feeds feeds.json"
 */
export function sourceOf(settings: Pick<Settings, "UMBRACO_URL" | "PRODUCTS_API_URL" | "FEEDS_FILE">): string {
  // The sample reads its own feeds (src/lib/feeds/sample.ts): they are part of "sample".
  if (!settings.UMBRACO_URL) return settings.FEEDS_FILE ? `sample, feeds ${feedsName(settings.FEEDS_FILE)}` : "sample";
  const umbraco = `umbraco ${new URL(settings.UMBRACO_URL).host}`;
  const cms = settings.PRODUCTS_API_URL
    ? `${umbraco}, products-api ${new URL(settings.PRODUCTS_API_URL).host}`
    : umbraco;
  // A nightly job that lost its FEEDS_FILE would publish the CMS's products alone: another source.
  return settings.FEEDS_FILE ? `${cms}, feeds ${feedsName(settings.FEEDS_FILE)}` : cms;
}

/** The feeds file by its name, not its folder: a release built in another checkout reads the same feeds. */
const feedsName = (file: string): string => file.replace(/\\/g, "/").split("/").at(-1) ?? file;
