/**
 * The words the sample catalogue is made of: colours, materials, garments,
 * the 24 category pages, the collections and the brands. Romanian with
 * comma-below ș and ț throughout. Everything the generator and the image
 * writer know about fashion lives here, so both always agree on which
 * (garment shape, colour) pairs exist.
 */
import type { Gender } from "../../src/lib/gender.ts";

/** The drawings images.ts knows how to make. */
export type Shape =
  | "rochie"
  | "bluza"
  | "fusta"
  | "pantaloni"
  | "geaca"
  | "palton"
  | "geanta"
  | "camasa"
  | "tricou"
  | "sacou"
  | "pulover"
  | "hanorac"
  | "incaltaminte";

/** Romanian agreement of a noun: feminine or neuter singular, masculine or feminine plural. */
export type Agreement = "f" | "n" | "mp" | "fp";

/** One word in its four agreeing forms, in the order of `Agreement`. */
export type Forms = readonly [f: string, n: string, mp: string, fp: string];

const FORM_INDEX: Readonly<Record<Agreement, number>> = { f: 0, n: 1, mp: 2, fp: 3 };

/** Picks the form that agrees with a noun. */
export function agree(g: Agreement, forms: Forms): string {
  return forms[FORM_INDEX[g]] ?? forms[0];
}

export interface Colour {
  /** ASCII key, used in image file names. */
  readonly key: string;
  /** As the `color` property holds it: "Verde salvie". */
  readonly label: string;
  readonly hex: string;
}

const COLOUR_LIST = [
  { key: "negru", label: "Negru", hex: "#23211f" },
  { key: "alb", label: "Alb", hex: "#f7f6f2" },
  { key: "crem", label: "Crem", hex: "#efe5cf" },
  { key: "bej", label: "Bej", hex: "#d9c4a5" },
  { key: "camel", label: "Camel", hex: "#b88a58" },
  { key: "maro", label: "Maro ciocolatiu", hex: "#5d3d2b" },
  { key: "gri", label: "Gri melanj", hex: "#a3a3a1" },
  { key: "antracit", label: "Antracit", hex: "#3d4146" },
  { key: "bleumarin", label: "Bleumarin", hex: "#1f2c4a" },
  { key: "albastru-deschis", label: "Albastru deschis", hex: "#9fc3e6" },
  { key: "turcoaz", label: "Turcoaz", hex: "#2fb3b0" },
  { key: "verde-salvie", label: "Verde salvie", hex: "#9db18b" },
  { key: "verde-oliv", label: "Verde oliv", hex: "#6c6d3a" },
  { key: "verde-smarald", label: "Verde smarald", hex: "#1f7a5a" },
  { key: "verde", label: "Verde crud", hex: "#5aa55a" },
  { key: "kaki", label: "Kaki", hex: "#8b8559" },
  { key: "rosu", label: "Roșu", hex: "#c23b2e" },
  { key: "bordo", label: "Bordo", hex: "#6e1f30" },
  { key: "caramiziu", label: "Cărămiziu", hex: "#b65a3a" },
  { key: "corai", label: "Corai", hex: "#f27d6b" },
  { key: "roz", label: "Roz bombon", hex: "#f09ab8" },
  { key: "roz-pudrat", label: "Roz pudrat", hex: "#e6c4c0" },
  { key: "lila", label: "Lila", hex: "#b8a2d4" },
  { key: "galben", label: "Galben", hex: "#f4d35e" },
  { key: "galben-mustar", label: "Galben muștar", hex: "#d1a12c" },
  { key: "argintiu", label: "Argintiu", hex: "#c4c8cc" },
] as const satisfies readonly Colour[];

export type ColourKey = (typeof COLOUR_LIST)[number]["key"];
export const COLOURS: ReadonlyMap<string, Colour> = new Map(COLOUR_LIST.map((colour) => [colour.key, colour]));

export function colour(key: ColourKey): Colour {
  const found = COLOURS.get(key);
  if (!found) throw new Error(`unknown colour ${key}`);
  return found;
}

export interface Material {
  /** As the `material` property holds it: "Lână merinos". */
  readonly label: string;
  /** As a title says it: "din lână merinos". */
  readonly phrase: string;
  /** One sentence on what the fabric does for the wearer. */
  readonly benefit: string;
  /** One sentence of care instructions. */
  readonly care: string;
  /** Dearer fabrics cost more: percent of the category's base price. */
  readonly pricePercent: number;
}

const MATERIAL_LIST = {
  bumbac: {
    label: "Bumbac",
    phrase: "din bumbac",
    benefit: "Bumbacul este moale la atingere și plăcut de purtat toată ziua.",
    care: "Se spală la 30°C, pe dos, împreună cu articole de culori asemănătoare.",
    pricePercent: 100,
  },
  "bumbac-organic": {
    label: "Bumbac organic",
    phrase: "din bumbac organic",
    benefit: "Bumbacul organic este cultivat fără pesticide și rămâne moale chiar și după multe spălări.",
    care: "Se spală la 30°C și se usucă pe umeraș, ca să nu intre la apă.",
    pricePercent: 115,
  },
  in: {
    label: "In",
    phrase: "din in",
    benefit: "Inul este un material natural și răcoros, care lasă pielea să respire în zilele călduroase.",
    care: "Se spală delicat la 30°C; inul se șifonează ușor, iar asta face parte din farmecul lui.",
    pricePercent: 120,
  },
  lana: {
    label: "Lână",
    phrase: "din lână",
    benefit: "Lâna ține de cald fără să încarce și își păstrează forma în timp.",
    care: "Se spală manual, în apă rece, și se usucă întins pe o suprafață plană.",
    pricePercent: 130,
  },
  "lana-merinos": {
    label: "Lână merinos",
    phrase: "din lână merinos",
    benefit: "Lâna merinos este fină, nu înțeapă și reglează natural temperatura corpului.",
    care: "Se spală la program pentru lână, la cel mult 30°C, și se usucă întins.",
    pricePercent: 145,
  },
  casmir: {
    label: "Cașmir",
    phrase: "din cașmir",
    benefit: "Cașmirul este extrem de fin și de călduros, un mic lux pentru zilele reci.",
    care: "Se recomandă curățarea chimică sau spălarea manuală, cu un detergent delicat.",
    pricePercent: 180,
  },
  denim: {
    label: "Denim",
    phrase: "din denim",
    benefit: "Denimul rezistent capătă, cu fiecare purtare, un aspect tot mai personal.",
    care: "Se spală pe dos, la 30°C, ca nuanța denimului să rămână vie.",
    pricePercent: 105,
  },
  vascoza: {
    label: "Vâscoză",
    phrase: "din vâscoză",
    benefit: "Vâscoza are o cădere fluidă și un tușeu mătăsos, plăcut pe piele.",
    care: "Se spală la 30°C, la program delicat, și se calcă la temperatură redusă.",
    pricePercent: 95,
  },
  "poliester-reciclat": {
    label: "Poliester reciclat",
    phrase: "din poliester reciclat",
    benefit: "Materialul provine din sticle de plastic reciclate, este ușor și se usucă repede.",
    care: "Se spală la 30°C și nu are nevoie de călcat.",
    pricePercent: 90,
  },
  matase: {
    label: "Mătase",
    phrase: "din mătase",
    benefit: "Mătasea naturală are un luciu discret și o senzație răcoroasă pe piele.",
    care: "Se recomandă curățarea chimică sau spălarea manuală, în apă rece.",
    pricePercent: 170,
  },
  satin: {
    label: "Satin",
    phrase: "din satin",
    benefit: "Satinul are un luciu elegant și o cădere fluidă, potrivită pentru ocazii speciale.",
    care: "Se spală manual, în apă rece, și se calcă pe dos.",
    pricePercent: 110,
  },
  tricot: {
    label: "Tricot",
    phrase: "din tricot",
    benefit: "Tricotul elastic urmează mișcările corpului fără să se deformeze.",
    care: "Se spală la 30°C și se usucă întins, ca să nu se lungească.",
    pricePercent: 95,
  },
  flanel: {
    label: "Flanel",
    phrase: "din flanel",
    benefit: "Flanelul pufos este plăcut la atingere și ține de cald în zilele răcoroase.",
    care: "Se spală la 30°C și se calcă la temperatură medie.",
    pricePercent: 100,
  },
  stofa: {
    label: "Stofă",
    phrase: "din stofă",
    benefit: "Stofa densă își păstrează forma și are o cădere impecabilă.",
    care: "Se recomandă curățarea chimică; între purtări se aerisește pe un umeraș lat.",
    pricePercent: 125,
  },
  catifea: {
    label: "Catifea reiată",
    phrase: "din catifea reiată",
    benefit: "Catifeaua reiată este groasă, moale și adaugă textură oricărei ținute.",
    care: "Se spală pe dos, la 30°C, și nu se calcă direct pe fața materialului.",
    pricePercent: 110,
  },
  fleece: {
    label: "Fleece",
    phrase: "din fleece",
    benefit: "Fleece-ul este pufos pe interior și ține de cald fără să fie greu.",
    care: "Se spală la 30°C, fără balsam, ca să rămână pufos.",
    pricePercent: 95,
  },
  piele: {
    label: "Piele naturală",
    phrase: "din piele naturală",
    benefit: "Pielea naturală este moale, rezistentă și capătă cu timpul o patină frumoasă.",
    care: "Se curăță cu o lavetă umedă și se hrănește din când în când cu cremă pentru piele.",
    pricePercent: 150,
  },
  "piele-intoarsa": {
    label: "Piele întoarsă",
    phrase: "din piele întoarsă",
    benefit: "Pielea întoarsă are un aspect catifelat și un aer casual, dar elegant.",
    care: "Se periază cu o perie moale și se protejează cu un spray impermeabilizant.",
    pricePercent: 135,
  },
  "piele-eco": {
    label: "Piele ecologică",
    phrase: "din piele ecologică",
    benefit: "Pielea ecologică arată ca pielea naturală, dar este mai ușoară și mai ușor de întreținut.",
    care: "Se curăță cu o lavetă ușor umedă; nu se spală în mașină.",
    pricePercent: 85,
  },
  panza: {
    label: "Pânză de bumbac",
    phrase: "din pânză",
    benefit: "Pânza de bumbac este rezistentă și ușor de curățat.",
    care: "Petele se curăță cu apă călduță și puțin săpun, apoi se lasă la uscat la aer.",
    pricePercent: 80,
  },
  rafie: {
    label: "Rafie",
    phrase: "din rafie",
    benefit: "Rafia naturală este ușoară și aduce un aer de vacanță oricărei ținute.",
    care: "Se curăță cu o perie moale; se păstrează departe de umezeală.",
    pricePercent: 90,
  },
} as const satisfies Readonly<Record<string, Material>>;

export type MaterialKey = keyof typeof MATERIAL_LIST;
export const MATERIALS: Readonly<Record<MaterialKey, Material>> = MATERIAL_LIST;

/** How a garment is described: clothes are cut, shoes and bags are made. */
export type Family = "apparel" | "shoes" | "bag";

export interface Garment {
  readonly shape: Shape;
  /** The noun a title starts with: "Rochie". */
  readonly noun: string;
  /** With the definite article, for descriptions: "Rochia". */
  readonly article: string;
  readonly g: Agreement;
  /** Cuts and styles, already agreeing with the noun: "midi", "drepți". */
  readonly cuts: readonly string[];
  /** Details: "cu cordon în talie". */
  readonly features: readonly string[];
  /** When set, the garment's own fabrics instead of the category's. */
  readonly materials?: readonly MaterialKey[];
  /** False when the noun already names the fabric ("Blugi"). */
  readonly titleMaterial?: boolean;
}

export type SizeKind =
  "women" | "men" | "women-trousers" | "men-trousers" | "men-shoes" | "kids-shoes" | "one-size" | "kids";

export interface CategoryDef {
  /** The category page's name, "Category-gender": "Rochii-femei". */
  readonly name: string;
  readonly gender: Gender;
  readonly family: Family;
  readonly garments: readonly Garment[];
  readonly materials: readonly MaterialKey[];
  readonly colours: readonly ColourKey[];
  /** Base price range in whole Ron. */
  readonly price: readonly [min: number, max: number];
  readonly sizes: SizeKind;
  /** How often the category appears, relative to the others. */
  readonly weight: number;
  /** Neutral sentences on when and how it is worn (no pronoun for the garment). */
  readonly occasions: readonly string[];
  /** The end of a one-sentence summary: "pentru zilele calde de vară". */
  readonly moments: readonly string[];
}

const dress: Garment = {
  shape: "rochie",
  noun: "Rochie",
  article: "Rochia",
  g: "f",
  cuts: ["midi", "maxi", "mini", "tip cămașă", "petrecută", "evazată", "mulată", "plisată"],
  features: [
    "cu mânecă scurtă",
    "cu bretele subțiri",
    "cu nasturi în față",
    "cu cordon în talie",
    "cu imprimeu floral",
    "cu decolteu în V",
    "cu buzunare laterale",
    "cu volane",
  ],
};

const trousers: Garment = {
  shape: "pantaloni",
  noun: "Pantaloni",
  article: "Pantalonii",
  g: "mp",
  cuts: ["drepți", "evazați", "wide leg", "țigaretă", "culottes", "eleganți"],
  features: [
    "cu talie înaltă",
    "cu pliuri în talie",
    "cu cordon",
    "cu buzunare laterale",
    "cu dungă",
    "cu talie elastică",
  ],
};

const jeans: Garment = {
  shape: "pantaloni",
  noun: "Blugi",
  article: "Blugii",
  g: "mp",
  cuts: ["slim fit", "regular fit", "drepți", "mom fit", "evazați"],
  features: ["cu talie înaltă", "cu aspect prespălat", "cu tiv neterminat", "cu buzunare aplicate"],
  materials: ["denim"],
  titleMaterial: false,
};

const shirt: Garment = {
  shape: "camasa",
  noun: "Cămașă",
  article: "Cămașa",
  g: "f",
  cuts: ["Oxford slim fit", "Oxford regular fit", "slim fit", "regular fit", "elegantă", "casual"],
  features: [
    "cu guler button-down",
    "cu mânecă scurtă",
    "cu buzunar la piept",
    "în carouri",
    "în dungi fine",
    "cu microimprimeu",
  ],
};

const tee: Garment = {
  shape: "tricou",
  noun: "Tricou",
  article: "Tricoul",
  g: "n",
  cuts: ["basic", "oversize", "slim fit", "regular fit", "polo"],
  features: ["cu imprimeu grafic", "cu decolteu în V", "cu guler rotund", "cu buzunar la piept", "în dungi"],
};

const sweater: Garment = {
  shape: "pulover",
  noun: "Pulover",
  article: "Puloverul",
  g: "n",
  cuts: ["clasic", "împletit", "oversize", "fin", "gros"],
  features: ["cu guler rulat", "cu decolteu în V", "cu model torsadat", "cu fermoar la guler", "cu guler rotund"],
};

const hoodie: Garment = {
  shape: "hanorac",
  noun: "Hanorac",
  article: "Hanoracul",
  g: "n",
  cuts: ["oversize", "basic", "lejer", "scurt"],
  features: ["cu glugă", "cu fermoar", "cu buzunar cangur", "cu broderie"],
};

const kidsJacket: Garment = {
  shape: "geaca",
  noun: "Geacă",
  article: "Geaca",
  g: "f",
  cuts: ["matlasată", "impermeabilă", "de iarnă", "de fâș", "ușoară", "tip parka"],
  features: [
    "cu glugă",
    "cu buzunare cu capse",
    "cu elemente reflectorizante",
    "cu căptușeală polar",
    "cu manșete elastice",
  ],
};

export const CATEGORIES: readonly CategoryDef[] = [
  {
    name: "Rochii-femei",
    gender: "femei",
    family: "apparel",
    garments: [dress],
    materials: ["in", "bumbac", "vascoza", "matase", "satin", "tricot"],
    colours: [
      "negru",
      "bleumarin",
      "verde-salvie",
      "rosu",
      "bordo",
      "roz-pudrat",
      "crem",
      "galben-mustar",
      "verde-smarald",
      "lila",
    ],
    price: [149, 899],
    sizes: "women",
    weight: 14,
    occasions: [
      "Se poartă la birou cu un sacou, iar în weekend cu sandale și o geantă din rafie.",
      "O alegere sigură pentru nunți de vară, botezuri sau o cină în oraș.",
      "Alături de botine și o geacă din piele, trece ușor și în sezonul rece.",
    ],
    moments: ["zilele calde de vară", "birou și ieșiri în oraș", "evenimente de familie", "cine în oraș"],
  },
  {
    name: "Bluze-femei",
    gender: "femei",
    family: "apparel",
    garments: [
      {
        shape: "bluza",
        noun: "Bluză",
        article: "Bluza",
        g: "f",
        cuts: ["lejeră", "oversize", "petrecută", "tip cămașă", "cu umeri căzuți", "ajustată"],
        features: [
          "cu mânecă bufantă",
          "cu nasturi perlați",
          "cu guler rotund",
          "cu dantelă la decolteu",
          "cu fundă la gât",
          "cu mâneci trei sferturi",
        ],
      },
    ],
    materials: ["vascoza", "bumbac", "matase", "in", "satin", "poliester-reciclat"],
    colours: ["alb", "crem", "negru", "roz-pudrat", "albastru-deschis", "verde-salvie", "bej", "lila"],
    price: [79, 349],
    sizes: "women",
    weight: 10,
    occasions: [
      "Se asortează cu blugi pentru o ținută relaxată sau cu o fustă creion pentru birou.",
      "Arată la fel de bine băgată în pantaloni sau purtată lejer, peste ei.",
      "O piesă de bază care completează ușor garderoba de zi cu zi.",
    ],
    moments: ["birou și întâlniri", "ținute de zi cu zi", "ieșiri de weekend"],
  },
  {
    name: "Fuste-femei",
    gender: "femei",
    family: "apparel",
    garments: [
      {
        shape: "fusta",
        noun: "Fustă",
        article: "Fusta",
        g: "f",
        cuts: ["midi", "mini", "plisată", "în clini", "creion", "evazată", "asimetrică"],
        features: [
          "cu talie înaltă",
          "cu nasturi în față",
          "cu șliț lateral",
          "cu cordon",
          "cu buzunare",
          "în carouri",
        ],
      },
    ],
    materials: ["denim", "vascoza", "lana", "satin", "in", "piele-eco"],
    colours: ["negru", "bej", "camel", "bleumarin", "verde-oliv", "bordo", "crem", "caramiziu"],
    price: [99, 449],
    sizes: "women",
    weight: 8,
    occasions: [
      "Se combină cu o bluză lejeră și sandale pentru zilele calde.",
      "Cu un pulover fin și cizme, ai o ținută completă de toamnă.",
      "Potrivită atât pentru birou, cât și pentru ieșirile de weekend.",
    ],
    moments: ["birou și weekend", "zilele de primăvară", "ținute de toamnă"],
  },
  {
    name: "Pantaloni-femei",
    gender: "femei",
    family: "apparel",
    garments: [trousers, jeans],
    materials: ["in", "bumbac", "vascoza", "stofa", "catifea"],
    colours: ["negru", "bej", "crem", "camel", "bleumarin", "verde-oliv", "gri", "alb"],
    price: [129, 499],
    sizes: "women-trousers",
    weight: 9,
    occasions: [
      "Se asortează cu o cămașă albă și mocasini pentru o ținută de birou.",
      "Cu un tricou simplu și adidași, devin ținuta perfectă de weekend.",
      "Croiala alungește vizual silueta și se potrivește cu bluze scurte.",
    ],
    moments: ["birou și weekend", "ținute relaxate", "zilele de primăvară"],
  },
  {
    name: "Geci-femei",
    gender: "femei",
    family: "apparel",
    garments: [
      {
        shape: "geaca",
        noun: "Geacă",
        article: "Geaca",
        g: "f",
        cuts: ["matlasată", "scurtă", "tip bomber", "oversize", "tip biker", "ușoară"],
        features: ["cu glugă", "cu fermoar asimetric", "cu buzunare mari", "cu centură", "cu căptușeală caldă"],
      },
      {
        shape: "palton",
        noun: "Palton",
        article: "Paltonul",
        g: "n",
        cuts: ["lung", "cambrat", "oversize", "la două rânduri", "clasic"],
        features: ["cu cordon", "cu revere late", "cu buzunare aplicate"],
        materials: ["lana", "lana-merinos", "casmir", "stofa"],
      },
      {
        shape: "palton",
        noun: "Trenci",
        article: "Trenciul",
        g: "n",
        cuts: ["clasic", "scurt", "lung", "la două rânduri"],
        features: ["cu cordon", "cu epoleți", "cu guler reglabil"],
        materials: ["bumbac", "poliester-reciclat"],
      },
    ],
    materials: ["poliester-reciclat", "piele", "piele-eco", "denim", "bumbac"],
    colours: ["camel", "negru", "bej", "verde-oliv", "bleumarin", "bordo", "crem", "gri"],
    price: [249, 1199],
    sizes: "women",
    weight: 8,
    occasions: [
      "Se poartă peste o rochie midi sau cu blugi și ghete, de toamnă până în primăvară.",
      "O piesă de exterior pe care te poți baza în zilele răcoroase.",
      "Lasă loc dedesubt pentru un pulover gros, fără să pară voluminoasă ținuta.",
    ],
    moments: ["zilele răcoroase", "tranziția dintre anotimpuri", "drumul spre birou"],
  },
  {
    name: "Genți-femei",
    gender: "femei",
    family: "bag",
    garments: [
      {
        shape: "geanta",
        noun: "Geantă",
        article: "Geanta",
        g: "f",
        cuts: ["tote", "crossbody", "plic", "de umăr", "tip sac", "de mână"],
        features: [
          "cu baretă reglabilă",
          "cu închidere magnetică",
          "cu lanț auriu",
          "cu buzunar frontal",
          "cu mâner scurt",
        ],
      },
      {
        shape: "geanta",
        noun: "Poșetă",
        article: "Poșeta",
        g: "f",
        cuts: ["mică", "de seară", "plic", "rigidă"],
        features: ["cu lanț auriu", "cu închidere magnetică", "cu baretă detașabilă"],
      },
    ],
    materials: ["piele", "piele-eco", "piele-intoarsa", "panza", "rafie", "catifea"],
    colours: ["negru", "camel", "maro", "bej", "bordo", "crem", "verde-smarald", "rosu"],
    price: [119, 1099],
    sizes: "one-size",
    weight: 6,
    occasions: [
      "Are loc pentru telefon, portofel, chei și o sticlă mică de apă.",
      "Se potrivește atât la birou, cât și la o ieșire în oraș.",
      "Interiorul căptușit are un buzunar cu fermoar pentru obiectele mici.",
    ],
    moments: ["birou și ieșiri în oraș", "fiecare zi", "evenimente speciale"],
  },
  {
    name: "Cămăși-barbati",
    gender: "barbati",
    family: "apparel",
    garments: [shirt],
    materials: ["bumbac", "bumbac-organic", "in", "flanel", "denim"],
    colours: ["alb", "albastru-deschis", "bleumarin", "roz-pudrat", "verde-salvie", "negru", "bej", "gri"],
    price: [119, 449],
    sizes: "men",
    weight: 9,
    occasions: [
      "Se poartă la costum, dar și lejer, cu mânecile suflecate și pantaloni chino.",
      "Gulerul își păstrează forma toată ziua, chiar și fără cravată.",
      "O piesă de bază pentru birou, întâlniri și evenimente de familie.",
    ],
    moments: ["birou și întâlniri", "ținute smart casual", "evenimente de familie"],
  },
  {
    name: "Tricouri-barbati",
    gender: "barbati",
    family: "apparel",
    garments: [tee],
    materials: ["bumbac", "bumbac-organic", "in"],
    colours: ["alb", "negru", "gri", "bleumarin", "verde-oliv", "caramiziu", "bej", "galben-mustar"],
    price: [49, 199],
    sizes: "men",
    weight: 9,
    occasions: [
      "Se poartă singur vara sau sub o cămașă deschisă ori un sacou casual.",
      "Cusăturile întărite la umeri îl ajută să-și păstreze forma după spălare.",
      "O piesă de bază pentru garderoba de zi cu zi.",
    ],
    moments: ["fiecare zi", "zilele calde", "weekend și vacanță"],
  },
  {
    name: "Pantaloni-barbati",
    gender: "barbati",
    family: "apparel",
    garments: [
      {
        ...trousers,
        cuts: ["chino", "slim fit", "regular fit", "cargo", "eleganți", "drepți"],
        features: ["cu pliuri în talie", "cu buzunare laterale", "cu talie ajustabilă", "cu manșetă", "cu dungă"],
      },
      {
        ...jeans,
        cuts: ["slim fit", "regular fit", "drepți", "tapered"],
        features: ["cu aspect prespălat", "cu cusături contrastante"],
      },
    ],
    materials: ["bumbac", "in", "stofa", "catifea"],
    colours: ["bej", "bleumarin", "negru", "antracit", "verde-oliv", "kaki", "maro", "gri"],
    price: [149, 549],
    sizes: "men-trousers",
    weight: 8,
    occasions: [
      "Se asortează cu o cămașă Oxford și pantofi derby sau cu un tricou și adidași.",
      "Au buzunare adânci și o talie confortabilă, gândită pentru o zi întreagă.",
      "Potriviți pentru birou, dar și pentru ieșirile de weekend.",
    ],
    moments: ["birou și weekend", "ținute smart casual", "călătorii"],
  },
  {
    name: "Sacouri-barbati",
    gender: "barbati",
    family: "apparel",
    garments: [
      {
        shape: "sacou",
        noun: "Sacou",
        article: "Sacoul",
        g: "n",
        cuts: ["slim fit", "regular fit", "la două rânduri", "casual", "elegant", "nestructurat"],
        features: ["cu revere ascuțite", "cu buzunare aplicate", "cu petice la coate", "cu doi nasturi"],
      },
    ],
    materials: ["lana", "lana-merinos", "in", "stofa", "catifea"],
    colours: ["bleumarin", "antracit", "negru", "gri", "camel", "maro", "verde-oliv", "bordo"],
    price: [399, 1299],
    sizes: "men",
    weight: 5,
    occasions: [
      "Se poartă la costum sau, mai relaxat, cu blugi și un tricou alb.",
      "Umerii ușor structurați dau siluetei o linie curată.",
      "Ideal pentru birou, nunți sau o cină elegantă.",
    ],
    moments: ["birou și întâlniri", "nunți și evenimente", "ținute smart casual"],
  },
  {
    name: "Pulovere-barbati",
    gender: "barbati",
    family: "apparel",
    garments: [
      sweater,
      {
        shape: "pulover",
        noun: "Cardigan",
        article: "Cardiganul",
        g: "n",
        cuts: ["clasic", "împletit", "gros", "fin"],
        features: ["cu nasturi din lemn", "cu buzunare", "cu guler șal"],
      },
    ],
    materials: ["lana", "lana-merinos", "casmir", "bumbac"],
    colours: ["gri", "bleumarin", "crem", "camel", "verde-oliv", "bordo", "negru", "galben-mustar"],
    price: [149, 649],
    sizes: "men",
    weight: 6,
    occasions: [
      "Se poartă singur sau peste o cămașă, cu gulerul la vedere.",
      "Cald, dar suficient de subțire pentru a fi purtat sub un palton.",
      "O alegere sigură pentru zilele reci, la birou sau acasă.",
    ],
    moments: ["zilele reci", "birou și weekend", "serile de toamnă"],
  },
  {
    name: "Încălțăminte-barbati",
    gender: "barbati",
    family: "shoes",
    garments: [
      {
        shape: "incaltaminte",
        noun: "Pantofi",
        article: "Pantofii",
        g: "mp",
        cuts: ["derby", "Oxford", "eleganți", "casual", "brogue"],
        features: ["cu șiret", "cu talpă din cauciuc", "cu perforații decorative"],
        materials: ["piele", "piele-intoarsa"],
      },
      {
        shape: "incaltaminte",
        noun: "Adidași",
        article: "Adidașii",
        g: "mp",
        cuts: ["casual", "urbani", "retro", "minimaliști"],
        features: ["cu talpă groasă", "cu inserții reflectorizante", "cu detalii contrastante"],
        materials: ["piele", "piele-eco", "panza", "piele-intoarsa"],
      },
      {
        shape: "incaltaminte",
        noun: "Ghete",
        article: "Ghetele",
        g: "fp",
        cuts: ["Chelsea", "înalte", "de iarnă", "militare"],
        features: ["cu elastic lateral", "cu talpă crantată", "cu căptușeală caldă"],
        materials: ["piele", "piele-intoarsa"],
      },
    ],
    materials: ["piele", "piele-intoarsa"],
    colours: ["negru", "maro", "camel", "alb", "bleumarin", "gri", "bej"],
    price: [249, 1099],
    sizes: "men-shoes",
    weight: 7,
    occasions: [
      "Talpa flexibilă asigură confort chiar și după o zi întreagă de mers.",
      "Se asortează cu blugi, pantaloni chino sau un costum casual.",
      "Branțul detașabil poate fi înlocuit cu unul ortopedic.",
    ],
    moments: ["fiecare zi", "birou și oraș", "plimbări lungi"],
  },
  {
    name: "Rochii-fetite",
    gender: "fetite",
    family: "apparel",
    garments: [
      {
        ...dress,
        cuts: ["de vară", "evazată", "plisată", "de ocazie", "lejeră"],
        features: [
          "cu volane",
          "cu mânecă bufantă",
          "cu imprimeu cu fluturi",
          "cu fundă la spate",
          "cu buzunare",
          "cu buline",
        ],
      },
    ],
    materials: ["bumbac", "bumbac-organic", "in", "tricot", "satin"],
    colours: ["roz", "roz-pudrat", "galben", "lila", "turcoaz", "alb", "rosu", "albastru-deschis", "verde-salvie"],
    price: [69, 249],
    sizes: "kids",
    weight: 6,
    occasions: [
      "Se poartă la grădiniță, la școală sau la petreceri aniversare.",
      "Croiala lasă libertate de mișcare pentru joacă și alergat.",
      "Închiderea simplă o ajută pe fetiță să se îmbrace singură.",
    ],
    moments: ["zilele de joacă", "serbări și petreceri", "zilele calde de vară"],
  },
  {
    name: "Bluze-fetite",
    gender: "fetite",
    family: "apparel",
    garments: [
      {
        shape: "bluza",
        noun: "Bluză",
        article: "Bluza",
        g: "f",
        cuts: ["lejeră", "cu mânecă lungă", "de ocazie", "basic"],
        features: [
          "cu guler rotunjit",
          "cu imprimeu cu inimioare",
          "cu volănașe",
          "cu broderie",
          "cu paiete reversibile",
        ],
      },
    ],
    materials: ["bumbac", "bumbac-organic", "tricot", "vascoza"],
    colours: ["alb", "roz", "galben", "lila", "turcoaz", "albastru-deschis", "corai"],
    price: [39, 129],
    sizes: "kids",
    weight: 5,
    occasions: [
      "Se asortează cu fuste, colanți sau blugi, pentru școală și joacă.",
      "Materialul moale nu irită pielea sensibilă a copiilor.",
      "Cusăturile plate nu zgârie și nu incomodează la purtare.",
    ],
    moments: ["școală și joacă", "fiecare zi", "ieșiri în familie"],
  },
  {
    name: "Fuste-fetite",
    gender: "fetite",
    family: "apparel",
    garments: [
      {
        shape: "fusta",
        noun: "Fustă",
        article: "Fusta",
        g: "f",
        cuts: ["plisată", "evazată", "scurtă", "midi"],
        features: ["cu talie elastică", "cu strat de tul", "cu buline", "cu volane", "cu sclipici"],
      },
    ],
    materials: ["bumbac", "tricot", "denim", "catifea"],
    colours: ["roz", "lila", "bleumarin", "rosu", "galben", "corai", "negru"],
    price: [49, 149],
    sizes: "kids",
    weight: 4,
    occasions: [
      "Talia confortabilă se adaptează pe măsură ce fetița crește.",
      "Se poartă cu colanți în sezonul rece și cu sandale vara.",
      "Perfectă pentru serbări, petreceri și zilele de joacă.",
    ],
    moments: ["serbări și petreceri", "școală și joacă", "zilele de vară"],
  },
  {
    name: "Geci-fetite",
    gender: "fetite",
    family: "apparel",
    garments: [kidsJacket],
    materials: ["poliester-reciclat", "bumbac", "denim"],
    colours: ["roz-pudrat", "roz", "lila", "bleumarin", "rosu", "turcoaz", "galben"],
    price: [119, 399],
    sizes: "kids",
    weight: 4,
    occasions: [
      "Ține de cald la drumul spre școală și la joaca în parc.",
      "Manșetele elastice opresc vântul și frigul.",
      "Fermoarul are o protecție la bărbie, ca să nu zgârie.",
    ],
    moments: ["drumul spre școală", "zilele reci", "joaca în aer liber"],
  },
  {
    name: "Hanorace-fetite",
    gender: "fetite",
    family: "apparel",
    garments: [
      {
        ...hoodie,
        cuts: ["basic", "lejer", "scurt", "oversize"],
        features: ["cu glugă cu urechiușe", "cu imprimeu cu unicorn", "cu paiete reversibile", "cu buzunar cangur"],
      },
    ],
    materials: ["bumbac", "bumbac-organic", "fleece"],
    colours: ["roz", "lila", "gri", "corai", "turcoaz", "crem", "galben"],
    price: [79, 199],
    sizes: "kids",
    weight: 4,
    occasions: [
      "Se poartă la școală, la sport sau acasă, peste un tricou.",
      "Manșetele și tivul elastic păstrează căldura înăuntru.",
      "Interiorul moale este plăcut chiar și pe pielea sensibilă.",
    ],
    moments: ["școală și sport", "zilele răcoroase", "joaca de acasă"],
  },
  {
    name: "Încălțăminte-fetite",
    gender: "fetite",
    family: "shoes",
    garments: [
      {
        shape: "incaltaminte",
        noun: "Adidași",
        article: "Adidașii",
        g: "mp",
        cuts: ["cu luminițe", "sport", "casual", "ușori"],
        features: ["cu scai", "cu sclipici", "cu talpă flexibilă"],
        materials: ["piele-eco", "panza", "piele"],
      },
      {
        shape: "incaltaminte",
        noun: "Balerini",
        article: "Balerinii",
        g: "mp",
        cuts: ["clasici", "de ocazie", "lăcuiți"],
        features: ["cu fundă", "cu sclipici", "cu baretă"],
        materials: ["piele", "piele-eco"],
      },
      {
        shape: "incaltaminte",
        noun: "Ghete",
        article: "Ghetele",
        g: "fp",
        cuts: ["de iarnă", "impermeabile", "înalte"],
        features: ["cu blăniță", "cu scai", "cu fermoar lateral"],
        materials: ["piele", "piele-eco", "piele-intoarsa"],
      },
      {
        shape: "incaltaminte",
        noun: "Sandale",
        article: "Sandalele",
        g: "fp",
        cuts: ["de vară", "ușoare", "sport"],
        features: ["cu scai", "cu flori aplicate", "cu talpă moale"],
        materials: ["piele", "piele-eco"],
      },
    ],
    materials: ["piele", "piele-eco"],
    colours: ["roz", "alb", "lila", "argintiu", "rosu", "bleumarin"],
    price: [99, 299],
    sizes: "kids-shoes",
    weight: 4,
    occasions: [
      "Talpa antiderapantă oferă stabilitate la joacă.",
      "Se încalță ușor, așa că cei mici se descurcă singuri.",
      "Vârful întărit protejează degetele la alergat.",
    ],
    moments: ["școală și joacă", "plimbări în parc", "ocazii speciale"],
  },
  {
    name: "Tricouri-baieti",
    gender: "baieti",
    family: "apparel",
    garments: [
      {
        ...tee,
        cuts: ["basic", "oversize", "polo", "sport"],
        features: [
          "cu imprimeu cu dinozauri",
          "cu imprimeu cu mașinuțe",
          "în dungi",
          "cu mânecă lungă",
          "cu imprimeu spațial",
        ],
      },
    ],
    materials: ["bumbac", "bumbac-organic"],
    colours: ["albastru-deschis", "bleumarin", "verde", "galben", "rosu", "gri", "alb", "turcoaz"],
    price: [29, 99],
    sizes: "kids",
    weight: 5,
    occasions: [
      "Rezistă la joacă, la spălări dese și la aventuri în parc.",
      "Se asortează cu blugi, pantaloni scurți sau pantaloni de trening.",
      "Gulerul elastic nu se deformează după spălare.",
    ],
    moments: ["școală și joacă", "zilele calde", "vacanța de vară"],
  },
  {
    name: "Pantaloni-baieti",
    gender: "baieti",
    family: "apparel",
    garments: [
      {
        ...trousers,
        cuts: ["cargo", "chino", "de trening", "jogger"],
        features: ["cu talie elastică", "cu genunchi întăriți", "cu buzunare laterale", "cu manșete elastice"],
      },
      {
        ...jeans,
        cuts: ["slim fit", "regular fit", "drepți"],
        features: ["cu talie reglabilă", "cu genunchi întăriți"],
      },
    ],
    materials: ["bumbac", "bumbac-organic", "catifea", "fleece"],
    colours: ["bleumarin", "kaki", "gri", "negru", "bej", "verde-oliv"],
    price: [59, 179],
    sizes: "kids",
    weight: 5,
    occasions: [
      "Cusăturile duble rezistă la joacă și la căzături.",
      "Talia reglabilă din interior îi ajută să se potrivească mai mult timp.",
      "Se poartă la școală, la joacă sau în excursii.",
    ],
    moments: ["școală și joacă", "excursii", "fiecare zi"],
  },
  {
    name: "Cămăși-baieti",
    gender: "baieti",
    family: "apparel",
    garments: [
      {
        ...shirt,
        cuts: ["regular fit", "elegantă", "casual", "slim fit"],
        features: ["cu mânecă scurtă", "în carouri", "cu papion", "cu buzunar la piept"],
      },
    ],
    materials: ["bumbac", "bumbac-organic", "in", "flanel"],
    colours: ["alb", "albastru-deschis", "bleumarin", "verde-salvie", "rosu", "bej"],
    price: [59, 159],
    sizes: "kids",
    weight: 4,
    occasions: [
      "Perfectă pentru serbări, nunți, botezuri și poze de familie.",
      "Se poartă cu pantaloni eleganți sau cu blugi, pentru o ținută casual.",
      "Materialul nu se șifonează ușor, chiar și după o zi întreagă de joacă.",
    ],
    moments: ["serbări și ocazii", "școală", "evenimente de familie"],
  },
  {
    name: "Geci-baieti",
    gender: "baieti",
    family: "apparel",
    garments: [kidsJacket],
    materials: ["poliester-reciclat", "bumbac", "denim"],
    colours: ["bleumarin", "rosu", "verde-oliv", "negru", "galben", "gri", "turcoaz"],
    price: [129, 399],
    sizes: "kids",
    weight: 4,
    occasions: [
      "Ține de cald la școală, în parc și în excursiile de weekend.",
      "Buzunarele adânci au loc pentru mănuși și mici comori.",
      "Detaliile reflectorizante îl fac pe copil mai vizibil seara.",
    ],
    moments: ["drumul spre școală", "zilele reci", "excursii de weekend"],
  },
  {
    name: "Hanorace-baieti",
    gender: "baieti",
    family: "apparel",
    garments: [
      {
        ...hoodie,
        features: ["cu glugă", "cu fermoar", "cu imprimeu cu dinozauri", "cu imprimeu sport", "cu buzunar cangur"],
      },
    ],
    materials: ["bumbac", "bumbac-organic", "fleece"],
    colours: ["gri", "bleumarin", "verde", "rosu", "negru", "turcoaz", "galben-mustar"],
    price: [79, 199],
    sizes: "kids",
    weight: 4,
    occasions: [
      "Se poartă la școală, la antrenamente sau acasă.",
      "Manșetele și tivul elastic păstrează căldura înăuntru.",
      "Culorile rămân vii și după spălări dese.",
    ],
    moments: ["școală și sport", "zilele răcoroase", "antrenamente"],
  },
  {
    name: "Pulovere-baieti",
    gender: "baieti",
    family: "apparel",
    garments: [
      {
        ...sweater,
        cuts: ["clasic", "împletit", "gros", "fin"],
        features: ["cu model norvegian", "cu guler rotund", "cu fermoar la guler", "cu model cu reni"],
      },
    ],
    materials: ["bumbac", "lana", "lana-merinos"],
    colours: ["bleumarin", "gri", "verde-oliv", "bordo", "crem", "rosu", "galben-mustar"],
    price: [69, 219],
    sizes: "kids",
    weight: 4,
    occasions: [
      "Ține de cald fără să încarce, la școală sau la plimbare.",
      "Se poartă peste o cămașă la ocazii sau cu blugi în fiecare zi.",
      "Manșetele elastice nu lasă frigul să intre.",
    ],
    moments: ["zilele reci", "școală și plimbări", "sărbătorile de iarnă"],
  },
];

/** How a title says who a kids' garment is for. */
export const KIDS_SUFFIX: Readonly<Partial<Record<Gender, string>>> = {
  fetite: "pentru fete",
  baieti: "pentru băieți",
};

/** How editors write `gen`: every spelling CMS.md allows, with the weights editors tend to use them. */
export const GENDER_SPELLINGS: Readonly<Record<Gender, readonly (readonly [string, number])[]>> = {
  femei: [
    ["femei", 5],
    ["Femei", 4],
    ["FEMEI", 1],
  ],
  barbati: [
    ["barbati", 4],
    ["bărbați", 3],
    ["Bărbați", 2],
    ["Barbati", 1],
  ],
  fetite: [
    ["fetite", 4],
    ["fetita", 3],
    ["Fetițe", 2],
    ["fetițe", 1],
  ],
  baieti: [
    ["baieti", 4],
    ["Băieți", 3],
    ["băieți", 2],
    ["Baieti", 1],
  ],
};

export const SIZE_SCALES: Readonly<Record<SizeKind, readonly (readonly string[])[]>> = {
  women: [["XS", "S", "M", "L", "XL"]],
  men: [["S", "M", "L", "XL", "XXL"]],
  "women-trousers": [
    ["XS", "S", "M", "L", "XL"],
    ["34", "36", "38", "40", "42", "44"],
  ],
  "men-trousers": [
    ["S", "M", "L", "XL", "XXL"],
    ["44", "46", "48", "50", "52", "54"],
  ],
  "men-shoes": [["40", "41", "42", "43", "44", "45", "46"]],
  "kids-shoes": [["24", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "35"]],
  "one-size": [["Mărime unică"]],
  kids: [
    ["2 ani", "3 ani", "4 ani", "5 ani", "6 ani", "7 ani", "8 ani", "10 ani", "12 ani", "14 ani"],
    ["92", "98", "104", "110", "116", "122", "128", "134", "140", "146", "152", "158", "164"],
  ],
};

export interface CollectionDef {
  readonly name: string;
  readonly description: string;
  /** The colour its image is drawn in. */
  readonly colour: ColourKey;
  /** Three garments its image shows. */
  readonly shapes: readonly [Shape, Shape, Shape];
  /** The category pages whose products may belong to it. */
  readonly categories: readonly string[];
}

const KIDS = CATEGORIES.filter((category) => category.gender === "fetite" || category.gender === "baieti").map(
  (category) => category.name,
);

export const COLLECTIONS: readonly CollectionDef[] = [
  {
    name: "Primăvară 2026",
    description:
      "<p>Culori proaspete, <strong>in</strong> și bumbac ușor: piesele noului sezon, gata pentru primele zile cu soare.</p>",
    colour: "verde-salvie",
    shapes: ["rochie", "camasa", "fusta"],
    categories: [
      "Rochii-femei",
      "Bluze-femei",
      "Fuste-femei",
      "Pantaloni-femei",
      "Cămăși-barbati",
      "Tricouri-barbati",
      "Rochii-fetite",
      "Bluze-fetite",
      "Tricouri-baieti",
      "Cămăși-baieti",
    ],
  },
  {
    name: "Office Chic",
    description: "<p>Cămăși impecabile, sacouri bine croite și pantaloni eleganți pentru zilele de birou.</p>",
    colour: "bleumarin",
    shapes: ["sacou", "camasa", "geanta"],
    categories: [
      "Bluze-femei",
      "Fuste-femei",
      "Pantaloni-femei",
      "Genți-femei",
      "Cămăși-barbati",
      "Pantaloni-barbati",
      "Sacouri-barbati",
      "Pulovere-barbati",
    ],
  },
  {
    name: "Weekend la munte",
    description:
      "<p>Pulovere groase, geci matlasate și încălțăminte comodă pentru drumeții și seri la cabană.</p><p>Totul pentru un weekend fără grija frigului.</p>",
    colour: "verde-oliv",
    shapes: ["pulover", "geaca", "incaltaminte"],
    categories: [
      "Geci-femei",
      "Pantaloni-barbati",
      "Pulovere-barbati",
      "Încălțăminte-barbati",
      "Geci-fetite",
      "Hanorace-fetite",
      "Geci-baieti",
      "Hanorace-baieti",
      "Pulovere-baieti",
    ],
  },
  {
    name: "Otterdays",
    description:
      "<p>Haine comode și vesele pentru cei mici, gândite pentru joacă, școală și aventuri în aer liber.</p>",
    colour: "turcoaz",
    shapes: ["hanorac", "tricou", "pantaloni"],
    categories: KIDS,
  },
  {
    name: "Vara în oraș",
    description: "<p>Rochii lejere, tricouri din bumbac și genți încăpătoare pentru zilele lungi de vară.</p>",
    colour: "galben-mustar",
    shapes: ["tricou", "rochie", "geanta"],
    categories: [
      "Rochii-femei",
      "Fuste-femei",
      "Genți-femei",
      "Tricouri-barbati",
      "Pantaloni-barbati",
      "Rochii-fetite",
      "Tricouri-baieti",
      "Încălțăminte-fetite",
    ],
  },
  {
    name: "Seri elegante",
    description: "<p>Rochii de seară, sacouri și accesorii rafinate pentru nunți, gale și cine festive.</p>",
    colour: "bordo",
    shapes: ["rochie", "sacou", "incaltaminte"],
    categories: [
      "Rochii-femei",
      "Genți-femei",
      "Sacouri-barbati",
      "Cămăși-barbati",
      "Încălțăminte-barbati",
      "Rochii-fetite",
      "Cămăși-baieti",
    ],
  },
];

export interface BrandDef {
  readonly name: string;
  /** Three letters for SKUs. */
  readonly code: string;
  readonly genders: readonly Gender[];
  /** The partner shop that sells it (a reserved example domain). */
  readonly shop: string;
}

export const SHOPS = {
  "magazin-partener.example": "Magazin Partener",
  "moda-partener.example": "Moda Partener",
  "outlet-partener.example": "Outlet Partener",
  "copii-partener.example": "Copii Partener",
} as const;
type ShopHost = keyof typeof SHOPS;

const ADULTS: readonly Gender[] = ["femei", "barbati"];
const brand = (name: string, code: string, genders: readonly Gender[], shop: ShopHost): BrandDef => ({
  name,
  code,
  genders,
  shop,
});

export const BRANDS: readonly BrandDef[] = [
  brand("Linia Albă", "LAL", ["femei"], "moda-partener.example"),
  brand("Atelier Sorina", "ATS", ["femei"], "magazin-partener.example"),
  brand("Nord & Fir", "NFR", ADULTS, "magazin-partener.example"),
  brand("Mira Studio", "MRS", ["femei"], "moda-partener.example"),
  brand("Carpatica", "CRP", ["femei", "barbati", "fetite", "baieti"], "magazin-partener.example"),
  brand("Urban Vest", "URV", ["barbati", "baieti"], "outlet-partener.example"),
  brand("Dunărea Denim", "DDN", ["femei", "barbati", "baieti"], "outlet-partener.example"),
  brand("Boema", "BOE", ["femei"], "moda-partener.example"),
  brand("Ivora", "IVR", ADULTS, "magazin-partener.example"),
  brand("Stejar", "STJ", ["barbati"], "magazin-partener.example"),
  brand("Pitic & Co", "PIT", ["fetite", "baieti"], "copii-partener.example"),
  brand("Lumen Kids", "LMK", ["fetite", "baieti"], "copii-partener.example"),
  brand("Casa Lia", "CLA", ["femei", "fetite"], "moda-partener.example"),
  brand("Velora", "VLR", ADULTS, "outlet-partener.example"),
  brand("Tara Knit", "TKN", ["femei", "barbati", "baieti"], "magazin-partener.example"),
  brand("Bucur & Fiii", "BCF", ["barbati", "baieti"], "outlet-partener.example"),
];

/** Every (shape, colour) pair a product can be drawn in: one image set each. */
export function garmentPairs(): { shape: Shape; colour: ColourKey }[] {
  const seen = new Set<string>();
  const pairs: { shape: Shape; colour: ColourKey }[] = [];
  for (const category of CATEGORIES) {
    for (const garment of category.garments) {
      for (const key of category.colours) {
        const id = `${garment.shape}/${key}`;
        if (seen.has(id)) continue;
        seen.add(id);
        pairs.push({ shape: garment.shape, colour: key });
      }
    }
  }
  return pairs;
}
