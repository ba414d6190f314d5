import { describe, expect, it } from "vitest";
import { parseRedirectsFile, redirectFor, rewriteFor } from "../../src/service/redirects-file.ts";
import { redirectsFile } from "../../src/lib/redirects.ts";

const table = parseRedirectsFile(
  [
    "# old addresses",
    "/shop-collection/ /colectii/ 301",
    "/fetita/ /fetite/ 301",
    "/fetita/rochii/ /fetite/rochii/ 301",
    "/temporar/ /altundeva/ 302",
    "/rescris/ /index.html 200",
    "/fetita/* /fetite/:splat 301",
    "/product-external/* /colectii/ 301",
  ].join("\n"),
);

describe("the _redirects file", () => {
  it("answers an exact old address with its target and status", () => {
    expect(redirectFor("/shop-collection/", "", table)).toEqual({ location: "/colectii/", status: 301 });
    expect(redirectFor("/temporar/", "", table)).toEqual({ location: "/altundeva/", status: 302 });
  });

  it("finds the rule written with a trailing slash for an address without one", () => {
    expect(redirectFor("/shop-collection", "", table)).toEqual({ location: "/colectii/", status: 301 });
  });

  it("fills :splat with what the wildcard matched", () => {
    expect(redirectFor("/fetita/geci/pagina/2/", "", table)).toEqual({
      location: "/fetite/geci/pagina/2/",
      status: 301,
    });
    expect(redirectFor("/product-external/999/", "", table)?.location).toBe("/colectii/");
  });

  it("keeps the query string", () => {
    expect(redirectFor("/fetita/rochii/", "?culoare=rosu", table)?.location).toBe("/fetite/rochii/?culoare=rosu");
  });

  it("leaves rewrites (200) and other addresses alone", () => {
    expect(redirectFor("/rescris/", "", table)).toBeNull();
    expect(redirectFor("/femei/", "", table)).toBeNull();
  });

  it("lets the first matching line win, a wildcard before an exact line included", () => {
    const ordered = parseRedirectsFile("/a/* /first/ 301\n/a/b/ /second/ 301");
    expect(redirectFor("/a/b/", "", ordered)?.location).toBe("/first/");
  });

  it("reads what the build writes (src/lib/redirects.ts)", () => {
    const written = parseRedirectsFile(redirectsFile([{ from: "/shop-default-grid/", to: "/colectii/" }]));
    expect(redirectFor("/shop-default-grid/", "", written)).toEqual({ location: "/colectii/", status: 301 });
    expect(redirectFor("/fetita/bluze/", "", written)).toEqual({ location: "/fetite/bluze/", status: 301 });
    expect(redirectFor("/product-external/42/", "", written), "a rewrite, not a redirect").toBeNull();
    expect(rewriteFor("/product-external/42/", written)).toBe("/product-external/");
  });

  it("finds a rewrite (200) to a page of the site, first match winning as for redirects", () => {
    expect(rewriteFor("/rescris/", table)).toBe("/index.html");
    expect(rewriteFor("/shop-collection/", table), "a redirect").toBeNull();
    expect(rewriteFor("/femei/", table)).toBeNull();
    const ordered = parseRedirectsFile("/a/b/ /b/ 301\n/a/* /pagina/ 200\n/x/* https://other.example/:splat 200");
    expect(rewriteFor("/a/b/", ordered), "an earlier redirect").toBeNull();
    expect(rewriteFor("/a/c/", ordered)).toBe("/pagina/");
    expect(rewriteFor("/x/y", ordered), "a proxy to another origin is the host's").toBeNull();
  });
});
