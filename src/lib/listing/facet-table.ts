/**
 * The listing's facets, one row each (spec §2 "Sidebar facets", §4 "Listing"): what a facet is called in the
 * filters, the listing data and the URL, which product field it reads, how a product holds it and how a shopper
 * chooses it. Everything that filters, counts, encodes, writes to the URL, tags or draws a facet iterates over
 * these rows; a facet's words are in messages-listing.ts (`FACET_TEXT`, keyed by the row's `id`).
 *
 * Adding an option facet (a shop, a collection) is one row here and its words there; when it reads a field the
 * products do not have yet, the CMS mapper (src/lib/cms/product.ts) and the domain schema give it that field.
 *
 * This module is read by the page's own scripts (the URL, the tags, the panel): it holds data and types only,
 * nothing that the browser should not download (the comparators the encoding uses are named, not imported).
 */
import type { Product } from "../domain/schema.ts";

/** The product fields an option facet can read: a text, a list of texts, or none (a field a product may lack). */
export type OptionField = {
  [K in keyof Product]-?: Exclude<Product[K], undefined> extends string | null | readonly string[] ? K : never;
}[keyof Product];

/** One option facet's row. */
export interface OptionFacetRow {
  /** The facet's name in the tags and the words (`FACET_TEXT`). */
  readonly id: string;
  /** Its key in `Filters`. */
  readonly filter: string;
  /** Its key in the listing data (in memory and in the file), the facet counts and the island's data block. */
  readonly data: string;
  /** Its key in the listing's URL (url-state.ts). */
  readonly query: string;
  /** The product field it reads. */
  readonly field: OptionField;
  /**
   * How many values a product has: "list" (brands, sizes: the distinct lists are coded once, a MultiFacet) or
   * "one" at most (colour, material: a SingleFacet).
   */
  readonly values: "list" | "one";
  /**
   * How a shopper chooses: "many" (checkboxes; the chosen options are alternatives, OR) or "one" at a time
   * (buttons with an "all"; choosing the chosen one clears it).
   */
  readonly choose: "many" | "one";
  /** The options' order in the panel: Romanian alphabetical, or sizes from small to large. */
  readonly order: "ro" | "size";
}

/**
 * The option facets, in the order of the URL's keys, of the tags and of the panel's option sections.
 * @example OPTION_FACETS.find((row) => row.id === "colour")?.query // "culoare"
 */
export const OPTION_FACETS = [
  {
    id: "brand",
    filter: "brands",
    data: "brands",
    query: "brand",
    field: "brands",
    values: "list",
    choose: "many",
    order: "ro",
  },
  {
    id: "material",
    filter: "materials",
    data: "materials",
    query: "material",
    field: "material",
    values: "one",
    choose: "many",
    order: "ro",
  },
  {
    id: "colour",
    filter: "colour",
    data: "colours",
    query: "culoare",
    field: "color",
    values: "one",
    choose: "one",
    order: "ro",
  },
  {
    id: "size",
    filter: "size",
    data: "sizes",
    query: "marime",
    field: "sizes",
    values: "list",
    choose: "one",
    order: "size",
  },
  // Issue 28: a product several shops sell matches each of them.
  {
    id: "shop",
    filter: "shops",
    data: "shops",
    query: "magazin",
    field: "shops",
    values: "list",
    choose: "many",
    order: "ro",
  },
] as const satisfies readonly OptionFacetRow[];

export type OptionFacet = (typeof OPTION_FACETS)[number];
export type OptionFacetId = OptionFacet["id"];
/** The option facets' keys in the listing data, the counts and the summary. */
export type OptionDataKey = OptionFacet["data"];

/**
 * The other facets, one of a kind each, in the same table so that a reader finds every facet here. Their
 * behaviour is their kind's: the category links (island-props.ts, counted from the listing at build time; a link
 * to another listing, so no URL key and no tag), the price slider (the `prices` column; bounds, not counts) and
 * the on-sale switch (the `oldPrices` column, which holds only the old prices a shopper is shown,
 * lib/prices/shown-price.ts).
 */
export const OTHER_FACETS = {
  category: { kind: "links", field: "category", query: null },
  price: { kind: "range", field: "price", filter: "price", data: "prices", query: "pret" },
  onSale: { kind: "flag", field: "oldPrice", filter: "onSale", data: "oldPrices", query: "reducere", yes: "da" },
} as const;

/** Every facet a tag can name, in the tags' order: the option facets, then the sale, then the price. */
export type TagFacet = OptionFacetId | "onSale" | "price";

/** The panel's sections, in order: the category links, the price, the option facets (as in the table), the sale. */
export const PANEL_SECTIONS = ["category", "price", "options", "onSale"] as const;

/** The filter an option facet holds: a list of keys, or one key (null for "all"). */
export type OptionFilter<R extends OptionFacet> = R["choose"] extends "many" ? readonly string[] : string | null;

/** The option facets' part of the filters: `{ brands: [...], materials: [...], colour: null, size: null }`. */
export type OptionFilters = { readonly [R in OptionFacet as R["filter"]]: OptionFilter<R> };
