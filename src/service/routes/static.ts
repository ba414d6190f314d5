/**
 * The built site, served as the CDN serves it (docs/deploy.md), so
 * that `npm start` shows the whole product on one origin:
 * - the headers of the site's `_headers` file when the build wrote one,
 *   else the same rules from src/lib/http-headers.ts: `/_astro/` immutable,
 *   everything else `no-cache` with an ETag, and the security headers;
 * - the old addresses of `_redirects` answer their 301, and its rewrites
 *   (200) serve their page at the address asked for;
 * - `/a/` serves `/a/index.html`, `/a` redirects to `/a/`;
 * - an unknown address gets `404.html` with status 404.
 * The three files are read again when a new build replaces them.
 */
import { realpathSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";
import { headerRules, headersFor, type HeaderRule, parseHeadersFile } from "../../lib/http-headers.ts";
import { parseRedirectsFile, redirectFor, rewriteFor, type RedirectTable } from "../redirects-file.ts";
import { WatchedFile, type WatchedFileEvents } from "../watched-file.ts";

/** Files of the site for the host, not for visitors. */
const HOST_FILES = new Set(["/_headers", "/_redirects"]);

/** The site's own rules, read from its folder. */
export class SiteRules {
  readonly siteDir: string;
  readonly #fallback: readonly HeaderRule[];
  readonly #headers: WatchedFile<HeaderRule[]>;
  readonly #redirects: WatchedFile<RedirectTable>;
  readonly #notFound: WatchedFile<string>;

  constructor(siteDir: string, fallback: readonly HeaderRule[] = headerRules(), events: WatchedFileEvents = {}) {
    this.siteDir = path.resolve(siteDir);
    this.#fallback = fallback;
    // A site without one of these files is a site that has none: not worth a log line.
    const quiet = { onError: (file: string, error: unknown) => isMissing(error) || events.onError?.(file, error) };
    this.#headers = new WatchedFile(path.join(this.siteDir, "_headers"), parseHeadersFile, quiet);
    this.#redirects = new WatchedFile(path.join(this.siteDir, "_redirects"), parseRedirectsFile, quiet);
    this.#notFound = new WatchedFile(path.join(this.siteDir, "404.html"), (text) => text, quiet);
  }

  /** Reads the three files, then looks for new ones every second. */
  async watch(): Promise<void> {
    for (const file of this.#files()) await file.refresh();
    for (const file of this.#files()) file.watch();
  }

  stop(): void {
    for (const file of this.#files()) file.stop();
  }

  headersFor(pathname: string): Record<string, string> {
    return headersFor(pathname, this.#headers.value ?? this.#fallback);
  }

  redirectFor(pathname: string, search: string): { location: string; status: number } | null {
    const table = this.#redirects.value;
    return table ? redirectFor(pathname, search, table) : null;
  }

  /** The file of the site (relative to its folder) a rewrite serves at `pathname`; null when none does. */
  rewriteFor(pathname: string): string | null {
    const table = this.#redirects.value;
    const to = table ? rewriteFor(pathname, table) : null;
    if (to === null) return null;
    const file = to.endsWith("/") ? `${to}index.html` : to;
    return file.slice(1);
  }

  /** The site's not-found page; a plain line when the site has none. */
  get notFoundPage(): string {
    return this.#notFound.value ?? "<!DOCTYPE html><title>404</title><p>404</p>";
  }

  #files() {
    return [this.#headers, this.#redirects, this.#notFound];
  }
}

/**
 * Whether the file a path names is really inside the site folder: a symbolic link in it that leads out (to a
 * secret, to /etc) is no file of the site. A path that names nothing is left to the 404.
 */
export function insideSite(siteDir: string, pathname: string): boolean {
  let root: string;
  let target: string;
  try {
    root = realpathSync(siteDir);
    target = realpathSync(path.join(siteDir, decodeURIComponent(pathname)));
  } catch {
    return true;
  }
  return target === root || target.startsWith(root + path.sep);
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === "ENOENT";

export interface StaticOptions {
  readonly site: SiteRules;
}

/** Paths that are never files of the site. */
export const isServicePath = (pathname: string): boolean =>
  pathname.startsWith("/api/") || pathname === "/api" || pathname === "/admin" || pathname.startsWith("/admin/");

export const staticRoutes: FastifyPluginAsync<StaticOptions> = async (app, { site }) => {
  app.addHook("onRequest", async (request, reply) => {
    const [pathname = "/", query = ""] = request.url.split(/\?(.*)/s);
    const redirect = site.redirectFor(pathname, query ? `?${query}` : "");
    if (redirect) return reply.redirect(redirect.location, redirect.status);
    // A rewrite's page, served here as the CDN serves it (a missing file is the 404 page, as @fastify/static says).
    const rewritten = request.method === "GET" || request.method === "HEAD" ? site.rewriteFor(pathname) : null;
    if (rewritten !== null) return reply.sendFile(rewritten);
  });
  await app.register(fastifyStatic, {
    root: site.siteDir,
    wildcard: true,
    index: ["index.html"],
    redirect: true,
    // The headers come from the site's rules (set for every request in app.ts), not from defaults of the plugin.
    cacheControl: false,
    etag: true,
    lastModified: true,
    allowedPath: (pathname) => !HOST_FILES.has(pathname) && insideSite(site.siteDir, pathname),
    // A .env or .git left in the site folder is no file of the site (@fastify/static allows dotfiles by default).
    dotfiles: "ignore",
  });
};
