/**
 * Every text a shopper reads, in Romanian, in one place: this file and the messages-*.ts files it re-exports.
 * Components take their words from here; nothing user-facing is written inline elsewhere.
 *
 * The words of the browser's scripts (the card and its buttons, the product's panels, search, the forms, the
 * listing's filters, the genders) are in files of their own, grouped in `messages` too, and a browser script
 * imports its words from their own file: a bundle keeps a module whole, so a script importing one group from here
 * downloaded every group any script of the site uses (docs/decisions.md#the-weight-of-every-page).
 */
import { CARD_TEXT, WISHLIST_TEXT } from "./messages-card.ts";
import { FORMS_TEXT } from "./messages-forms.ts";
import { FILTERS_TEXT, LISTING_TEXT } from "./messages-listing.ts";
import { count } from "./messages-plural.ts";
import { GALLERY_TEXT, SIZE_GUIDE_TEXT, SIZE_TABLE_TEXT } from "./messages-product.ts";
import { QUICK_VIEW_TEXT } from "./messages-quick-view.ts";
import { SEARCH_TEXT } from "./messages-search.ts";

export { CARD_TEXT, WISHLIST_TEXT } from "./messages-card.ts";
export { FORMS_TEXT } from "./messages-forms.ts";
export { ALERTS_TEXT } from "./messages-alerts.ts";
export { GENDER_LABELS } from "./messages-gender.ts";
export { FILTERS_TEXT, LISTING_TEXT } from "./messages-listing.ts";
export { GALLERY_TEXT, OFFERS_TEXT, PRICE_HISTORY_TEXT, SIZE_GUIDE_TEXT, SIZE_TABLE_TEXT } from "./messages-product.ts";
export { QUICK_VIEW_TEXT } from "./messages-quick-view.ts";
export { SEARCH_TEXT } from "./messages-search.ts";
export { SORT_TEXT } from "./messages-sort.ts";

export const SITE_NAME = "Vitrina";

/** Label of the section for categories that name no gender (spec §2: "/altele/..."). */
export const OTHER_SECTION_LABEL = "Altele";

/** The popular rows the click service fills (issue 12; spec §2 and §9). */
export const POPULAR_TEXT = {
  loading: "Se încarcă...",
  todayEmpty: "Nu există produse populare pentru astăzi încă.",
  allTimeEmpty: "Clasamentul celor mai populare produse apare aici imediat ce avem destule vizite.",
  menuToday: "Alegerile de top de astăzi",
  bestSeller: "Cel mai vândut",
} as const;

/** How a listing's meta description ends. */
const LISTING_PITCH = "de la branduri atent alese, cu prețuri la zi și link direct către magazinul partener.";

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
    `${title} pe Vitrina: ${count(n, "produs", "produse")} ${LISTING_PITCH}`,
  /** A listing's later page: no count, which a later page keeps from the build that rendered it (page-keys.ts). */
  listingPageDescription: (title: string, page: number) =>
    `${title} pe Vitrina, pagina ${page}: produse ${LISTING_PITCH}`,
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
    privacyAlerts: (days: number, max: number) =>
      `Pentru alertele de preț și de stoc păstrăm adresa ta de e-mail, produsele și felul alertei (scăderea prețului sau revenirea în stoc), prețul de la care pornește fiecare alertă și dovada acordului tău: când l-ai dat, versiunea formularului și textul pe care l-ai bifat. O alertă pornește doar după ce apeși linkul de confirmare primit pe e-mail; alertele neconfirmate se șterg după ${days} zile. O adresă poate avea cel mult ${max} de alerte. Îți scriem cel mult un e-mail pe zi, doar despre produsele urmărite, iar fiecare e-mail are linkuri care opresc o alertă sau pe toate. Păstrăm alertele până le oprești.`,
    privacyErase:
      "Ne poți cere oricând, pe pagina de contact sau pe e-mail, să ștergem tot ce păstrăm despre adresa ta de e-mail: mesajele, abonarea, alertele și dovada acordului. Le ștergem pe toate deodată.",
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
