/**
 * Issue 25: a product added to a listing renders the listing's first page and the page its card is on, not every
 * page of the listing. A later page a publish leaves as it was shows the counts of the build that rendered it in
 * its HTML; in the browser it shows the listing's current ones, which its data file carries, as soon as that file
 * has loaded. Two real builds (the second reusing the first, as a publish does) of a generated catalogue on the
 * CMS stand-in, and the second's site opened in Chromium.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalog } from "../../scripts/catalog/generate.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import { umbracoDate, type UmbracoContent } from "../../src/lib/cms/umbraco.ts";
import { FILTERS_TEXT, LISTING_TEXT } from "../../src/lib/messages-listing.ts";
import { astroBuild, buildDirs, type BuildDirs } from "../support/astro-build.ts";
import { launchBrowser, openPage } from "../support/browser.ts";
import { envFor } from "../support/standin.ts";
import { startStaticServer, type StaticServer } from "../support/static-server.ts";

type Item = { id: string; name: string; properties: Record<string, unknown> };

/** The count the listing's island shows: "96 Produse găsite". */
const countIn = (html: string): number | null => {
  const match = /(\d[\d.]*) Produse găsite/.exec(html);
  return match?.[1] ? Number(match[1].replaceAll(".", "")) : null;
};

describe("a listing's later pages after a product joins the listing", () => {
  const content = generateCatalog({ products: 120, seed: 11 }) as unknown as UmbracoContent;
  let standin: Standin;
  let earlier: BuildDirs;
  let later: BuildDirs;
  let server: StaticServer;
  let browser: Browser;
  let output = "";
  /** What the all-products listing ("/colectii/") counts before and after. */
  let before = 0;

  beforeAll(async () => {
    standin = await startStandin({ content });
    earlier = await buildDirs("vitrina-later-pages-a-");
    later = await buildDirs("vitrina-later-pages-b-");
    const env = { ...envFor(standin, "umbraco"), PRICE_HISTORY: "off" };
    const first = await astroBuild({ ...env, ...earlier.env });
    expect(first.code, first.output).toBe(0);
    before = countIn(await readFile(path.join(earlier.out, "colectii", "index.html"), "utf8")) ?? 0;

    // A new product at the end of the catalogue, priced above every other: the price facet's range grows too.
    const items = content.products as unknown as Item[];
    const [model] = items;
    const added = {
      ...structuredClone(model),
      id: "0ddba11e-0000-4000-8000-000000000125",
      name: "Pelerină Vitrinescu de catifea",
      // Created now, as Umbraco stamps a new item: the catalogue's order (createDate) puts it last.
      createDate: umbracoDate(Date.now()),
      updateDate: umbracoDate(Date.now()),
      properties: { ...model?.properties, price: "98765,00" },
    };
    standin.setContent({ ...content, products: [...items, added] as never });
    const second = await astroBuild({ ...env, ...later.env, REUSE_FROM: earlier.reports });
    expect(second.code, second.output).toBe(0);
    output = second.output;
    server = await startStaticServer(later.out);
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await standin?.close();
    if (!process.env["KEEP"]) await Promise.all([earlier?.remove(), later?.remove()]);
  });

  it("renders the listing's first and last pages again and takes the pages between from the earlier build", async () => {
    expect(before, "the all-products listing spans more than three pages").toBeGreaterThan(96);
    expect(output).toMatch(/\[link-reused\] [1-9]\d* files linked/);
    const file = (dir: BuildDirs, page: string) => path.join(dir.out, "colectii", page, "index.html");
    const inode = async (dir: BuildDirs, page: string) => (await stat(file(dir, page))).ino;
    expect(await inode(later, "pagina/2"), "a page between").toBe(await inode(earlier, "pagina/2"));
    expect(await inode(later, "."), "the first page").not.toBe(await inode(earlier, "."));
    expect(countIn(await readFile(file(later, "."), "utf8"))).toBe(before + 1);
    // The page between still says what the earlier build counted: the browser is told the rest.
    expect(countIn(await readFile(file(later, "pagina/2"), "utf8"))).toBe(before);
  });

  it("shows the current count and price range on that page once its data has loaded", async () => {
    const opened = await openPage(browser, "/colectii/pagina/2/", { baseUrl: server.url });
    try {
      await expect.poll(async () => countIn(await opened.page.content()), { timeout: 15_000 }).toBe(before + 1);
      expect(await opened.page.content()).toContain(LISTING_TEXT.productsFound(before + 1));
      // The price facet's upper bound now reaches the new product's price (in lei), which the page's HTML lacks.
      const upper = opened.page.locator(`input[type="range"][aria-label="${FILTERS_TEXT.priceMax}"]`).first();
      expect(Number(await upper.getAttribute("max"))).toBeGreaterThanOrEqual(98_765);
      const html = await readFile(path.join(later.out, "colectii", "pagina", "2", "index.html"), "utf8");
      expect(Math.max(...[...html.matchAll(/max="(\d+)"/g)].map((match) => Number(match[1])))).toBeLessThan(98_765);
      // The stand-in's pictures are http: (the CSP lets the site's pages load https: ones only); nothing else failed.
      expect(opened.errors.filter((error) => !error.includes(`"img-src 'self' data: https:"`))).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
