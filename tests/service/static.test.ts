/**
 * The built site served as the CDN serves it (docs/deploy.md): a tiny
 * site folder (support.ts) through Fastify's inject.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEADER_CSP, headerRules, headersFile, IMMUTABLE } from "../../src/lib/http-headers.ts";
import type { ClickStore } from "../../src/store/types.ts";
import { fixture, makeApp, openTestStore, removeDir } from "./support.ts";

const { dir, settings } = fixture("static");
let store: ClickStore;
let app: FastifyInstance;

beforeAll(async () => {
  store = await openTestStore("sqlite", { dir, schema: "" });
  app = await makeApp(settings, store);
});
afterAll(async () => {
  await app.close();
  await store.close();
  removeDir(dir);
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("the site", () => {
  it("serves a folder's index.html at its address", async () => {
    const response = await get("/femei/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("<h1>Femei</h1>");
    expect((await get("/")).body).toContain("<h1>Acasă</h1>");
  });

  it("redirects a folder's address without its slash to the one with it", async () => {
    const response = await get("/femei");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/femei/");
  });

  it("caches /_astro/ for a year, immutable", async () => {
    const response = await get("/_astro/app.1a2b3c.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
  });

  it("has everything else revalidated, with an ETag that answers 304 when unchanged", async () => {
    for (const url of ["/", "/femei/", "/pagefind/0.pf_fragment"]) {
      const response = await get(url);
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(response.headers.etag, url).toBeTruthy();
      const again = await get(url, { "if-none-match": String(response.headers.etag) });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it("sends the security headers on pages, files and the 404 page", async () => {
    for (const url of ["/", "/_astro/app.1a2b3c.js", "/nu-exista/"]) {
      const response = await get(url);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(response.headers["permissions-policy"], url).toContain("camera=()");
    }
  });

  it("answers an unknown address with the site's 404 page and status 404", async () => {
    const response = await get("/nu-exista/deloc/");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("Pagina nu există");
  });

  it("answers the old addresses of _redirects with a 301, not their redirect page", async () => {
    const exact = await get("/product-external/42/");
    expect(exact.statusCode).toBe(301);
    expect(exact.headers.location).toBe("/detalii-produs/rochie-neagra/");
    const wildcard = await get("/fetita/rochii/pagina/2/?sort=pret");
    expect(wildcard.statusCode).toBe(301);
    expect(wildcard.headers.location).toBe("/fetite/rochii/pagina/2/?sort=pret");
    expect((await get("/shop-collection")).headers.location).toBe("/colectii/");
  });

  it("serves a rewrite's page at the address asked for, with status 200 (the old product addresses)", async () => {
    for (const url of ["/product-external/7/", "/product-external/abc", "/product-external/"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toContain("text/html");
      expect(response.body, url).toContain("<h1>Adresă veche</h1>");
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
    // An exact redirect written before the rewrite still wins (first match, as on the hosts).
    expect((await get("/product-external/42/")).statusCode).toBe(301);
  });

  it("does not serve the host's own files", async () => {
    expect((await get("/_redirects")).statusCode).toBe(404);
    expect((await get("/_headers")).statusCode).toBe(404);
  });

  it("never leaves the site's folder", async () => {
    for (const url of ["/../catalogue-ids.json", "/%2e%2e/catalogue-ids.json", "/..%2fcatalogue-ids.json"]) {
      const response = await get(url);
      expect([400, 403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain("builtAt");
    }
  });
});

describe("a site with its own _headers file", () => {
  it("is served with the headers the build wrote, read again when the file changes", async () => {
    const file = path.join(settings.SITE_DIR, "_headers");
    const policy = "default-src 'self'; script-src 'self' 'sha256-abc='";
    writeFileSync(file, headersFile(headerRules({ contentSecurityPolicy: policy })));
    const own = await makeApp(settings, store);
    try {
      expect((await own.inject({ method: "GET", url: "/" })).headers["content-security-policy"]).toBe(
        `${HEADER_CSP}; ${policy}`,
      );
      writeFileSync(file, headersFile(headerRules({ contentSecurityPolicy: "default-src 'none'" })));
      await expect
        .poll(async () => (await own.inject({ method: "GET", url: "/" })).headers["content-security-policy"], {
          timeout: 3000,
        })
        .toBe(`${HEADER_CSP}; default-src 'none'`);
    } finally {
      await own.close();
    }
  });
});
