/**
 * Small builders for unit-test fixtures, in the shapes CMS.md describes, so
 * that each test states only the fields it is about.
 */
import { expect } from "vitest";
import type { Catalog } from "../../src/lib/catalog/assemble.ts";
import { buildProduct, type ProductInput } from "../../src/lib/cms/product.ts";
import type { Brand, Category, Collection, Offer, Problem, Product } from "../../src/lib/domain/schema.ts";
import type { ProductDraft } from "../../src/lib/domain/source.ts";
import { shopsOf } from "../../src/lib/offers/shops.ts";
import { compareOffers } from "../../src/lib/offers/shown-offers.ts";
import { parseCategoryName, paths } from "../../src/lib/paths.ts";
import { foldText } from "../../src/lib/text.ts";

/** The Umbraco host the tests pretend to read from. */
export const CMS = "https://cms.example.ro";

let counter = 0;

/** A fresh GUID-shaped id, as the Delivery API writes ids. */
export function guid(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`;
}

/** A media picker value: always an array, with a URL relative to the CMS host. */
export function media(url: string, name = "image"): unknown[] {
  return [
    {
      id: guid(),
      name,
      mediaType: "Image",
      url,
      extension: url.split(".").pop() ?? "jpg",
      width: 800,
      height: 1000,
      bytes: 123_456,
      focalPoint: null,
      crops: [],
      properties: {},
    },
  ];
}

/** A multi URL picker value: always an array. */
export function links(...urls: string[]): unknown[] {
  return urls.map((url) => ({
    url,
    title: null,
    target: "_blank",
    destinationId: null,
    route: null,
    linkType: "External",
  }));
}

/** A rich text value. */
export function richText(markup: string): { markup: string; blocks: unknown[] } {
  return { markup, blocks: [] };
}

/** A content picker value: a shallow item. */
export function picked(name: string, contentType = "collectionPage"): Record<string, unknown> {
  return {
    contentType,
    name,
    route: { path: `/${name.toLowerCase()}/`, startItem: { id: guid(), path: "home" } },
    id: guid(),
    properties: {},
  };
}

/**
 * A Delivery API v2 item. Null values are written out, as Umbraco does.
 * @example item("product", "Rochie midi", { price: "149,99" })
 */
export function item(
  contentType: string,
  name: string | null,
  properties: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    contentType,
    name,
    createDate: "2024-05-01T10:00:00",
    updateDate: "2024-05-02T11:30:00",
    route: { path: `/${String(name ?? "").toLowerCase()}/`, startItem: { id: guid(), path: "home" } },
    id: guid(),
    properties,
    cultures: {},
    ...extra,
  };
}

/** A `product` item that passes the gate; `properties` override or add fields. */
export function productItem(name: string | null, properties: Record<string, unknown> = {}): Record<string, unknown> {
  return item("product", name, {
    image1: media("/media/abc/rochie.jpg"),
    image2: null,
    image3: null,
    alt: null,
    price: "149,99",
    oldPrice: null,
    affLink: links("https://shop.example.ro/rochie"),
    longDescription: richText("<p>Rochie din in.</p>"),
    shortDescription: null,
    brand: "Zara",
    color: "Roșu",
    material: "In",
    sku: "R-1",
    category: "Rochii-femei",
    collection: null,
    gen: "femei",
    sizes: "S, M, L",
    ...properties,
  });
}

/** Neutral product input (what every source hands to `buildProduct`) that passes the gate. */
export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    id: "p1",
    title: "Rochie midi",
    images: ["https://cdn.example.ro/rochie.jpg"],
    alt: null,
    price: "149,99",
    oldPrice: null,
    affLink: "https://shop.example.ro/rochie",
    description: "<p>Rochie din in.</p>",
    summary: null,
    brands: "Zara",
    color: null,
    material: null,
    sku: null,
    category: "Rochii-femei",
    collection: null,
    gender: null,
    sizes: null,
    createdAt: null,
    ...overrides,
  };
}

/** A valid product draft, built through the real gate so that it has every field. */
export function draft(overrides: Partial<ProductInput> = {}): ProductDraft {
  const result = buildProduct(productInput(overrides), CMS);
  if (!result.ok) expect.fail(`fixture product was refused: ${JSON.stringify(result.problems)}`);
  return result.product;
}

/** A published product, with the slug the caller says. */
export function product(slug: string, overrides: Partial<ProductInput> = {}): Product {
  return { ...draft(overrides), slug };
}

/** A category as a source lists it. */
export function category(overrides: Partial<Category> = {}): Category {
  return {
    id: guid(),
    name: "Rochii-femei",
    label: "Rochii",
    slug: "rochii",
    section: "femei",
    path: "/femei/rochii/",
    image: null,
    affLink: null,
    ...overrides,
  };
}

/**
 * A category from its CMS name, split by the real rule of spec §2.
 * @example categoryNamed("Rochii de seară-femei") // label "Rochii de seară", path "/femei/rochii-de-seara/"
 */
export function categoryNamed(name: string): Category {
  const parsed = parseCategoryName(name);
  if (!parsed) expect.fail(`fixture category name has no usable part: ${name}`);
  return { ...parsed, id: guid(), path: paths.category(parsed), image: null, affLink: null };
}

/** A collection as a source lists it. */
export function collection(overrides: Partial<Collection> = {}): Collection {
  return { id: guid(), name: "Vară", slug: "vara", description: "", image: null, affLink: null, ...overrides };
}

/** A problem as the gate reports it. */
export function problem(overrides: Partial<Problem> = {}): Problem {
  return {
    kind: "product",
    id: "p9",
    title: "Rochie",
    field: "price",
    reason: "missing or unusable price: absent",
    ...overrides,
  };
}

/** A catalogue with nothing in it; tests add what they are about. */
export function catalog(overrides: Partial<Catalog> = {}): Catalog {
  return {
    source: "umbraco",
    products: [],
    categories: [],
    collections: [],
    brands: [],
    about: null,
    read: { products: 0, categories: 0, collections: 0 },
    problems: [],
    suffixed: [],
    ...overrides,
  };
}

/** A brand as a source lists it, with the slug and link the catalogue gives it. */
export function brand(name: string, slug = name.toLowerCase()): Brand {
  return { name, slug, link: `/brand/${slug}/` };
}

/** One shop's offer (issue 28), in stock at `price` bani unless told otherwise. */
export function offer(shop: string, price: number, overrides: Partial<Offer> = {}): Offer {
  const host = foldText(shop).replaceAll(" ", "-");
  return {
    shop,
    price,
    oldPrice: null,
    inStock: true,
    affLink: `https://event.2performant.example/click?unique=${host}`,
    pageUrl: `https://${host}.example/produs`,
    sizes: [],
    ...overrides,
  };
}

/**
 * A product of the feeds as the catalogue holds it: its offers cheapest in stock first, its price, old price and
 * link the first offer's, its shops, and whether any is in stock.
 */
export function offered(base: Product, offers: readonly Offer[]): Product {
  const sorted = [...offers].sort(compareOffers);
  const first = sorted[0];
  if (!first) throw new Error("a product of the feeds has an offer");
  return {
    ...base,
    price: first.price,
    oldPrice: first.oldPrice,
    affLink: first.affLink,
    offers: sorted,
    shops: shopsOf({ offers: sorted }),
    inStock: sorted.some((entry) => entry.inStock),
  };
}
