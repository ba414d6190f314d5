/**
 * What a source hands over (src/lib/cms), before src/lib/catalog assembles
 * it into one catalogue: valid items in the project's own types, and what
 * the source left out.
 */
import type { FeedReport } from "../feeds/read.ts";
import type { About, Brand, Category, Collection, Problem, Product } from "./schema.ts";

/** Where the products came from (docs/architecture.md#the-catalogue-where-it-comes-from). */
export type SourceName = "sample" | "umbraco" | "products-api";

/** A valid product before the catalogue gives it a unique slug. */
export type ProductDraft = Omit<Product, "slug">;

/** One product as the source read it: valid, or left out with its problems. */
export type ProductResult =
  { readonly ok: true; readonly product: ProductDraft } | { readonly ok: false; readonly problems: readonly Problem[] };

/** One product item as a source read it: its id, its last change as the source wrote it, and what it gave. */
export interface ReadItem {
  readonly id: string;
  readonly updateDate: string | null;
  readonly result: ProductResult;
}

/**
 * A source's products as read, for the next build to read only what changed since (issue 14, "Fast
 * publishes"; src/lib/cms/umbraco.ts).
 */
export interface ProductsRead {
  /** Each item, in the catalogue's order. */
  readonly items: readonly ReadItem[];
  /** How the read went: every product, or the changes since an earlier read merged into it. */
  readonly how: string;
  /**
   * A digest of what else the source holds (categories, collections, brands): a product's item shows what it
   * picked (its collection's name) without changing its own date when that changes.
   */
  readonly context: string;
  /** When every product was last read (ms since the epoch): the changes since are merged into that read. */
  readonly fullReadAt: number;
}

export interface SourceParts {
  readonly source: SourceName;
  readonly products: readonly ProductResult[];
  readonly categories: readonly Category[];
  readonly collections: readonly Collection[];
  /** Brands the CMS lists, or null when it has no brands endpoint. */
  readonly brands: readonly Brand[] | null;
  readonly about: About | null;
  /** Items the source read, valid or not. */
  readonly read: { readonly products: number; readonly categories: number; readonly collections: number };
  readonly problems: readonly Problem[];
  /** The products as read, when the source can read only what changed since (Umbraco). */
  readonly productsRead?: ProductsRead | undefined;
  /** The feeds read beside the CMS (src/lib/feeds), when there are any: what became of each. */
  readonly feeds?: FeedsRead | undefined;
}

/** What the feeds gave a build (src/lib/feeds/source.ts): the FEEDS_FILE read and each feed's report. */
export interface FeedsRead {
  readonly file: string;
  readonly reports: readonly FeedReport[];
}
