/**
 * Umbraco's Content Delivery API v2 (CMS.md). The only module that knows
 * Umbraco's item shapes; it hands out our own types.
 */
import type { About, Brand, Category, Collection, Problem } from "../domain/schema.ts";
import type { ProductResult, ProductsRead, ReadItem, SourceName, SourceParts } from "../domain/source.ts";
import { parseCategoryName, paths, toSlug } from "../paths.ts";
import { sanitizeMarkup } from "../sanitize.ts";
import type { Settings } from "../settings.ts";
import { isRecord, readHttpUrl, readImage, readMarkup, readText } from "./fields.ts";
import { SourceError, type HttpClient } from "./http.ts";
import { buildProduct } from "./product.ts";

/** An item as the Delivery API writes it. Private: nothing outside src/lib/cms sees it. */
interface UmbracoItem {
  readonly id: string;
  readonly name: string | null;
  readonly contentType: string;
  readonly createDate?: string | null;
  readonly updateDate?: string | null;
  readonly properties: Readonly<Record<string, unknown>>;
}

/** A brands-endpoint entry; its `link` is not used: brand pages live where paths.brand() puts them, so no link can point at a page the build did not write. */
interface UmbracoBrand {
  readonly name: string;
}

/** Everything read from Umbraco, still in its shapes: what a dump file holds too. */
export interface UmbracoContent {
  readonly products: readonly unknown[];
  readonly categories: readonly unknown[];
  readonly collections: readonly unknown[];
  readonly about: readonly unknown[];
  /** The brands endpoint's answer, or null when it has none (404). */
  readonly brands: unknown;
}

const DELIVERY = "/umbraco/delivery/api/v2/content";

/** Reads every content type the site needs but the products (fetchUmbracoProducts), paging each until `total`. */
export async function fetchUmbracoContent(settings: Settings, client: HttpClient): Promise<UmbracoContent> {
  const base = requireUrl(settings.UMBRACO_URL);
  const list = (filter: string) => fetchAll(base, [filter], settings.CMS_PAGE_SIZE, client, (entry) => entry);
  const [categories, collections, about, brands] = await Promise.all([
    list(`contentType:${settings.UMBRACO_CATEGORY_TYPE}`),
    list(`contentType:${settings.UMBRACO_COLLECTION_TYPE}`),
    list("name:About"),
    client.getJson(`${base}/umbraco/delivery/api/brands?take=20`, { allowNotFound: true }),
  ]);
  return { products: [], categories, collections, about, brands };
}

/**
 * How far before the earlier read's latest change a read of the changes starts: clocks and transactions are
 * not exact (CMS.md), and reading a few items twice costs nothing.
 */
export const CHANGES_OVERLAP_MS = 10 * 60_000;

/** How often every product is read again all the same (see fetchUmbracoProducts). */
export const FULL_READ_EVERY_MS = 12 * 60 * 60_000;

/**
 * A moment in the Delivery API's date form: no offset, whole seconds (CMS.md), read as UTC.
 * @example umbracoDate(Date.parse("2026-11-23T02:00:00.250Z")) // "2026-11-23T02:00:00"
 */
export const umbracoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 19);

/** Delivery API dates carry no offset; they are read and written as they come, as if UTC, to compare them. */
const dateMs = (date: string | null): number => {
  const text = date?.trim() ?? "";
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text) ? Date.parse(`${text}Z`) : Number.NaN;
};

/**
 * The moment to read changes from: `overlapMs` before the latest change among `items`, in the Delivery API's
 * date form; null when no item has a date that parses (then everything is read).
 * @example changesSince([{ updateDate: "2026-11-23T02:10:00", … }], 600_000) // "2026-11-23T02:00:00"
 */
export function changesSince(items: readonly Pick<ReadItem, "updateDate">[], overlapMs: number): string | null {
  let latest = Number.NEGATIVE_INFINITY;
  for (const item of items) latest = Math.max(latest, dateMs(item.updateDate) || Number.NEGATIVE_INFINITY);
  return Number.isFinite(latest) ? umbracoDate(latest - overlapMs) : null;
}

/**
 * The earlier read's items with `changed` in their place: a changed item replaces the one with its id, a new
 * one is added at the end (the newest are last in the catalogue's order).
 */
export function mergeChanges(earlier: readonly ReadItem[], changed: readonly ReadItem[]): ReadItem[] {
  const items = [...earlier];
  const at = new Map(items.map((item, index) => [item.id, index]));
  for (const item of changed) {
    const index = at.get(item.id);
    if (index === undefined) at.set(item.id, items.push(item) - 1);
    else items[index] = item;
  }
  return items;
}

/**
 * Reads Umbraco's products, each page mapped to our products as it arrives:
 * a page's raw items are let go at once, never the whole catalogue's beside
 * the products made from them (docs/decisions.md#umbraco-is-read-page-by-page).
 *
 * Given an earlier read (the live release's, CMS.md "Incremental reads"), it reads only the items changed
 * since its latest change (`updateDate`), merges them in, and reconciles the ids by count: every published
 * item is in the earlier read or among the changes, so the merged list holds exactly the published items when
 * its length is Umbraco's `total`. More means an item was unpublished or deleted since: then everything is
 * read again, unless Umbraco's webhooks named the items gone (`PRODUCTS_GONE`): those are left out of the earlier
 * read, and Umbraco is asked whether any of them is still published (one request) before the count is trusted.
 * So it is when the earlier read has no dates, when the rest of the content (`context`) changed
 * (a product's item shows the name of the collection it picked, and renaming that collection does not change
 * the product's date), and when every product was last read FULL_READ_EVERY_MS ago (nor does a media file
 * replaced behind a product's picker: the nightly build, at least, reads everything).
 */
export async function fetchUmbracoProducts(
  settings: Settings,
  client: HttpClient,
  {
    earlier = null,
    context = "",
    now = Date.now(),
  }: { earlier?: ProductsRead | null; context?: string; now?: number } = {},
): Promise<ProductsRead> {
  const base = requireUrl(settings.UMBRACO_URL);
  const type = `contentType:${settings.UMBRACO_PRODUCT_TYPE}`;
  const readItem = (entry: unknown, index: number): ReadItem => ({
    id: isItem(entry) ? entry.id : `#${index}`,
    updateDate: isItem(entry) ? (entry.updateDate ?? null) : null,
    result: umbracoProduct(entry, index, base),
  });
  const since = earlier ? changesSince(earlier.items, CHANGES_OVERLAP_MS) : null;
  let why = !earlier
    ? "no earlier read"
    : earlier.context !== context
      ? "the categories, collections or brands changed"
      : now - earlier.fullReadAt >= FULL_READ_EVERY_MS
        ? "the last full read is 12 hours old"
        : since
          ? ""
          : "the earlier read has no dates";
  if (earlier && since && !why) {
    const [changed, published] = await Promise.all([
      fetchAll(base, [type, `updateDate>:${since}`], settings.CMS_PAGE_SIZE, client, readItem),
      countItems(base, type, client),
    ]);
    const named = new Set(settings.PRODUCTS_GONE);
    const republished = new Set(changed.map((item) => item.id));
    const gone = new Set(
      earlier.items.filter((item) => named.has(item.id) && !republished.has(item.id)).map((item) => item.id),
    );
    const items = mergeChanges(gone.size ? earlier.items.filter((item) => !gone.has(item.id)) : earlier.items, changed);
    const stillThere = items.length === published ? await stillPublished(base, [...gone], client) : 0;
    if (items.length === published && stillThere === 0) {
      const left = gone.size ? `, ${gone.size} unpublished or deleted left out` : "";
      const how = `${changed.length} changed since ${since} merged into the earlier read${left}`;
      return { items, how, context, fullReadAt: earlier.fullReadAt };
    }
    why = stillThere
      ? `${stillThere} of the items the webhooks named gone still published`
      : `${items.length - published} unpublished or deleted since the earlier read`;
  }
  const items = await fetchAll(base, [type], settings.CMS_PAGE_SIZE, client, readItem);
  return { items, how: `all read (${why})`, context, fullReadAt: now };
}

/**
 * How many of `ids` Umbraco still publishes (its `items` endpoint leaves unknown and unpublished ids out): a webhook
 * for an item's unpublishing may be old news, the item published again since. None asked, none asked for.
 */
async function stillPublished(base: string, ids: readonly string[], client: HttpClient): Promise<number> {
  if (!ids.length) return 0;
  const url = `${base}${DELIVERY}/items?${new URLSearchParams(ids.map((id) => ["id", id]))}`;
  const answer = await client.getJson(url);
  if (!Array.isArray(answer)) throw new SourceError(`GET ${url} answered a body that is not a list of items`, url, 200);
  return answer.filter((item) => isItem(item) && ids.includes(item.id)).length;
}

/** How many items match `filter`: Umbraco's `total`, without the items. */
async function countItems(base: string, filter: string, client: HttpClient): Promise<number> {
  const url = `${base}${DELIVERY}?${new URLSearchParams({ filter, skip: "0", take: "0" })}`;
  return readPage(await client.getJson(url), url).total;
}

/**
 * Pages through one query, mapping each item as its page arrives (`index`:
 * its place in the whole answer): the first answer gives `total`, the rest
 * are fetched at once (bounded by the client).
 */
async function fetchAll<T>(
  base: string,
  filters: readonly string[],
  take: number,
  client: HttpClient,
  map: (entry: unknown, index: number) => T,
): Promise<T[]> {
  const url = (skip: number) => {
    const query = new URLSearchParams([
      ...filters.map((filter) => ["filter", filter]),
      ["skip", String(skip)],
      ["take", String(take)],
    ]);
    // The default order is not stable; two sorts make paging deterministic.
    query.append("sort", "createDate:asc");
    query.append("sort", "sortOrder:asc");
    return `${base}${DELIVERY}?${query}`;
  };
  const page = async (skip: number) => {
    const { total, items } = readPage(await client.getJson(url(skip)), url(skip));
    return { total, items: items.map((entry, index) => map(entry, skip + index)) };
  };
  const first = await page(0);
  const skips: number[] = [];
  for (let skip = take; skip < first.total; skip += take) skips.push(skip);
  const rest = await Promise.all(skips.map(async (skip) => (await page(skip)).items));
  return [...first.items, ...rest.flat()];
}

function readPage(body: unknown, url: string): { total: number; items: unknown[] } {
  if (isRecord(body) && typeof body["total"] === "number" && Array.isArray(body["items"])) {
    return { total: body["total"], items: body["items"] };
  }
  throw new SourceError(`GET ${url} answered a body without { total, items }`, url, 200);
}

function requireUrl(url: string | undefined): string {
  if (!url) throw new SourceError("UMBRACO_URL is not set", "", null);
  return url;
}

/**
 * Maps Umbraco content (fetched, or from a dump file) to the project's own
 * parts, for src/lib/catalog to assemble; `products`, when given, replace
 * Umbraco's (they came from the product API).
 */
export function umbracoParts(
  content: UmbracoContent,
  mediaBase: string,
  source: SourceName = "umbraco",
  products?: { results: readonly ProductResult[]; read: number; productsRead?: ProductsRead },
): SourceParts {
  const problems: Problem[] = [];
  const items = (kind: Problem["kind"], raw: readonly unknown[]) =>
    raw.flatMap((entry, index): UmbracoItem[] => {
      if (isItem(entry)) return [entry];
      problems.push({ kind, id: `#${index}`, title: null, field: "item", reason: "not a Delivery API item" });
      return [];
    });
  const categoryItems = items("category", content.categories);
  const collectionItems = items("collection", content.collections);

  const categories = categoryItems.flatMap((item): Category[] => {
    const category = item.name
      ? categoryFromName(item.id, item.name, {
          image: readImage(item.properties["image1"], mediaBase),
          affLink: readHttpUrl(item.properties["affLink"]),
        })
      : null;
    if (!category)
      problems.push({ kind: "category", id: item.id, title: item.name, field: "name", reason: "no category name" });
    return category ? [category] : [];
  });
  const collections = collectionItems.flatMap((item): Collection[] => {
    const name = readText(item.name);
    const slug = name ? toSlug(name) : "";
    if (!name || !slug) {
      problems.push({ kind: "collection", id: item.id, title: item.name, field: "name", reason: "no collection name" });
      return [];
    }
    const description = readMarkup(item.properties["description"]);
    return [
      {
        id: item.id,
        name,
        slug,
        description: description ? sanitizeMarkup(description) : "",
        image: readImage(item.properties["image"], mediaBase),
        affLink: readHttpUrl(item.properties["affLink"]),
      },
    ];
  });

  return {
    source,
    products: products?.results ?? content.products.map((entry, index) => umbracoProduct(entry, index, mediaBase)),
    categories,
    collections,
    brands: readBrands(content.brands),
    about: readAbout(items("about", content.about), mediaBase),
    read: {
      products: products?.read ?? content.products.length,
      categories: content.categories.length,
      collections: content.collections.length,
    },
    problems,
    productsRead: products?.productsRead,
  };
}

/** Builds a category from its CMS name, or null when the name has no usable part. */
export function categoryFromName(
  id: string,
  name: string,
  extra: Pick<Category, "image" | "affLink">,
): Category | null {
  const parsed = parseCategoryName(name);
  return parsed ? { ...parsed, id, path: paths.category(parsed), ...extra } : null;
}

/** One entry of Umbraco's products as our product, or as the problem of an entry that is not an item at all. */
function umbracoProduct(entry: unknown, index: number, mediaBase: string): ProductResult {
  if (!isItem(entry)) {
    return {
      ok: false,
      problems: [{ kind: "product", id: `#${index}`, title: null, field: "item", reason: "not a Delivery API item" }],
    };
  }
  return buildProduct(productInput(entry), mediaBase);
}

function isItem(value: unknown): value is UmbracoItem {
  return (
    isRecord(value) &&
    typeof value["id"] === "string" &&
    typeof value["contentType"] === "string" &&
    isRecord(value["properties"])
  );
}

function productInput(item: UmbracoItem) {
  const p = item.properties;
  return {
    id: item.id,
    title: item.name,
    images: [p["image1"], p["image2"], p["image3"]],
    alt: p["alt"],
    price: p["price"],
    oldPrice: p["oldPrice"],
    affLink: p["affLink"],
    description: p["longDescription"],
    summary: p["shortDescription"],
    brands: p["brand"],
    color: p["color"],
    material: p["material"],
    sku: p["sku"],
    category: p["category"],
    collection: p["collection"],
    gender: p["gen"],
    sizes: p["sizes"],
    createdAt: item.createDate,
  };
}

function readBrands(body: unknown): Brand[] | null {
  if (!isRecord(body)) return null;
  const groups = [body["group1"], body["group2"]].flatMap((group) => (Array.isArray(group) ? group : []));
  return groups.flatMap((entry): Brand[] => {
    const name = isRecord(entry) ? readText((entry as Partial<UmbracoBrand>).name) : null;
    const slug = name ? toSlug(name) : "";
    return name && slug ? [{ name, slug, link: paths.brand(slug) }] : [];
  });
}

function readAbout(items: readonly UmbracoItem[], mediaBase: string): About | null {
  // `filter=name:About` matches every name that contains "about" ("ABOUT YOU" is a fashion shop): take the exact one.
  const item = items.find((entry) => entry.name?.trim().toLowerCase() === "about");
  if (!item) return null;
  const p = item.properties;
  const slide = (image: unknown, title: unknown, subtitle: unknown, button: unknown) => {
    const markup = readMarkup(subtitle);
    return {
      image: readImage(image, mediaBase),
      title: readText(title) ?? "",
      subtitle: markup ? sanitizeMarkup(markup) : "",
      button: readText(button) ?? "",
    };
  };
  const slides = [
    slide(p["imageUrl1"], p["title"], p["subTitle"], p["butonName"]),
    slide(p["imageUrl2"], p["title2"], p["subtitle2"], p["butonName2"]),
  ].filter((entry) => entry.title || entry.image);
  const marquee = [p["text1"], p["text2"]].map(readText).filter((text): text is string => text !== null);
  return { id: item.id, slides, marquee };
}
