/**
 * Reading feeds over real HTTP (node:http on 127.0.0.1): gzip both ways, conditional requests, retries,
 * Profitshare's signed pages, and a feed that shrank or failed never replacing its last good read.
 */
import { mkdtemp } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { readFeeds, type FeedReadOptions } from "../../src/lib/feeds/read.ts";
import type { FeedsSettings, ReadyFeed } from "../../src/lib/feeds/settings.ts";
import {
  answerProfitshare,
  googleXmlFeed,
  listen,
  sendChunks,
  twoPerformantCsv,
} from "../../scripts/lib/feed-samples.ts";
import { fixture } from "../support/feeds.ts";

const map = [
  { match: "rochii", gender: "femei" as const, category: "Rochii" },
  { match: "tricouri", gender: "barbati" as const, category: "Tricouri" },
];

let closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.map((close) => close()));
  closing = [];
});

async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void | Promise<void>) {
  const requests: IncomingMessage[] = [];
  const server = await listen((request, response) => {
    requests.push(request);
    void handler(request, response);
  });
  closing.push(server.close);
  return { url: server.url, requests };
}

async function options(): Promise<FeedReadOptions> {
  return {
    cacheDir: await mkdtemp(path.join(tmpdir(), "feeds-cache-")),
    maxShrink: 0.2,
    http: { timeoutMs: 5_000, retries: 3, backoffMs: 10 },
  };
}

const settings = (...feeds: ReadyFeed[]): FeedsSettings => ({ file: "feeds.json", feeds, map });

describe("reading feeds over HTTP", () => {
  it("reads a gzip-encoded Google feed, then costs one 304 when its ETag has not changed", async () => {
    const body = gzipSync(fixture("google-rss.xml"));
    const { url, requests } = await serve((request, response) => {
      if (request.headers["if-none-match"] === '"v1"') return void response.writeHead(304).end();
      response.writeHead(200, { "content-encoding": "gzip", etag: '"v1"', "content-type": "application/xml" });
      response.end(body);
    });
    const feed: ReadyFeed = { name: "Magazin Alfa", format: "google-xml", url: `${url}/feed.xml` };
    const read = await options();

    const first = await readFeeds(settings(feed), read);
    expect(requests[0]?.headers["accept-encoding"]).toContain("gzip");
    expect(first.reports[0]).toMatchObject({
      status: "read",
      rows: 3,
      badRows: 5,
      placed: 2,
      unplaced: { "Accesorii > Ceasuri": 1 },
    });
    expect(first.products).toHaveLength(1);
    expect(first.products[0]).toMatchObject({ title: "Rochie Ana & cordon", price: 14999, sizes: ["S"] });

    const started = performance.now();
    const second = await readFeeds(settings(feed), read);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.headers["if-none-match"]).toBe('"v1"');
    expect(second.reports[0]).toMatchObject({ status: "unchanged", rows: 3, placed: 2 });
    expect(second.products).toEqual(first.products);
  });

  it("reads a .gz file served as it is, and asks again with its Last-Modified", async () => {
    const body = gzipSync(fixture("2performant.csv"));
    const modified = "Thu, 26 Nov 2026 09:00:00 GMT";
    const { url, requests } = await serve((request, response) => {
      if (request.headers["if-modified-since"] === modified) return void response.writeHead(304).end();
      response.writeHead(200, { "content-type": "application/gzip", "last-modified": modified }).end(body);
    });
    const feed: ReadyFeed = { name: "Magazin Beta", format: "2performant-csv", url: `${url}/export.csv.gz` };
    const read = await options();
    const first = await readFeeds(settings(feed), read);
    expect(first.reports[0]).toMatchObject({ status: "read", rows: 3, badRows: 1 });
    expect(first.products.map((product) => product.title).sort()).toEqual(["Rochie Ana & cordon", "Tricou basic"]);
    const second = await readFeeds(settings(feed), read);
    expect(requests[1]?.headers["if-modified-since"]).toBe(modified);
    expect(second.reports[0]?.status).toBe("unchanged");
    expect(second.products).toEqual(first.products);
  });

  it("tries again after 5xx answers, and reads the feed when the server recovers", async () => {
    let answered = 0;
    const { url } = await serve((_request, response) => {
      if (++answered <= 2) return void response.writeHead(503).end("busy");
      void sendChunks(response.writeHead(200), googleXmlFeed(30));
    });
    const feed: ReadyFeed = { name: "Alfa", format: "google-xml", url: `${url}/feed.xml` };
    const result = await readFeeds(settings(feed), await options());
    expect(answered).toBe(3);
    expect(result.reports[0]).toMatchObject({ status: "read", rows: 30, badRows: 0 });
  });

  it("reads every page of every Profitshare advertiser, signed, and is refused with a wrong key", async () => {
    const api = { user: "vitrina", key: "cheie-secreta", products: { 11: 5, 22: 3 }, perPage: 2 };
    const { url, requests } = await serve((request, response) => {
      if (!answerProfitshare(request, response, api)) response.writeHead(404).end();
    });
    const feed: ReadyFeed = {
      name: "Profitshare",
      format: "profitshare-api",
      url,
      advertisers: [11, 22],
      userEnv: "U",
      keyEnv: "K",
      user: "vitrina",
      key: "cheie-secreta",
    };
    const result = await readFeeds(settings(feed), await options());
    expect(requests.map((request) => request.url)).toEqual([
      "/affiliate-products/?filters[advertiser]=11&page=1",
      "/affiliate-products/?filters[advertiser]=11&page=2",
      "/affiliate-products/?filters[advertiser]=11&page=3",
      "/affiliate-products/?filters[advertiser]=22&page=1",
      "/affiliate-products/?filters[advertiser]=22&page=2",
    ]);
    expect(result.reports[0]).toMatchObject({ status: "read", rows: 8 });
    const shops = new Set(result.products.flatMap((product) => product.offers.map((offer) => offer.shop)));
    expect(shops).toEqual(new Set(["Magazin 11", "Magazin 22"]));
    // The shop's page is not in a Profitshare row: nothing may link-check the tracking link instead.
    expect(result.products.every((product) => product.offers.every((offer) => offer.pageUrl === null))).toBe(true);

    const refused = await readFeeds(settings({ ...feed, key: "alta-cheie" }), await options());
    expect(refused.reports[0]).toMatchObject({ status: "failed", rows: 0 });
    expect(refused.reports[0]?.message).toMatch(/HTTP 401/);
  });

  it("keeps the last good read when a feed shrank past MAX_SHRINK, and says so", async () => {
    let rows = 100;
    let version = 0;
    const { url, requests } = await serve((_request, response) => {
      version++;
      void sendChunks(response.writeHead(200, { etag: `"v${version}"` }), twoPerformantCsv(rows));
    });
    const feed: ReadyFeed = { name: "Beta", format: "2performant-csv", url: `${url}/export.csv` };
    const read = await options();
    const first = await readFeeds(settings(feed), read);
    expect(first.reports[0]).toMatchObject({ status: "read", rows: 100 });

    rows = 50;
    const shrunk = await readFeeds(settings(feed), read);
    expect(shrunk.reports[0]).toMatchObject({ status: "shrunk", rows: 100, refusedRows: 50, lastGoodRows: 100 });
    expect(shrunk.reports[0]?.message).toMatch(/50% fewer, more than MAX_SHRINK 20%; the last good read is used/);
    expect(shrunk.products).toEqual(first.products);

    // The refused read did not become the last good one: its ETag is not sent back.
    rows = 90;
    const recovered = await readFeeds(settings(feed), read);
    expect(requests[2]?.headers["if-none-match"]).toBe('"v1"');
    expect(recovered.reports[0]).toMatchObject({ status: "read", rows: 90 });
  });

  it("keeps the last good read of a feed that stops answering", async () => {
    let down = false;
    const { url } = await serve((_request, response) => {
      if (down) return void response.writeHead(500).end();
      void sendChunks(response.writeHead(200), googleXmlFeed(12));
    });
    const feed: ReadyFeed = { name: "Alfa", format: "google-xml", url: `${url}/feed.xml` };
    const read = { ...(await options()), http: { timeoutMs: 5_000, retries: 1, backoffMs: 5 } };
    const first = await readFeeds(settings(feed), read);
    down = true;
    const second = await readFeeds(settings(feed), read);
    expect(second.reports[0]).toMatchObject({ status: "failed", rows: 12 });
    expect(second.reports[0]?.message).toMatch(/HTTP 500 after 2 attempts; the last good read \(12 rows\) is used/);
    expect(second.products).toEqual(first.products);
  });

  it("keeps the last good read whole when a feed's answer is cut off half-way", async () => {
    let cut = false;
    const { url } = await serve((_request, response) => {
      const body = [...googleXmlFeed(40)].join("");
      if (!cut) return void response.writeHead(200).end(body);
      response.writeHead(200, { "content-length": String(Buffer.byteLength(body)) });
      response.write(body.slice(0, body.length / 2), () => response.destroy());
    });
    const feed: ReadyFeed = { name: "Alfa", format: "google-xml", url: `${url}/feed.xml` };
    const read = await options();
    const first = await readFeeds(settings(feed), read);
    cut = true;
    const second = await readFeeds(settings(feed), read);
    expect(second.reports[0]).toMatchObject({ status: "failed", rows: 40 });
    expect(second.products).toEqual(first.products);
    // The half read never replaced the stored rows: the next full answer is read against them as before.
    cut = false;
    const third = await readFeeds(settings(feed), read);
    expect(third.reports[0]).toMatchObject({ status: "read", rows: 40, lastGoodRows: 40 });
  });

  it("makes one product of a product two networks sell, an offer per shop, cheapest in stock first", async () => {
    const api = { user: "vitrina", key: "cheie", products: { 11: 9 }, perPage: 4 };
    const { url } = await serve((request, response) => {
      if (answerProfitshare(request, response, api)) return;
      void sendChunks(response.writeHead(200), twoPerformantCsv(9));
    });
    const result = await readFeeds(
      settings(
        { name: "Magazin Beta", format: "2performant-csv", url: `${url}/export.csv` },
        {
          name: "Profitshare",
          format: "profitshare-api",
          url,
          advertisers: [11],
          userEnv: "U",
          keyEnv: "K",
          user: "vitrina",
          key: "cheie",
        },
      ),
      await options(),
    );
    // Rows 0-2 are one dress, 3-5 one T-shirt (by brand and title, no GTIN), 6-8 a watch no rule places.
    expect(result.reports.map((report) => [report.name, report.rows, report.placed])).toEqual([
      ["Magazin Beta", 9, 6],
      ["Profitshare", 9, 6],
    ]);
    expect(result.products).toHaveLength(2);
    for (const product of result.products) {
      expect(product.offers.map((offer) => offer.shop).sort()).toEqual(["Magazin 11", "Magazin Beta"]);
      const [first, second] = product.offers;
      expect(first!.inStock && (!second!.inStock || first!.price <= second!.price)).toBe(true);
      expect(product.price).toBe(first!.price);
    }
  });
});
