/**
 * The feeds as a source beside the CMS (issue 28): FEEDS_FILE's feeds read (./read.ts), their products mapped
 * into the catalogue's (./to-product.ts) and handed to src/lib/cms/index.ts, which adds them to the CMS's.
 * With no FEEDS_FILE, the sample (no UMBRACO_URL) reads its own feeds (./sample.ts); a real catalogue none.
 */
import { fileURLToPath } from "node:url";
import path from "node:path";
import type { Category } from "../domain/schema.ts";
import type { ProductResult } from "../domain/source.ts";
import type { Settings } from "../settings.ts";
import { firstSeen } from "./first-seen.ts";
import { toProductResults } from "./to-product.ts";
import { readFeeds, type FeedReport } from "./read.ts";
import {
  SAMPLE_FEEDS_FILE,
  SAMPLE_ORIGIN,
  SAMPLE_PROFITSHARE_ENV,
  sampleImage,
  withSampleFeedServer,
} from "./sample.ts";
import { readFeedsSettings, type FeedsSettings } from "./settings.ts";

export type FeedsSettingsNeeded = Pick<
  Settings,
  | "FEEDS_FILE"
  | "FEEDS_CACHE_DIR"
  | "FEEDS_TIMEOUT_MS"
  | "MAX_SHRINK"
  | "UMBRACO_URL"
  | "CMS_RETRIES"
  | "CMS_BACKOFF_MS"
>;

export interface FeedParts {
  /** The FEEDS_FILE read, absolute. */
  readonly file: string;
  readonly products: readonly ProductResult[];
  readonly reports: readonly FeedReport[];
}

/**
 * Reads the feeds the settings name into products of the catalogue; null when there are none to read.
 * `env` holds the Profitshare credentials FEEDS_FILE names; `root` resolves a relative FEEDS_FILE and
 * FEEDS_CACHE_DIR.
 */
export async function readFeedParts(
  settings: FeedsSettingsNeeded,
  categories: readonly Category[],
  env: Readonly<Record<string, string | undefined>>,
  root: string,
): Promise<FeedParts | null> {
  const sample = !settings.FEEDS_FILE && !settings.UMBRACO_URL;
  if (!settings.FEEDS_FILE && !sample) return null;
  const options = {
    cacheDir: path.resolve(root, settings.FEEDS_CACHE_DIR),
    maxShrink: settings.MAX_SHRINK,
    http: { timeoutMs: settings.FEEDS_TIMEOUT_MS, retries: settings.CMS_RETRIES, backoffMs: settings.CMS_BACKOFF_MS },
  };
  const read = async (feeds: FeedsSettings) => {
    const { products, reports } = await readFeeds(feeds, options);
    const dates = await firstSeen(
      options.cacheDir,
      products.map((product) => product.id),
      new Date(),
    );
    const mapped = { categories, firstSeen: dates, ...(sample ? { image: sampleImage } : {}) };
    return { file: feeds.file, products: toProductResults(products, mapped), reports };
  };
  if (!sample) {
    const feeds = await readFeedsSettings({ ...env, FEEDS_FILE: settings.FEEDS_FILE }, root);
    return feeds ? read(feeds) : null;
  }
  const feeds = await readFeedsSettings(
    { ...SAMPLE_PROFITSHARE_ENV, FEEDS_FILE: fileURLToPath(SAMPLE_FEEDS_FILE) },
    root,
  );
  if (!feeds) return null;
  return withSampleFeedServer((origin) =>
    read({ ...feeds, feeds: feeds.feeds.map((feed) => ({ ...feed, url: feed.url.replace(SAMPLE_ORIGIN, origin) })) }),
  );
}
