/**
 * Every setting the build reads, declared and checked in one place (docs/settings.md#the-build). A setting that is present but wrong fails loudly; nothing
 * falls back silently to placeholder data.
 */
import { z } from "astro/zod";
import { readEnvSettings } from "./settings-reader.ts";

const optionalUrl = z
  .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" })
  .transform((url) => url.replace(/\/+$/, ""))
  .optional();
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const blankIsUnset = (value: unknown) => (value === "" ? undefined : value);

/** An Umbraco item's id as a build may be told it (a GUID, or the stand-in's shorter ids): nothing a shell reads. */
export const ITEM_ID = /^[\w-]{1,100}$/;

/** "20%", "20" or "0.2" all mean a fifth (MAX_SHRINK, here and in src/release/settings.ts). */
export const fraction = z.preprocess((value) => {
  if (typeof value !== "string") return value;
  const number = Number(value.trim().replace(/%$/, ""));
  return value.trim().endsWith("%") || number > 1 ? number / 100 : number;
}, z.number().min(0).max(1));

export const SettingsSchema = z.object({
  UMBRACO_URL: z.preprocess(blankIsUnset, optionalUrl).describe("Umbraco host; unset builds the sample"),
  UMBRACO_API_KEY: z.preprocess(blankIsUnset, z.string().optional()).describe("sent as Api-Key"),
  PRODUCTS_API_URL: z.preprocess(blankIsUnset, optionalUrl).describe("the owner's product API; products come from it"),
  UMBRACO_PRODUCT_TYPE: z.string().min(1).default("product"),
  UMBRACO_CATEGORY_TYPE: z.string().min(1).default("categoryPage"),
  UMBRACO_COLLECTION_TYPE: z.string().min(1).default("collectionPage"),
  CMS_PAGE_SIZE: positiveInt(100).describe("items per Delivery API request"),
  CMS_CONCURRENCY: positiveInt(4).describe("requests in flight at once"),
  CMS_TIMEOUT_MS: positiveInt(10_000).describe("per request (spec §9)"),
  CMS_RETRIES: z.coerce.number().int().min(0).default(3),
  CMS_BACKOFF_MS: positiveInt(500),
  FEEDS_FILE: z
    .preprocess(blankIsUnset, z.string().optional())
    .describe("the networks' feeds to read (FEEDS.md); unset: none, except the sample's own when UMBRACO_URL is unset"),
  FEEDS_CACHE_DIR: z
    .string()
    .min(1)
    .default("node_modules/.astro/feeds")
    .describe("where each feed's last good read is kept between builds, for 304s and the shrink guard"),
  FEEDS_TIMEOUT_MS: positiveInt(300_000).describe("one feed's download, its body included"),
  MAX_SHRINK: fraction
    .default(0.2)
    .describe("largest fall in a feed's valid rows against its last good read (and the release's guard)"),
  SITE_URL: z.preprocess(blankIsUnset, optionalUrl).describe("public origin, for canonical URLs and the sitemap"),
  SITE_OWNER: z
    .preprocess(blankIsUnset, z.string().optional())
    .describe("who runs the site, shown on About and Contact"),
  SITE_EMAIL: z
    .preprocess(blankIsUnset, z.email().optional())
    .describe("contact e-mail in the top bar, footer and Contact"),
  SITE_PHONE: z
    .preprocess(blankIsUnset, z.string().optional())
    .describe("contact phone in the top bar, footer and Contact"),
  SITE_ADDRESS: z.preprocess(blankIsUnset, z.string().optional()).describe("postal address on Contact"),
  MAP_EMBED_URL: z.preprocess(blankIsUnset, optionalUrl).describe("an embeddable map URL; no map without it"),
  PUBLIC_API_URL: z.preprocess(blankIsUnset, optionalUrl).describe("the API service for clicks and forms"),
  PRICE_HISTORY: z
    .enum(["on", "off"])
    .default("off")
    .describe(
      "record each build's prices in the service's database and show their history; npm run rebuild and npm start turn it on",
    ),
  DATABASE_URL: z
    .preprocess(blankIsUnset, z.string().optional())
    .describe("the service's PostgreSQL, where the price history is kept; SQLite under DATA_DIR without it"),
  DATA_DIR: z.string().min(1).default("data").describe("the service's SQLite folder, for the price history"),
  MIN_PRODUCTS: z.coerce.number().int().min(0).default(1).describe("fewer published products fail the build"),
  LINK_HEALTH_FILE: z
    .preprocess(blankIsUnset, z.string().optional())
    .describe("the partner-link check's state (npm run check:partner-links); unset: no product left out for its link"),
  DEAD_LINK_DAYS: positiveInt(2).describe("days in a row a partner link is found dead before its product is left out"),
  REPORT_DIR: z.string().min(1).default("reports").describe("where build-report.json goes"),
  REUSE_FROM: z
    .preprocess(blankIsUnset, z.string().optional())
    .describe("an earlier build's REPORT_DIR: its pages whose data and code are unchanged are linked, not rendered"),
  PRODUCTS_READ: z
    .enum(["changes", "all"])
    .default("changes")
    .describe(
      "all: a build given REUSE_FROM reads every product from Umbraco again, not only those changed since (a media file replaced behind a product's picker changes no product's date)",
    ),
  PRODUCTS_GONE: z
    .preprocess(
      (value) =>
        typeof value === "string"
          ? value
              .split(",")
              .map((id) => id.trim())
              .filter(Boolean)
          : value,
      z.array(z.string().regex(ITEM_ID, "an item id (letters, digits, - and _)")).default([]),
    )
    .describe(
      "ids Umbraco's webhooks said were unpublished or deleted (comma-separated): a build given REUSE_FROM leaves them out of the earlier read instead of reading every product again (npm run rebuild -- --gone)",
    ),
  SEARCH_PART_SIZE: positiveInt(20_000).describe(
    "products per part of the search index: a larger catalogue is indexed in parts, so that Pagefind's memory stays that of one part (src/lib/search/parts.ts)",
  ),
  SEARCH_DELTA_MAX: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(0)
    .describe(
      "products a build given REUSE_FROM may index in a small index beside the earlier build's, rather than writing a whole index (src/build/search-reuse.ts); 0: always a whole index (the rebuild sets 1000)",
    ),
  OUT_DIR: z.string().min(1).default("dist").describe("where the site is written"),
});

export type Settings = z.output<typeof SettingsSchema>;

export class SettingsError extends Error {
  override readonly name = "SettingsError";
}

/** The origin pages name when SITE_URL is not set (a build to try out locally). */
export const LOCAL_SITE_URL = "http://localhost:4321";

/** The public origin of the site these settings build. */
export const siteUrl = (settings: Pick<Settings, "SITE_URL">): URL => new URL(settings.SITE_URL ?? LOCAL_SITE_URL);

/** Reads the settings from an environment (process.env by default). */
export function readSettings(env: Readonly<Record<string, string | undefined>> = process.env): Settings {
  // A blank value (`CMS_TIMEOUT_MS=` in a .env file) means unset for every setting, so it takes the default.
  const settings = readEnvSettings(SettingsSchema, env, { what: "settings", error: SettingsError });
  if (settings.PRODUCTS_API_URL && !settings.UMBRACO_URL) {
    throw new SettingsError(
      "PRODUCTS_API_URL needs UMBRACO_URL too: categories, collections and brands come from Umbraco (CMS.md)",
    );
  }
  return settings;
}
