/**
 * One product, several offers (issue 28): rows of different shops that are the same product become one product
 * with an offer per shop, and a shop's variants of one product (`g:item_group_id`) are one offer whose sizes are
 * listed. Pure: the catalogue maps the result into its Product (src/lib/domain/schema.ts) later.
 */
import { createHash } from "node:crypto";
import type { Bani } from "../money.ts";
import type { Gender } from "../gender.ts";
import { compareRo, foldText, slugify } from "../text.ts";
import type { PlacedOffer } from "./place.ts";

/** What one shop asks for a product. */
export interface ShopOffer {
  readonly shop: string;
  readonly feed: string;
  /** The shop's id of the row this offer's price comes from. */
  readonly productId: string;
  readonly price: Bani;
  readonly oldPrice: Bani | null;
  /** True when any of the shop's variants is in stock. */
  readonly inStock: boolean;
  readonly affLink: string;
  /** The shop's own page, for a link check; null when unknown (Profitshare). */
  readonly pageUrl: string | null;
  /** The sizes in stock at this shop (every size listed when none is). */
  readonly sizes: readonly string[];
}

/** A product of the feeds, field names as the catalogue's Product where they mean the same. */
export interface FeedProduct {
  /** Stable across reads: from its GTIN, else its brand, title and colour, else its shop's id. */
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly images: readonly string[];
  /** The first offer's: the cheapest in stock. */
  readonly price: Bani;
  readonly oldPrice: Bani | null;
  readonly affLink: string;
  readonly brands: readonly string[];
  /** The one colour of every variant, or null when they differ (see `colors`). */
  readonly color: string | null;
  readonly colors: readonly string[];
  readonly material: string | null;
  readonly sku: string | null;
  readonly gtin: string | null;
  readonly gender: Gender;
  /** The `map` rule's category, as a shopper reads it. */
  readonly category: string;
  /** Every size in stock at any shop. */
  readonly sizes: readonly string[];
  readonly inStock: boolean;
  /** Cheapest in stock first, then the rest of those in stock, then those out of stock, cheapest first. */
  readonly offers: readonly ShopOffer[];
}

/**
 * Groups placed offers into products, products in a stable order (by id).
 * @example groupOffers([alfaRochie, betaRochie]) // [{ title: "Rochie Ana", offers: [beta (cheaper), alfa] }]
 */
export function groupOffers(offers: readonly PlacedOffer[]): FeedProduct[] {
  // 1. A shop's rows: one group per item_group_id, one per row without one.
  const shopGroups = new Map<string, PlacedOffer[]>();
  for (const offer of offers) {
    const key = offer.itemGroupId
      ? `group:${offer.feed}|${offer.shop}|${offer.itemGroupId}`
      : `row:${offer.feed}|${offer.shop}|${offer.id}`;
    const rows = shopGroups.get(key);
    if (rows) rows.push(offer);
    else shopGroups.set(key, [offer]);
  }
  // 2. Groups that share a GTIN, or (rows without one) brand + folded title + colour, are one product.
  const sets = new DisjointSets();
  for (const [groupKey, rows] of shopGroups) {
    sets.add(groupKey);
    for (const row of rows) {
      const key = identityKey(row);
      if (key) sets.union(groupKey, key);
    }
  }
  const products = new Map<string, { keys: string[]; rows: PlacedOffer[] }>();
  for (const [groupKey, rows] of shopGroups) {
    const root = sets.find(groupKey);
    const product = products.get(root) ?? { keys: [], rows: [] };
    product.keys.push(groupKey, ...rows.map(identityKey).filter((key): key is string => !!key));
    product.rows.push(...rows);
    products.set(root, product);
  }
  return [...products.values()].map(({ keys, rows }) => toProduct(keys, rows)).sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** How rows of different shops recognise one product: its GTIN, or without one, brand + folded title + colour. */
function identityKey(row: PlacedOffer): string | null {
  if (row.gtin) return `gtin:${row.gtin}`;
  // Without a brand, a title like "Tricou alb" names too many products to merge shops on it.
  if (!row.brand) return null;
  return `name:${foldText(row.brand)}|${foldText(row.title)}|${foldText(row.color ?? "")}`;
}

const KEY_ORDER = ["gtin:", "name:", "group:", "row:"];
const keyRank = (key: string) => KEY_ORDER.findIndex((prefix) => key.startsWith(prefix));

function stableId(keys: readonly string[]): string {
  const best = [...keys].sort((a, b) => keyRank(a) - keyRank(b) || (a < b ? -1 : a > b ? 1 : 0))[0] ?? "";
  return `feed-${createHash("sha1").update(best).digest("hex").slice(0, 12)}`;
}

/**
 * Offer order (issue 28, "Compară ofertele"): in stock before out of stock, then cheapest first, then the shop's
 * name, so that the order never depends on the order of the feeds.
 */
export function compareOffers(a: ShopOffer, b: ShopOffer): number {
  return Number(b.inStock) - Number(a.inStock) || a.price - b.price || compareRo(a.shop, b.shop);
}

function cheapestFirst(a: PlacedOffer, b: PlacedOffer): number {
  return Number(b.inStock) - Number(a.inStock) || a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

const distinct = (values: Iterable<string | null>): string[] => [
  ...new Set([...values].filter((value): value is string => !!value)),
];

function toShopOffer(rows: readonly PlacedOffer[]): ShopOffer {
  const sorted = [...rows].sort(cheapestFirst);
  const best = sorted[0]!;
  const inStock = sorted.filter((row) => row.inStock);
  return {
    shop: best.shop,
    feed: best.feed,
    productId: best.id,
    price: best.price,
    oldPrice: best.oldPrice,
    inStock: inStock.length > 0,
    affLink: best.affLink,
    pageUrl: best.pageUrl,
    sizes: distinct((inStock.length ? inStock : sorted).map((row) => row.size)),
  };
}

function toProduct(keys: readonly string[], rows: readonly PlacedOffer[]): FeedProduct {
  const byShop = new Map<string, PlacedOffer[]>();
  for (const row of rows) {
    const shopRows = byShop.get(row.shop);
    if (shopRows) shopRows.push(row);
    else byShop.set(row.shop, [row]);
  }
  const offers = [...byShop.values()].map(toShopOffer).sort(compareOffers);
  const first = offers[0]!;
  const lead = [...(byShop.get(first.shop) ?? rows)].sort(cheapestFirst)[0]!;
  const colors = distinct(rows.map((row) => row.color));
  return {
    id: stableId(keys),
    slug: slugify(lead.title),
    title: lead.title,
    description: lead.description || (rows.find((row) => row.description)?.description ?? ""),
    images: distinct([...lead.images, ...rows.flatMap((row) => row.images)]),
    price: first.price,
    oldPrice: first.oldPrice,
    affLink: first.affLink,
    brands: distinct(rows.map((row) => row.brand)).slice(0, 1),
    color: colors.length === 1 ? (colors[0] ?? null) : null,
    colors,
    material: lead.material ?? rows.find((row) => row.material)?.material ?? null,
    sku: lead.mpn,
    gtin: lead.gtin ?? rows.find((row) => row.gtin)?.gtin ?? null,
    gender: lead.gender,
    category: lead.category,
    sizes: distinct(offers.filter((offer) => offer.inStock).flatMap((offer) => offer.sizes)),
    inStock: first.inStock,
    offers,
  };
}

/** Union-find over string keys, with path halving. */
class DisjointSets {
  readonly #parent = new Map<string, string>();
  add(key: string): void {
    if (!this.#parent.has(key)) this.#parent.set(key, key);
  }
  find(key: string): string {
    this.add(key);
    let node = key;
    for (let parent = this.#parent.get(node)!; parent !== node; parent = this.#parent.get(node)!) {
      const grand = this.#parent.get(parent)!;
      this.#parent.set(node, grand);
      node = grand;
    }
    return node;
  }
  union(a: string, b: string): void {
    const rootA = this.find(a);
    const rootB = this.find(b);
    if (rootA !== rootB) this.#parent.set(rootB, rootA);
  }
}
