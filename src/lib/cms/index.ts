/**
 * Picks the source from the settings (CMS.md, "Where the catalogue comes
 * from") and reads it once, into the project's own parts; src/lib/catalog
 * assembles them (readCatalog).
 */
import { hash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { ProductsRead, SourceParts } from "../domain/source.ts";
import { readFeedParts } from "../feeds/source.ts";
import type { Settings } from "../settings.ts";
import { createHttpClient } from "./http.ts";
import { apiProductResults, fetchApiProducts } from "./products-api.ts";
import { fetchUmbracoContent, fetchUmbracoProducts, umbracoParts, type UmbracoContent } from "./umbraco.ts";

export { SourceError } from "./http.ts";

/** The sample catalogue shipped in the repo, in Umbraco's shapes; its media live in public/media. */
export const SAMPLE_CATALOG = new URL("../../data/sample-catalog.json", import.meta.url);

/**
 * Reads the source the settings name: the sample, Umbraco, or Umbraco with the product API. Given the products
 * an earlier build read from Umbraco (`earlier`), it reads only what changed since (./umbraco.ts).
 */
export async function readSource(settings: Settings, earlier: ProductsRead | null = null): Promise<SourceParts> {
  return withFeeds(await readCms(settings, earlier), settings);
}

/**
 * The feeds' products after the CMS's (FEEDS.md; src/lib/feeds/source.ts): the CMS's keep their slugs, and the
 * feeds' categories land on the CMS's. The Profitshare credentials FEEDS_FILE names are read from the environment.
 */
async function withFeeds(parts: SourceParts, settings: Settings): Promise<SourceParts> {
  const feeds = await readFeedParts(settings, parts.categories, process.env, process.cwd());
  if (!feeds) return parts;
  return {
    ...parts,
    products: [...parts.products, ...feeds.products],
    read: { ...parts.read, products: parts.read.products + feeds.products.length },
    feeds: { file: feeds.file, reports: feeds.reports },
  };
}

async function readCms(settings: Settings, earlier: ProductsRead | null): Promise<SourceParts> {
  if (!settings.UMBRACO_URL) {
    const content = JSON.parse(await readFile(SAMPLE_CATALOG, "utf8")) as UmbracoContent;
    return umbracoParts(content, "", "sample");
  }
  const client = createHttpClient({
    ...clientOptions(settings),
    headers: settings.UMBRACO_API_KEY ? { "Api-Key": settings.UMBRACO_API_KEY } : {},
  });
  const apiUrl = settings.PRODUCTS_API_URL;
  if (!apiUrl) {
    // The rest first, when an earlier read may be merged into: whether it changed decides (./umbraco.ts).
    const content = earlier ? await fetchUmbracoContent(settings, client) : null;
    const context = content ? contentDigest(content) : "";
    const [rest, productsRead] = await Promise.all([
      content ?? fetchUmbracoContent(settings, client),
      fetchUmbracoProducts(settings, client, { earlier, context }),
    ]);
    const results = productsRead.items.map((item) => item.result);
    const read = { ...productsRead, context: content ? context : contentDigest(rest) };
    return umbracoParts(rest, settings.UMBRACO_URL, "umbraco", { results, read: results.length, productsRead: read });
  }
  // The product API is the owner's, not Umbraco: it gets no Api-Key.
  const apiClient = createHttpClient({ ...clientOptions(settings), headers: {} });
  const [content, raw] = await Promise.all([
    fetchUmbracoContent(settings, client),
    fetchApiProducts(apiUrl, apiClient),
  ]);
  return umbracoParts(content, settings.UMBRACO_URL, "products-api", {
    results: apiProductResults(raw, apiUrl),
    read: raw.length,
  });
}

/** A digest of everything but the products: what a product's item may show of the rest (./umbraco.ts). */
const contentDigest = (content: UmbracoContent): string => hash("sha256", JSON.stringify(content), "base64url");

function clientOptions(settings: Settings) {
  return {
    timeoutMs: settings.CMS_TIMEOUT_MS,
    retries: settings.CMS_RETRIES,
    backoffMs: settings.CMS_BACKOFF_MS,
    concurrency: settings.CMS_CONCURRENCY,
  };
}
