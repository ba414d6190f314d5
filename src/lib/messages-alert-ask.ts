/**
 * The buttons that open the alert dialog (issue 29), a file of their own: the quick view and the wishlist draw them
 * and take only these texts, not the dialog's and the mails' (messages-alerts.ts); and the line they show above the
 * back-in-stock button, which the product page shows too (messages-product.ts).
 */
export const ALERT_ASK = {
  "price-drop": "Anunță-mă când scade prețul",
  "back-in-stock": "Anunță-mă când revine în stoc",
} as const;

/** A product no shop has in stock (issue 28): on its page, in its quick view and on the wishlist's cards. */
export const NONE_IN_STOCK = "Stoc epuizat la toate magazinele";
