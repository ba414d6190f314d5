/**
 * The search page's "Cele mai noi" and "Reducere" (issue 29) end to end, in Chromium: a real build of the sample
 * with PRICE_HISTORY on, over a SQLite store the test has given a past (each product first seen on one of a few
 * days, two dresses reduced 10 days ago from a price they held for weeks), then the search for "rochie" sorted each
 * way: every result in the sort's order, equal values in order of relevance, and the address keeps the sort across
 * a reload. "Reducere" counts only the reductions the 30-day rule backs: the sample's other old prices, which the
 * history does not back, are no reduction. "Cele mai populare" is popular-sort.test.ts's (a build with clicks).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import type { Product } from "../../src/lib/domain/schema.ts";
import { paths } from "../../src/lib/paths.ts";
import { searchHref } from "../../src/lib/search/params.ts";
import { readSettings } from "../../src/lib/settings.ts";
import { historyBuild, type HistoryBuild } from "../support/history-build.ts";
import { resultsInOrder, searchAfter } from "../support/search-results.ts";
import type { StaticServer } from "../support/static-server.ts";

const BUILD_TIMEOUT = 300_000;

let history: HistoryBuild;
let server: StaticServer;
let browser: Browser;
/**
 * Each product's first day in the history, in days before the build; 0 for those the build meets first: two dresses,
 * and the products of the feeds (their history is kept per offer, src/lib/prices/history.ts: none is given one).
 */
const firstSeen = new Map<string, number>();
/** Two dresses whose reduction the history backs: at the old price from 60 days ago, at the price from 10. */
let fell: Product[] = [];
let byPage: Map<string, Product>;

beforeAll(async () => {
  const { products } = await readCatalog(readSettings({}));
  byPage = new Map(products.map((product) => [paths.product(product.slug), product]));
  const fromCms = (product: Product) => !product.offers?.length;
  const dresses = products.filter((product) => /^Rochie\b/.test(product.title) && fromCms(product));
  fell = dresses.filter((product) => product.oldPrice !== null && product.oldPrice > product.price).slice(0, 2);
  if (fell.length < 2) throw new Error("the sample has two dresses on sale");
  const newest = dresses.filter((product) => !fell.includes(product)).slice(0, 2);
  // Five first days for the rest, 20 to 80 days back, so that many results share one.
  for (const [index, product] of products.entries())
    firstSeen.set(
      product.id,
      newest.includes(product) || !fromCms(product) ? 0 : fell.includes(product) ? 60 : 20 + (index % 5) * 15,
    );

  history = await historyBuild("search-sorts");
  const firstDays = [...new Set(firstSeen.values())].filter((days) => days > 0).sort((a, b) => b - a);
  for (const days of firstDays) {
    const first = products.filter((product) => firstSeen.get(product.id) === days);
    // The reduced dresses start at their old price; every other product at the price it has now.
    const price = (product: Product) => (fell.includes(product) ? (product.oldPrice ?? 0) : product.price);
    await history.readEarlier(Object.fromEntries(first.map((product) => [product.id, price(product)])), days);
  }
  await history.readEarlier(Object.fromEntries(fell.map((product) => [product.id, product.price])), 10);

  const site = await history.build();
  expect(site.output).toMatch(/\[search-sorts\] the ranks of populare, noi, reducere for the search page/);
  ({ server, browser } = site);
}, BUILD_TIMEOUT);

afterAll(async () => {
  await history?.close();
});

/** The search for "rochie" by relevance: the page, the sort's dropdown and the results in the page's order. */
async function searchDresses(): Promise<{ page: Page; byRelevance: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(new URL(searchHref({ query: "rochie" }), server.url).href);
  return { page, byRelevance: await resultsInOrder(page) };
}

/** Sorts by `label`, checks the address and the order, then reloads and checks both again. */
async function sortsAndKeeps(page: Page, label: string, key: string, expected: readonly string[]): Promise<void> {
  const select = page.getByLabel("Sortează după:");
  await searchAfter(page, () => select.selectOption({ label }));
  expect(new URL(page.url()).search).toBe(`?q=rochie&sortare=${key}`);
  expect(await resultsInOrder(page)).toEqual(expected);
  await page.reload();
  expect(new URL(page.url()).search).toBe(`?q=rochie&sortare=${key}`);
  expect(await resultsInOrder(page)).toEqual(expected);
  await expect.poll(() => select.inputValue()).toBe(key);
}

test("a build with a price history, without a click service, offers Cele mai noi and Reducere", async () => {
  const { page } = await searchDresses();
  expect(await page.getByLabel("Sortează după:").locator("option").allInnerTexts()).toEqual([
    "Cele mai relevante",
    "Cele mai noi",
    "Reducere",
  ]);
  await page.close();
});

test("Cele mai noi: the latest first appearance first, the same day in order of relevance", async () => {
  const { page, byRelevance } = await searchDresses();
  const daysBack = (href: string) => firstSeen.get(byPage.get(href)?.id ?? "") ?? Number.NaN;
  const expected = [...byRelevance].sort((a, b) => daysBack(a) - daysBack(b));
  expect(new Set(expected.map(daysBack)).size, "results first seen on several days").toBeGreaterThan(3);
  expect(expected.slice(0, 2).map(daysBack), "those the build met first lead").toEqual([0, 0]);
  expect(expected).not.toEqual(byRelevance);
  await sortsAndKeeps(page, "Cele mai noi", "noi", expected);
  await page.close();
});

test("Reducere: the reductions the 30-day rule backs first, largest first; an old price it does not back is none", async () => {
  const { page, byRelevance } = await searchDresses();
  const onSale = (product: Product | undefined): product is Product =>
    product !== undefined && product.oldPrice !== null && product.oldPrice > product.price;
  // Only the two the history backs are reduced: the largest share off first, then every other result.
  const off = (href: string) => {
    const product = byPage.get(href);
    return onSale(product) && fell.includes(product)
      ? ((product.oldPrice ?? 0) - product.price) / (product.oldPrice ?? 1)
      : 0;
  };
  const expected = [...byRelevance].sort((a, b) => off(b) - off(a));
  const unbacked = byRelevance.filter((href) => onSale(byPage.get(href)) && off(href) === 0);
  expect(unbacked.length, "dresses on sale whose old price the history does not back").toBeGreaterThan(0);
  expect(expected.slice(0, 2).map((href) => byPage.get(href))).toEqual(expect.arrayContaining(fell));
  await sortsAndKeeps(page, "Reducere", "reducere", expected);
  await page.close();
});
