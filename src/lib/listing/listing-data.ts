/**
 * The listing data the filter island fetches (spec §2 "Listing page"): only
 * what a product card and the facets need, one column per field, with the
 * strings that repeat (the option facets' values, facet-table.ts, and image
 * URLs) coded through dictionaries. One static file per listing, written at build time
 * (src/pages/date/listari/[...listing].json.ts), cached by the CDN and shared
 * by all the listing's static pages.
 *
 * `ListingData` is the in-memory model both sides use: the build derives it
 * from the products (for the server-rendered facets and for the file), the
 * browser decodes it from the file.
 */
import type { CardData } from "../card/card.ts";
import { isDay } from "../days.ts";
import { saleOldPrice } from "../prices/shown-price.ts";
import type { Product } from "../domain/schema.ts";
import { toSlug } from "../paths.ts";
import { compareRo } from "../text.ts";
import { OPTION_FACETS, type OptionFacet } from "./facet-table.ts";
import { optionKey } from "./option-key.ts";

export { optionKey };

export const LISTING_DATA_VERSION = 3;

/** One value of a facet: `key` goes in the URL, `label` is what a shopper reads. */
export interface FacetOption {
  readonly key: string;
  readonly label: string;
}

/** A facet with at most one value a product (colour, material). */
export interface SingleFacet {
  readonly options: readonly FacetOption[];
  /** Per product: 0 for none, k for `options[k - 1]`. */
  readonly values: Uint32Array;
}

/** A facet with a list of values a product (brands, sizes): the distinct lists are coded once. */
export interface MultiFacet {
  readonly options: readonly FacetOption[];
  /** The distinct value lists, as indexes into `options`. */
  readonly sets: readonly Uint32Array[];
  /** Per product: an index into `sets`. */
  readonly values: Uint32Array;
}

interface ListingColumns {
  /** How many products, in the listing's own (catalogue) order. */
  readonly count: number;
  readonly ids: readonly string[];
  readonly titles: readonly string[];
  readonly slugs: readonly string[];
  /** In bani. */
  readonly prices: Uint32Array;
  /** In bani; 0 when the product is not on sale (lib/prices/shown-price.ts). */
  readonly oldPrices: Uint32Array;
  /** The distinct image URLs. */
  readonly images: readonly string[];
  /** Per product: 0 for none, k for `images[k - 1]`. */
  readonly mainImage: Uint32Array;
  readonly hoverImage: Uint32Array;
  /** The distinct days prices were read on ("YYYY-MM-DD"; one in a whole build). */
  readonly checkedDays: readonly string[];
  /** Per product: 0 for none (no price history), k for `checkedDays[k - 1]`. */
  readonly checked: Uint32Array;
  /** The distinct first days of the products' price histories, oldest first: a larger code is a later day. */
  readonly seenDays: readonly string[];
  /** Per product: 0 for none (no price history), k for `seenDays[k - 1]`, its first appearance ("Cele mai noi"). */
  readonly firstSeen: Uint32Array;
  /**
   * Per product: its rank by the click service's counts of the last 30 days, 1 the most clicked, 0 for none.
   * Not in the file: the island adds it from the popular file when that sort is chosen (popular-rank.ts).
   */
  readonly popularity?: Uint32Array | undefined;
}

/** An option facet's column: a MultiFacet for a "list" facet, a SingleFacet for a "one" facet. */
export type OptionColumn = SingleFacet | MultiFacet;

type ColumnOf<R extends OptionFacet, Single, Multi> = R["values"] extends "list" ? Multi : Single;

/** The listing: its products' columns, and one column per option facet (facet-table.ts): `brands`, `sizes`... */
export type ListingData = ListingColumns & {
  readonly [R in OptionFacet as R["data"]]: ColumnOf<R, SingleFacet, MultiFacet>;
};

interface SingleColumn {
  readonly labels: string[];
  readonly values: number[];
}

interface MultiColumn extends SingleColumn {
  readonly sets: number[][];
}

/** The file: JSON, columns as arrays of whole numbers, dictionaries as arrays of strings. */
interface ListingFileColumns {
  readonly version: typeof LISTING_DATA_VERSION;
  readonly count: number;
  readonly ids: string[];
  readonly titles: string[];
  /** Only the slugs that are not `toSlug(title)` (spec §2's slug rule), by product index: suffixed duplicates. */
  readonly slugs: Record<string, string>;
  readonly prices: number[];
  readonly oldPrices: number[];
  readonly images: string[];
  readonly mainImage: number[];
  readonly hoverImage: number[];
  readonly checkedDays: string[];
  readonly checked: number[];
  readonly seenDays: string[];
  readonly firstSeen: number[];
}

export type ListingDataFile = ListingFileColumns & {
  readonly [R in OptionFacet as R["data"]]: ColumnOf<R, SingleColumn, MultiColumn>;
};

/** The file does not hold listing data this code can read. */
export class ListingDataError extends Error {
  override readonly name = "ListingDataError";
}

/**
 * The data file's URL for a listing.
 * @example listingDataPath("/colectii/vara/femei/") // "/date/listari/colectii/vara/femei.json"
 */
export function listingDataPath(listingPath: string): string {
  return `/date/listari/${listingDataKey(listingPath)}.json`;
}

/** The listing's path without its slashes: the endpoint's route parameter. */
export function listingDataKey(listingPath: string): string {
  return listingPath.replace(/^\/+|\/+$/g, "");
}

/** A dictionary that gives each distinct key an index, keeping the first label seen. */
class Dictionary {
  readonly labels: string[] = [];
  private readonly index = new Map<string, number>();
  code(key: string, label: string): number {
    let found = this.index.get(key);
    if (found === undefined) {
      found = this.labels.length;
      this.labels.push(label);
      this.index.set(key, found);
    }
    return found;
  }
}

type Compare = (a: string, b: string) => number;

/** The dictionary's labels in display order, and each old code's new code. */
function ordered(dictionary: Dictionary, compare: Compare): { labels: string[]; remap: number[] } {
  const order = dictionary.labels
    .map((_, code) => code)
    .sort((a, b) => compare(dictionary.labels[a] ?? "", dictionary.labels[b] ?? ""));
  const remap: number[] = [];
  order.forEach((code, position) => (remap[code] = position));
  return { labels: order.map((code) => dictionary.labels[code] ?? ""), remap };
}

function singleColumn(texts: readonly (string | null)[], compare: Compare): SingleColumn {
  const dictionary = new Dictionary();
  const codes = texts.map((text) => {
    const label = text?.trim() ?? "";
    return label ? dictionary.code(optionKey(label), label) + 1 : 0;
  });
  const { labels, remap } = ordered(dictionary, compare);
  return { labels, values: codes.map((code) => (code === 0 ? 0 : (remap[code - 1] ?? 0) + 1)) };
}

function multiColumn(lists: readonly (readonly string[])[], compare: Compare): MultiColumn {
  const dictionary = new Dictionary();
  const sets = new Dictionary();
  const setLists: number[][] = [];
  const values = lists.map((list) => {
    const labels = list.map((text) => text.trim()).filter(Boolean);
    // A product's own order is kept inside its list: its first brand is the one its card shows.
    const codes = [...new Set(labels.map((label) => dictionary.code(optionKey(label), label)))];
    const key = codes.join(",");
    const index = sets.code(key, key);
    if (index === setLists.length) setLists.push(codes);
    return index;
  });
  const { labels, remap } = ordered(dictionary, compare);
  return { labels, sets: setLists.map((set) => set.map((code) => remap[code] ?? 0)), values };
}

const LETTER_SIZES = ["xxs", "xs", "s", "m", "l", "xl", "xxl", "xxxl"];
const LETTER_ALIASES: Readonly<Record<string, string>> = { "2xl": "xxl", "3xl": "xxxl" };

/** Where a size goes: letters in their order, then ages, then numbers, then anything else. */
function sizeRank(label: string): [group: number, value: number] {
  const key = optionKey(label);
  const letter = LETTER_SIZES.indexOf(LETTER_ALIASES[key] ?? key);
  if (letter >= 0) return [0, letter];
  const age = /^(\d+(?:[.,]\d+)?)-?(ani|an|luni|luna)$/.exec(key);
  if (age) return [1, Number(age[1]?.replace(",", ".")) / (age[2]?.startsWith("lun") ? 12 : 1)];
  const number = /^\d+(?:[.,]\d+)?$/.test(label.trim()) ? Number(label.trim().replace(",", ".")) : NaN;
  if (!Number.isNaN(number)) return [2, number];
  return [3, 0];
}

/**
 * Sizes in the order a shopper reads them.
 * @example ["M", "42", "XS", "2 ani", "Mărime unică"].sort(compareSizes) // ["XS", "M", "2 ani", "42", "Mărime unică"]
 */
export function compareSizes(a: string, b: string): number {
  const [groupA, valueA] = sizeRank(a);
  const [groupB, valueB] = sizeRank(b);
  return groupA - groupB || valueA - valueB || compareRo(a, b);
}

/** What the listing data holds of a product: encodeListing reads these fields and no other. */
export type ListingRow = Pick<
  Product,
  "id" | "title" | "slug" | "price" | "oldPrice" | "images" | OptionFacet["field"]
> & {
  readonly prices?: { readonly checkedOn: string; readonly since: string } | undefined;
};

/** The fields every option facet reads (facet-table.ts). */
const FACET_FIELDS = [...new Set(OPTION_FACETS.map((facet) => facet.field))];

/**
 * A product's ListingRow, and nothing else of it: its listings' data files and facets change only when this
 * does (a publish keys them on it, src/lib/catalog/page-keys.ts).
 */
export function listingRow(product: ListingRow): ListingRow {
  const { id, title, slug, price, oldPrice, images, prices } = product;
  const row: Record<string, unknown> = { id, title, slug, price, oldPrice, images };
  for (const field of FACET_FIELDS) row[field] = product[field];
  if (prices) row["prices"] = { checkedOn: prices.checkedOn, since: prices.since };
  return row as ListingRow;
}

/** A facet field's texts: a list as it is, one text as a list of one, none (or a field a product lacks) as none. */
function textsOf(value: string | readonly string[] | null | undefined): readonly string[] {
  return value === null || value === undefined ? [] : typeof value === "string" ? [value] : value;
}

const ORDERS: Readonly<Record<OptionFacet["order"], Compare>> = { ro: compareRo, size: compareSizes };

/** An option facet's column of the file. */
function encodeColumn(facet: OptionFacet, products: readonly ListingRow[]): SingleColumn | MultiColumn {
  const texts = products.map((product) => textsOf(product[facet.field]));
  return facet.values === "list"
    ? multiColumn(texts, ORDERS[facet.order])
    : singleColumn(
        texts.map((list) => list[0] ?? null),
        ORDERS[facet.order],
      );
}

/**
 * Days ("YYYY-MM-DD") coded in day order, so that comparing two codes compares the days (sort-order.ts): the
 * distinct days, oldest first, and each day's code, k for `days[k - 1]` (0 for none).
 * @example dayCodes(["2026-11-20", undefined, "2026-03-01"]) // { days: ["2026-03-01", "2026-11-20"], codes: [2, 0, 1] }
 */
export function dayCodes(days: readonly (string | undefined)[]): { days: string[]; codes: number[] } {
  const distinct = [...new Set(days.filter((day) => day !== undefined))].sort();
  const code = new Map(distinct.map((day, index) => [day, index + 1]));
  return { days: distinct, codes: days.map((day) => (day === undefined ? 0 : (code.get(day) ?? 0))) };
}

/**
 * The file for a listing's products, in their order. Only the first two
 * images travel: the card shows a main and a hover image. Options are in
 * display order: names in Romanian order, sizes from small to large.
 */
export function encodeListing(products: readonly ListingRow[]): ListingDataFile {
  const images = new Dictionary();
  const image = (url: string | undefined) => (url ? images.code(url, url) + 1 : 0);
  const days = new Dictionary();
  const day = (checkedOn: string | undefined) => (checkedOn ? days.code(checkedOn, checkedOn) + 1 : 0);
  const seen = dayCodes(products.map((product) => product.prices?.since));
  const slugs: Record<string, string> = {};
  products.forEach((product, index) => {
    if (product.slug !== toSlug(product.title)) slugs[index] = product.slug;
  });
  return {
    version: LISTING_DATA_VERSION,
    count: products.length,
    ids: products.map((product) => product.id),
    titles: products.map((product) => product.title),
    slugs,
    prices: products.map((product) => product.price),
    oldPrices: products.map((product) => saleOldPrice(product.price, product.oldPrice) ?? 0),
    mainImage: products.map((product) => image(product.images[0])),
    hoverImage: products.map((product) => image(product.images[1])),
    images: images.labels,
    checked: products.map((product) => day(product.prices?.checkedOn)),
    checkedDays: days.labels,
    seenDays: seen.days,
    firstSeen: seen.codes,
    ...(Object.fromEntries(OPTION_FACETS.map((facet) => [facet.data, encodeColumn(facet, products)])) as Omit<
      ListingDataFile,
      keyof ListingFileColumns
    >),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

function wholeNumbers(value: unknown, field: string, count: number, below = 2 ** 32): Uint32Array {
  if (!Array.isArray(value) || value.length !== count)
    throw new ListingDataError(`"${field}" should hold ${count} numbers`);
  const column = new Uint32Array(count);
  for (let index = 0; index < count; index++) {
    const number = value[index] as unknown;
    if (typeof number !== "number" || !Number.isInteger(number) || number < 0 || number >= below)
      throw new ListingDataError(`"${field}"[${index}] is not a whole number below ${below}`);
    column[index] = number;
  }
  return column;
}

function strings(value: unknown, field: string, count?: number): string[] {
  if (!isStringArray(value) || (count !== undefined && value.length !== count))
    throw new ListingDataError(`"${field}" should hold ${count ?? "a list of"} texts`);
  return value;
}

function options(labels: unknown, field: string): FacetOption[] {
  return strings(labels, `${field}.labels`).map((label) => ({ key: optionKey(label), label }));
}

function decodeSingle(value: unknown, field: string, count: number): SingleFacet {
  if (!isObject(value)) throw new ListingDataError(`"${field}" is missing`);
  const list = options(value["labels"], field);
  return { options: list, values: wholeNumbers(value["values"], `${field}.values`, count, list.length + 1) };
}

function decodeMulti(value: unknown, field: string, count: number): MultiFacet {
  if (!isObject(value) || !Array.isArray(value["sets"])) throw new ListingDataError(`"${field}" is missing`);
  const list = options(value["labels"], field);
  const sets = (value["sets"] as unknown[]).map((set, index) =>
    wholeNumbers(set, `${field}.sets[${index}]`, Array.isArray(set) ? set.length : -1, list.length),
  );
  return { options: list, sets, values: wholeNumbers(value["values"], `${field}.values`, count, sets.length) };
}

/** Reads a data file (parsed JSON); throws `ListingDataError` when it is not one this code can read. */
export function decodeListing(file: unknown): ListingData {
  if (!isObject(file)) throw new ListingDataError("the listing data is not an object");
  if (file["version"] !== LISTING_DATA_VERSION)
    throw new ListingDataError(`listing data version ${String(file["version"])}, expected ${LISTING_DATA_VERSION}`);
  const count = file["count"];
  if (typeof count !== "number" || !Number.isInteger(count) || count < 0)
    throw new ListingDataError('"count" is not a whole number');
  const titles = strings(file["titles"], "titles", count);
  const exceptions = isObject(file["slugs"]) ? file["slugs"] : {};
  const images = strings(file["images"], "images");
  const checkedDays = strings(file["checkedDays"], "checkedDays");
  if (!checkedDays.every(isDay)) throw new ListingDataError('"checkedDays" should hold days, "YYYY-MM-DD"');
  const seenDays = strings(file["seenDays"], "seenDays");
  if (!seenDays.every(isDay)) throw new ListingDataError('"seenDays" should hold days, "YYYY-MM-DD"');
  return {
    count,
    ids: strings(file["ids"], "ids", count),
    titles,
    slugs: titles.map((title, index) => {
      const own = exceptions[index];
      return typeof own === "string" ? own : toSlug(title);
    }),
    prices: wholeNumbers(file["prices"], "prices", count),
    oldPrices: wholeNumbers(file["oldPrices"], "oldPrices", count),
    images,
    mainImage: wholeNumbers(file["mainImage"], "mainImage", count, images.length + 1),
    hoverImage: wholeNumbers(file["hoverImage"], "hoverImage", count, images.length + 1),
    checkedDays,
    checked: wholeNumbers(file["checked"], "checked", count, checkedDays.length + 1),
    seenDays,
    firstSeen: wholeNumbers(file["firstSeen"], "firstSeen", count, seenDays.length + 1),
    ...(Object.fromEntries(
      OPTION_FACETS.map((facet) => [
        facet.data,
        facet.values === "list"
          ? decodeMulti(file[facet.data], facet.data, count)
          : decodeSingle(file[facet.data], facet.data, count),
      ]),
    ) as Omit<ListingData, keyof ListingColumns>),
  };
}

const files = new WeakMap<readonly Product[], ListingDataFile>();

/**
 * The listing's data file (`encodeListing`), encoded once per product list:
 * the file's endpoint and the island's server-side props read the same one.
 */
export function listingFile(products: readonly Product[]): ListingDataFile {
  let file = files.get(products);
  if (!file) {
    file = encodeListing(products);
    files.set(products, file);
  }
  return file;
}

const built = new WeakMap<readonly Product[], ListingData>();

/**
 * The in-memory model of a listing's products, as the browser will decode it
 * (so that the server renders the facets from exactly what the island reads).
 * Computed once per product list: a listing's static pages share it.
 */
export function listingData(products: readonly Product[]): ListingData {
  let data = built.get(products);
  if (!data) {
    data = decodeListing(listingFile(products));
    built.set(products, data);
  }
  return data;
}

/** The card fields of product `index`: what the client-rendered card shows (its first two images at most). */
export interface CardProduct extends CardData {
  readonly index: number;
}

export function cardProduct(data: ListingData, index: number): CardProduct {
  const set = data.brands.sets[data.brands.values[index] ?? 0];
  const firstBrand = set?.[0];
  const image = (code: number | undefined) => (code ? data.images[code - 1] : undefined);
  // The shops that sell it (issue 28): two or more make the card's price "de la X Ron".
  const shops = Array.from(data.shops.sets[data.shops.values[index] ?? 0] ?? [], (option) => option).flatMap(
    (option) => {
      const label = data.shops.options[option]?.label;
      return label === undefined ? [] : [label];
    },
  );
  return {
    index,
    id: data.ids[index] ?? "",
    title: data.titles[index] ?? "",
    slug: data.slugs[index] ?? "",
    brand: firstBrand === undefined ? null : (data.brands.options[firstBrand]?.label ?? null),
    price: data.prices[index] ?? 0,
    oldPrice: data.oldPrices[index] || null,
    images: [image(data.mainImage[index]), image(data.hoverImage[index])].filter((url) => url !== undefined),
    checkedOn: data.checkedDays[(data.checked[index] ?? 0) - 1] ?? null,
    ...(shops.length ? { shops } : {}),
  };
}
