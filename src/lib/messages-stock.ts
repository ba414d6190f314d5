/**
 * A product no shop has in stock (issue 28), a file of its own: the product page and the quick view say it among
 * their offers' texts (messages-product.ts), the wishlist's cards say it too and take only this text.
 */
export const NONE_IN_STOCK = "Stoc epuizat la toate magazinele";
