/**
 * What the integrations that write files beside the pages (the search
 * documents, the per-product files) start from: the catalogue this build
 * read, narrowed to the products whose page the build wrote, so that nothing
 * they write can lead to a missing page.
 */
import type { BaseIntegrationHooks } from "astro";
import { lastCatalog } from "../lib/catalog/loader.ts";
import type { Product } from "../lib/catalog/schema.ts";
import { paths } from "../lib/paths.ts";

type BuiltPages = Parameters<BaseIntegrationHooks["astro:build:done"]>[0]["pages"];

/**
 * The products whose page this build wrote (all of them, unless a page
 * failed to render); throws when no catalogue was read, naming `purpose`.
 */
export function publishedProducts(pages: BuiltPages, purpose: string): readonly Product[] {
  const catalog = lastCatalog();
  if (!catalog) throw new Error(`No catalogue was read in this build: ${purpose} cannot be written`);
  const built = new Set(pages.map((page) => `/${page.pathname.replace(/^\/+/, "")}`));
  return catalog.products.filter((product) => built.has(paths.product(product.slug)));
}
