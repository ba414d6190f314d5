/**
 * The sample's feeds (src/data/feeds/): files in the repo, read through the same code as a network's. For the
 * read's length a loopback server of the build's own serves them as the networks would: the Google and
 * 2Performant files by conditional GET (ETag, 304), the Profitshare answers page by page to signed requests,
 * the signature checked as the real API checks it (401 when wrong). So the sample exercises download, gzip
 * detection, the cache, the signing and paging, and every check and rule, as a real build does.
 *
 * The sample's feeds.json names the origin SAMPLE_ORIGIN, replaced by the server's; its images name
 * SAMPLE_MEDIA_ORIGIN, which stands for the site's own /media/ folder (public/media/sample).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { profitshareSignature } from "./profitshare-api.ts";

export const SAMPLE_FEEDS_FILE = new URL("../../data/feeds/feeds.json", import.meta.url);
const SAMPLE_DIR = new URL("../../data/feeds/", import.meta.url);
export const SAMPLE_ORIGIN = "https://feeds.vitrina-sample.example";
export const SAMPLE_MEDIA_ORIGIN = "https://cdn.vitrina-sample.example";
/** The sample's Profitshare credentials: public, they open nothing but the sample's own files. */
export const SAMPLE_PROFITSHARE_ENV = { VITRINA_SAMPLE_PS_USER: "vitrina-sample", VITRINA_SAMPLE_PS_KEY: "sample-key" };

/** A sample image URL as the site shows it: its own /media/ path. */
export const sampleImage = (url: string): string =>
  url.startsWith(`${SAMPLE_MEDIA_ORIGIN}/`) ? url.slice(SAMPLE_MEDIA_ORIGIN.length) : url;

/** Runs `read` with the sample's feeds served on 127.0.0.1; `read` gets the origin that replaces SAMPLE_ORIGIN. */
export async function withSampleFeedServer<T>(read: (origin: string) => Promise<T>): Promise<T> {
  const server = createServer((request, response) => {
    serve(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await read(`http://127.0.0.1:${port}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = request.url ?? "/";
  const profitshare = /^\/profitshare\/affiliate-products\/\?(filters\[advertiser\]=(\d+)&page=(\d+))$/.exec(url);
  if (profitshare) {
    const [, query = "", advertiser, page] = profitshare;
    if (!signedRight(request, query)) {
      response.writeHead(401, { "content-type": "application/json" }).end('{"error":"bad signature"}');
      return;
    }
    const body = await readFile(new URL(`profitshare/${advertiser}-${page}.json`, SAMPLE_DIR)).catch(() => null);
    if (!body) response.writeHead(404).end();
    else response.writeHead(200, { "content-type": "application/json" }).end(body);
    return;
  }
  const name = /^\/([\w.-]+\.(?:xml|csv))$/.exec(url)?.[1];
  const body = name ? await readFile(new URL(name, SAMPLE_DIR)).catch(() => null) : null;
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  if (request.headers["if-none-match"] === etag) {
    response.writeHead(304, { etag }).end();
    return;
  }
  response.writeHead(200, { etag, "content-type": name?.endsWith(".xml") ? "application/xml" : "text/csv" }).end(body);
}

function signedRight(request: IncomingMessage, query: string): boolean {
  const date = String(request.headers["date"] ?? "");
  const user = String(request.headers["x-ps-client"] ?? "");
  if (user !== SAMPLE_PROFITSHARE_ENV.VITRINA_SAMPLE_PS_USER) return false;
  const expected = profitshareSignature({
    method: "GET",
    endpoint: "affiliate-products",
    query,
    user,
    key: SAMPLE_PROFITSHARE_ENV.VITRINA_SAMPLE_PS_KEY,
    date,
  });
  const sent = Buffer.from(String(request.headers["x-ps-auth"] ?? ""));
  return sent.length === expected.length && timingSafeEqual(sent, Buffer.from(expected));
}
