/**
 * What a product page shows around its product: "Produse similare" (up to 4
 * from the same category, never itself) and the previous and next product
 * within its category (the spec's numeric id stepping was a leftover).
 */
import { messages } from "../messages.ts";
import { paths } from "../paths.ts";
import { isListed } from "../offers/stock.ts";
import { sectionLabel, type Crumb, categoryTitle } from "./listings.ts";
import type { Product } from "../domain/schema.ts";

export const RELATED_COUNT = 4;

export interface ProductContext {
  readonly related: readonly Product[];
  readonly previous: Product | null;
  readonly next: Product | null;
}

/**
 * Computes the context of every product in one pass over the catalogue.
 * Related products are the ones that follow it in its category, wrapping
 * around, so that each product of a small category links to the others;
 * a product no shop has in stock is recommended nowhere (offers/stock.ts).
 */
export function productContexts(products: readonly Product[]): Map<string, ProductContext> {
  const byCategory = new Map<string, Product[]>();
  for (const product of products) {
    const key = product.category ? `${product.category.section}/${product.category.slug}` : "";
    const list = byCategory.get(key);
    if (list) list.push(product);
    else byCategory.set(key, [product]);
  }
  const contexts = new Map<string, ProductContext>();
  for (const [key, members] of byCategory) {
    members.forEach((product, index) => {
      const related: Product[] = [];
      // Products without a category have no "same category" to draw from.
      for (let step = 1; key && step < members.length && related.length < RELATED_COUNT; step++) {
        const candidate = members[(index + step) % members.length];
        if (candidate && isListed(candidate)) related.push(candidate);
      }
      contexts.set(product.slug, {
        related,
        previous: key ? (members[index - 1] ?? null) : null,
        next: key ? (members[index + 1] ?? null) : null,
      });
    });
  }
  return contexts;
}

/** Breadcrumbs of a product page: Acasă > gender > category > product. */
export function productCrumbs(product: Product): Crumb[] {
  const crumbs: Crumb[] = [{ label: messages.home, href: paths.home() }];
  const section = product.gender ?? product.category?.section;
  if (section) crumbs.push({ label: sectionLabel(section), href: paths.gender(section) });
  if (product.category) crumbs.push({ label: categoryTitle(product.category.label), href: product.category.path });
  crumbs.push({ label: product.title, href: paths.product(product.slug) });
  return crumbs;
}
