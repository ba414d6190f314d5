/**
 * The quick view side panel in real Chromium (spec §2, "Quick view side
 * panel"): the right product, its real price and discount, its links, no
 * made-up social proof, focus handling, and one panel at a time.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { launchBrowser, openPage, type ViewportName } from "../support/browser.ts";
import { productSlugs, productSummary } from "../support/products.ts";
import { discountPercent } from "../../src/lib/prices/shown-price.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const quickView = (page: Page) => page.locator('dialog[data-panel="quickview"]');
const openDialogs = (page: Page) =>
  page.locator("dialog[open]").evaluateAll((dialogs) => dialogs.map((d) => d.getAttribute("data-panel")));
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** A product page with "Produse similare", whose cards are the ones under test. */
let productPath: string;
beforeAll(async () => {
  const slugs = await productSlugs(inject("baseUrl"));
  productPath = `/detalii-produs/${slugs[0] ?? ""}/`;
});

/** A card of "Produse similare", of a product on sale when there is one (the discount is then checked too). */
async function relatedCard(page: Page): Promise<Locator> {
  const cards = page.locator('section[aria-labelledby="produse-similare"] article.card');
  await expect.poll(() => cards.count(), { message: "cards under 'Produse similare'" }).toBeGreaterThan(0);
  const onSale = cards.filter({ has: page.locator(".card__flag") });
  return (await onSale.count()) > 0 ? onSale.first() : cards.first();
}

describe.each<ViewportName>(["desktop", "mobile"])("quick view (%s)", (viewport) => {
  test("shows the product of the card, with its real price, its links and nothing made up", async () => {
    const opened = await openPage(browser, productPath, { viewport });
    try {
      const { page } = opened;
      const card = await relatedCard(page);
      const button = card.locator("[data-quick-view]");
      const slug = (await button.getAttribute("data-quick-view")) ?? "";
      const product = await productSummary(inject("baseUrl"), slug);
      expect((await card.locator(".card__title a").innerText()).trim()).toBe(product.title);

      await button.click();
      const panel = quickView(page);
      await expect.poll(() => panel.locator("h2").innerText(), { message: "the product's title" }).toBe(product.title);
      expect(await panel.getAttribute("aria-modal")).toBe("true");
      expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement)), "focus moved in").toBe(true);

      // textContent: innerText would give the upper-cased look of the category line.
      const text = (await panel.textContent()) ?? "";
      if (product.category) {
        const category = panel.getByRole("link", { name: product.category.label, exact: true });
        expect(await category.getAttribute("href"), "the real category, linked").toBe(product.category.href);
      }
      const discount = discountPercent(product.price, product.oldPrice);
      if (discount !== null) expect(text).toContain(`-${discount}%`);
      else expect(text).not.toMatch(/-\d+%/);
      expect(text, "no invented ratings, reviews, sales or viewers").not.toMatch(
        /recenzi|review|stele|★|vândut|sold|vizualizeaz|viewing|persoane/i,
      );

      const buy = panel.getByRole("link", { name: /Cumpără acum/ });
      expect(await buy.getAttribute("href")).toBe(product.affLink);
      expect(await buy.getAttribute("target")).toBe("_blank");
      expect(((await buy.getAttribute("rel")) ?? "").split(" ")).toEqual(
        expect.arrayContaining(["sponsored", "nofollow", "noopener"]),
      );
      const details = panel.getByRole("link", { name: "Vezi detaliile produsului" });
      expect(await details.getAttribute("href")).toBe(await card.locator(".card__title a").getAttribute("href"));
      expect(await panel.getByRole("button", { name: "Adaugă la favorite" }).count()).toBe(1);

      await page.keyboard.press("Escape");
      await expect.poll(() => openDialogs(page), { message: "Escape closes it" }).toEqual([]);
      await expect.poll(() => isFocused(button), { message: "focus returns to the quick-view button" }).toBe(true);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test("one panel at a time: its wishlist button and its size guide replace it, and focus still returns to the card", async () => {
    const opened = await openPage(browser, productPath, { viewport });
    try {
      const { page } = opened;
      const button = (await relatedCard(page)).locator("[data-quick-view]");
      await button.click();
      const panel = quickView(page);
      await panel.getByRole("button", { name: "Adaugă la favorite" }).click();
      await expect
        .poll(() => openDialogs(page), { message: "the wishlist panel replaced the quick view" })
        .toEqual(["wishlist"]);
      await page.keyboard.press("Escape");
      await expect.poll(() => isFocused(button), { message: "focus back on the card's button" }).toBe(true);

      await button.click();
      await expect
        .poll(() => panel.getByRole("button", { name: "Adăugat la favorite" }).count(), { message: "now marked saved" })
        .toBe(1);
      await panel.getByRole("button", { name: "Ghid de mărimi" }).click();
      await expect
        .poll(() => openDialogs(page), { message: "the size guide replaced the quick view" })
        .toEqual(["sizeguide"]);
      await page.keyboard.press("Escape");
      await expect.poll(() => openDialogs(page)).toEqual([]);
      await expect.poll(() => isFocused(button)).toBe(true);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
