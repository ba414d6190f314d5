/**
 * Products several shops sell (issue 28), in real Chromium on the built sample with its feeds: "Compară ofertele"
 * lists every shop's offer, cheapest in stock first, each "Cumpără acum" opening its own shop's page in a new tab;
 * an offer out of stock is marked; cards say "de la X Ron"; the "Magazin" facet filters a listing; a product no
 * shop has in stock keeps its page and leaves the listings. What each should show is worked out here from the
 * sample itself (readCatalog, buildListings), never through the page's code. The outbound click per shop is
 * counted in tests/integration/clicks-flow.test.ts, which runs the click service.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { buildListings } from "../../src/lib/catalog/listings.ts";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import type { Product } from "../../src/lib/domain/schema.ts";
import { compareOffers } from "../../src/lib/offers/shown-offers.ts";
import { formatPrice } from "../../src/lib/money.ts";
import { paths, toSlug } from "../../src/lib/paths.ts";
import { readSettings } from "../../src/lib/settings.ts";
import { expectNoViolations } from "../support/axe.ts";
import { launchBrowser, openPage, type OpenedPage } from "../support/browser.ts";

const catalog = await readCatalog(readSettings({}));
const listings = buildListings(catalog);

function sampleProduct(wanted: (product: Product) => boolean, description: string): Product {
  const found = catalog.products.find(wanted);
  if (!found) throw new Error(`the sample with its feeds has no product ${description}`);
  return found;
}

const threeShops = sampleProduct((product) => product.offers?.length === 3, "that three shops offer");
/** Several shops, one of which has it no longer. */
const partlyOut = sampleProduct(
  (product) =>
    (product.offers?.length ?? 0) > 1 &&
    product.offers?.some((offer) => offer.inStock) === true &&
    product.offers.some((offer) => !offer.inStock),
  "that one shop has in stock and another not",
);
const noneInStock = sampleProduct((product) => product.inStock === false, "that no shop has in stock");

/** A listing where a shop narrows the result: some of its products that shop sells, some not. */
const shopListing = (() => {
  for (const listing of listings) {
    const shops = new Set(listing.products.flatMap((product) => product.shops ?? []));
    for (const shop of shops) {
      const sold = listing.products.filter((product) => product.shops?.includes(shop));
      if (sold.length > 0 && sold.length < listing.products.length && listing.products.length <= 32) {
        return { listing, shop, sold };
      }
    }
  }
  throw new Error("the sample has no listing that a shop narrows");
})();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function withPage(path: string, run: (opened: OpenedPage) => Promise<void>): Promise<void> {
  const opened = await openPage(browser, path);
  // The shops' pages, answered here: the affiliate links point at hosts no machine here reaches.
  await opened.context.route(/^https:\/\/[^/]+\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Magazin partener</title>" }),
  );
  try {
    await run(opened);
    expect(opened.errors, "script errors and failed loads").toEqual([]);
  } finally {
    await opened.close();
  }
}

const offerRows = (page: Page) => page.locator("[data-offers] [data-offer]");

describe("Compară ofertele (issue 28)", () => {
  test.each([
    ["three shops offer", threeShops],
    ["one shop has in stock and another not", partlyOut],
  ])("a product %s shows every offer, cheapest in stock first, one out of stock marked", async (_what, product) => {
    const expected = [...(product.offers ?? [])].sort(compareOffers);
    await withPage(paths.product(product.slug), async ({ page }) => {
      await expect(page.getByRole("heading", { name: "Compară ofertele" }).count()).resolves.toBe(1);
      const rows = offerRows(page);
      expect(await rows.count()).toBe(expected.length);
      const shown = await rows.evaluateAll((items) =>
        items.map((item) => ({
          shop: item.querySelector(".offers__shop")?.textContent?.trim(),
          price: item.querySelector(".price__now")?.textContent?.trim(),
          stock: item.querySelector("[data-stock]")?.textContent?.trim(),
          href: item.querySelector("a[data-outbound]")?.getAttribute("href"),
        })),
      );
      expect(shown).toEqual(
        expected.map((offer) => ({
          shop: offer.shop,
          price: formatPrice(offer.price),
          stock: offer.inStock ? "În stoc" : "Stoc epuizat",
          href: offer.affLink,
        })),
      );
      // The page's own button is the first offer's: the cheapest in stock.
      expect(await page.locator("a.product__buy").getAttribute("href")).toBe(expected[0]?.affLink);
      expect(await page.locator("a.product__buy").getAttribute("data-shop")).toBe(expected[0]?.shop);
      // The main price is the lowest of several shops'.
      expect(await page.locator(".product__info > .price .price__from").innerText()).toBe("de la");
      await expectNoViolations(page, "a product page comparing offers");
    });
  });

  test("each offer's Cumpără acum opens its own shop's link in a new tab, as a marked affiliate link", async () => {
    await withPage(paths.product(threeShops.slug), async ({ page, context }) => {
      const rows = offerRows(page);
      for (let index = 0; index < (await rows.count()); index += 1) {
        const buy = rows.nth(index).getByRole("link", { name: /Cumpără acum/ });
        expect(await buy.getAttribute("target")).toBe("_blank");
        expect((await buy.getAttribute("rel"))?.split(" ")).toEqual(
          expect.arrayContaining(["sponsored", "nofollow", "noopener"]),
        );
        const href = await buy.getAttribute("href");
        const [tab] = await Promise.all([context.waitForEvent("page"), buy.click()]);
        await tab.waitForLoadState();
        expect(tab.url()).toBe(href);
        await tab.close();
      }
      // The product page stays where it was.
      expect(new URL(page.url()).pathname).toBe(paths.product(threeShops.slug));
    });
  });

  test("a product no shop has in stock keeps its page, says so, and is in no listing", async () => {
    await withPage(paths.product(noneInStock.slug), async ({ page, response }) => {
      expect(response?.status()).toBe(200);
      expect(await page.locator(".product__stock").innerText()).toBe("Stoc epuizat la toate magazinele");
    });
    // "Produse" (every product's listing) as built, every one of its pages.
    for (let number = 1; ; number += 1) {
      const path = number === 1 ? paths.collections() : `${paths.collections()}pagina/${number}/`;
      const response = await fetch(new URL(path, inject("baseUrl")));
      if (response.status === 404) break;
      expect(await response.text(), path).not.toContain(`data-product-id="${noneInStock.id}"`);
    }
  });
});

describe("the quick view and search (issue 28)", () => {
  test("the quick view of a product several shops sell names the shops and shows each offer", async () => {
    const product = threeShops;
    const listing = listings.find((entry) => entry.path === product.category?.path);
    if (!listing) throw new Error(`the sample has no listing of ${product.title}'s category`);
    const expected = [...(product.offers ?? [])].sort(compareOffers);
    await withPage(listing.path, async ({ page }) => {
      await page.locator('.explorer[data-listing-state="ready"]').waitFor({ timeout: 15_000 });
      await page.locator(`article.card[data-product-id="${product.id}"] [data-quick-view]`).first().click();
      const panel = page.locator('dialog[data-panel="quickview"]');
      await expect.poll(() => panel.locator("h2").innerText()).toBe(product.title);
      expect(await panel.locator(".qv__shops").innerText()).toBe(
        `Magazine: ${expected.map((offer) => offer.shop).join(", ")}`,
      );
      const offers = panel.locator("[data-offer]");
      expect(await offers.locator(".qv__offer-shop").allInnerTexts()).toEqual(expected.map((offer) => offer.shop));
      expect(
        await offers.locator("a[data-outbound]").evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
      ).toEqual(expected.map((offer) => offer.affLink));
      // "Cumpără acum" stays the one button of the best offer.
      expect(await panel.getByRole("link", { name: /Cumpără acum/ }).getAttribute("href")).toBe(expected[0]?.affLink);
      expect(await panel.getByRole("link", { name: /Cumpără acum/ }).getAttribute("data-shop")).toBe(expected[0]?.shop);
    });
  });

  test("a search result of a product several shops sell names its shops", async () => {
    await withPage(`${paths.search()}?q=${encodeURIComponent(threeShops.title)}`, async ({ page }) => {
      const card = page.locator(`.card[href="${paths.product(threeShops.slug)}"]`);
      await card.waitFor({ timeout: 15_000 });
      const result = page.locator(".search-grid > li", { has: card });
      expect(await result.locator(".card__shops").innerText()).toBe(`Magazine: ${(threeShops.shops ?? []).join(", ")}`);
      expect(await card.locator(".price__from").innerText()).toBe("de la");
    });
  });
});

describe("cards and the Magazin facet (issue 28)", () => {
  test('a card of a product several shops sell says "de la X Ron"; one of a single shop does not', async () => {
    const { listing } = shopListing;
    await withPage(listing.path, async ({ page }) => {
      await page.locator('.explorer[data-listing-state="ready"]').waitFor({ timeout: 15_000 });
      for (const product of listing.products) {
        const price = page.locator(`article.card[data-product-id="${product.id}"] .price`).first();
        const from = (product.shops?.length ?? 0) > 1;
        expect(await price.locator(".price__from").count(), product.title).toBe(from ? 1 : 0);
      }
    });
  });

  test("choosing a shop keeps only the products it sells; the URL and the tag say so", async () => {
    const { listing, shop, sold } = shopListing;
    await withPage(listing.path, async ({ page }) => {
      await page.locator('.explorer[data-listing-state="ready"]').waitFor({ timeout: 15_000 });
      const box = page
        .locator("aside.filters")
        .getByRole("group", { name: "Magazin", exact: true })
        .getByRole("checkbox", { name: new RegExp(`^${shop.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} [0-9.]+$`) });
      await box.check();
      await expect
        .poll(() =>
          page
            .locator(".explorer__grid article.card")
            .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-product-id")).sort()),
        )
        .toEqual(sold.map((product) => product.id).sort());
      await expect.poll(() => new URL(page.url()).search).toBe(`?magazin=${toSlug(shop)}`);
      expect((await page.locator(".tags__tag").allInnerTexts()).map((text) => text.replace(/\s*×$/, ""))).toContain(
        `Magazin: ${shop}`,
      );
    });
  });
});
