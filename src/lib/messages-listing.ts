/**
 * The words of a listing's filter island: the count, the pager, the facets, sort and layout. Part of the site's
 * texts (messages.ts); a file of its own so that a page's scripts download only the words they use (issue 11).
 */
import type { OptionFacet, OptionFacetId } from "./listing/facet-table.ts";
import { count, plural } from "./messages-plural.ts";
import { SORT_TEXT } from "./messages-sort.ts";

/** An option facet's words: its section's title, its tag's name and, for a one-at-a-time facet, its "all". */
type FacetText<R extends OptionFacet> = { readonly legend: string; readonly tag: string } & (R["choose"] extends "one"
  ? { readonly all: string }
  : unknown);

/** The words of each option facet (facet-table.ts), by its id: a facet without its words does not compile. */
export const FACET_TEXT = {
  brand: { legend: "Branduri", tag: "Brand" },
  material: { legend: "Material", tag: "Material" },
  colour: { legend: "Culori", all: "Toate culorile", tag: "Culoare" },
  size: { legend: "Mărime", all: "Toate mărimile", tag: "Mărime" },
  shop: { legend: "Magazin", tag: "Magazin" },
} as const satisfies { readonly [R in OptionFacet as R["id"]]: FacetText<R> };

function tagsOf(): Record<OptionFacetId, string> {
  return Object.fromEntries(Object.entries(FACET_TEXT).map(([id, text]) => [id, text.tag])) as Record<
    OptionFacetId,
    string
  >;
}

/** The listing's words that its filter island draws too: the count of products and the pager. */
export const LISTING_TEXT = {
  productsFound: (n: number) => `${n.toLocaleString("ro-RO")} ${plural(n, "Produs găsit", "Produse găsite")}`,
  page: (n: number) => `Pagina ${n}`,
  previousPage: "Pagina anterioară",
  nextPage: "Pagina următoare",
  pagination: "Paginare",
} as const;

/** The listing's filter island (spec §2 "Listing page"): facets, active filters, sort and layout. */
export const FILTERS_TEXT = {
  title: "Filtre",
  open: "Filtre",
  activeCount: (n: number) => count(n, "filtru activ", "filtre active"),
  close: "Închide filtrele",
  show: (n: number) => `Arată ${count(n, "produs", "produse")}`,
  hideSidebar: "Ascunde filtrele",
  showSidebar: "Arată filtrele",
  categories: "Categorii de produse",
  price: "Preț",
  priceMin: "Preț minim",
  priceMax: "Preț maxim",
  priceRange: (min: number, max: number) => `${min.toLocaleString("ro-RO")}–${max.toLocaleString("ro-RO")} Ron`,
  sale: "Reduceri",
  onSale: "Doar produse reduse",
  clearSidebar: "Ștergeți filtrele",
  clearAll: "Șterge tot",
  active: "Filtre active",
  remove: (label: string) => `Elimină filtrul ${label}`,
  tag: {
    ...tagsOf(),
    onSale: "Reducere",
    price: "Preț",
  },
  sorts: SORT_TEXT.sorts,
  layout: "Aranjare",
  listView: "Listă",
  columns: (n: number) => `${n} coloane`,
  loading: "Se încarcă produsele...",
  unavailable: "Filtrele nu sunt disponibile acum. Reîncarcă pagina ca să încerci din nou.",
  noResults: "Niciun produs nu se potrivește filtrelor alese.",
  noResultsHint: "Elimină unul dintre filtre sau șterge-le pe toate.",
} as const;
