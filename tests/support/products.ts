/**
 * Products of the built site for the e2e tests, found the way a crawler
 * would: the product pages listed in the sitemap, and each one's summary
 * from its file of summaries by slug (src/lib/product-shards.ts). Tests pick a product by what they
 * need (several images, a discount) instead of naming one of the sample
 * catalogue.
 */
import { findProductSummary, summaryShardPath } from "../../src/lib/product-shards.ts";
import type { ProductSummary } from "../../src/lib/product-summary.ts";

async function text(url: URL): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.text();
}

/** Slugs of the product pages in the sitemap, in its order. */
export async function productSlugs(baseUrl: string): Promise<string[]> {
  const index = await text(new URL("sitemap-index.xml", baseUrl));
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  const slugs: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await text(new URL(sitemap, baseUrl));
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const slug = /^\/detalii-produs\/([^/]+)\/$/.exec(new URL(loc ?? "").pathname)?.[1];
      if (slug) slugs.push(slug);
    }
  }
  return slugs;
}

/** One product's summary, as the quick view reads it. */
export async function productSummary(baseUrl: string, slug: string): Promise<ProductSummary> {
  const url = new URL(summaryShardPath(slug), baseUrl);
  const summary = findProductSummary(JSON.parse(await text(url)), slug);
  if (!summary) throw new Error(`${url.href} has no summary of ${slug}`);
  return summary;
}

/** The first product (in sitemap order) that passes `wanted`; throws when none does. */
export async function findProduct(
  baseUrl: string,
  wanted: (product: ProductSummary) => boolean,
  description: string,
): Promise<ProductSummary> {
  for (const slug of await productSlugs(baseUrl)) {
    const product = await productSummary(baseUrl, slug);
    if (wanted(product)) return product;
  }
  throw new Error(`No product of the built site is ${description}`);
}
