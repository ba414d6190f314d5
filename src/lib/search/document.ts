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
import type { Bani } from "../money.ts";
import { escapeHtml } from "../html.ts";
import { GENDER_LABELS } from "../messages.ts";
import { paths } from "../paths.ts";
import { shownPrice } from "../prices/shown-price.ts";
import { markupToText } from "../sanitize.ts";
import { recordUrl, SEARCH_FILTERS, SEARCH_META, SHOP_FILTER, SHOPS_SEPARATOR } from "./document-fields.ts";
import { standardRomanian } from "./query.ts";

/**
 * How much a word counts where it appears (Pagefind's scale: 0 to 10, body
 * text 1, an h1 7). The brand, category and audience say what a product is,
 * so they weigh nearly as much as the title; the description least.
 */
export const SEARCH_WEIGHTS = { labels: 5, facts: 2 } as const;

export interface SearchDocument {
  /** The product page the result links to, with the product's id as the fragment (document-fields.ts, recordUrl). */
  readonly url: string;
  /** What Pagefind indexes for it. */
  readonly html: string;
}

/** Shopper-facing words, in the standard spelling the query is also put in (query.ts). */
const words = (text: string) => escapeHtml(standardRomanian(text));

/**
 * The prices a product's result card shows, as its search document stores
 * them (meta, never words a ranking depends on): what a publish may patch in
 * an index it keeps (src/build/search-reuse.ts).
 */
export interface IndexedPrices {
  readonly price: Bani;
  readonly oldPrice: Bani | null;
  /** The day the price was read, "YYYY-MM-DD", when the build keeps a price history. */
  readonly checkedOn: string | null;
}

/** A product's search document in two parts: everything but the prices, and the prices. */
export interface SearchDocumentParts {
  readonly url: string;
  /** The document's body without the price meta. */
  readonly words: string;
  readonly prices: IndexedPrices;
}

/** The prices of `product` as its search document stores them: the old price only when it is shown. */
export const indexedPrices = (product: Product): IndexedPrices => ({
  price: product.price,
  oldPrice: shownPrice(product.price, product.oldPrice).oldPrice,
  checkedOn: product.prices?.checkedOn ?? null,
});

/**
 * The meta entries Pagefind stores for `prices` (one meta per element:
 * Pagefind reads "key:value" whole, commas included).
 * @example priceMeta({ price: 14999, oldPrice: null, checkedOn: null }) // { price: "14999" }
 */
export function priceMeta(prices: IndexedPrices): Record<string, string> {
  return {
    [SEARCH_META.price]: String(prices.price),
    ...(prices.oldPrice === null ? {} : { [SEARCH_META.oldPrice]: String(prices.oldPrice) }),
    ...(prices.checkedOn === null ? {} : { [SEARCH_META.checkedOn]: prices.checkedOn }),
  };
}

const metaElement = ([key, value]: [string, string]) => `<div data-pagefind-meta="${key}:${escapeHtml(value)}"></div>`;

/**
 * The document Pagefind indexes for one product, in its two parts (see
 * searchDocument): title, brands, category, audience, colour, material and
 * the description's plain text, and audience, category, brands and shops as
 * filters (the shops as meta too, for the result card); the prices apart; the id and the first image in the address.
 */
export function searchDocumentParts(product: Product): SearchDocumentParts {
  const { gender, category } = product;
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
    // Issue 28: the shops that sell it, searchable and a filter, each under its own name.
    ...(product.shops ?? []).map((shop) => `<span data-pagefind-filter="${SHOP_FILTER}">${words(shop)}</span>`),
  ].filter(Boolean);
  const shops = product.shops?.length
    ? `<div data-pagefind-meta="${SEARCH_META.shops}:${escapeHtml(product.shops.join(SHOPS_SEPARATOR))}"></div>`
    : "";
  const facts = [product.color, product.material].filter(Boolean).join(", ");
  const description = markupToText(product.description) || product.summary;
  const body = [
    `<h1>${words(product.title)}</h1>`,
    labels.length ? `<p data-pagefind-weight="${SEARCH_WEIGHTS.labels}">${labels.join(" ")}</p>` : "",
    facts ? `<p data-pagefind-weight="${SEARCH_WEIGHTS.facts}">${words(facts)}</p>` : "",
    description ? `<p>${words(description)}</p>` : "",
    shops,
  ].join("");
  return {
    url: recordUrl(paths.product(product.slug), product.id, product.images[0]),
    words: body,
    prices: indexedPrices(product),
  };
}

/** The document of `parts`: its body, then its prices' meta. */
export const toSearchDocument = ({ url, words: body, prices }: SearchDocumentParts): SearchDocument => ({
  url,
  html: `<!doctype html><html lang="ro"><head><meta charset="utf-8"></head><body>${body}${Object.entries(
    priceMeta(prices),
  )
    .map(metaElement)
    .join("")}</body></html>`,
});

/**
 * The document Pagefind indexes for one product: title, brands, category,
 * audience, colour, material and the description's plain text; the price in
 * bani as meta; audience, category and brands as filters; the id and the
 * first image in the address.
 * @example searchDocument(product).html
 * // '<!doctype html><html lang="ro">…<h1>Cămașă Oxford…</h1>…<span data-pagefind-filter="brand" …>Stejar</span>…'
 */
export const searchDocument = (product: Product): SearchDocument => toSearchDocument(searchDocumentParts(product));
