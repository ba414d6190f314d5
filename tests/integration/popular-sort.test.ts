/**
 * "Cele mai populare" (issue 29) end to end, in Chromium: the real service
 * counts clicks on three products of /femei/ (three, two and one), a build
 * made for that service reads them from its store, and the listing sorted by
 * "Cele mai populare" shows the three first, in order of clicks; the URL keeps
 * the sort across a reload; so do the search page's results for "femei". The
 * popular ranks are data files of their own, never in a page's HTML (issue 25).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { launchBrowser } from "../../scripts/lib/chromium.ts";
import { buildListings } from "../../src/lib/catalog/listings.ts";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import { paths } from "../../src/lib/paths.ts";
import { searchHref } from "../../src/lib/search/params.ts";
import { readSettings } from "../../src/lib/settings.ts";
import { astroBuild, buildDirs, type BuildDirs } from "../support/astro-build.ts";
import { SHOPPER_UA, startSiteAndService, type RunningService } from "../support/running-service.ts";
import { resultsInOrder, searchAfter } from "../support/search-results.ts";
import { startStaticServer, type StaticServer } from "../support/static-server.ts";

const femei = buildListings(await readCatalog(readSettings({}))).find((listing) => listing.path === "/femei/");
if (!femei || femei.products.length < 30) throw new Error("the sample's /femei/ listing needs 30 products");
/** Three products far from the top of the listing's own order, clicked three, two and one times. */
const clicked = [femei.products[20], femei.products[7], femei.products[27]].map((product) => {
  if (!product) throw new Error("no such product");
  return product;
});

let running: RunningService;
let rebuilt: BuildDirs;
let site: StaticServer;
let browser: Browser;

beforeAll(async () => {
  // Every click counts: the test's one client clicks a product several times.
  running = await startSiteAndService("popular", { FLUSH_INTERVAL_MS: "100", CLICK_WINDOW_MINUTES: "0" });
  for (const [index, product] of clicked.entries())
    for (let click = 0; click < clicked.length - index; click++) {
      const response = await fetch(`${running.origin}/api/productclicks/increment`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": SHOPPER_UA },
        body: JSON.stringify({ productId: product.id, title: product.title }),
      });
      expect(response.ok, `click ${click + 1} on ${product.id}`).toBe(true);
    }
  // Flushed into the store (FLUSH_INTERVAL_MS) before the build reads it.
  const counted = async () =>
    ((await (await fetch(`${running.origin}/api/productclicks/today?top=50`)).json()) as unknown[]).length;
  for (let tries = 0; (await counted()) < clicked.length; tries++) {
    if (tries > 100) throw new Error("the service did not store the clicks");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  rebuilt = await buildDirs("vitrina-popular-rebuilt-");
  const build = await astroBuild({
    ...rebuilt.env,
    PUBLIC_API_URL: running.origin,
    DATA_DIR: running.dataDir,
    DATABASE_URL: "",
  });
  expect(build.code, build.output).toBe(0);
  expect(build.output).toContain("[popular] 3 products clicked in the last 30 days");
  site = await startStaticServer(rebuilt.out);
  browser = await launchBrowser();
}, 360_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await rebuilt?.remove();
  await running?.stop();
});

const cardIds = (page: Page) =>
  page
    .locator(".explorer__grid .card")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-product-id")));

test("the ranks are a data file of their own: no listing page names them", async () => {
  const file = (await (await fetch(new URL("/date/populare.json", site.url))).json()) as { ids: string[] };
  expect(file.ids).toEqual(clicked.map((product) => product.id));
  const html = await (await fetch(new URL("/femei/", site.url))).text();
  expect(html).toContain("Cele mai populare");
  expect(html).not.toContain("populare.json");
});

test("a listing sorted by Cele mai populare shows the clicked products first, in order of clicks, after a reload too", async () => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(new URL("/femei/", site.url).href);
  const select = page.getByLabel("Sortează după:");
  // The filters' rules load first (a few seconds on a busy machine): until then the sort is disabled.
  await expect.poll(() => select.isEnabled(), { timeout: 15_000 }).toBe(true);
  await select.selectOption({ label: "Cele mai populare" });
  await expect.poll(() => new URL(page.url()).search).toBe("?sortare=populare");
  const expected = clicked.map((product) => product.id);
  await expect.poll(async () => (await cardIds(page)).slice(0, 3)).toEqual(expected);

  await page.reload();
  expect(new URL(page.url()).search).toBe("?sortare=populare");
  await expect.poll(async () => (await cardIds(page)).slice(0, 3)).toEqual(expected);
  await expect.poll(() => select.inputValue()).toBe("populare");
  await page.close();
});

test("the search page's results sorted by Cele mai populare show the clicked products first, in order of clicks, after a reload too", async () => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(new URL(searchHref({ query: "femei" }), site.url).href);
  const byRelevance = await resultsInOrder(page);
  const clickedPages = clicked.map((product) => paths.product(product.slug));
  for (const href of clickedPages) expect(byRelevance, "each clicked product is found").toContain(href);
  const select = page.getByLabel("Sortează după:");
  expect(await select.locator("option").allInnerTexts()).toEqual([
    "Cele mai relevante",
    "Cele mai populare",
    "Reducere",
  ]);
  await searchAfter(page, () => select.selectOption({ label: "Cele mai populare" }));
  expect(new URL(page.url()).search).toBe("?q=femei&sortare=populare");
  // The clicked products first, in order of clicks; every other result after them, in order of relevance.
  const expected = [...clickedPages, ...byRelevance.filter((href) => !clickedPages.includes(href))];
  expect(await resultsInOrder(page)).toEqual(expected);

  await page.reload();
  expect(new URL(page.url()).search).toBe("?q=femei&sortare=populare");
  expect(await resultsInOrder(page)).toEqual(expected);
  await expect.poll(() => select.inputValue()).toBe("populare");
  await page.close();
});
