import { describe, expect, it } from "vitest";
import { buildListings, PAGE_SIZE } from "../../src/lib/catalog/listings.ts";
import {
  buildRedirects,
  isIndexable,
  isRedirectPath,
  redirectDocument,
  redirectFrom,
  redirectRoutes,
  redirectsFile,
  type RedirectSources,
} from "../../src/lib/redirects.ts";
import { category, product } from "./support.ts";

const dresses = category({
  name: "Rochii-fetite",
  label: "Rochii",
  slug: "rochii",
  section: "fetite",
  path: "/fetite/rochii/",
});
const shirts = category({
  name: "Cămăși-barbati",
  label: "Cămăși",
  slug: "camasi",
  section: "barbati",
  path: "/barbati/camasi/",
});

/** A catalogue with `girls` dresses for girls (enough for a second page) and one shirt for men. */
function sources(girls = PAGE_SIZE + 1): RedirectSources {
  const products = [
    ...Array.from({ length: girls }, (_, index) =>
      product(`rochie-${index + 1}`, { id: String(index + 1), category: "Rochii-fetite", gender: "fetite" }),
    ),
    product("camasa-alba", { id: "c-9", category: "Cămăși-barbati", gender: "barbati" }),
  ];
  const listings = buildListings({ products, categories: [dresses, shirts], collections: [], brands: [] });
  return { listings };
}

describe("buildRedirects (spec §2: old addresses lead to real pages)", () => {
  it("sends /fetita/ and every girls' listing page, pagination included, to the same page under /fetite/", () => {
    const redirects = buildRedirects(sources());
    expect(redirectFrom(redirects, "/fetita/").to).toBe("/fetite/");
    expect(redirectFrom(redirects, "/fetita/rochii/").to).toBe("/fetite/rochii/");
    expect(redirectFrom(redirects, "/fetita/pagina/2/").to).toBe("/fetite/pagina/2/");
    expect(redirectFrom(redirects, "/fetita/rochii/pagina/2/").to).toBe("/fetite/rochii/pagina/2/");
  });

  it("leaves the other genders alone", () => {
    const redirects = buildRedirects(sources());
    expect(redirects.some((redirect) => redirect.to.startsWith("/barbati/"))).toBe(false);
  });

  it("sends the template's shop links to the collections", () => {
    const redirects = buildRedirects(sources(1));
    expect(redirectFrom(redirects, "/shop-collection/").to).toBe("/colectii/");
    expect(redirectFrom(redirects, "/shop-default-grid/").to).toBe("/colectii/");
  });

  it("has no line per product for /product-external/{id}/ (issue 25): one rewrite serves them all", () => {
    const redirects = buildRedirects(sources(2));
    expect(redirects.filter((redirect) => redirect.from.startsWith("/product-external/"))).toEqual([]);
    expect(redirectsFile(redirects).trimEnd().split("\n").at(-1)).toBe("/product-external/* /product-external/ 200");
  });

  it("writes each old address once and never redirects to itself", () => {
    const redirects = buildRedirects(sources());
    const froms = redirects.map((redirect) => redirect.from);
    expect(new Set(froms).size).toBe(froms.length);
    for (const redirect of redirects) {
      expect(redirect.from).toMatch(/^\/.*\/$/);
      expect(redirect.to).toMatch(/^\/.*\/$/);
      expect(redirect.to).not.toBe(redirect.from);
    }
  });

  it("points only at pages the build writes", () => {
    const { listings } = sources();
    const built = new Set([
      ...listings.map((listing) => listing.path),
      "/fetite/pagina/2/",
      "/fetite/rochii/pagina/2/",
    ]);
    for (const redirect of buildRedirects({ listings })) expect(built, redirect.from).toContain(redirect.to);
  });
});

describe("redirectRoutes", () => {
  it("gives the rest parameter of a [...rest] route: undefined for the folder itself", () => {
    const routes = redirectRoutes(buildRedirects(sources()), "/fetita/");
    expect(routes.map((route) => route.rest)).toEqual(
      expect.arrayContaining([undefined, "rochii", "pagina/2", "rochii/pagina/2"]),
    );
    expect(routes.every((route) => route.redirect.from.startsWith("/fetita/"))).toBe(true);
  });
});

describe("redirectsFile", () => {
  it('writes one "FROM TO 301" line per redirect, then the wildcards last: the old product addresses a rewrite', () => {
    const text = redirectsFile([
      { from: "/shop-collection/", to: "/colectii/" },
      { from: "/shop-default-grid/", to: "/colectii/" },
    ]);
    expect(text.trimEnd().split("\n")).toEqual([
      "/shop-collection/ /colectii/ 301",
      "/shop-default-grid/ /colectii/ 301",
      "/fetita/* /fetite/:splat 301",
      "/product-external/* /product-external/ 200",
    ]);
  });
});

describe("isRedirectPath", () => {
  it("tells the redirect pages apart from real pages, with or without the trailing slash", () => {
    expect(isRedirectPath("/fetita/rochii/")).toBe(true);
    expect(isRedirectPath("/shop-collection")).toBe(true);
    expect(isRedirectPath("/product-external/12/")).toBe(true);
    expect(isRedirectPath("/fetite/rochii/")).toBe(false);
    expect(isRedirectPath("/colectii/")).toBe(false);
  });
});

describe("isIndexable", () => {
  it("keeps listings and products in the sitemap", () => {
    expect(isIndexable("/femei/rochii/")).toBe(true);
    expect(isIndexable("/detalii-produs/rochie-midi/")).toBe(true);
  });
  it("leaves redirects, personal pages and the home alias out", () => {
    for (const path of [
      "/fetita/rochii/",
      "/product-external/12/",
      "/wish-list/",
      "/search-result",
      "/home-fashion-eleganceNest/",
    ]) {
      expect(isIndexable(path), path).toBe(false);
    }
  });
});

describe("redirectDocument", () => {
  const site = new URL("https://vitrina.example");
  const page = redirectDocument("/detalii-produs/rochie-neagra/", site);

  it("refreshes at once to the new address, with a canonical link on the site's origin", () => {
    expect(page).toMatch(/^<!DOCTYPE html><html lang="ro">/);
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/detalii-produs/rochie-neagra/">');
    expect(page).toContain('<link rel="canonical" href="https://vitrina.example/detalii-produs/rochie-neagra/">');
  });

  it("keeps search engines out and gives a visible link, in Romanian", () => {
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain("<h1>Pagina s-a mutat</h1>");
    expect(page).toContain('<a href="/detalii-produs/rochie-neagra/">Mergi la pagina nouă</a>');
  });

  it("escapes the address, so no target can break out of the attribute", () => {
    const hostile = redirectDocument('/x/"><script>alert(1)</script>/', site);
    expect(hostile).not.toContain("<script>");
    expect(hostile).toContain("url=/x/&quot;&gt;&lt;script&gt;");
  });
});
