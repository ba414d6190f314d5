/**
 * The words of the product page's panels and parts: the size table and guide, the gallery, the price history. Part
 * of the site's texts (messages.ts); a file of its own so that a page's scripts download only the words they use.
 */
import { count } from "./messages-plural.ts";
import { NONE_IN_STOCK } from "./messages-alert-ask.ts";

export const SIZE_TABLE_TEXT = {
  caption: "Măsurătorile corpului pentru fiecare mărime, în centimetri și în inci",
  size: "Mărime",
  us: "US",
  bust: "Bust",
  waist: "Talie",
  hip: "Șold",
  cm: "cm",
  inches: "in",
} as const;

/** The product page's price history (issue 15): the lowest price of 30 days, the chart, the verdict on a reduction. */
export const PRICE_HISTORY_TEXT = {
  heading: "Istoricul prețului",
  lowest30: (price: string) => `Cel mai mic preț din ultimele 30 de zile: ${price}`,
  /** Until the history reaches 30 days back: what it does cover, and no more. */
  lowestSince: (day: string, price: string) => `Urmărim prețul din ${day}; cel mai mic preț de atunci: ${price}`,
  /** The chart's caption: the days it spans ("ultimele 90 de zile", or since the history began) and its range. */
  chartSpan: (since: string | null) => (since ? `Prețul din ${since} până azi` : "Prețul în ultimele 90 de zile"),
  chartRange: (low: string, high: string) => (low === high ? `${low}, neschimbat` : `între ${low} și ${high}`),
  /** A shop's old price the history does not back (Directive 98/6/EC art. 6a): shown as no discount. */
  unbacked: (old: string) =>
    `Magazinul afișează un preț vechi de ${old}, dar istoricul nostru nu arată o reducere față de cel mai mic preț din cele 30 de zile dinainte, așa că nu o prezentăm ca reducere.`,
  short: (old: string) =>
    `Magazinul afișează un preț vechi de ${old}. Îl vom putea verifica după 30 de zile de istoric; până atunci nu îl prezentăm ca reducere.`,
  backed: "Reducerea este calculată față de cel mai mic preț din cele 30 de zile dinaintea ei.",
} as const;

/** The product gallery (spec §2, "Product detail": thumbnails, zoom, lightbox). */
export const GALLERY_TEXT = {
  label: "Galerie foto",
  enlarge: (n: number) => `Mărește imaginea ${n}`,
  close: "Închide",
  zoom: "Mărește sau micșorează",
  previous: "Imaginea anterioară",
  next: "Imaginea următoare",
  error: "Imaginea nu a putut fi încărcată.",
  of: "din",
} as const;

/** The size-guide modal (spec §2 "Size-guide modal", §9 "Size recommendation"). */
export const SIZE_GUIDE_TEXT = {
  open: "Ghid de mărimi",
  title: "Ghid de mărimi",
  close: "Închide ghidul de mărimi",
  tabs: "Secțiunile ghidului de mărimi",
  calculatorTab: "Mărime",
  tableTab: "Ghid de mărimi",
  intro: "Spune-ne înălțimea, greutatea și tipul corpului și îți sugerăm o mărime.",
  height: "Înălțime",
  weight: "Greutate",
  bodyType: "Tipul corpului",
  bodyTypes: { slim: "Suplu", normal: "Normal", stocky: "Robust" },
  cm: "cm",
  kg: "kg",
  result: "Mărimea recomandată",
  bmi: "Indicele de masă corporală (IMC)",
  bmiCategories: { underweight: "Subponderal", normal: "Normal", overweight: "Supraponderal", obese: "Obez" },
  note: "O estimare după înălțime și greutate. Fiecare brand are propriul tipar, așa că verifică și tabelul de mărimi al magazinului partener.",
  tableIntro: "Dacă ești între două mărimi, alege-o pe cea mai mare.",
} as const;

/** The product page's and quick view's offers of several shops (issue 28, "Compară ofertele"). */
export const OFFERS_TEXT = {
  heading: "Compară ofertele",
  count: (n: number) => `${count(n, "magazin vinde", "magazine vând")} acest produs`,
  shop: "Magazin",
  /** The shop or shops that sell it: under a search result and in the quick view. */
  shops: (n: number, names: string) => `${n === 1 ? "Magazin" : "Magazine"}: ${names}`,
  inStock: "În stoc",
  outOfStock: "Stoc epuizat",
  /** The whole product: no shop has it in stock (its page stays, the listings leave it out). */
  noneInStock: NONE_IN_STOCK,
  /** The quick view's list of offers, and its link to each: "Cumpără acum" stays the best offer's one button. */
  quickView: "Ofertele magazinelor",
  seeOffer: "Vezi oferta",
  /** Read after "Cumpără acum" on an offer's button: which shop it opens. */
  atShop: (shop: string) => `de la ${shop}`,
} as const;
