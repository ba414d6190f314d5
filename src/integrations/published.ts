/**
 * What the integrations that write files beside the pages (the search index,
 * the per-product files) start from: the catalogue this build read, and the
 * pages it wrote, so that nothing they write can lead to a missing page.
 */
import type { BaseIntegrationHooks } from "astro";
import { lastCatalog } from "../lib/catalog/loader.ts";
import type { Product } from "../lib/catalog/schema.ts";
import { paths } from "../lib/paths.ts";

export type BuiltPages = Parameters<BaseIntegrationHooks["astro:build:done"]>[0]["pages"];

/** The products this build read; throws when it read none (there is nothing to write `purpose` from). */
export function catalogProducts(purpose: string): readonly Product[] {
  const catalog = lastCatalog();
  if (!catalog) throw new Error(`No catalogue was read in this build: ${purpose} cannot be written`);
  return catalog.products;
}

/** True for a product whose page this build wrote. */
export function hasBuiltPage(pages: BuiltPages): (product: Product) => boolean {
  const built = new Set(pages.map((page) => `/${page.pathname.replace(/^\/+/, "")}`));
  return (product) => built.has(paths.product(product.slug));
}

/** The products whose page this build wrote (all of them, unless a page failed to render). */
export function publishedProducts(pages: BuiltPages, purpose: string): readonly Product[] {
  return catalogProducts(purpose).filter(hasBuiltPage(pages));
}
