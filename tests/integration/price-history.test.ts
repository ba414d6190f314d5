/**
 * The price history end to end (issue 15): a real build of the sample with
 * PRICE_HISTORY on, over a SQLite store the test has given a past, then the
 * product pages and cards in Chromium.
 * - A product whose price fell 10 days ago from a price it held for weeks
 *   shows its discount against that price, its lowest 30-day price and the chart.
 * - A product whose shop "reduced" it from a price it had raised just before
 *   shows no discount, and says why.
 * - A product the history meets today shows no discount either, and says the
 *   history is too short rather than inventing 30 days.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import type { Product } from "../../src/lib/domain/schema.ts";
import { formatDay } from "../../src/lib/days.ts";
import { formatPrice } from "../../src/lib/money.ts";
import { discountPercent } from "../../src/lib/prices/shown-price.ts";
import { priceKey } from "../../src/lib/prices/history.ts";
import { readSettings } from "../../src/lib/settings.ts";
import { bucharestDay } from "../../src/lib/bucharest-day.ts";
import { readHistories } from "../../src/store/prices.ts";
import { openSqliteStore } from "../../src/store/sqlite.ts";
import { sqlOf } from "../../src/store/sql.ts";
import { openPage } from "../support/browser.ts";
import { historyBuild, type HistoryBuild } from "../support/history-build.ts";
import type { StaticServer } from "../support/static-server.ts";

const BUILD_TIMEOUT = 300_000;

let history: HistoryBuild;
let server: StaticServer;
let browser: Browser;
/** fell: a real reduction; raised: a "reduction" after a rise; fresh: no history before today. */
let fell: Product;
let raised: Product;
let fresh: Product;
/** A product of the sample's feeds sold by three shops (issue 28). */
let offered: Product;

beforeAll(async () => {
  const sample = await readCatalog(readSettings({}));
  const onSale = sample.products.filter((product) => product.oldPrice !== null && product.price > 2000);
  [fell, raised, fresh] = onSale as [Product, Product, Product];
  if (!fresh) throw new Error("the sample has three products on sale");
  const three = sample.products.find((product) => product.offers?.length === 3);
  if (!three) throw new Error("the sample's feeds have a product sold by three shops");
  offered = three;

  history = await historyBuild("prices");
  // 60 days ago: "fell" at its old price, "raised" at less than what it costs now.
  await history.readEarlier({ [fell.id]: fell.oldPrice ?? 0, [raised.id]: raised.price - 1000 }, 60);
  // 10 days ago: "fell" falls to its price; "raised" goes up to its "old price".
  await history.readEarlier({ [fell.id]: fell.price, [raised.id]: raised.oldPrice ?? 0 }, 10);

  const site = await history.build();
  expect(site.output).toMatch(/\[price-history\] \d+ of \d+ prices changed since the last read/);
  ({ server, browser } = site);
}, BUILD_TIMEOUT);

afterAll(async () => {
  await history?.close();
});

const productPage = (product: Product) =>
  openPage(browser, `/detalii-produs/${product.slug}/`, { baseUrl: server.url });
const today = () => formatDay(bucharestDay());

describe("the product page's price history", () => {
  it("shows a reduction backed by the history: its discount, the lowest 30-day price and the chart", async () => {
    const { page, errors, close } = await productPage(fell);
    try {
      const price = page.locator(".product__info .price");
      await expect.poll(() => price.locator(".price__old").textContent()).toBe(formatPrice(fell.oldPrice ?? 0));
      expect(await price.locator(".price__badge").textContent()).toBe(
        `-${discountPercent(fell.price, fell.oldPrice)}%`,
      );
      const history = page.locator("[data-price-history]");
      expect(await history.locator("[data-lowest-30]").textContent()).toContain(
        `Cel mai mic preț din ultimele 30 de zile: ${formatPrice(fell.price)}`,
      );
      // The chart: drawn on the page (no script), a step down from the old price to the new one.
      const chart = history.locator("svg.price-chart path");
      expect(await chart.getAttribute("d")).toMatch(/^M0 8H\d+(\.\d)?V64H320$/);
      expect(await history.locator("figcaption").textContent()).toContain(
        `între ${formatPrice(fell.price)} și ${formatPrice(fell.oldPrice ?? 0)}`,
      );
      expect(await history.textContent()).toContain(`Preț verificat pe ${today()}`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows no discount for an old price the history does not back, and says why", async () => {
    const { page, close } = await productPage(raised);
    try {
      const price = page.locator(".product__info .price");
      await expect.poll(() => price.textContent()).toBe(formatPrice(raised.price));
      expect(await price.locator(".price__badge").count()).toBe(0);
      const history = page.locator("[data-price-history]");
      expect(await history.textContent()).toContain(
        `Magazinul afișează un preț vechi de ${formatPrice(raised.oldPrice ?? 0)}, dar istoricul nostru nu arată o reducere`,
      );
      expect(await history.locator("[data-lowest-30]").textContent()).toContain(formatPrice(raised.price - 1000));
    } finally {
      await close();
    }
  });

  it("says the history is too short rather than inventing 30 days", async () => {
    const { page, close } = await productPage(fresh);
    try {
      expect(await page.locator(".product__info .price .price__badge").count()).toBe(0);
      const history = page.locator("[data-price-history]");
      expect(await history.locator("[data-lowest-30]").textContent()).toBe(
        `Urmărim prețul din ${today()}; cel mai mic preț de atunci: ${formatPrice(fresh.price)}`,
      );
      expect(await history.textContent()).toContain("Îl vom putea verifica după 30 de zile de istoric");
    } finally {
      await close();
    }
  });
});

describe("cards", () => {
  it("say when the price was checked, and carry only the backed discount", async () => {
    const { page, close } = await openPage(browser, "/colectii/", { baseUrl: server.url });
    try {
      const checked = page.locator("article.card .card__checked");
      await expect.poll(() => checked.count()).toBeGreaterThan(0);
      expect(await checked.first().textContent()).toBe(`Preț verificat pe ${today()}`);
      // Every card with a discount on the page is one the history backs: here, only "fell" can be.
      const flagged = await page
        .locator("article.card", { has: page.locator(".price__badge") })
        .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-product-id")));
      expect(flagged.filter((id) => id !== fell.id)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("the store after the build", () => {
  it("holds one row per change: the build added a change only for the prices it read new", async () => {
    const store = await openSqliteStore(history.dataDir);
    try {
      if (!store.connection) throw new Error("no connection");
      const histories = await readHistories(sqlOf(store.connection), 0);
      expect(histories.get(fell.id)?.map((change) => change.price)).toEqual([fell.oldPrice, fell.price]);
      expect(histories.get(raised.id)?.map((change) => change.price)).toEqual([
        raised.price - 1000,
        raised.oldPrice,
        raised.price,
      ]);
      expect(histories.get(fresh.id)?.map((change) => change.price)).toEqual([fresh.price]);
      // A product of the feeds: one history per offer, under its id and shop, none under its id alone (issue 28).
      for (const offer of offered.offers ?? []) {
        expect(histories.get(priceKey(offered.id, offer.shop))?.map((change) => change.price)).toEqual([offer.price]);
      }
      expect(histories.has(offered.id)).toBe(false);
    } finally {
      await store.close();
    }
  });
});
