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
