/**
 * A deterministic fashion catalogue in Umbraco Delivery API v2 shapes
 * (CMS.md), for the sample the site ships with and for benchmarks. Shapes
 * vary the way real editors vary them (prices as "149,99", "1.299,00" or
 * 149.99; links as text or multi URL pickers; rich text or HTML strings...),
 * so every reader in src/lib/cms is exercised. Every product is valid.
 */
import { umbracoDate, type UmbracoContent } from "../../src/lib/cms/umbraco.ts";
import { GENDERS, type Gender } from "../../src/lib/gender.ts";
import { toSlug } from "../../src/lib/paths.ts";
import {
  categoryFile,
  collectionFile,
  garmentFile,
  HEIGHT,
  imageBytes,
  MEDIA_URL,
  SLIDE_FILES,
  WIDTH,
  type View,
} from "./images.ts";
import { guid, randomFor, type Random } from "./random.ts";
import {
  agree,
  BRANDS,
  CATEGORIES,
  COLLECTIONS,
  colour,
  COLOURS,
  GENDER_SPELLINGS,
  KIDS_SUFFIX,
  MATERIALS,
  SHOPS,
  SIZE_SCALES,
  type BrandDef,
  type CategoryDef,
  type CollectionDef,
  type ColourKey,
  type Forms,
  type Garment,
  type MaterialKey,
} from "./vocabulary.ts";

/** The size of the sample catalogue in src/data. */
export const SAMPLE_PRODUCTS = 240;
export const DEFAULT_SEED = 1;

/** Every `DUPLICATE_EVERY`th product repeats an earlier title (another shop sells the same piece), to show the slug suffix rule. */
const DUPLICATE_EVERY = 200;
const DUPLICATE_OF = 150;

export interface GenerateOptions {
  readonly products: number;
  readonly seed?: number;
}

/** A Delivery API item, as the generator writes it. */
export interface Item {
  readonly contentType: string;
  readonly name: string;
  readonly createDate: string;
  readonly updateDate: string;
  readonly route: { readonly path: string; readonly startItem: { readonly id: string; readonly path: string } };
  readonly id: string;
  readonly properties: Readonly<Record<string, unknown>>;
  readonly cultures: Readonly<Record<string, never>>;
}

export interface GeneratedContent extends UmbracoContent {
  readonly products: readonly Item[];
  readonly categories: readonly Item[];
  readonly collections: readonly Item[];
  readonly about: readonly Item[];
  readonly brands: { readonly group1: readonly BrandLink[]; readonly group2: readonly BrandLink[] };
}

interface BrandLink {
  readonly name: string;
  readonly link: string;
}

/** What a product is, before it is written out in the CMS's shapes. */
interface Piece {
  readonly category: CategoryDef;
  readonly garment: Garment;
  readonly material: MaterialKey;
  readonly colour: ColourKey;
  readonly title: string;
  readonly slug: string;
  /** The title without its colour: "Rochie midi din in". */
  readonly base: string;
  /** The cut the title names, if any: the description's fit must not contradict it. */
  readonly cut: string | null;
}

/**
 * Generates `products` products plus the 24 category pages, the collections
 * (one of them twice, in another case), the About item and the brands.
 * Pure: the same options give the same content, down to the byte.
 * @example serializeCatalog(generateCatalog({ products: 240 })) // the shipped sample
 */
export function generateCatalog({ products, seed = DEFAULT_SEED }: GenerateOptions): GeneratedContent {
  if (!Number.isInteger(products) || products < 1)
    throw new RangeError(`products must be a positive whole number, got ${products}`);
  if (!Number.isInteger(seed) || seed < 0) throw new RangeError(`seed must be a whole number from 0, got ${seed}`);
  const context: Context = { seed, root: guid(seed, "root"), total: products, media: new Map() };
  const pieces: Piece[] = [];
  const sellers: BrandDef[] = [];
  const slugs = new Set<string>();
  const items: Item[] = [];
  for (let index = 0; index < products; index++) {
    const random = randomFor(seed, `product:${index}`);
    const copied = index % DUPLICATE_EVERY === DUPLICATE_EVERY - 1 ? index - DUPLICATE_OF : -1;
    const piece = pieces[copied] ?? newPiece(random, index, slugs);
    const brands = BRANDS_BY_GENDER.get(piece.category.gender) ?? BRANDS;
    const seller = random.pick(brands.filter((brand) => brand !== sellers[copied]));
    slugs.add(piece.slug);
    pieces.push(piece);
    sellers.push(seller);
    items.push(productItem(context, random, index, piece, seller, brands));
  }
  return {
    products: items,
    categories: CATEGORIES.map((category, index) => categoryItem(context, category, index)),
    collections: collectionItems(context),
    about: [aboutItem(context)],
    brands: brandGroups(),
  };
}

/**
 * Writes content as JSON with one item per line: valid JSON that diffs well.
 */
export function serializeCatalog(content: GeneratedContent): string {
  const list = (items: readonly Item[]) =>
    items.length ? `[\n${items.map((item) => JSON.stringify(item)).join(",\n")}\n]` : "[]";
  return (
    `{\n"products": ${list(content.products)},\n"categories": ${list(content.categories)},\n` +
    `"collections": ${list(content.collections)},\n"about": ${list(content.about)},\n` +
    `"brands": ${JSON.stringify(content.brands)}\n}\n`
  );
}

interface Context {
  readonly seed: number;
  /** The id of the site's root node, every route's startItem. */
  readonly root: string;
  readonly total: number;
  /** Media items by file: a picture is one media item, picked by many products. */
  readonly media: Map<string, unknown[]>;
}

const BRANDS_BY_GENDER: ReadonlyMap<Gender, readonly BrandDef[]> = new Map(
  GENDERS.map((gender) => [gender, BRANDS.filter((brand) => brand.genders.includes(gender))]),
);
const BRAND_SLUGS = new Map(BRANDS.map((brand) => [brand, toSlug(brand.name)]));

const TITLE_PATTERNS: readonly (readonly [readonly ("cut" | "material" | "feature")[], number])[] = [
  [["cut", "material"], 35],
  [["cut", "feature"], 22],
  [["material", "feature"], 12],
  [["cut", "material", "feature"], 10],
  [["cut"], 8],
  [["material"], 8],
  [["feature"], 5],
];

const CATEGORY_WEIGHTS = CATEGORIES.map((category) => [category, category.weight] as const);

/** Draws a product; retries a few times for a title whose slug is still free. */
function newPiece(random: Random, index: number, slugs: ReadonlySet<string>): Piece {
  // The first 24 products cover the 24 categories, so even a tiny catalogue has them all.
  const category = CATEGORIES[index] ?? random.weighted(CATEGORY_WEIGHTS);
  let piece = drawPiece(random, category);
  for (let attempt = 0; attempt < 12 && slugs.has(piece.slug); attempt++) piece = drawPiece(random, category);
  return piece;
}

function drawPiece(random: Random, category: CategoryDef): Piece {
  const garment = random.pick(category.garments);
  const material = random.pick(garment.materials ?? category.materials);
  const key = random.pick(category.colours);
  const pattern = random.weighted(TITLE_PATTERNS);
  const words = [garment.noun];
  let cut: string | null = pattern.includes("cut") ? random.pick(garment.cuts) : null;
  if (cut) words.push(cut);
  if (pattern.includes("material") && garment.titleMaterial !== false) words.push(MATERIALS[material].phrase);
  if (pattern.includes("feature")) words.push(random.pick(garment.features));
  if (words.length === 1) {
    cut = random.pick(garment.cuts);
    words.push(cut);
  }
  const kids = KIDS_SUFFIX[category.gender];
  if (kids) words.push(kids);
  const base = words.join(" ");
  const title = `${base}, ${colourWord(key)}`;
  return { category, garment, material, colour: key, cut, base, title, slug: toSlug(title) };
}

const COLOUR_WORDS = new Map([...COLOURS.values()].map((entry) => [entry.key, entry.label.toLocaleLowerCase("ro")]));
const colourWord = (key: ColourKey) => COLOUR_WORDS.get(key) ?? key;

function productItem(
  context: Context,
  random: Random,
  index: number,
  piece: Piece,
  brand: BrandDef,
  sameAudience: readonly BrandDef[],
): Item {
  const { category, garment } = piece;
  const sku = `${brand.code}-${garment.shape.slice(0, 3).toUpperCase()}${String(index + 1).padStart(5, "0")}`;
  const slug = piece.slug;
  const price = drawPrice(random, category, piece.material);
  const style = random.weighted(PRICE_STYLES);
  const onSale = random.chance(0.2);
  const created = productDate(context, random, index);
  return {
    contentType: "product",
    name: piece.title,
    createDate: created,
    updateDate: laterDate(random, created),
    route: {
      path: `/produse/${BRAND_SLUGS.get(brand) ?? brand.code}/${slug}/`,
      startItem: { id: context.root, path: "vitrina" },
    },
    id: guid(context.seed, `product:${index}`),
    properties: {
      image1: mediaPicker(context, garmentFile(garment.shape, piece.colour, "fata")),
      image2: random.chance(0.96) ? mediaPicker(context, garmentFile(garment.shape, piece.colour, "spate")) : null,
      image3: random.chance(0.65) ? mediaPicker(context, garmentFile(garment.shape, piece.colour, "detaliu")) : null,
      alt: drawAlt(random, piece),
      price: writePrice(price, style),
      oldPrice: onSale ? writePrice(drawOldPrice(random, price), style) : null,
      affLink: drawLink(random, brand, `https://${brand.shop}/p/${slug}-${sku.toLowerCase()}`),
      longDescription: describe(random, piece),
      shortDescription: random.chance(0.92) ? summarize(random, piece) : null,
      brand: drawBrand(random, brand, sameAudience),
      color: colour(piece.colour).label,
      material: MATERIALS[piece.material].label,
      sku,
      category: category.name,
      collection: drawCollection(context, random, category),
      gen: random.chance(0.97) ? random.weighted(GENDER_SPELLINGS[category.gender]) : null,
      sizes: drawSizes(random, category),
    },
    cultures: {},
  };
}

// --- dates -----------------------------------------------------------------

const PRODUCTS_FROM = Date.UTC(2025, 5, 2, 8, 0, 0);
const PRODUCTS_SPAN = 270 * 24 * 3600 * 1000;

/** Products are created in index order (the order `sort=createDate:asc` gives), spread over nine months. */
function productDate(context: Context, random: Random, index: number): string {
  const step = PRODUCTS_SPAN / context.total;
  return umbracoDate(PRODUCTS_FROM + Math.floor(((index + random.next() * 0.9) * step) / 1000) * 1000);
}

function laterDate(random: Random, created: string): string {
  if (random.chance(0.4)) return created;
  return umbracoDate(Date.parse(`${created}Z`) + random.int(60, 40 * 24 * 3600) * 1000);
}

// --- media -----------------------------------------------------------------

function mediaPicker(context: Context, file: string, width = WIDTH, height = HEIGHT): unknown[] {
  const known = context.media.get(file);
  if (known) return known;
  const picked = [
    {
      id: guid(context.seed, `media:${file}`),
      name: file.replace(/\.svg$/, ""),
      mediaType: "Image",
      url: `${MEDIA_URL}/${file}`,
      extension: "svg",
      width,
      height,
      bytes: imageBytes(file),
      focalPoint: null,
      crops: [],
      properties: {},
    },
  ];
  context.media.set(file, picked);
  return picked;
}

const VIEW_WORDS: Readonly<Record<View, string>> = {
  fata: "vedere din față",
  spate: "vedere din spate",
  detaliu: "detaliu",
};

function drawAlt(random: Random, piece: Piece): string {
  // Editors often leave alt empty: the site then falls back to the title.
  return random.weighted([
    [piece.title, 70],
    [`${piece.title} – ${VIEW_WORDS.fata}`, 22],
    ["", 8],
  ]);
}

// --- money -----------------------------------------------------------------

/** "comma" groups thousands ("1.299,00") three times in four, as Romanian editors mostly do. */
type PriceStyle = "comma" | "comma-ungrouped" | "number" | "dot" | "lei";
const PRICE_STYLES: readonly (readonly [PriceStyle, number])[] = [
  ["comma", 46],
  ["comma-ungrouped", 16],
  ["number", 22],
  ["dot", 10],
  ["lei", 6],
];
const MAX_RON = 1499;

/** A shop-like price in bani: 29,99 / 149,00 / 1.249,99, higher for dearer fabrics, skewed to the low end. */
function drawPrice(random: Random, category: CategoryDef, material: MaterialKey): number {
  const [min, max] = category.price;
  const ron = ((min + (max - min) * random.next() ** 1.7) * MATERIALS[material].pricePercent) / 100;
  return nicePrice(random, Math.min(Math.max(ron, min), MAX_RON));
}

function nicePrice(random: Random, ron: number): number {
  if (ron < 100) return Math.max(30, Math.round(ron / 5) * 5) * 100 - (random.chance(0.75) ? 1 : 10);
  if (ron < 1000) return Math.round(ron / 10) * 10 * 100 - (random.chance(0.6) ? 1 : 100);
  return Math.min(1500, Math.round(ron / 50) * 50) * 100 - (random.chance(0.5) ? 100 : 1);
}

/** An old price 10-50% above the price, rounded up the way shops round. */
function drawOldPrice(random: Random, price: number): number {
  const percent = random.pick([10, 15, 20, 20, 25, 30, 30, 35, 40, 50]);
  const exact = Math.round((price * 100) / (100 - percent));
  const step = exact < 10_000 ? 500 : exact < 100_000 ? 1000 : 5000;
  const rounded = Math.ceil(exact / step) * step - (price % 100 === 0 ? 100 : 1);
  const discount = Math.round(((rounded - price) * 100) / rounded);
  return rounded > price && discount >= 10 && discount <= 50 ? rounded : Math.ceil(exact / 100) * 100;
}

function ronText(bani: number, decimal: "," | ".", group: boolean): string {
  const whole = String(Math.floor(bani / 100));
  const cents = String(bani % 100).padStart(2, "0");
  return `${group ? whole.replace(/\B(?=(\d{3})+$)/g, ".") : whole}${decimal}${cents}`;
}

/** As editors type prices: "149,99", "1.299,00", "1299,00", 149.99, "149.99", "149,99 lei". */
function writePrice(bani: number, style: PriceStyle): string | number {
  switch (style) {
    case "comma":
      return ronText(bani, ",", true);
    case "comma-ungrouped":
      return ronText(bani, ",", false);
    case "number":
      return bani / 100;
    case "dot":
      return ronText(bani, ".", false);
    case "lei":
      return `${ronText(bani, ",", false)} lei`;
  }
}

// --- links, brands, collections, sizes -----------------------------------------

function drawLink(random: Random, brand: BrandDef, url: string): string | unknown[] {
  const link = random.chance(0.25) ? `${url}?utm_source=vitrina&utm_medium=afiliere` : url;
  if (random.chance(0.82)) return link;
  const shop = SHOPS[brand.shop as keyof typeof SHOPS] ?? brand.shop;
  return [
    {
      url: link,
      title: `Cumpără de la ${shop}`,
      target: "_blank",
      linkType: "External",
      route: null,
      queryString: null,
    },
  ];
}

/** Usually one name; sometimes a collaboration written "A, B", or the names as an array. */
function drawBrand(random: Random, brand: BrandDef, sameAudience: readonly BrandDef[]): string | string[] {
  const partner = random.pick(sameAudience);
  const shape = random.weighted([
    ["one", 88],
    ["pair", 6],
    ["array", 6],
  ] as const);
  if (shape === "one" || partner === brand) return shape === "array" ? [brand.name] : brand.name;
  return shape === "pair" ? `${brand.name}, ${partner.name}` : [brand.name, partner.name];
}

function drawCollection(context: Context, random: Random, category: CategoryDef): unknown {
  const candidates = COLLECTIONS.filter((collection) => collection.categories.includes(category.name));
  if (!candidates.length || !random.chance(0.72)) return null;
  const collection = random.pick(candidates);
  const shape = random.weighted([
    ["name", 78],
    ["lower", 6],
    ["picker", 16],
  ] as const);
  if (shape === "name") return collection.name;
  if (shape === "lower") return collection.name.toLocaleLowerCase("ro");
  return {
    name: collection.name,
    route: collectionRoute(context, collection),
    id: collectionId(context, collection.name),
    contentType: "collectionPage",
    properties: {},
  };
}

function drawSizes(random: Random, category: CategoryDef): string | string[] {
  const scale = random.pick(SIZE_SCALES[category.sizes]);
  const length = Math.min(scale.length, random.int(3, 5));
  const start = random.int(0, scale.length - length);
  const sizes = scale.slice(start, start + length);
  const shape = random.weighted([
    ["text", 65],
    ["array", 30],
    ["lower", 5],
  ] as const);
  if (shape === "array") return sizes;
  const text = sizes.join(", ");
  return shape === "lower" ? text.toLowerCase() : text;
}

// --- descriptions ----------------------------------------------------------

const BE: Forms = ["este", "este", "sunt", "sunt"];
const HAVE: Forms = ["are", "are", "au", "au"];
const BRING: Forms = ["aduce", "aduce", "aduc", "aduc"];
const MATCH: Forms = ["se potrivește", "se potrivește", "se potrivesc", "se potrivesc"];
const CUT: Forms = ["croită", "croit", "croiți", "croite"];
const MADE: Forms = ["realizată", "realizat", "realizați", "realizate"];
const FITS = ["lejeră", "dreaptă", "ușor ajustată pe corp", "relaxată", "clasică", "comodă"];
/** Cuts that already say how a garment fits, and the fit a description must then name. */
const FIT_OF_CUT: readonly (readonly [RegExp, string])[] = [
  [/slim|mulat|ajustat|cambrat|creion|țigaretă|tapered/, "ajustată pe corp"],
  [/oversize|lejer|relaxat|tip sac|mom fit/, "lejeră"],
  [/regular|drep/, "dreaptă"],
  [/evazat|wide leg|în clini|culottes/, "evazată"],
];

function fitOf(random: Random, cut: string | null): string {
  const fixed = cut ? FIT_OF_CUT.find(([pattern]) => pattern.test(cut)) : undefined;
  return fixed ? fixed[1] : random.pick(FITS);
}

function intro(random: Random, piece: Piece): string {
  const { garment, category } = piece;
  const g = garment.g;
  const material = MATERIALS[piece.material].phrase;
  const wardrobe = KIDS_SUFFIX[category.gender] ? "în garderoba celor mici" : "în garderoba de zi cu zi";
  const fit = fitOf(random, piece.cut);
  const templates =
    category.family === "apparel"
      ? [
          `${garment.article} ${agree(g, BE)} ${agree(g, CUT)} ${material} și ${agree(g, HAVE)} o croială ${fit}.`,
          `Nuanța ${colourWord(piece.colour)} și croiala ${fit} fac din acest model o piesă ușor de purtat.`,
          `${garment.article} ${material} ${agree(g, BRING)} un plus de confort și stil ${wardrobe}.`,
        ]
      : [
          `${garment.article} ${agree(g, BE)} ${agree(g, MADE)} ${material}, cu finisaje atente și cusături rezistente.`,
          `${garment.article} în nuanța ${colourWord(piece.colour)} ${agree(g, MATCH)} ușor cu majoritatea ținutelor.`,
          `${garment.article} ${material} ${agree(g, BRING)} un plus de confort și stil ${wardrobe}.`,
        ];
  return random.pick(templates);
}

function sizeHint(piece: Piece): string | null {
  const kids = KIDS_SUFFIX[piece.category.gender] !== undefined;
  switch (piece.category.family) {
    case "bag":
      return null;
    case "shoes":
      return kids
        ? "Lasă aproximativ un centimetru între vârful degetelor și vârful încălțămintei, ca să aibă loc de creștere."
        : "Mărimile sunt standard; dacă ai piciorul lat, alege o mărime în plus.";
    case "apparel":
      return kids
        ? "Dacă cel mic este între două mărimi, alege-o pe cea mai mare: va putea purta produsul mai mult timp."
        : "Mărimile corespund tabelului standard; dacă ești între două mărimi, alege-o pe cea mai mare.";
  }
}

/** Two to four sentences: what it is, then some of fabric, occasion, size and care. Rich text, sometimes a plain HTML string. */
function describe(random: Random, piece: Piece): unknown {
  const material = MATERIALS[piece.material];
  const extras = [
    random.chance(0.7) ? material.benefit : null,
    random.chance(0.85) ? random.pick(piece.category.occasions) : null,
    random.chance(0.25) ? sizeHint(piece) : null,
    random.chance(0.5) ? material.care : null,
  ].filter((sentence): sentence is string => sentence !== null);
  const chosen = extras.length ? extras.slice(0, 3) : [random.pick(piece.category.occasions)];
  let first = intro(random, piece);
  if (random.chance(0.25))
    first = first.replace(material.phrase, material.phrase.replace(/^din (.*)$/, "din <strong>$1</strong>"));
  const sentences = [first, ...chosen];
  const paragraphs = sentences.length > 2 ? [sentences.slice(0, 2), sentences.slice(2)] : [sentences];
  let markup = paragraphs.map((paragraph) => `<p>${paragraph.join(" ")}</p>`).join("");
  if (random.chance(0.2)) {
    markup += `<ul><li>Material: ${material.label}</li><li>Culoare: ${colour(piece.colour).label}</li></ul>`;
  }
  return random.chance(0.85) ? { markup, blocks: [] } : markup;
}

function summarize(random: Random, piece: Piece): string {
  const moment = random.pick(piece.category.moments);
  return random.chance(0.6)
    ? `${piece.base} – o alegere bună pentru ${moment}.`
    : `${piece.base}, în nuanța ${colourWord(piece.colour)}, pentru ${moment}.`;
}

// --- category pages, collections, About, brands ------------------------------

const PAGES_FROM = Date.UTC(2025, 4, 20, 9, 0, 0);

function pageDates(index: number): { createDate: string; updateDate: string } {
  const created = PAGES_FROM + index * 7 * 60 * 1000;
  return { createDate: umbracoDate(created), updateDate: umbracoDate(created + (index % 5) * 24 * 3600 * 1000) };
}

function categoryItem(context: Context, category: CategoryDef, index: number): Item {
  const slug = toSlug(category.name);
  const shop = KIDS_SUFFIX[category.gender] ? "copii-partener.example" : "magazin-partener.example";
  const url = `https://${shop}/categorie/${slug}`;
  return {
    contentType: "categoryPage",
    name: category.name,
    ...pageDates(index),
    route: { path: `/categorii/${slug}/`, startItem: { id: context.root, path: "vitrina" } },
    id: guid(context.seed, `category:${category.name}`),
    properties: {
      image1: mediaPicker(context, categoryFile(category.name)),
      affLink:
        index % 5 === 3
          ? [{ url, title: category.name, target: "_blank", linkType: "External", route: null, queryString: null }]
          : url,
    },
    cultures: {},
  };
}

const collectionRoute = (context: Context, collection: CollectionDef) => ({
  path: `/colectii/${toSlug(collection.name)}/`,
  startItem: { id: context.root, path: "vitrina" },
});
const collectionId = (context: Context, name: string) => guid(context.seed, `collection:${name}`);

/** The collections, then a second "office chic" an editor created later: CMS.md merges them by lower-cased name. */
function collectionItems(context: Context): Item[] {
  const items = COLLECTIONS.map((collection, index): Item => {
    const url = `https://moda-partener.example/colectii/${toSlug(collection.name)}`;
    return {
      contentType: "collectionPage",
      name: collection.name,
      ...pageDates(30 + index),
      route: collectionRoute(context, collection),
      id: collectionId(context, collection.name),
      properties: {
        description: { markup: collection.description, blocks: [] },
        image: mediaPicker(context, collectionFile(collection.name)),
        affLink:
          index === 2
            ? [{ url, title: collection.name, target: "_blank", linkType: "External", route: null, queryString: null }]
            : url,
      },
      cultures: {},
    };
  });
  const office = COLLECTIONS.find((collection) => collection.name === "Office Chic");
  if (office) {
    const name = office.name.toLocaleLowerCase("ro");
    items.push({
      contentType: "collectionPage",
      name,
      ...pageDates(40),
      route: { path: `/colectii/${toSlug(name)}-1/`, startItem: { id: context.root, path: "vitrina" } },
      id: collectionId(context, name),
      properties: {
        description: "Ținute elegante pentru birou.",
        image: null,
        affLink: null,
      },
      cultures: {},
    });
  }
  return items;
}

function aboutItem(context: Context): Item {
  const [first, second] = SLIDE_FILES;
  return {
    contentType: "aboutPage",
    name: "About",
    ...pageDates(50),
    route: { path: "/about/", startItem: { id: context.root, path: "vitrina" } },
    id: guid(context.seed, "about"),
    properties: {
      imageUrl1: mediaPicker(context, first, 1200, HEIGHT),
      title: "Noua colecție de primăvară",
      subTitle: {
        markup:
          "<p>Rochii din in, cămăși ușoare și culori proaspete, alese de la <strong>magazinele noastre partenere</strong>.</p>",
        blocks: [],
      },
      butonName: "Descoperă colecția",
      imageUrl2: mediaPicker(context, second, 1200, HEIGHT),
      title2: "Ținute comode pentru cei mici",
      subtitle2: "<p>Hanorace, geci și adidași pentru școală, joacă și aventuri de weekend.</p>",
      butonName2: "Vezi hainele pentru copii",
      text1: "Modă pentru toată familia: femei, bărbați și copii",
      text2: "Reduceri de până la 50% la produsele selectate",
    },
    cultures: {},
  };
}

function brandGroups(): GeneratedContent["brands"] {
  const links = BRANDS.map((brand) => ({ name: brand.name, link: `/brand/${toSlug(brand.name)}` }));
  const half = Math.ceil(links.length / 2);
  return { group1: links.slice(0, half), group2: links.slice(half) };
}
