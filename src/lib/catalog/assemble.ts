/**
 * Folds what a source read (src/lib/cms) into one consistent catalogue:
 * unique product slugs (spec §2; CMS.md: the second product keeps a suffixed
 * slug and is reported), collections merged by name, and every category,
 * collection and brand a product names present, so that no product links to
 * a missing page.
 */
import type { About, Brand, Category, Collection, Problem, Product } from "../domain/schema.ts";
import type { FeedsRead, ProductDraft, ProductsRead, SourceName, SourceParts } from "../domain/source.ts";
import { shopsOf } from "../offers/shops.ts";
import { paths, toSlug } from "../paths.ts";
import type { LinkHealthMarks } from "./dead-links.ts";

/** A slug that had to be suffixed because another product already had it. */
export interface SuffixedSlug {
  readonly id: string;
  readonly title: string;
  readonly wanted: string;
  readonly slug: string;
}

/** The catalogue a build publishes: valid items with unique slugs, and what was left out. */
export interface Catalog {
  readonly source: SourceName;
  readonly products: readonly Product[];
  readonly categories: readonly Category[];
  readonly collections: readonly Collection[];
  readonly brands: readonly Brand[];
  readonly about: About | null;
  readonly read: SourceParts["read"];
  readonly problems: readonly Problem[];
  readonly suffixed: readonly SuffixedSlug[];
  /** What the nightly partner-link check marked, when the build was given its state (./dead-links.ts). */
  readonly linkHealth?: LinkHealthMarks | undefined;
  /** The products as the source read them, for the next build (SourceParts). */
  readonly productsRead?: ProductsRead | undefined;
  /** The feeds read beside the CMS (SourceParts). */
  readonly feeds?: FeedsRead | undefined;
}

export function assembleCatalog(parts: SourceParts): Catalog {
  const problems: Problem[] = [...parts.problems];
  const drafts: ProductDraft[] = [];
  const seenIds = new Set<string>();
  for (const result of parts.products) {
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    if (seenIds.has(result.product.id)) {
      problems.push({
        kind: "product",
        id: result.product.id,
        title: result.product.title,
        field: "id",
        reason: "the same id appears twice; the first is kept",
      });
      continue;
    }
    seenIds.add(result.product.id);
    drafts.push(result.product);
  }
  const { products, suffixed } = assignSlugs(drafts);
  return {
    source: parts.source,
    products,
    categories: mergeCategories(parts.categories, products),
    collections: mergeCollections(parts.collections, products),
    brands: mergeBrands(parts.brands ?? [], products),
    about: parts.about,
    read: parts.read,
    problems,
    productsRead: parts.productsRead,
    feeds: parts.feeds,
    suffixed,
  };
}

/**
 * Gives every product a slug no other product has. The first product (in
 * source order) keeps its slug; later ones get "-2", "-3"... skipping any
 * slug that another title produces on its own.
 * @example two "Rochie midi" → "rochie-midi" and "rochie-midi-2"
 */
export function assignSlugs(drafts: readonly ProductDraft[]): { products: Product[]; suffixed: SuffixedSlug[] } {
  const wanted = drafts.map((draft) => toSlug(draft.title) || "produs");
  const taken = new Set<string>();
  const natural = new Set(wanted);
  const suffixed: SuffixedSlug[] = [];
  const products = drafts.map((draft, index): Product => {
    const base = wanted[index] ?? "produs";
    let slug = base;
    if (taken.has(slug)) {
      for (let n = 2; taken.has(slug) || natural.has(slug); n++) slug = `${base}-${n}`;
      suffixed.push({ id: draft.id, title: draft.title, wanted: base, slug });
    }
    taken.add(slug);
    // The "Magazin" facet reads the shops as a field of their own (listing/facet-table.ts); its offers say which.
    return draft.offers ? { ...draft, slug, shops: shopsOf(draft) } : { ...draft, slug };
  });
  return { products, suffixed };
}

function mergeCategories(listed: readonly Category[], products: readonly Product[]): Category[] {
  const byKey = new Map<string, Category>();
  for (const category of listed) {
    const key = `${category.section}/${category.slug}`;
    if (!byKey.has(key)) byKey.set(key, category);
  }
  for (const { category } of products) {
    if (!category) continue;
    const key = `${category.section}/${category.slug}`;
    if (!byKey.has(key)) byKey.set(key, { ...category, id: `derived:${key}`, image: null, affLink: null });
  }
  return [...byKey.values()];
}

function mergeCollections(listed: readonly Collection[], products: readonly Product[]): Collection[] {
  // CMS.md: two collections whose names match when lower-cased are one.
  const byKey = new Map<string, Collection>();
  for (const collection of listed) {
    if (!byKey.has(collection.slug)) byKey.set(collection.slug, collection);
  }
  for (const { collection: name } of products) {
    const slug = name ? toSlug(name) : "";
    if (name && slug && !byKey.has(slug)) {
      byKey.set(slug, { id: `derived:${slug}`, name, slug, description: "", image: null, affLink: null });
    }
  }
  return [...byKey.values()];
}

function mergeBrands(listed: readonly Brand[], products: readonly Product[]): Brand[] {
  const byKey = new Map<string, Brand>();
  const add = (name: string) => {
    const slug = toSlug(name);
    if (slug && !byKey.has(slug)) byKey.set(slug, { name, slug, link: paths.brand(slug) });
  };
  for (const brand of listed) add(brand.name);
  for (const product of products) product.brands.forEach(add);
  return [...byKey.values()];
}

/** True when a product belongs to the collection (names compared by slug, so case and diacritics do not matter). */
export function inCollection(product: Product, collection: Collection): boolean {
  return product.collection !== null && toSlug(product.collection) === collection.slug;
}
