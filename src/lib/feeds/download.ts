/**
 * A feed's body, streamed: a conditional GET (ETag, Last-Modified) with the CMS reads' retries
 * (src/lib/cms/http.ts), gzip answers undone whether the server says `Content-Encoding: gzip` (fetch undoes
 * that) or serves a `.gz` file (recognised by its first two bytes, whatever its name or type).
 */
import { createGunzip } from "node:zlib";
import { pipeline, Readable } from "node:stream";
import { requestWithRetries, SourceError, type HttpOptions } from "../cms/http.ts";

/** What the last good read answered, sent back so an unchanged feed costs one 304. */
export interface Validators {
  readonly etag: string | null;
  readonly lastModified: string | null;
}

export type Download =
  | { readonly changed: false }
  | { readonly changed: true; readonly validators: Validators; readonly bytes: AsyncIterable<Uint8Array> };

/**
 * GETs a feed; `{ changed: false }` when the server answers 304 to the validators of the last good read.
 * @example const answer = await download("https://alfa.example/feed.xml", { etag: '"v1"', lastModified: null }, http)
 */
export async function download(
  url: string,
  last: Validators | null,
  http: Pick<HttpOptions, "timeoutMs" | "retries" | "backoffMs">,
): Promise<Download> {
  const headers: Record<string, string> = { "accept-encoding": "gzip", accept: "*/*" };
  if (last?.etag) headers["if-none-match"] = last.etag;
  if (last?.lastModified) headers["if-modified-since"] = last.lastModified;
  const response = await requestWithRetries(url, { headers }, http);
  if (response.status === 304 && last) return { changed: false };
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new SourceError(`GET ${url} answered HTTP ${response.status}`, url, response.status);
  }
  return {
    changed: true,
    validators: { etag: response.headers.get("etag"), lastModified: response.headers.get("last-modified") },
    bytes: gunzipWhenGzip(response.body),
  };
}

/** The bytes as they are, or ungzipped when they begin with gzip's magic number (1f 8b). */
export async function* gunzipWhenGzip(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]();
  const first = await chunks.next();
  if (first.done) return;
  const all = (async function* () {
    yield first.value;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  })();
  if (first.value[0] !== 0x1f || first.value[1] !== 0x8b) {
    yield* all;
    return;
  }
  const gunzip = createGunzip();
  // pipeline destroys the gunzip stream with the error when the download fails, which ends the loop below.
  pipeline(Readable.from(all), gunzip, () => undefined);
  yield* gunzip as AsyncIterable<Uint8Array>;
}
