/**
 * The Profitshare API (FEEDS.md, `profitshare-api`): `affiliate-products` read page by page for each advertiser,
 * every request signed. A page is one small JSON answer, so the feed is still read a page at a time.
 */
import { createHmac } from "node:crypto";
import { requestWithRetries, SourceError, type HttpOptions } from "../cms/http.ts";
import type { RawRow } from "./offer.ts";
import { FeedError } from "./errors.ts";
import { parseBani } from "./money.ts";

export interface ProfitshareAccess {
  /** The API's base URL, `https://api.profitshare.ro`. */
  readonly url: string;
  readonly user: string;
  readonly key: string;
}

/**
 * The `X-PS-Auth` of one request: hex HMAC-SHA1, keyed with the API key, of
 * `METHOD + endpoint + "/?" + query + "/" + user + date`, the query as sent (FEEDS.md).
 * @example profitshareSignature({ method: "GET", endpoint: "affiliate-products", query: "filters[advertiser]=1234&page=2", user: "u", key: "k", date: "Thu, 26 Nov 2026 10:00:00 GMT" })
 */
export function profitshareSignature(request: {
  readonly method: string;
  readonly endpoint: string;
  readonly query: string;
  readonly user: string;
  readonly key: string;
  readonly date: string;
}): string {
  const message = `${request.method}${request.endpoint}/?${request.query}/${request.user}${request.date}`;
  return createHmac("sha1", request.key).update(message).digest("hex");
}

/** The headers of one signed request. */
export function profitshareHeaders(
  access: ProfitshareAccess,
  endpoint: string,
  query: string,
  now: Date = new Date(),
): Record<string, string> {
  const date = now.toUTCString();
  return {
    date,
    "x-ps-client": access.user,
    "x-ps-accept": "json",
    "x-ps-auth": profitshareSignature({ method: "GET", endpoint, query, user: access.user, key: access.key, date }),
    accept: "application/json",
  };
}

interface ProfitsharePage {
  readonly products: readonly Record<string, unknown>[];
  readonly totalPages: number;
}

/**
 * Reads every product of the given advertisers, page after page, as rows.
 * @example for await (const row of readProfitshare(access, [1234], http)) …
 */
export async function* readProfitshare(
  access: ProfitshareAccess,
  advertisers: readonly number[],
  http: Pick<HttpOptions, "timeoutMs" | "retries" | "backoffMs">,
): AsyncGenerator<RawRow> {
  for (const advertiser of advertisers) {
    for (let page = 1, pages = 1; page <= pages; page++) {
      const answer = await readPage(access, advertiser, page, http);
      pages = answer.totalPages;
      for (const product of answer.products) yield profitshareRow(product);
    }
  }
}

async function readPage(
  access: ProfitshareAccess,
  advertiser: number,
  page: number,
  http: Pick<HttpOptions, "timeoutMs" | "retries" | "backoffMs">,
): Promise<ProfitsharePage> {
  const endpoint = "affiliate-products";
  // Sent as written: the signature is of this very text, brackets and all (URL keeps them in a query).
  const query = `filters[advertiser]=${advertiser}&page=${page}`;
  const url = `${access.url.replace(/\/+$/, "")}/${endpoint}/?${query}`;
  const response = await requestWithRetries(url, { headers: profitshareHeaders(access, endpoint, query) }, http);
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new FeedError(
      `Profitshare refused the request (HTTP ${response.status}): check the API user and key`,
      url,
      response.status,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SourceError(`GET ${url} answered HTTP ${response.status}`, url, response.status);
  }
  const body: unknown = await response.json().catch((error: unknown) => {
    throw new FeedError(`GET ${url} answered with a body that is not JSON`, url, response.status, { cause: error });
  });
  const result = (body as { result?: unknown } | null)?.result as
    { products?: unknown; total_pages?: unknown } | undefined;
  if (!result || !Array.isArray(result.products)) {
    throw new FeedError(`GET ${url} answered without result.products`, url, response.status);
  }
  return {
    products: result.products.filter((each): each is Record<string, unknown> => typeof each === "object" && !!each),
    totalPages: Math.min(Number(result.total_pages) || 1, 100_000),
  };
}

const asText = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;

const asAmount = (value: unknown): string | number | undefined =>
  typeof value === "number" || typeof value === "string" ? value : undefined;

/**
 * One product of the API as a row: the shop is its advertiser; the price what a shopper pays.
 * @example profitshareRow({ advertiser_name: "Gama", name: "Fular", price_vat: 59.9, price_discounted: 49.9, link: "https://l.profitshare.ro/l/a1" })
 * // { shop: "Gama", id: "a1", title: "Fular", price: 49.9, oldPrice: 59.9, … }
 */
export function profitshareRow(product: Record<string, unknown>): RawRow {
  const link = asText(product.link);
  // `price_vat` is the price with VAT, what a shopper pays; `price_discounted`, when lower, the current one.
  const regular = asAmount(product.price_vat) ?? asAmount(product.price);
  const discounted = asAmount(product.price_discounted);
  const regularBani = parseBani(regular);
  const discountedBani = parseBani(discounted);
  const hasDiscount = regularBani !== null && discountedBani !== null && discountedBani < regularBani;
  return {
    shop: asText(product.advertiser_name) ?? "",
    // No product id in the row: the part number, else the tracking link's own id, names the product.
    id: asText(product.part_number) || link?.replace(/\/+$/, "").split("/").at(-1),
    title: asText(product.name),
    description: asText(product.description),
    brand: asText(product.brand_name),
    mpn: asText(product.part_number),
    categoryText: asText(product.category_name),
    price: hasDiscount ? discounted : regular,
    oldPrice: hasDiscount ? regular : undefined,
    // The API lists what an advertiser sells now; it has no stock field.
    inStock: true,
    affLink: link,
    pageUrl: undefined,
    images: [asText(product.image_original) ?? asText(product.image)].filter((image): image is string => !!image),
  };
}
