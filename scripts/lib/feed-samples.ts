/**
 * Feeds in the three formats of FEEDS.md, generated at any size, and a Profitshare stand-in that checks the
 * signature as the real API does. Used by the feed tests and `npm run bench:feeds`; bodies are generated as they
 * are sent, so serving 100,000 rows holds none of them.
 */
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { profitshareSignature } from "../../src/lib/feeds/profitshare-api.ts";

/**
 * The faults a generated feed carries when asked (`{ faults: true }`), one row in a hundred each, by the row's
 * number modulo 100: a price of 0, a duplicate id (the row before's), no title, a link that is not http(s), a
 * price in euro (Google; the CSV and the API have no currency, so the row is only odd-priced there).
 */
export const FAULTS = { zeroPrice: 11, duplicateId: 22, noTitle: 33, badLink: 44, euro: 55 } as const;

/** How a feed is generated: with its faults (FAULTS), and the stock of the rows a test set, by row id (`P0`). */
export interface SampleOptions {
  readonly faults?: boolean;
  readonly stock?: ReadonlyMap<string, boolean>;
}

/**
 * What row `i` of a generated feed is: every third row a size of one product, three categories in turn, every
 * seventh row out of stock unless `stock` says otherwise.
 */
export function sampleProduct(i: number, options: SampleOptions = {}) {
  const fault = options.faults ? i % 100 : -1;
  // A duplicate is the row before's id and size (Profitshare's id is its part number, id and size).
  const n = fault === FAULTS.duplicateId ? i - 1 : i;
  const group = Math.floor(i / 3);
  const size = ["S", "M", "L"][n % 3]!;
  const categories = ["Femei > Îmbrăcăminte > Rochii", "Bărbați > Tricouri", "Accesorii > Ceasuri"];
  const price = `${(group % 500) + 10}.${String(i % 100).padStart(2, "0")}`;
  return {
    id: `P${n}`,
    group: `G${group}`,
    title: fault === FAULTS.noTitle ? "" : `Rochie model ${group} & co`,
    description: `<p>Descriere pentru produsul ${i}, cu diacritice: ăâîșț.</p>`,
    brand: `Marca ${group % 50}`,
    gtin: String(5_940_000_000_000 + i),
    size,
    color: ["Roșu", "Negru", "Alb"][group % 3]!,
    category: categories[group % 3]!,
    price: fault === FAULTS.zeroPrice ? "0" : price,
    currency: fault === FAULTS.euro ? "EUR" : "RON",
    inStock: options.stock?.get(`P${n}`) ?? i % 7 !== 0,
    page: fault === FAULTS.badLink ? `javascript:alert(${i})` : `https://shop.example/p/${i}`,
    image: `https://shop.example/img/${i}.jpg`,
  };
}

/**
 * The bad rows a generated feed of `rows` rows with faults holds, by the reason the report gives; `format` as
 * FEEDS_FILE names it.
 */
export function expectedBadRows(rows: number, format: "google-xml" | "2performant-csv" | "profitshare-api") {
  const count = (at: number) => Math.floor(rows / 100) + (rows % 100 > at ? 1 : 0);
  const bad: Record<string, number> = {
    "price 0 or not a price": count(FAULTS.zeroPrice),
    "duplicate id": count(FAULTS.duplicateId),
    "no title": count(FAULTS.noTitle),
  };
  // The link: Google's is its page; 2Performant's aff_code stays a tracking link (its page is dropped, not the row);
  // Profitshare's link is always its tracking link.
  if (format === "google-xml") bad["link not http(s)"] = count(FAULTS.badLink);
  if (format === "google-xml") bad["price not in lei (EUR)"] = count(FAULTS.euro);
  return Object.fromEntries(Object.entries(bad).filter(([, n]) => n > 0));
}

const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A Google Merchant Center RSS feed of `rows` items, in chunks of a few hundred items. */
export function* googleXmlFeed(rows: number, options: SampleOptions = {}): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n';
  let chunk = "";
  for (let i = 0; i < rows; i++) {
    const p = sampleProduct(i, options);
    chunk +=
      `<item><g:id>${p.id}</g:id><title>${xmlText(p.title)}</title>` +
      `<description><![CDATA[${p.description}]]></description><link>${p.page}</link>` +
      `<g:image_link>${p.image}</g:image_link><g:availability>${p.inStock ? "in_stock" : "out_of_stock"}</g:availability>` +
      `<g:price>${p.price} ${p.currency}</g:price><g:brand>${xmlText(p.brand)}</g:brand><g:gtin>${p.gtin}</g:gtin>` +
      `<g:product_type>${xmlText(p.category)}</g:product_type><g:color>${p.color}</g:color><g:size>${p.size}</g:size>` +
      `<g:item_group_id>${p.group}</g:item_group_id></item>\n`;
    if (chunk.length > 64_000) {
      yield chunk;
      chunk = "";
    }
  }
  yield `${chunk}</channel>\n</rss>\n`;
}

const csvField = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** A 2Performant CSV export of `rows` rows. */
export function* twoPerformantCsv(rows: number, options: SampleOptions = {}): Generator<string> {
  yield "title,aff_code,price,old_price,campaign_name,image_urls,description,category,subcategory,brand,product_id,product_active,url\n";
  let chunk = "";
  for (let i = 0; i < rows; i++) {
    const p = sampleProduct(i, options);
    const [category = "", ...rest] = p.category.split(" > ");
    const subcategory = rest.join(" > ");
    const aff = `https://event.2performant.com/events/click?ad_type=product_store&unique=u${i}&aff_code=aff1&campaign_unique=prog1`;
    chunk += `${[csvField(p.title), aff, p.price, "", "Shop.ro", p.image, csvField(p.description), category, csvField(subcategory), p.brand, p.id, p.inStock ? "1" : "0", p.page].join(",")}\n`;
    if (chunk.length > 64_000) {
      yield chunk;
      chunk = "";
    }
  }
  yield chunk;
}

/** One product of the Profitshare API. */
export function profitshareProduct(advertiser: number, i: number, options: { readonly faults?: boolean } = {}) {
  const p = sampleProduct(i, options);
  return {
    advertiser_id: advertiser,
    advertiser_name: `Magazin ${advertiser}`,
    brand_name: p.brand,
    category_name: p.category,
    description: p.description,
    free_shipping: 0,
    image: p.image,
    image_original: p.image,
    last_update: "2026-11-26 10:00:00",
    link: `https://l.profitshare.ro/l/${advertiser}x${i}`,
    name: p.title,
    part_number: `${p.id}-${p.size}`,
    price: Number(p.price),
    price_discounted: 0,
    price_vat: Number(p.price),
  };
}

export interface ProfitshareStandIn {
  readonly user: string;
  readonly key: string;
  /** Products per advertiser. */
  readonly products: Readonly<Record<number, number>>;
  readonly perPage: number;
  /** Rows with faults (FAULTS). */
  readonly faults?: boolean;
  /** Where the API is served on its host: "" (the bench) or "/feeds/profitshare" (the stand-in). */
  readonly prefix?: string;
}

/**
 * Answers `GET /affiliate-products/?filters[advertiser]=<id>&page=<n>` as the real API does, 401 for a request
 * whose X-PS-Auth is not the signature of what was sent. True when it answered.
 */
export function answerProfitshare(request: IncomingMessage, response: ServerResponse, api: ProfitshareStandIn) {
  const [pathname = "", query = ""] = (request.url ?? "").split("?");
  if (pathname !== `${api.prefix ?? ""}/affiliate-products/`) return false;
  const expected = profitshareSignature({
    method: request.method ?? "GET",
    endpoint: "affiliate-products",
    query: decodeURIComponent(query),
    user: api.user,
    key: api.key,
    date: String(request.headers.date ?? ""),
  });
  if (request.headers["x-ps-client"] !== api.user || request.headers["x-ps-auth"] !== expected) {
    response.writeHead(401, { "content-type": "application/json" }).end('{"error":"Unauthorized"}');
    return true;
  }
  const parameters = new URLSearchParams(query);
  const advertiser = Number(parameters.get("filters[advertiser]"));
  const page = Number(parameters.get("page") ?? "1");
  const total = api.products[advertiser] ?? 0;
  const pages = Math.max(1, Math.ceil(total / api.perPage));
  const products = [];
  for (let i = (page - 1) * api.perPage; i < Math.min(total, page * api.perPage); i++) {
    products.push(profitshareProduct(advertiser, i, { faults: api.faults ?? false }));
  }
  response.writeHead(200, { "content-type": "application/json" });
  response.end(
    JSON.stringify({
      result: { products, current_page: page, records_per_page: api.perPage, total_pages: pages },
    }),
  );
  return true;
}

/** Sends generated text, as it is generated, with back-pressure. */
export async function sendChunks(response: ServerResponse, chunks: Iterable<string>): Promise<void> {
  for (const chunk of chunks) {
    if (!response.write(chunk)) await new Promise((resolve) => response.once("drain", resolve));
  }
  response.end();
}

/** A server on 127.0.0.1 on a free port. */
export async function listen(handler: RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
