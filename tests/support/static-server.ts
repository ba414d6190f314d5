/**
 * A tiny static file server that answers like the CDN the site is deployed to: `/a/` serves `/a/index.html`,
 * `/a` redirects to `/a/` when that folder has an index, an address no file answers is served the page of a
 * rewrite (200) of the site's `_redirects` when one matches it (the old product addresses; its redirects are
 * left to their redirect pages), and an unknown path gets the folder's `404.html` with status 404. Only for tests: it listens on 127.0.0.1 and a free port by default.
 * With `compress` it also answers like the CDN for tools that judge transfer (Lighthouse): brotli or gzip for
 * text, and a year of immutable caching for the hashed files under /_astro/.
 */
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { parseRedirectsFile, redirectFor, rewriteFor } from "../../src/service/redirects-file.ts";

export interface StaticServer {
  /** Origin with a trailing slash, e.g. `http://127.0.0.1:40123/`. */
  readonly url: string;
  readonly root: string;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  readonly host?: string;
  readonly port?: number;
  /**
   * Compress text (brotli, else gzip, as the request accepts) and cache /_astro/ for a year, as the CDN does.
   * Off by default: tests that count bytes see the files as they are built.
   */
  readonly compress?: boolean;
  /** Answer the redirects of the site's `_redirects` file, as Cloudflare Pages and Netlify do (the CDN stand-in). */
  readonly redirects?: boolean;
}

/** Hashed build output: its name changes with its content, so it can be cached for good. */
const IMMUTABLE_PREFIX = "/_astro/";
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml|wasm)|image\/svg)/;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  // Pagefind's index: binary chunks the search script fetches and decodes itself.
  ".pagefind": "application/octet-stream",
  ".pf_meta": "application/octet-stream",
  ".pf_index": "application/octet-stream",
  ".pf_fragment": "application/octet-stream",
  ".pf_filter": "application/octet-stream",
};

/** The Content-Type a CDN would send for a file name. */
export function contentType(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/** Serves `root` until `close()`; resolves once it listens. */
export async function startStaticServer(root: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const base = path.resolve(root);
  const send: SendFile = options.compress ? sendCompressed(new Map()) : sendFile;
  const server = createServer((request, response) => {
    const answered = options.redirects ? redirected(base, request, response) : Promise.resolve(false);
    answered
      .then((done) => (done ? undefined : handle(base, request, response, send)))
      .catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        response.end(`Static server error: ${String(error)}`);
      });
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/`,
    root: base,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Answers a request the site's `_redirects` redirects (read anew each time: a deploy may replace it); true if so. */
async function redirected(root: string, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  let text: string;
  try {
    text = await readFile(path.join(root, "_redirects"), "utf8");
  } catch {
    return false;
  }
  const url = new URL(request.url ?? "/", "http://localhost");
  const found = redirectFor(url.pathname, url.search, parseRedirectsFile(text));
  if (!found) return false;
  response.writeHead(found.status, { Location: found.location }).end();
  return true;
}

type SendFile = (file: string, status: number, request: IncomingMessage, response: ServerResponse) => Promise<void>;

async function handle(root: string, request: IncomingMessage, response: ServerResponse, send: SendFile) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  const url = new URL(request.url ?? "/", "http://localhost");
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad request: malformed URL");
    return;
  }
  const target = path.join(root, path.posix.normalize(pathname));
  if (target !== root && !target.startsWith(root + path.sep)) {
    await sendNotFound(root, request, response, send);
    return;
  }

  if (pathname.endsWith("/")) {
    const index = path.join(target, "index.html");
    if (await isFile(index)) return send(index, 200, request, response);
  } else if (await isFile(target)) {
    return send(target, 200, request, response);
  } else if (await isFile(path.join(target, "index.html"))) {
    response.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
    return;
  } else if (await isFile(`${target}.html`)) {
    return send(`${target}.html`, 200, request, response);
  }
  const rewritten = await rewriteOf(root, url.pathname);
  if (rewritten) {
    const file = path.join(root, path.posix.normalize(rewritten.endsWith("/") ? `${rewritten}index.html` : rewritten));
    if (file.startsWith(root + path.sep) && (await isFile(file))) return send(file, 200, request, response);
  }
  await sendNotFound(root, request, response, send);
}

/** The site path a rewrite of the site's `_redirects` serves at `pathname`; null without one. */
async function rewriteOf(root: string, pathname: string): Promise<string | null> {
  const text = await readFile(path.join(root, "_redirects"), "utf8").catch(() => null);
  return text === null ? null : rewriteFor(pathname, parseRedirectsFile(text));
}

async function sendNotFound(root: string, request: IncomingMessage, response: ServerResponse, send: SendFile) {
  const page = path.join(root, "404.html");
  if (await isFile(page)) return send(page, 404, request, response);
  response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found (and no 404.html)");
}

async function sendFile(
  file: string,
  status: number,
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string | number> = {
    "Content-Type": contentType(file),
    "Cache-Control": "no-cache",
    // Like the CDN: a wrong Content-Type breaks the page instead of being sniffed around.
    "X-Content-Type-Options": "nosniff",
  },
): Promise<void> {
  // Read whole before the headers, as a host serves a deployment that is whole: the CDN stand-in's deploy replaces
  // the files under a request, and a length taken before a file was replaced cut its answer short (a flaky test).
  const body = await readFile(file);
  response.writeHead(status, { ...headers, "Content-Length": body.length });
  response.end(request.method === "HEAD" ? undefined : body);
}

/** A sender that compresses text files once (kept by path and modification time) and caches /_astro/ for good. */
function sendCompressed(cache: Map<string, { mtimeMs: number; br: Buffer; gzip: Buffer }>): SendFile {
  return async (file, status, request, response) => {
    const type = contentType(file);
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    const headers: Record<string, string | number> = {
      "Content-Type": type,
      "Cache-Control":
        status === 200 && pathname.startsWith(IMMUTABLE_PREFIX) ? "public, max-age=31536000, immutable" : "no-cache",
      "X-Content-Type-Options": "nosniff",
      Vary: "Accept-Encoding",
    };
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
    if (!COMPRESSIBLE.test(type) || !encoding) return sendFile(file, status, request, response, headers);
    const { mtimeMs } = await stat(file);
    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      const content = await readFile(file);
      entry = {
        mtimeMs,
        // Quality 5: about what a CDN spends compressing on the fly, and fast enough not to delay a first request.
        br: brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip: gzipSync(content),
      };
      cache.set(file, entry);
    }
    const body = entry[encoding];
    response.writeHead(status, { ...headers, "Content-Encoding": encoding, "Content-Length": body.length });
    response.end(request.method === "HEAD" ? undefined : body);
  };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
