/**
 * A tiny static file server that answers like the CDN the site is deployed to: `/a/` serves `/a/index.html`,
 * `/a` redirects to `/a/` when that folder has an index, and an unknown path gets the folder's `404.html`
 * with status 404. Only for tests: it listens on 127.0.0.1 and a free port by default.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

export interface StaticServer {
  /** Origin with a trailing slash, e.g. `http://127.0.0.1:40123/`. */
  readonly url: string;
  readonly root: string;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  readonly host?: string;
  readonly port?: number;
}

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
  const server = createServer((request, response) => {
    handle(base, request, response).catch((error: unknown) => {
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

async function handle(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
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
    await sendNotFound(root, request, response);
    return;
  }

  if (pathname.endsWith("/")) {
    const index = path.join(target, "index.html");
    if (await isFile(index)) return sendFile(index, 200, request, response);
  } else if (await isFile(target)) {
    return sendFile(target, 200, request, response);
  } else if (await isFile(path.join(target, "index.html"))) {
    response.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
    return;
  } else if (await isFile(`${target}.html`)) {
    return sendFile(`${target}.html`, 200, request, response);
  }
  await sendNotFound(root, request, response);
}

async function sendNotFound(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const page = path.join(root, "404.html");
  if (await isFile(page)) return sendFile(page, 404, request, response);
  response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found (and no 404.html)");
}

async function sendFile(file: string, status: number, request: IncomingMessage, response: ServerResponse) {
  const { size } = await stat(file);
  response.writeHead(status, {
    "Content-Type": contentType(file),
    "Content-Length": size,
    "Cache-Control": "no-cache",
    // Like the CDN: a wrong Content-Type breaks the page instead of being sniffed around.
    "X-Content-Type-Options": "nosniff",
  });
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    createReadStream(file).on("error", reject).pipe(response).on("finish", resolve).on("error", reject);
  });
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
