/**
 * The words of the product card and of its wishlist button, which every page draws: at build time and in the
 * browser (card-html.ts, wishlist/controls.ts); the quick view's are messages-quick-view.ts. Part of the site's
 * texts (messages.ts); a file of its own so that a page's scripts download only the words they use (issue 11).
 */
import { count } from "./messages-plural.ts";

/** The product card and its price (spec §2, "Product card"), drawn at build time and in the browser. */
export const CARD_TEXT = {
  sale: "Reducere",
  oldPrice: "Preț vechi",
  discount: (percent: number) => `-${percent}%`,
  /** Before the lowest price of a product several shops sell (issue 28). */
  from: "de la",
  noImage: "Fără imagine",
  /** When the price was last read (issue 15); `day` is already written out ("23 noiembrie"). */
  checked: (day: string) => `Preț verificat pe ${day}`,
} as const;

/** The wishlist panel, the wishlist buttons and the wishlist page's list (spec §2, "Wishlist side panel"). */
export const WISHLIST_TEXT = {
  panelTitle: "Favorite",
  close: "Închide lista de favorite",
  empty: "Lista ta de dorințe este goală. Adaugă produsele preferate ca să le păstrezi pentru mai târziu!",
  viewAll: "Vezi toată lista",
  continueShopping: "Continuă cumpărăturile",
  remove: "Elimină",
  removeItem: (title: string) => `Elimină „${title}” din favorite`,
  add: "Adaugă la favorite",
  added: "Adăugat la favorite",
  addItem: (title: string) => `Adaugă „${title}” la favorite`,
  addedItem: (title: string) => `„${title}” este la favorite: deschide lista`,
  unavailable: "Nu mai este disponibil",
  /** Under a saved product that is gone: its page now leads to its category listing. */
  similar: "Vezi produse similare",
  saved: (n: number) => count(n, "produs salvat", "produse salvate"),
  pageHeading: "Produsele tale salvate",
  loading: "Se încarcă lista...",
} as const;
