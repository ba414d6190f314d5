/**
 * Out of stock everywhere (issue 28): a product of the feeds whose every offer is out of stock leaves the
 * listings, whose default view is what a shopper can buy, but keeps its page, its place in the sitemap and in
 * search, where a shopper who knows it still finds it, marked "Stoc epuizat". A product of the CMS has no stock
 * field and is always listed.
 */

/**
 * Whether a product belongs in the listings.
 * @example isListed({ inStock: false }) // false
 * @example isListed({}) // true
 */
export function isListed(product: { readonly inStock?: boolean | undefined }): boolean {
  return product.inStock !== false;
}

/**
 * A product's stock as the files the browser reads carry it (the product summaries, product-summary.ts, and the
 * card rows, card/by-id.ts): `inStock: false` for a product no shop has in stock, nothing otherwise, so that a
 * product in stock (nearly every one) and a product of the CMS cost those files no byte.
 */
export interface StockFlag {
  readonly inStock?: false;
}

/**
 * @example stockFlag({ inStock: false }) // { inStock: false }
 * @example stockFlag({ inStock: true }) // {}
 */
export const stockFlag = (product: { readonly inStock?: boolean | undefined }): StockFlag =>
  isListed(product) ? {} : { inStock: false };

/**
 * The flag of a record read back from a fetched file: only `false` says out of stock; absent, `true` or anything
 * else (a file of another version, a corrupt value) is left out, and the product is shown as in stock.
 * @example readStockFlag({ inStock: false }) // { inStock: false }
 * @example readStockFlag({ inStock: "no" }) // {}
 */
export const readStockFlag = (record: unknown): StockFlag =>
  typeof record === "object" && record !== null && (record as Record<string, unknown>)["inStock"] === false
    ? { inStock: false }
    : {};
