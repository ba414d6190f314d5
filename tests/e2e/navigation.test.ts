/**
 * The shopper's main path through the built site (spec §2), on a desktop: home → "Produse" menu → Femei →
 * a category → a product → "Cumpără acum", which must be a safe, marked affiliate link to the shop.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { launchBrowser, openPage } from "../support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The "Produse" mega menu of the desktop header, opened with a click. */
async function openProductsMenu(page: Page): Promise<Locator> {
  const button = page.getByRole("navigation", { name: "Meniu principal" }).getByRole("button", { name: "Produse" });
  await button.click();
  expect(await button.getAttribute("aria-expanded"), "the Produse button says its menu is open").toBe("true");
  const menu = page.locator(`#${await button.getAttribute("aria-controls")}`);
  expect(await menu.isVisible(), "the Produse menu shows").toBe(true);
  return menu;
}

/** Clicks a link and waits for the page it leads to; returns that page's HTTP status. */
async function follow(page: Page, link: Locator): Promise<number> {
  const target = new URL((await link.getAttribute("href")) ?? "", page.url()).href;
  await Promise.all([page.waitForURL(target, { waitUntil: "load" }), link.click()]);
  return page.evaluate(
    () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseStatus,
  );
}

const heading = async (page: Page) => (await page.locator("h1").innerText()).trim();
/** A menu entry without its product count: "Rochii (12)" → "Rochii". */
const withoutCount = (text: string) => text.replace(/\s*\(\d+\)\s*$/, "").trim();

test("a shopper reaches a product through the menus and finds a safe link to buy it", async () => {
  const opened = await openPage(browser, "/");
  const { page } = opened;
  try {
    expect(opened.response?.status(), "home page status").toBe(200);

    // Home → Produse → Femei
    let menu = await openProductsMenu(page);
    const women = menu.getByRole("link", { name: /^Femei\b/ });
    expect(await follow(page, women), "status of /femei/").toBe(200);
    expect(new URL(page.url()).pathname).toBe("/femei/");
    expect(await heading(page)).toBe("Femei");

    // Femei → one of its categories, from the same menu
    menu = await openProductsMenu(page);
    const category = menu.locator('a[href^="/femei/"]:not([href="/femei/"])').first();
    const categoryName = withoutCount(await category.innerText());
    const categoryPath = (await category.getAttribute("href")) ?? "";
    expect(categoryPath).toMatch(/^\/femei\/[a-z0-9-]+\/$/);
    expect(await follow(page, category), `status of ${categoryPath}`).toBe(200);
    expect(new URL(page.url()).pathname).toBe(categoryPath);
    expect((await heading(page)).toLowerCase(), "the listing is titled after its category").toContain(
      categoryName.toLowerCase(),
    );
    const crumbs = page.getByRole("navigation", { name: "Navigare" });
    expect(await crumbs.getByRole("link", { name: "Acasă" }).getAttribute("href")).toBe("/");
    expect(await crumbs.getByRole("link", { name: "Femei" }).getAttribute("href")).toBe("/femei/");

    // Category → its first product
    const product = page.locator('main a[href^="/detalii-produs/"]').first();
    const productName = (await product.innerText()).trim();
    expect(productName, "the product link names the product").not.toBe("");
    expect(await follow(page, product), "status of the product page").toBe(200);
    expect(page.url()).toMatch(/\/detalii-produs\/[a-z0-9-]+\/$/);
    expect(await heading(page), "the product page is titled after the product").toBe(productName);

    // "Cumpără acum": the shop's page, in a new tab, marked as a paid link and cut off from this window
    const buy = page.getByRole("link", { name: /Cumpără acum/i }).first();
    expect(await buy.isVisible(), '"Cumpără acum" shows').toBe(true);
    const href = (await buy.getAttribute("href")) ?? "";
    expect(href, "an absolute link to the shop").toMatch(/^https?:\/\/[^/]+/);
    expect(new URL(href).origin).not.toBe(new URL(page.url()).origin);
    expect(await buy.getAttribute("target")).toBe("_blank");
    expect(((await buy.getAttribute("rel")) ?? "").split(/\s+/)).toEqual(
      expect.arrayContaining(["sponsored", "nofollow", "noopener"]),
    );

    expect(opened.errors, "script errors and failed loads on the way").toEqual([]);
  } finally {
    await opened.close();
  }
});
