/**
 * The buttons that open the alert dialog (issue 29), a file of their own: the quick view and the wishlist draw them
 * and take only these two texts, not the dialog's and the mails' (messages-alerts.ts).
 */
export const ALERT_ASK = {
  "price-drop": "Anunță-mă când scade prețul",
  "back-in-stock": "Anunță-mă când revine în stoc",
} as const;
