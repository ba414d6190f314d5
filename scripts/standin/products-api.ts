/**
 * The site owner's product API (CMS.md, "The product API"; spec §7), derived
 * from the product items of a dump: `GET /api/productsapi/filtered` with the
 * optional gen/category/brand/collection parameters, and
 * `GET /api/productsapi/by-slug/{slug}`. Answers are serialised once per
 * query and reused.
 */
import type { UmbracoContent } from "../../src/lib/cms/umbraco.ts";
import { empty, json, jsonText, type Answer } from "./answer.ts";

export const PRODUCTS_API_PATH = "/api/productsapi";

/** A product as the owner's backend writes it. */
export interface ApiProduct {
  readonly id: number;
  readonly title: string | null;
  readonly imageUrl1: string | null;
  readonly imageUrl2: string | null;
  readonly imageUrl3: string | null;
  readonly alt: string | null;
  readonly affLink: string;
  readonly price: number | null;
  readonly oldPrice: number | null;
  readonly brands: unknown;
  readonly color: string | null;
  readonly category: string | null;
  readonly collection: string | null;
  readonly gen: string | null;
  readonly material: string | null;
  readonly longDescription: string;
  readonly isOnSale: boolean;
  readonly sizes: unknown;
}

export interface ProductsApi {
  answer(pathname: string, query: URLSearchParams): Answer;
}

/**
 * The product items of a dump in the API's shape. Ids become numbers: a numeric
 * id is kept, any other id (a GUID) becomes the item's 1-based position in
 * `content.products`. Relative media URLs get `host`.
 * @example toApiProducts({ products: [{ id: "5c1e…", name: "Rochie", properties: { price: "149,99" } }], … }, "http://127.0.0.1:4400")[0].id // 1
 */
export function toApiProducts(content: UmbracoContent, host: string): ApiProduct[] {
  return content.products.map((item, index): ApiProduct => {
    const record = isRecord(item) ? item : {};
    const p = isRecord(record["properties"]) ? record["properties"] : {};
    const rawId = record["id"];
    const price = toNumber(p["price"]);
    const oldPrice = toNumber(p["oldPrice"]);
    return {
      id:
        typeof rawId === "number"
          ? rawId
          : typeof rawId === "string" && /^\d+$/.test(rawId)
            ? Number(rawId)
            : index + 1,
      title: text(record["name"]),
      imageUrl1: image(p["image1"], host),
      imageUrl2: image(p["image2"], host),
      imageUrl3: image(p["image3"], host),
      alt: text(p["alt"]),
      affLink: link(p["affLink"]) ?? "",
      price,
      oldPrice,
      brands: p["brand"] ?? null,
      color: text(p["color"]),
      category: text(p["category"]),
      collection: pickedName(p["collection"]),
      gen: text(p["gen"]),
      material: text(p["material"]),
      longDescription: markup(p["longDescription"]) ?? "",
      isOnSale: price !== null && oldPrice !== null && oldPrice > price,
      sizes: p["sizes"] ?? null,
    };
  });
}

export function createProductsApi(content: UmbracoContent, host: string): ProductsApi {
  let products: ApiProduct[] | null = null;
  const cache = new Map<string, string>();
  const all = () => (products ??= toApiProducts(content, host));

  return {
    answer(pathname, params) {
      const rest = pathname.slice(PRODUCTS_API_PATH.length).replace(/\/+$/, "").toLowerCase();
      if (rest === "/filtered") {
        const wanted = (["gen", "category", "brand", "collection"] as const)
          .map((name) => [name, params.get(name)] as const)
          .filter((pair): pair is readonly [(typeof pair)[0], string] => pair[1] !== null && pair[1].trim() !== "");
        const key = JSON.stringify(wanted);
        let body = cache.get(key);
        if (body === undefined) {
          body = JSON.stringify(
            all().filter((product) => wanted.every(([name, value]) => matches(product, name, value))),
          );
          cache.set(key, body);
        }
        return jsonText(body);
      }
      if (rest.startsWith("/by-slug/")) {
        const slug = fold(
          safeDecode(pathname.slice(PRODUCTS_API_PATH.length + "/by-slug/".length)).replace(/\/+$/, ""),
        );
        const product = all().find((entry) => entry.title !== null && fold(entry.title) === slug);
        return product ? json(product) : empty(404);
      }
      return empty(404);
    },
  };
}

/**
 * The spec leaves the server's filtering unshown; this one compares folded text
 * (case, diacritics and spaces ignored, as the listing does, spec §4). A category
 * matches by its whole name ("Rochii-femei") or by its part before the gender ("Rochii").
 */
function matches(product: ApiProduct, name: "gen" | "category" | "brand" | "collection", value: string): boolean {
  const wanted = fold(value);
  if (name === "gen") return product.gen !== null && gender(product.gen) === gender(value);
  if (name === "collection") return product.collection !== null && fold(product.collection) === wanted;
  if (name === "brand") return brandList(product.brands).some((brand) => fold(brand) === wanted);
  if (product.category === null) return false;
  const category = fold(product.category);
  return category === wanted || category.slice(0, category.lastIndexOf("-")) === wanted;
}

function gender(value: string): string {
  const folded = fold(value);
  return folded === "fetita" ? "fetite" : folded;
}

function brandList(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.filter((entry) => typeof entry === "string")
    : typeof value === "string"
      ? [value]
      : [];
  return parts
    .flatMap((part: string) => part.split(","))
    .map((part) => part.trim())
    .filter(Boolean);
}

function fold(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-");
}

/** Prices as the backend stores them: numbers. Editors' text ("149,99", "1.299,00") is read; anything else is null. */
function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  let digits = value.replace(/\s|lei|ron/gi, "");
  if (digits.lastIndexOf(",") > digits.lastIndexOf(".")) digits = digits.replace(/\./g, "").replace(",", ".");
  else digits = digits.replace(/,/g, "");
  const number = Number(digits);
  return digits !== "" && Number.isFinite(number) ? number : null;
}

function text(value: unknown): string | null {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : null;
}

/** A media picker (an array) or a URL string; relative URLs are made absolute on the stand-in's host. */
function image(value: unknown, host: string): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  const url =
    typeof first === "string" ? first : isRecord(first) && typeof first["url"] === "string" ? first["url"] : null;
  if (url === null || url.trim() === "") return null;
  return url.startsWith("/") && !url.startsWith("//") ? `${host}${url}` : url;
}

function link(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "string") return first;
  return isRecord(first) && typeof first["url"] === "string" ? first["url"] : null;
}

function markup(value: unknown): string | null {
  if (typeof value === "string") return value;
  return isRecord(value) && typeof value["markup"] === "string" ? value["markup"] : null;
}

function pickedName(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "string") return first;
  return isRecord(first) && typeof first["name"] === "string" ? first["name"] : null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
