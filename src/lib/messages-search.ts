/**
 * The words of the search modal and of the search page's results (issue "Search that understands Romanian"). Part
 * of the site's texts (messages.ts); a file of its own so that a page's scripts download only the words they use.
 */
import { count } from "./messages-plural.ts";

export const SEARCH_TEXT = {
  dialogTitle: "Caută în catalog",
  label: "Ce cauți?",
  placeholder: "Rochie, cămașă, un brand...",
  close: "Închide căutarea",
  hint: "Scrie numele unui produs, o culoare, un material sau un brand.",
  loading: "Se caută...",
  empty: "Niciun rezultat.",
  failed: "Căutarea nu a funcționat. Verifică conexiunea și încearcă din nou.",
  results: (n: number) => count(n, "rezultat", "rezultate"),
  resultsLabel: "Rezultatele căutării",
  seeAll: "Vezi toate rezultatele",
  submit: "Caută",
  found: (n: number, query: string) => `${count(n, "produs găsit", "produse găsite")} pentru „${query}”`,
  noneFound: (query: string) => `Niciun rezultat pentru „${query}”.`,
  noneFoundHelp: "Verifică ortografia, folosește un cuvânt mai general sau renunță la un filtru.",
  enterQuery: "Scrie în caseta de mai sus ce cauți: un produs, o culoare, un material sau un brand.",
  filters: "Filtrează rezultatele",
  gender: "Pentru",
  allGenders: "Toate",
  brand: "Brand",
  clearFilters: "Renunță la filtre",
  showMore: "Arată mai multe produse",
  shown: (shown: number, total: number) => `Vezi ${shown.toLocaleString("ro-RO")} din ${total.toLocaleString("ro-RO")}`,
  newest: "Poate te inspiră noutățile",
  browse: "Sau răsfoiește catalogul",
} as const;
