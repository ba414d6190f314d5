/**
 * The words of the quick view: its panel, and its button on every card (card-html.ts). Part of the site's texts
 * (messages.ts); a file of its own so that a page's scripts download only the words they use: the page-wide
 * wishlist buttons (messages-card.ts) do not need these.
 */

/** The quick view side panel (spec §2, "Quick view side panel"). */
export const QUICK_VIEW_TEXT = {
  open: "Previzualizare rapidă",
  openItem: (title: string) => `Previzualizare rapidă: ${title}`,
  title: "Previzualizare produs",
  close: "Închide previzualizarea",
  category: "Categorie",
  loading: "Se încarcă...",
  failed: "Nu am putut încărca produsul. Îl poți vedea pe pagina lui.",
  details: "Vezi detaliile produsului",
  buyNow: "Cumpără acum",
  opensInNewTab: "(se deschide într-o filă nouă)",
  noImage: "Fără imagine",
} as const;
