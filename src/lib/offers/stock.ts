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
 * product in stock (nearly every one) and a product of the CMS cost those files no byte. Read back, only `false`
 * counts (product-shards.ts's `findProductSummary`, wishlist-refresh.ts's `answerFromCardFile`, each with its own
 * one comparison: a module shared by the quick view's and the wishlist's scripts would be one more file that every
 * page's script names for them).
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
