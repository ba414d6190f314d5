/**
 * A product no shop has in stock (issue 28), in the quick view and the wishlist (issue 29), in real Chromium on the
 * built sample with its feeds: both say "Stoc epuizat la toate magazinele" as its page does, from the files they
 * read (the summaries by slug, the card rows by id), and a product saved while in stock says so once the catalogue
 * has it out of stock. Which product that is comes from the sample itself (readCatalog), never from the page's
 * code. The alert buttons need a click service: tests/integration/alerts-flow.test.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import { paths } from "../../src/lib/paths.ts";
import { readSettings } from "../../src/lib/settings.ts";
import { openQuickViewOf } from "../support/quick-view.ts";
import { launchBrowser, openPage, type OpenedPage } from "../support/browser.ts";

const NONE_IN_STOCK = "Stoc epuizat la toate magazinele";

const catalog = await readCatalog(readSettings({}));
const out = catalog.products.find((product) => product.inStock === false);
const inStock = catalog.products.find((product) => product.inStock === true);
if (!out || !inStock)
  throw new Error("the sample with its feeds has no product out of stock everywhere, or none in stock");

/** The entry the wishlist keeps (spec §3), as it was saved, when the product was still in stock. */
const savedEntry = (product: typeof out) => ({
  id: product.id,
  slug: product.slug,
  title: product.title,
  brand: product.brands[0] ?? null,
  price: product.price,
  image: product.images[0] ?? null,
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function withPage(path: string, run: (opened: OpenedPage) => Promise<void>): Promise<void> {
  const opened = await openPage(browser, path);
  try {
    await run(opened);
    expect(opened.errors, "script errors and failed loads").toEqual([]);
  } finally {
    await opened.close();
  }
}

/** Saved products as a page's storage holds them, read when the page loads. */
async function seedWishlist(page: Page, entries: readonly unknown[]): Promise<void> {
  await page.evaluate((text) => localStorage.setItem("wishlist", text), JSON.stringify(entries));
  await page.reload({ waitUntil: "load" });
}

describe("a product no shop has in stock", () => {
  test("its quick view says so, as its page does", async () => {
    await withPage(paths.home(), async ({ page }) => {
      const panel = await openQuickViewOf(page, out.slug);
      await expect.poll(() => panel.locator("h2").innerText()).toBe(out.title);
      expect(await panel.locator(".qv__stock").innerText()).toBe(NONE_IN_STOCK);
      // Without a click service there is no alert to ask for (the integration test has one).
      expect(await panel.locator("[data-alert]").count()).toBe(0);
    });
  });

  test("saved from its page, the wishlist says so; a product in stock says nothing", async () => {
    await withPage(paths.product(out.slug), async ({ page }) => {
      await page.locator(".product__stock").waitFor();
      await seedWishlist(page, [savedEntry(inStock)]);
      await page.locator("main [data-wishlist-add]").first().click();
      const panel = page.locator('dialog[data-panel="wishlist"]');
      const items = panel.locator(".saved-list > li");
      await expect.poll(() => items.count()).toBe(2);
      const outItem = items.filter({ hasText: out.title });
      await expect
        .poll(() =>
          outItem
            .locator(".saved-stock")
            .innerText()
            .catch(() => ""),
        )
        .toBe(NONE_IN_STOCK);
      expect(await items.filter({ hasText: inStock.title }).locator(".saved-stock").count()).toBe(0);
    });
  });

  test("saved while it was in stock, the wishlist page says it is out of stock now", async () => {
    await withPage(paths.wishlist(), async ({ page }) => {
      await seedWishlist(page, [savedEntry(out)]);
      const item = page.locator(".saved-grid > li");
      await expect
        .poll(() =>
          item
            .locator(".saved-stock")
            .innerText()
            .catch(() => ""),
        )
        .toBe(NONE_IN_STOCK);
      // Still saved, still a product of the catalogue: not the "no longer available" state.
      expect(await item.locator(`a[href="${paths.product(out.slug)}"]`).count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => localStorage.getItem("wishlist"))).not.toContain("inStock");
    });
  });
});
