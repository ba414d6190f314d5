/**
 * Every route of spec §2 exists, and no page links to a page that does not, or to a redirect, in three real
 * builds: the shipped sample, a generated catalogue of 300 products read through the CMS stand-in, and the
 * three-product fixture (where most menus are nearly empty). Links include images, scripts, stylesheets,
 * canonical and Open Graph URLs, redirect targets, #fragments and the sitemap. Issue 15, "No dead ends": the
 * mobile toolbar's "Produse" (/colectii/) holds every product, and the home page, its menus and its footer
 * link no listing without products.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuildReport } from "../../src/build/report.ts";
import { generateCatalog } from "../../scripts/catalog/generate.ts";
import { readElements } from "../../src/release/site-check/html-elements.ts";
import { checkLinks, formatBroken, type LinkReport } from "../../src/release/site-check/site-links.ts";
import type { UmbracoContent } from "../../src/lib/cms/umbraco.ts";
import { listingDataPath } from "../../src/lib/listing/listing-data.ts";
import { oldPaths, paths } from "../../src/lib/paths.ts";
import { parseRedirectsFile, rewriteFor } from "../../src/service/redirects-file.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import { loadFixture } from "../fixtures/index.ts";
import { astroBuild, buildDirs, type BuildDirs } from "../support/astro-build.ts";
import { envFor } from "../support/standin.ts";

const BUILD_TIMEOUT = 300_000;
/** The public origin the builds are told about: canonical, Open Graph and sitemap URLs are absolute on it. */
const SITE_URL = "https://vitrina.example";

/** Spec §2, "Routes": pages every catalogue has. */
const FIXED_ROUTES = [
  "/",
  "/home-fashion-eleganceNest/",
  "/colectii/",
  "/brand/",
  "/toate-colectiile/",
  "/toate-categoriile/",
  "/wish-list/",
  "/search-result/",
  "/contact/",
  "/about-us/",
  "/term-of-use/",
  "/shop-collection/",
  "/shop-default-grid/",
  "/product-external/",
];
const GENDER_ROUTES = ["/femei/", "/barbati/", "/fetite/", "/baieti/", "/fetita/"];

/** Spec §2 routes with a parameter: a full catalogue has at least one page of each. */
const PATTERN_ROUTES: Readonly<Record<string, RegExp>> = {
  "/{gender}/{category}": /^\/(femei|barbati|fetite|baieti)\/(?!pagina\/)[a-z0-9-]+\/$/,
  "/colectii/{slug}": /^\/colectii\/(?!pagina\/)[a-z0-9-]+\/$/,
  "/colectii/{slug}/{gender}": /^\/colectii\/(?!pagina\/)[a-z0-9-]+\/(femei|barbati|fetite|baieti)\/$/,
  "/brand/{brand}": /^\/brand\/(?!pagina\/)[a-z0-9-]+\/$/,
  "/detalii-produs/{slug}": /^\/detalii-produs\/[a-z0-9-]+\/$/,
  "/fetita/{category}": /^\/fetita\/(?!pagina\/)[a-z0-9-]+\/$/,
};

interface Built {
  readonly dirs: BuildDirs;
  readonly links: LinkReport;
  readonly report: BuildReport;
}

async function buildAndCheck(env: Record<string, string>): Promise<Built> {
  const dirs = await buildDirs("vitrina-links-");
  const run = await astroBuild({ ...env, ...dirs.env, SITE_URL });
  if (run.code !== 0) throw new Error(`astro build failed (${run.code}):\n${run.output.slice(-4000)}`);
  const report = JSON.parse(await readFile(path.join(dirs.reports, "build-report.json"), "utf8")) as BuildReport;
  return { dirs, report, links: await checkLinks(dirs.out, [SITE_URL]) };
}

function expectNoBrokenLinks(built: Built): void {
  const { broken, checked, pages } = built.links;
  expect(pages.length, "pages in the build").toBeGreaterThan(10);
  expect(checked, "internal URLs checked").toBeGreaterThan(pages.length * 10);
  expect(broken, `${broken.length} internal URLs lead nowhere:\n${formatBroken(broken)}`).toEqual([]);
}

function expectRoutes(built: Built, routes: readonly string[]): void {
  const pages = new Set(built.links.pages);
  expect(
    routes.filter((route) => !pages.has(route)),
    "routes of spec §2 missing from the build",
  ).toEqual([]);
}

/** The site paths of the listing pages that say they hold no product (the page an old link to one still finds). */
async function emptyListings(built: Built): Promise<string[]> {
  const empty: string[] = [];
  for (const page of built.links.pages) {
    const file = path.join(built.dirs.out, page, "index.html");
    if (existsSync(file) && (await readFile(file, "utf8")).includes('class="listing__empty"')) empty.push(page);
  }
  return empty;
}

/** Every href of the home page, its header, menus and footer included. */
async function homeLinks(built: Built): Promise<Set<string>> {
  const html = await readFile(path.join(built.dirs.out, "index.html"), "utf8");
  return new Set(readElements(html).flatMap((element) => (element.name === "a" ? [element.attrs["href"] ?? ""] : [])));
}

async function expectNoLinksToEmptyListings(built: Built): Promise<void> {
  const links = await homeLinks(built);
  const linked = (await emptyListings(built)).filter((page) => links.has(page));
  expect(linked, "listings without products linked from the home page, its menus or its footer").toEqual([]);
}

/** The product pages a listing's static pages link to, over all its pages ("…/pagina/N/"). */
async function productsListedOn(built: Built, listingPath: string): Promise<Set<string>> {
  const pages = built.links.pages.filter((page) => page === listingPath || page.startsWith(`${listingPath}pagina/`));
  const products = new Set<string>();
  for (const page of pages) {
    const html = await readFile(path.join(built.dirs.out, page, "index.html"), "utf8");
    for (const element of readElements(html)) {
      const href = element.name === "a" ? element.attrs["href"] : undefined;
      if (href?.startsWith("/detalii-produs/")) products.add(href);
    }
  }
  return products;
}

/** A dump with one more category and one more collection, copied from its first ones, that no product is in. */
function withEmptyShelves(content: UmbracoContent): UmbracoContent {
  const copy = (items: readonly unknown[], name: string, id: string) => {
    const first = items[0] as Record<string, unknown>;
    return [...items, { ...first, name, id }];
  };
  return {
    ...content,
    categories: copy(content.categories, "Pantofi-femei", "05a11ca7-0000-4000-8000-000000000109"),
    collections: copy(content.collections, "Iarnă 2026", "05a11ca7-0000-4000-8000-000000000209"),
  };
}

async function productPageCount(out: string): Promise<number> {
  const dir = path.join(out, "detalii-produs");
  const slugs = await readdir(dir);
  return slugs.filter((slug) => existsSync(path.join(dir, slug, "index.html"))).length;
}

function itChecksAFullCatalogue(built: () => Built): void {
  it("has every route of spec §2, the 404 page included", async () => {
    expectRoutes(built(), [...FIXED_ROUTES, ...GENDER_ROUTES]);
    // "/product-external/{id}" has no page per product (issue 25): one rewrite serves each the page at its folder.
    const redirects = parseRedirectsFile(await readFile(path.join(built().dirs.out, "_redirects"), "utf8"));
    expect(rewriteFor(oldPaths.productExternal("42"), redirects)).toBe(oldPaths.productExternals());
    expect(built().links.pages, "404.html, served for every unknown address").toContain("/404/");
    const missing = Object.entries(PATTERN_ROUTES)
      .filter(([, pattern]) => !built().links.pages.some((page) => pattern.test(page)))
      .map(([route]) => route);
    expect(missing, "routes with no page at all").toEqual([]);
  });

  it("writes a page for every published product", async () => {
    expect(await productPageCount(built().dirs.out)).toBe(built().report.published.products);
  });

  it("links only to pages and files that exist, and never to a redirect", () => {
    expectNoBrokenLinks(built());
  });

  it("lists every published product a shop has in stock on /colectii/, where the mobile toolbar's Produse leads", async () => {
    const { ids } = JSON.parse(await readFile(path.join(built().dirs.reports, "catalogue-ids.json"), "utf8")) as {
      ids: string[];
    };
    const data = JSON.parse(
      await readFile(path.join(built().dirs.out, listingDataPath(paths.collections())), "utf8"),
    ) as { ids: string[] };
    expect(ids.length).toBe(built().report.published.products);
    // A product no shop has in stock keeps its page but leaves the listings (issue 28); the build's prices say which.
    const { products } = JSON.parse(
      await readFile(path.join(built().dirs.reports, "catalogue-prices.json"), "utf8"),
    ) as { products: { id: string; inStock: boolean }[] };
    const soldOut = new Set(products.filter((product) => !product.inStock).map((product) => product.id));
    const listed = ids.filter((id) => !soldOut.has(id));
    expect(new Set(data.ids), "the listing's data: the filters and the pages the island draws").toEqual(
      new Set(listed),
    );
    expect((await productsListedOn(built(), paths.collections())).size, "its static pages, without JavaScript").toBe(
      listed.length,
    );
  });

  it("links no listing without products from the home page, its menus or its footer", async () => {
    await expectNoLinksToEmptyListings(built());
  });
}

describe("the sample catalogue's build", () => {
  let built: Built;
  beforeAll(async () => {
    built = await buildAndCheck({});
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await built?.dirs.remove();
  });

  itChecksAFullCatalogue(() => built);
});

describe("a 300-product catalogue's build, read from the CMS stand-in", () => {
  let standin: Standin;
  let built: Built;
  beforeAll(async () => {
    standin = await startStandin({ content: generateCatalog({ products: 300, seed: 7 }) });
    built = await buildAndCheck(envFor(standin, "umbraco", { CMS_PAGE_SIZE: "100" }));
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await standin?.close();
    await built?.dirs.remove();
  });

  itChecksAFullCatalogue(() => built);

  it("publishes the catalogue it was given", () => {
    expect(built.report.source).toBe("umbraco");
    expect(built.report.published.products).toBeGreaterThanOrEqual(290);
  });
});

describe("a three-product catalogue's build, with an empty category and collection, read from the CMS stand-in", () => {
  let standin: Standin;
  let built: Built;
  beforeAll(async () => {
    standin = await startStandin({ content: withEmptyShelves(loadFixture("small-catalogue")) });
    built = await buildAndCheck(envFor(standin, "umbraco"));
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await standin?.close();
    await built?.dirs.remove();
  });

  it("still has every page that does not depend on the catalogue's size", () => {
    expectRoutes(built, FIXED_ROUTES);
    expect(built.links.pages).toContain("/404/");
  });

  it("links only to pages and files that exist, though most menus are nearly empty", () => {
    expectNoBrokenLinks(built);
  });

  it("keeps the pages of a category, collection, gender and brand without products, and links none of them from the home page", async () => {
    expect(await emptyListings(built), "pages an old link still finds").toEqual(
      expect.arrayContaining([
        "/femei/pantofi/",
        paths.collection("iarna-2026"),
        paths.gender("fetite"),
        paths.brand("levis"),
      ]),
    );
    await expectNoLinksToEmptyListings(built);
  });
});
