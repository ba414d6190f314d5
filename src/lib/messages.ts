/**
 * Every text a shopper reads, in Romanian, in one place. Components take their
 * words from here; nothing user-facing is written inline elsewhere.
 */
import type { Gender } from "./gender.ts";

export const SITE_NAME = "Vitrina";

export const GENDER_LABELS: Readonly<Record<Gender, string>> = {
  femei: "Femei",
  barbati: "Bărbați",
  fetite: "Fetițe",
  baieti: "Băieți",
};

/** Label of the section for categories that name no gender (spec §2: "/altele/..."). */
export const OTHER_SECTION_LABEL = "Altele";

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
/** Romanian plural with "de" from 20 up: "1 produs", "5 produse", "20 de produse". */
const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("ro-RO")} ${n % 100 >= 20 || (n >= 100 && n % 100 === 0) ? "de " : ""}${plural(n, one, many)}`;

export const messages = {
  siteName: SITE_NAME,
  tagline: "Modă pentru toată familia, aleasă cu grijă",
  skipToContent: "Sari la conținut",
  home: "Acasă",
  all: "Toate",
  products: "Produse",
  collections: "Colecții",
  brands: "Branduri",
  categories: "Categorii",
  contactUs: "Contactează-ne",
  wishlist: "Favorite",
  search: "Caută",
  menu: "Meniu",
  closeMenu: "Închide meniul",
  language: "Limba",
  languageRo: "Română",
  loading: "Se încarcă...",
  noImage: "Fără imagine",
  scrollToTop: "Înapoi sus",
  buyNow: "Cumpără acum",
  opensInNewTab: "(se deschide într-o filă nouă)",
  noImages: "Nu există imagini",
  imageNumber: (n: number) => `Imaginea ${n}`,
  sale: "Reducere",
  currency: "Ron",
  productsFound: (n: number) => `${n.toLocaleString("ro-RO")} ${plural(n, "Produs găsit", "Produse găsite")}`,
  productCount: (n: number) => count(n, "produs", "produse"),
  listingDescription: (title: string, n: number) =>
    `${title} pe Vitrina: ${count(n, "produs", "produse")} de la branduri atent alese, cu prețuri la zi și link direct către magazinul partener.`,
  emptyListing: "Nu există încă produse aici. Revino curând sau descoperă celelalte colecții.",
  browseCollections: "Vezi toate colecțiile",
  page: (n: number) => `Pagina ${n}`,
  previousPage: "Pagina anterioară",
  nextPage: "Pagina următoare",
  pagination: "Paginare",
  breadcrumbs: "Navigare",
  oldPrice: "Preț vechi",
  discount: (percent: number) => `-${percent}%`,
  facts: { brand: "Brand", color: "Culoare", material: "Material", categories: "Categorii", sizes: "Mărimi" },
  description: "Descriere",
  similarProducts: "Produse similare",
  productSteps: "Alte produse din categorie",
  previousProduct: "Produsul anterior",
  nextProduct: "Produsul următor",
  affiliateNote: "Cumperi direct de la magazinul partener. Vitrina poate primi un comision, fără costuri pentru tine.",
  todayTop: "Topul zilei",
  todayTopEmpty: "Nu există produse populare pentru astăzi încă.",
  allTimeTop: "Cele mai apreciate",
  exploreCollections: "Explorează Colecțiile",
  viewAllCategories: "Vizualizează toate categoriile",
  allCollectionsTitle: "Listă Colecții",
  allCategoriesTitle: "Listă Categorii",
  discoverProducts: "Descoperă produsele!",
  bestSeller: "Cel mai vândut",
  footer: {
    information: "Informații",
    sizeGuide: "Ghid de mărimi",
    about: "Despre noi",
    terms: "Termeni și confidențialitate",
    allCategories: "Toate categoriile",
    rights: "Toate drepturile rezervate.",
  },
  notFound: {
    title: "Oops!",
    subtitle: "Ceva lipsește.",
    text: "Pagina pe care o cauți nu a fost găsită. Ia o pauză și încearcă din nou.",
    back: "Înapoi la Acasă",
  },
} as const;
