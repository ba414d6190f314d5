/**
 * The networks' feeds, served by the stand-in (issue 28) in the three formats of FEEDS.md, generated at any size
 * as they are sent (scripts/lib/feed-samples.ts), with the faults a real feed has when asked:
 *
 *   GET /feeds/google.xml            a Google Merchant Center RSS feed
 *   GET /feeds/2performant.csv       a 2Performant export
 *   GET /feeds/<either>.gz           the same as a .gz file (no Content-Encoding: the reader must spot it)
 *   GET /feeds/profitshare/affiliate-products/?filters[advertiser]=<id>&page=<n>
 *                                    Profitshare's API, paged, 401 to a request not signed as the real API checks
 *
 * `?rows=N` overrides the size of one request. A file feed answers gzip to a client that accepts it, and 304 to
 * a conditional request (ETag, Last-Modified) while it has not changed: `touch()` changes every feed, and
 * `setStock()` a row's stock in the Google and 2Performant feeds, as a shop's stock changes between two reads.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { answerProfitshare, googleXmlFeed, twoPerformantCsv } from "../lib/feed-samples.ts";

export const FEEDS_PATH = "/feeds";

export interface FeedsStandinOptions {
  /** Rows of each generated feed (and of each Profitshare advertiser). */
  readonly rows: number;
  /** Rows with faults: bad rows and duplicate ids (feed-samples.ts's FAULTS). A third are always unmapped. */
  readonly faults: boolean;
  /** Profitshare's API user and key, and its advertisers. */
  readonly profitshare: { readonly user: string; readonly key: string; readonly advertisers: readonly number[] };
  readonly perPage?: number;
}

export interface FeedsStandin {
  /** Answers a request under FEEDS_PATH; false for any other. */
  answer(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  /** Changes every feed from now on (new rows count, or the same rows anew): a conditional request gets 200. */
  touch(rows?: number): void;
  /** Row `id`'s (`P0`) stock in the file feeds from now on; a conditional request then gets 200. */
  setStock(id: string, inStock: boolean): void;
  readonly rows: number;
}

export function createFeedsStandin(options: FeedsStandinOptions): FeedsStandin {
  let rows = options.rows;
  let version = 1;
  let modified = new Date(Math.floor(Date.now() / 1000) * 1000);
  const stock = new Map<string, boolean>();
  const touch = (next = rows) => {
    rows = next;
    version++;
    // Last-Modified has whole seconds: a change within the same second must still be newer.
    modified = new Date(Math.max(modified.getTime() + 1000, Math.floor(Date.now() / 1000) * 1000));
  };
  return {
    get rows() {
      return rows;
    },
    touch,
    setStock(id, inStock) {
      stock.set(id, inStock);
      touch();
    },
    async answer(request, response) {
      const target = new URL(request.url ?? "/", "http://standin.invalid");
      if (!target.pathname.startsWith(`${FEEDS_PATH}/`)) return false;
      const size = Number(target.searchParams.get("rows") ?? rows);
      const api = {
        user: options.profitshare.user,
        key: options.profitshare.key,
        products: Object.fromEntries(options.profitshare.advertisers.map((id) => [id, size])),
        perPage: options.perPage ?? 500,
        faults: options.faults,
        prefix: `${FEEDS_PATH}/profitshare`,
      };
      if (answerProfitshare(request, response, api)) return true;
      const match = /^\/feeds\/(google\.xml|2performant\.csv)(\.gz)?$/.exec(target.pathname);
      if (!match || !Number.isInteger(size) || size < 0) {
        response.writeHead(404).end();
        return true;
      }
      const [, name, gz] = match;
      const etag = `"${name}-${size}-${options.faults ? "f" : "c"}-v${version}"`;
      const lastModified = modified.toUTCString();
      const since = Date.parse(String(request.headers["if-modified-since"] ?? ""));
      const unchanged =
        request.headers["if-none-match"] !== undefined
          ? request.headers["if-none-match"] === etag
          : Number.isFinite(since) && since >= modified.getTime();
      if (unchanged) {
        response.writeHead(304, { etag, "last-modified": lastModified }).end();
        return true;
      }
      const generated = { faults: options.faults, stock };
      const body = name === "google.xml" ? googleXmlFeed(size, generated) : twoPerformantCsv(size, generated);
      const type = name === "google.xml" ? "application/xml; charset=utf-8" : "text/csv; charset=utf-8";
      const acceptsGzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
      const headers: Record<string, string> = { etag, "last-modified": lastModified };
      if (gz) headers["content-type"] = "application/gzip";
      else headers["content-type"] = type;
      if (acceptsGzip && !gz) headers["content-encoding"] = "gzip";
      response.writeHead(200, headers);
      const source = Readable.from(body);
      await (gz || acceptsGzip ? pipeline(source, createGzip(), response) : pipeline(source, response)).catch(() =>
        response.destroy(),
      );
      return true;
    },
  };
}

/**
 * A FEEDS_FILE for the feeds a stand-in at `origin` serves: one feed of each format and the `map` rules that place
 * its dresses and T-shirts (its watches, a third of the rows, are left unmapped on purpose). The Profitshare
 * credentials are named by the environment variables the caller sets.
 */
export function standinFeedsFile(
  origin: string,
  profitshare: { readonly advertisers: readonly number[]; readonly userEnv: string; readonly keyEnv: string },
) {
  return {
    feeds: [
      { name: "Magazin Google", format: "google-xml", url: `${origin}${FEEDS_PATH}/google.xml` },
      { name: "Shop.ro", format: "2performant-csv", url: `${origin}${FEEDS_PATH}/2performant.csv.gz` },
      {
        name: "Profitshare",
        format: "profitshare-api",
        url: `${origin}${FEEDS_PATH}/profitshare`,
        advertisers: [...profitshare.advertisers],
        userEnv: profitshare.userEnv,
        keyEnv: profitshare.keyEnv,
      },
    ],
    map: [
      { match: "rochii", gender: "femei", category: "Rochii" },
      { match: "tricouri barbati", gender: "barbati", category: "Tricouri" },
    ],
  };
}
