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

/*
 * The words of the islands (wishlist, quick view, size guide, the listing's
 * filters) are separate exports as well as groups of `messages`: a browser
 * script that imports one of them downloads only that group, not every text
 * of the site.
 */

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

/** The product card and its price (spec §2, "Product card"), drawn at build time and in the browser. */
export const CARD_TEXT = {
  sale: "Reducere",
  oldPrice: "Preț vechi",
  discount: (percent: number) => `-${percent}%`,
  noImage: "Fără imagine",
  /** When the price was last read (issue 15); `day` is already written out ("23 noiembrie"). */
  checked: (day: string) => `Preț verificat pe ${day}`,
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

/** The search modal and the search page's results (issue "Search that understands Romanian"). */
/** The popular rows the click service fills (issue 12; spec §2 and §9). */
export const POPULAR_TEXT = {
  loading: "Se încarcă...",
  todayEmpty: "Nu există produse populare pentru astăzi încă.",
  allTimeEmpty: "Clasamentul celor mai populare produse apare aici imediat ce avem destule vizite.",
  menuToday: "Alegerile de top de astăzi",
  bestSeller: "Cel mai vândut",
} as const;

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

/** The contact and newsletter forms (issue 13): fields, errors next to each field, outcomes, the mails. */
export const FORMS_TEXT = {
  errors: {
    required: (field: string) => `Completează câmpul „${field}”.`,
    email: "Scrie o adresă de e-mail validă, de forma nume@exemplu.ro.",
    tooLong: (field: string, max: number) =>
      `Câmpul „${field}” poate avea cel mult ${max.toLocaleString("ro-RO")} de caractere.`,
    consent: "Bifează acordul ca să te putem abona.",
    tooFast: "Formularul a fost trimis prea repede. Verifică ce ai scris și apasă din nou pe buton.",
    tooMany: "Ai trimis prea multe formulare într-un timp scurt. Încearcă din nou peste câteva minute.",
    failed: "Ceva nu a mers. Mesajul nu a fost trimis; încearcă din nou.",
    fixBelow: "Formularul are greșeli. Le găsești lângă fiecare câmp.",
  },
  fieldNames: { name: "Nume și prenume", email: "Email", message: "Mesajul tău" },
  /** The honeypot's label: read by nobody but a robot filling every field. */
  trap: "Nu completa acest câmp",
  contactSent: "Mulțumim! Mesajul tău a fost trimis și îți răspundem cât de repede putem.",
  newsletter: {
    title: "Newsletter",
    intro: "Noutăți și reduceri din colecțiile Vitrina, cel mult o dată pe săptămână.",
    email: "Adresa ta de e-mail",
    consent:
      "Sunt de acord să primesc newsletterul Vitrina pe e-mail. Mă pot dezabona oricând, cu un clic, din orice mesaj.",
    subscribe: "Abonează-mă",
    sent: "Aproape gata! Ți-am trimis un e-mail: apasă pe linkul din el ca să confirmi abonarea.",
    confirmed: "Abonarea ta este confirmată. Mulțumim!",
    confirmFailed: "Linkul de confirmare nu mai este valabil. Abonează-te din nou din subsolul site-ului.",
    unsubscribed: "Te-ai dezabonat. Nu vei mai primi newsletterul Vitrina.",
    unsubscribeFailed: "Linkul de dezabonare nu este valabil.",
  },
  page: {
    title: "Formularul Vitrina",
    check: "Verifică ce ai scris",
    resend: "Trimite din nou",
    back: "Înapoi la Vitrina",
  },
  mail: {
    contactSubject: (name: string) => `Mesaj nou de la ${name} (formularul de contact Vitrina)`,
    confirmSubject: "Confirmă abonarea la newsletterul Vitrina",
    confirmText: (link: string, days: number) =>
      `Bună!\n\nCineva (sperăm că tu) a cerut abonarea acestei adrese la newsletterul Vitrina.\nConfirmă abonarea deschizând linkul de mai jos (valabil ${days} zile):\n\n${link}\n\nDacă nu ai cerut tu abonarea, ignoră acest mesaj: fără confirmare nu primești nimic.`,
    unsubscribeLine: (link: string) => `Dezabonare cu un clic: ${link}`,
  },
} as const;

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
  brands: "Branduri",
  materials: "Material",
  colours: "Culori",
  allColours: "Toate culorile",
  sizes: "Mărime",
  allSizes: "Toate mărimile",
  sale: "Reduceri",
  onSale: "Doar produse reduse",
  clearSidebar: "Ștergeți filtrele",
  clearAll: "Șterge tot",
  active: "Filtre active",
  remove: (label: string) => `Elimină filtrul ${label}`,
  tag: {
    brand: "Brand",
    material: "Material",
    colour: "Culoare",
    size: "Mărime",
    onSale: "Reducere",
    price: "Preț",
  },
  sortLabel: "Sortează după:",
  sorts: {
    implicit: "Sortare după (implicit)",
    "pret-crescator": "Preț crescător",
    "pret-descrescator": "Preț descrescător",
    "titlu-a-z": "Titlu A–Z",
    "titlu-z-a": "Titlu Z–A",
  },
  layout: "Aranjare",
  listView: "Listă",
  columns: (n: number) => `${n} coloane`,
  loading: "Se încarcă produsele...",
  unavailable: "Filtrele nu sunt disponibile acum. Reîncarcă pagina ca să încerci din nou.",
  noResults: "Niciun produs nu se potrivește filtrelor alese.",
  noResultsHint: "Elimină unul dintre filtre sau șterge-le pe toate.",
} as const;

export const messages = {
  siteName: SITE_NAME,
  tagline: "Modă pentru toată familia, aleasă cu grijă",
  skipToContent: "Sari la conținut",
  /** Names of the navigation landmarks, for screen readers. */
  landmarks: { main: "Meniu principal", mobile: "Meniu mobil", toolbar: "Bară de navigare mobilă" },
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
  /** The mobile menu's contact details (spec §2): on phones the top bar has no room for them. */
  menuContact: { heading: "Date de contact", phone: "Telefon", email: "E-mail" },
  language: "Limba",
  languageRo: "Română",
  loading: "Se încarcă...",
  noImage: "Fără imagine",
  scrollToTop: "Înapoi sus",
  buyNow: "Cumpără acum",
  opensInNewTab: "(se deschide într-o filă nouă)",
  noImages: "Nu există imagini",
  imageNumber: (n: number) => `Imaginea ${n}`,
  currency: "Ron",
  productCount: (n: number) => count(n, "produs", "produse"),
  listingDescription: (title: string, n: number) =>
    `${title} pe Vitrina: ${count(n, "produs", "produse")} de la branduri atent alese, cu prețuri la zi și link direct către magazinul partener.`,
  emptyListing: "Nu există încă produse aici. Revino curând sau descoperă celelalte colecții.",
  browseCollections: "Vezi toate colecțiile",
  breadcrumbs: "Navigare",
  facts: { brand: "Brand", color: "Culoare", material: "Material", categories: "Categorii", sizes: "Mărimi" },
  description: "Descriere",
  similarProducts: "Produse similare",
  productSteps: "Alte produse din categorie",
  previousProduct: "Produsul anterior",
  nextProduct: "Produsul următor",
  affiliateNote: "Cumperi direct de la magazinul partener. Vitrina poate primi un comision, fără costuri pentru tine.",
  todayTop: "Topul zilei",
  allTimeTop: "Cele mai apreciate",
  exploreCollections: "Explorează Colecțiile",
  viewAllCategories: "Vizualizează toate categoriile",
  allCollectionsTitle: "Listă Colecții",
  allCategoriesTitle: "Listă Categorii",
  discoverProducts: "Descoperă produsele!",
  homePage: {
    heading: "Vitrina — modă pentru toată familia",
    description:
      "Vitrina: haine pentru femei, bărbați și copii de la branduri atent alese. Descoperă categoriile, colecțiile și noutățile, apoi cumperi direct de la magazinul partener.",
    welcomeEyebrow: "Bine ai venit",
    welcomeText:
      "Haine pentru femei, bărbați și copii, de la branduri atent alese. Compari, păstrezi ce îți place la favorite și cumperi direct de la magazinul partener.",
    heroLabel: "Prezentare",
    heroCta: "Descoperă colecțiile",
    marqueePause: "Oprește textul în mișcare",
    categoriesEyebrow: "Cumpără pe categorii",
    categoriesTitle: "Categorii",
    newEyebrow: "Proaspăt sosite",
    newTitle: "Noutăți",
    todayEyebrow: "Cele mai căutate azi",
    collectionsEyebrow: "Alese pentru tine",
    collectionsTitle: "Colecțiile noastre",
    allTimeEyebrow: "Preferatele tuturor",
    bannerEyebrow: "Colecții noi",
    bannerTitle: "Stiluri noi pentru fiecare sezon",
    bannerText:
      "Colecții gândite în jurul unei idei, cu piese care se potrivesc între ele. Alege una și descoperă produsele.",
  },
  carousel: {
    previous: "Diapozitivul anterior",
    next: "Diapozitivul următor",
    first: "Acesta este primul diapozitiv",
    last: "Acesta este ultimul diapozitiv",
    slide: "diapozitiv",
    /** Swiper fills in {{index}} and {{slidesLength}}. */
    slideTemplate: "{{index}} din {{slidesLength}}",
    slideLabel: (index: number, total: number) => `${index} din ${total}`,
  },
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
    description: "Pagina căutată nu există pe Vitrina.",
  },
  allCollectionsDescription: "Toate colecțiile Vitrina într-un singur loc: alege una și descoperă produsele ei.",
  allCategoriesDescription:
    "Toate categoriile Vitrina, pentru femei, fetițe, bărbați și băieți, cu numărul de produse din fiecare.",
  viewSection: (label: string) => `Vezi tot: ${label}`,
  wishlistPage: {
    title: "Lista ta de dorințe",
    description: "Produsele pe care le-ai salvat pe Vitrina. Lista se păstrează doar în acest browser.",
    empty: "Lista ta de dorințe este goală.",
    emptyHint: "Apasă pe inimioara unui produs ca să-l salvezi aici. Lista se păstrează doar în acest browser.",
    explore: "Explorează produsele",
  },
  searchPage: {
    title: "Rezultatele căutării",
    description: "Caută în catalogul Vitrina după numele produsului, brand sau categorie.",
    label: "Caută produse",
    placeholder: "De exemplu: rochie de in",
    submit: "Caută",
    browse: "Sau răsfoiește catalogul",
  },
  contactPage: {
    title: "Contactează-ne",
    description: "Scrie-ne o întrebare despre Vitrina sau despre un produs din catalog.",
    intro: "Ai o întrebare despre un produs sau despre Vitrina? Scrie-ne și îți răspundem cât de repede putem.",
    details: "Date de contact",
    phone: "Telefon",
    email: "E-mail",
    address: "Adresă",
    noDetails: "Scrie-ne prin formularul de pe această pagină și îți răspundem pe e-mail.",
    form: "Trimite-ne un mesaj",
    name: "Nume și prenume*",
    emailField: "Email*",
    message: "Mesajul tău",
    allRequired: "Toate câmpurile sunt obligatorii.",
    send: "Trimite mesajul",
    unavailable: "Formularul de contact nu este disponibil încă.",
    writeInstead: "Până atunci, ne poți scrie la",
    privacy: "Folosim datele din formular doar ca să-ți răspundem.",
    privacyLink: "Află mai multe",
    map: "Hartă",
    showMap: "Arată harta",
    mapFrame: "Harta cu adresa noastră",
  },
  redirect: {
    title: "Pagina s-a mutat",
    text: "Această pagină are acum o adresă nouă.",
    link: "Mergi la pagina nouă",
  },
  sizeTable: SIZE_TABLE_TEXT,
  aboutPage: {
    title: "Despre noi",
    description:
      "Cine face Vitrina, cum funcționează catalogul și cum câștigăm bani din linkurile către magazinele partenere. Plus ghidul de mărimi.",
    who: "Cine suntem",
    whoText: (owner: string) =>
      `Vitrina este realizată de ${owner}. Adunăm într-un singur loc haine și accesorii pentru femei, fetițe, bărbați și băieți, din colecțiile magazinelor partenere, ca să le poți compara și alege mai ușor.`,
    how: "Cum funcționează",
    howText:
      "Vitrina este un catalog, nu un magazin. Nu vindem nimic direct: nu avem coș de cumpărături, nu îți cerem un cont și nu plătești nimic pe site. Când apeși pe „Cumpără acum”, ajungi pe pagina produsului din magazinul partener, unde îl poți cumpăra în condițiile acelui magazin.",
    wishlistText:
      "Produsele care îți plac le poți salva în lista de dorințe. Lista se păstrează doar în browserul tău, fără cont.",
    earn: "Cum câștigăm bani",
    sizeGuideIntro:
      "Măsurătorile corpului pentru mărimile de la XS la XXL, în centimetri și în inci. Dacă ești între două mărimi, alege-o pe cea mai mare. Fiecare brand are propriul tipar, așa că verifică și tabelul de mărimi al magazinului partener.",
    sizeGuideHow:
      "Bustul se măsoară în dreptul celei mai pline părți a pieptului, talia în partea cea mai îngustă, iar șoldul în partea cea mai lată, cu panglica de croitorie paralelă cu podeaua.",
    contact: "Vorbește cu noi",
    contactText: "Ai o întrebare, o sugestie sau ai găsit o greșeală în catalog? Scrie-ne pe pagina de contact.",
  },
  termsPage: {
    title: "Termeni și confidențialitate",
    toc: "Cuprins",
    description:
      "Cine administrează Vitrina, linkurile de afiliere, prețurile, ce date păstrăm (foarte puține) și ce cookie-uri folosim (niciunul de urmărire).",
    who: "Cine administrează site-ul",
    whoText: (owner: string) =>
      `Site-ul Vitrina este administrat de ${owner}. Folosind site-ul, ești de acord cu termenii de mai jos.`,
    what: "Ce este Vitrina",
    whatText:
      "Vitrina este un catalog de modă. Nu vindem produse, nu avem coș de cumpărături, nu primim plăți și nu îți cerem să-ți faci cont. Comanda, plata, livrarea și returul se fac exclusiv cu magazinul partener, după termenii acestuia.",
    affiliate: "Linkuri de afiliere",
    affiliateText:
      "Linkurile către magazinele partenere („Cumpără acum”) sunt linkuri de afiliere. Dacă urmezi un astfel de link și cumperi ceva, putem primi un comision de la magazin. Comisionul nu te costă nimic: prețul pe care îl plătești este același.",
    prices: "Prețuri și stoc",
    pricesText:
      "Prețurile, reducerile, mărimile și stocul sunt stabilite de magazinul partener și se pot schimba oricând. Le actualizăm periodic, dar prețul valabil este cel din magazinul partener în momentul comenzii; verifică-l acolo înainte de a cumpăra.",
    privacy: "Confidențialitate",
    privacyAccount: "Nu ai cont pe Vitrina și nu îți cerem date personale ca să folosești site-ul.",
    privacyWishlist:
      "Lista de dorințe se păstrează doar în browserul tău (în localStorage). Nu o trimitem nicăieri și o poți șterge oricând, golind lista sau datele site-ului din browser.",
    privacyClicks:
      "Când deschizi un produs din Vitrina sau apeși „Cumpără acum”, browserul tău trimite serviciului nostru de clicuri doar identificatorul produsului (și, la deschidere, numele lui). Păstrăm numai totaluri: câte deschideri și câte clicuri pe „Cumpără acum” a avut fiecare produs în fiecare zi. Le folosim ca să arătăm produsele populare ale zilei și din toate timpurile și ca să vedem ce produse trimit vizitatori la magazinele partenere.",
    privacyNoClicks: "Vitrina nu numără clicurile și nu trimite nicăieri ce deschizi pe site.",
    privacyClicksKept:
      "Nu păstrăm adresa IP, browserul, un cookie sau alt identificator al tău. Ca să nu numărăm de mai multe ori același clic, serviciul face din adresa IP și din browser o amprentă cu o cheie care se schimbă în fiecare zi; amprenta este ținută cel mult 30 de minute și apoi uitată, iar după schimbarea cheii nu mai poate fi legată de tine. Clicurile roboților cunoscuți nu sunt numărate.",
    privacyContact:
      "Dacă ne scrii prin formularul de contact, folosim numele, adresa de e-mail și mesajul doar ca să-ți răspundem. Nu le folosim pentru reclame și nu le dăm altcuiva. Ne poți cere oricând să le ștergem.",
    privacyContactKept: (days: number) =>
      `Mesajul din formularul de contact (numele, adresa de e-mail și textul) este păstrat întâi pe serverul nostru, ca să nu se piardă până ajunge la noi pe e-mail, și este șters automat după ${days} de zile.`,
    privacyNewsletter:
      "Pentru newsletter păstrăm adresa ta de e-mail și dovada acordului tău: când l-ai dat, versiunea formularului și textul pe care l-ai bifat. Abonarea începe doar după ce apeși linkul de confirmare primit pe e-mail; fără confirmare nu îți trimitem nimic altceva, iar linkul expiră. Fiecare mesaj are un link de dezabonare care funcționează cu un singur clic. Adresele confirmate pot fi trimise serviciului prin care expediem newsletterul, doar pentru asta. Păstrăm adresa cât timp ești abonat.",
    privacyErase:
      "Ne poți cere oricând, pe pagina de contact sau pe e-mail, să ștergem tot ce păstrăm despre adresa ta de e-mail: mesajele, abonarea și dovada acordului. Le ștergem pe toate deodată.",
    cookies: "Cookie-uri",
    cookiesText:
      "Vitrina nu folosește cookie-uri de urmărire sau de publicitate. Când urmezi un link către un magazin partener, acel magazin (și rețeaua de afiliere prin care ajungi acolo) își setează propriile cookie-uri, după propria politică, pe care o găsești pe site-ul lui.",
    contact: "Contact",
    contactText: "Pentru orice întrebare despre acești termeni sau despre datele tale, scrie-ne pe pagina de contact.",
    contactLink: "Mergi la pagina de contact",
  },
  defaultOwner: "echipa Vitrina",
  card: CARD_TEXT,
  forms: FORMS_TEXT,
  wishlistPanel: WISHLIST_TEXT,
  quickView: QUICK_VIEW_TEXT,
  gallery: GALLERY_TEXT,
  sizeGuide: SIZE_GUIDE_TEXT,
  searchResults: SEARCH_TEXT,
  ...LISTING_TEXT,
  filters: FILTERS_TEXT,
} as const;
