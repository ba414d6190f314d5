/**
 * The search index's view of a product (issue "Search that understands
 * Romanian"): a small HTML document per product, written at build time from
 * the catalogue, never crawled from the product pages. Pagefind reads it the
 * way it reads a page, so the title in the `h1` ranks above the description,
 * `<html lang="ro">` picks its Romanian stemmer, and the `data-pagefind-*`
 * attributes carry what a result card needs (meta) and what the search page
 * narrows by (filters).
 */
import { categoryTitle } from "../catalog/listings.ts";
import type { Product } from "../domain/schema.ts";
import { escapeHtml } from "../html.ts";
import { GENDER_LABELS } from "../messages.ts";
import { paths } from "../paths.ts";
import { markupToText } from "../sanitize.ts";
import { SEARCH_FILTERS, SEARCH_META } from "./document-fields.ts";
import { standardRomanian } from "./query.ts";

/**
 * How much a word counts where it appears (Pagefind's scale: 0 to 10, body
 * text 1, an h1 7). The brand, category and audience say what a product is,
 * so they weigh nearly as much as the title; the description least.
 */
export const SEARCH_WEIGHTS = { labels: 5, facts: 2 } as const;

export interface SearchDocument {
  /** The product page the result links to. */
  readonly url: string;
  /** What Pagefind indexes for it. */
  readonly html: string;
}

/** Shopper-facing words, in the standard spelling the query is also put in (query.ts). */
const words = (text: string) => escapeHtml(standardRomanian(text));

/**
 * The document Pagefind indexes for one product: title, brands, category,
 * audience, colour, material and the description's plain text; the price in
 * bani, the id and the first image as meta; audience, category and brands as filters.
 * @example searchDocument(product).html
 * // '<!doctype html><html lang="ro">…<h1>Cămașă Oxford…</h1>…<span data-pagefind-filter="brand" …>Stejar</span>…'
 */
export function searchDocument(product: Product): SearchDocument {
  const { gender, category } = product;
  const prices = [`${SEARCH_META.price}:${product.price}`];
  if (product.oldPrice !== null) prices.push(`${SEARCH_META.oldPrice}:${product.oldPrice}`);
  if (product.prices) prices.push(`${SEARCH_META.checkedOn}:${product.prices.checkedOn}`);
  const labels = [
    ...product.brands.map((brand, index) => {
      // The card names the first brand, as the product card does.
      const meta = index === 0 ? ` data-pagefind-meta="${SEARCH_META.brand}"` : "";
      return `<span data-pagefind-filter="${SEARCH_FILTERS.brand}"${meta}>${words(brand)}</span>`;
    }),
    category &&
      `<span data-pagefind-filter="${SEARCH_FILTERS.category}">${words(categoryTitle(category.label))}</span>`,
    // The audience's label ("Fetițe") is searchable; its filter value is the URL segment ("fetite").
    gender && `<span data-pagefind-filter="${SEARCH_FILTERS.gender}:${gender}">${words(GENDER_LABELS[gender])}</span>`,
  ].filter(Boolean);
  const facts = [product.color, product.material].filter(Boolean).join(", ");
  const description = markupToText(product.description) || product.summary;
  const image = product.images[0];
  const body = [
    `<h1>${words(product.title)}</h1>`,
    // One meta per element: Pagefind reads "key:value" whole, commas included.
    ...[`${SEARCH_META.id}:${escapeHtml(product.id)}`, ...prices].map(
      (meta) => `<div data-pagefind-meta="${meta}"></div>`,
    ),
    image ? `<img src="${escapeHtml(image)}" alt="" data-pagefind-meta="${SEARCH_META.image}[src]">` : "",
    labels.length ? `<p data-pagefind-weight="${SEARCH_WEIGHTS.labels}">${labels.join(" ")}</p>` : "",
    facts ? `<p data-pagefind-weight="${SEARCH_WEIGHTS.facts}">${words(facts)}</p>` : "",
    description ? `<p>${words(description)}</p>` : "",
  ].join("");
  return {
    url: paths.product(product.slug),
    html: `<!doctype html><html lang="ro"><head><meta charset="utf-8"></head><body>${body}</body></html>`,
  };
}
