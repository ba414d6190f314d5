/**
 * The wishlist in real Chromium (spec §2 "Wishlist side panel and wishlist
 * page", §4 "Wishlist"): saving from a card and from a product page, the
 * panel, the header badge, reload, a second tab, removal, a corrupt stored
 * value, and entries refreshed from the current catalogue.
 */
import type { Browser, ConsoleMessage, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { inject } from "vitest";
import { launchBrowser, openPage, type ViewportName } from "../support/browser.ts";
import { findProduct } from "../support/products.ts";
import type { ProductSummary } from "../../src/lib/product-summary.ts";

let browser: Browser;
let product: ProductSummary;
beforeAll(async () => {
  browser = await launchBrowser();
  product = await findProduct(inject("baseUrl"), (p) => p.images.length > 0, "one with an image");
});
afterAll(async () => {
  await browser?.close();
});

const panel = (page: Page) => page.locator('dialog[data-panel="wishlist"]');
/** The count on the header's heart (the mobile toolbar's heart carries a second one). */
const badge = (page: Page) => page.locator("header [data-wishlist-count]");
const toolbarBadge = (page: Page) => page.locator(".toolbar [data-wishlist-count]");
/** The first card of "Produse similare" on a product page. */
const relatedCard = (page: Page) => page.locator('section[aria-labelledby="produse-similare"] article.card').first();
const stored = (page: Page) => page.evaluate(() => localStorage.getItem("wishlist"));

async function cardTitle(card: Locator): Promise<string> {
  return (await card.locator(".card__title a").innerText()).trim();
}

/** Whether the element the locator finds has focus. */
function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

describe.each<ViewportName>(["desktop", "mobile"])("wishlist (%s)", (viewport) => {
  test("a card saves its product: the panel opens, the badge counts, reload and a second tab keep it, remove works", async () => {
    const first = await openPage(browser, `/detalii-produs/${product.slug}/`, { viewport });
    const second: Page[] = [];
    try {
      const { page } = first;
      const card = relatedCard(page);
      const title = await cardTitle(card);
      const heart = card.locator("[data-wishlist-add]");
      expect(await badge(page).isHidden(), "no badge with an empty list").toBe(true);

      await heart.click();
      await expect.poll(() => panel(page).getAttribute("open"), { message: "the panel opens" }).toBe("");
      expect(await panel(page).getAttribute("aria-modal")).toBe("true");
      expect(await panel(page).innerText()).toContain(title);
      expect(await panel(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      expect(await badge(page).innerText()).toBe("1");
      if (viewport === "mobile")
        expect(await toolbarBadge(page).innerText(), "the toolbar's heart counts too").toBe("1");
      expect(await heart.getAttribute("aria-label")).toBe(`„${title}” este la favorite: deschide lista`);

      await page.keyboard.press("Escape");
      await expect.poll(() => panel(page).getAttribute("open"), { message: "Escape closes the panel" }).toBeNull();
      await expect.poll(() => isFocused(heart), { message: "focus returns to the heart" }).toBe(true);

      await page.reload({ waitUntil: "load" });
      await expect.poll(() => badge(page).innerText(), { message: "the badge after a reload" }).toBe("1");
      expect(await relatedCard(page).locator("[data-wishlist-add]").getAttribute("data-added")).toBe("");

      // A second tab sees the list, and what it adds shows in the first tab without a reload.
      const other = await first.context.newPage();
      second.push(other);
      other.on("pageerror", (error) => first.errors.push(`second tab: ${error.message}`));
      await other.goto(page.url(), { waitUntil: "load" });
      await expect.poll(() => badge(other).innerText(), { message: "the badge in the second tab" }).toBe("1");
      await other.locator(".product__wish").click();
      await expect.poll(() => badge(page).innerText(), { message: "the first tab follows the second" }).toBe("2");

      // A saved card's heart opens the panel (it does not add twice); remove the card's product there.
      await relatedCard(page).locator("[data-wishlist-add]").click();
      await expect.poll(() => panel(page).locator("li").count(), { message: "two saved products" }).toBe(2);
      await panel(page)
        .getByRole("button", { name: `Elimină „${title}” din favorite` })
        .click();
      await expect.poll(() => panel(page).locator("li").count(), { message: "one left" }).toBe(1);
      expect(await panel(page).innerText()).not.toContain(title);
      await expect.poll(() => badge(page).innerText()).toBe("1");
      await expect.poll(() => badge(other).innerText(), { message: "the second tab follows" }).toBe("1");
      expect(JSON.parse((await stored(page)) ?? "[]")).toHaveLength(1);

      expect(first.errors, "script errors and failed loads").toEqual([]);
    } finally {
      await Promise.all(second.map((page) => page.close()));
      await first.close();
    }
  });

  test("a product page saves its product, and /wish-list shows it and removes it", async () => {
    const opened = await openPage(browser, `/detalii-produs/${product.slug}/`, { viewport });
    try {
      const { page } = opened;
      const button = page.locator(".product__wish");
      expect((await button.innerText()).trim()).toBe("Adaugă la favorite");
      await button.click();
      await expect.poll(() => panel(page).getAttribute("open")).toBe("");
      expect(await panel(page).innerText()).toContain(product.title);
      await expect.poll(async () => (await button.innerText()).trim()).toBe("Adăugat la favorite");

      await Promise.all([
        page.waitForURL(/\/wish-list\/$/),
        panel(page).getByRole("link", { name: "Vezi toată lista" }).click(),
      ]);
      const item = page.locator(".saved-grid li");
      await expect.poll(() => item.count(), { message: "the saved product on /wish-list" }).toBe(1);
      expect(await item.innerText()).toContain(product.title);
      expect(await item.getByRole("link", { name: product.title }).getAttribute("href")).toBe(product.href);
      expect(await page.locator("h1").innerText()).toBe("Lista ta de dorințe");

      await item.getByRole("button", { name: /^Elimină/ }).click();
      const explore = page.getByRole("link", { name: "Explorează produsele" });
      await expect.poll(() => explore.isVisible(), { message: "the empty state after removing" }).toBe(true);
      const href = (await explore.getAttribute("href")) ?? "";
      expect((await fetch(new URL(href, page.url()))).status, `the empty state's link ${href}`).toBe(200);
      expect(await stored(page)).toBeNull();
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe("stored values", () => {
  test("a corrupt stored value gives an empty list, removes the key and raises no error", async () => {
    const opened = await openPage(browser, `/detalii-produs/${product.slug}/`);
    try {
      const { page } = opened;
      const warnings: string[] = [];
      page.on("console", (message: ConsoleMessage) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      await page.evaluate(() => localStorage.setItem("wishlist", '{"not": "a list"'));
      await page.reload({ waitUntil: "load" });
      await expect.poll(() => stored(page), { message: "the key is removed" }).toBeNull();
      expect(warnings.join("\n")).toContain("nu este o listă validă");
      expect(await badge(page).isHidden()).toBe(true);

      await page.locator(".product__wish").click();
      await expect.poll(() => badge(page).innerText(), { message: "saving works afterwards" }).toBe("1");

      await page.evaluate(() => localStorage.setItem("wishlist", "42"));
      await page.goto(new URL("/wish-list/", page.url()).href, { waitUntil: "load" });
      await expect
        .poll(() => page.getByRole("link", { name: "Explorează produsele" }).isVisible(), { message: "empty state" })
        .toBe(true);
      expect(await stored(page)).toBeNull();
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test("saved entries are refreshed from the catalogue: a new price shows, a product gone is marked and can be removed", async () => {
    const opened = await openPage(browser, "/wish-list/");
    try {
      const { page } = opened;
      const old = { id: product.id, slug: product.slug, title: "Titlu vechi", brand: null, price: 100, image: null };
      const gone = {
        id: "retras-1",
        slug: "produs-retras-din-catalog",
        title: "Produs retras",
        brand: "Fost",
        price: 5000,
        image: null,
      };
      await page.evaluate((list) => localStorage.setItem("wishlist", JSON.stringify(list)), [old, gone]);
      await page.reload({ waitUntil: "load" });

      const items = page.locator(".saved-grid li");
      const current = items.filter({ hasText: product.title });
      await expect.poll(() => current.count(), { message: "the current title replaces the saved one" }).toBe(1);
      const price = new Intl.NumberFormat("ro-RO", { minimumFractionDigits: 2 }).format(product.price / 100);
      expect(await current.innerText()).toContain(`${price} Ron`);
      expect(await current.innerText()).not.toContain("1,00 Ron");

      const retired = items.filter({ hasText: "Produs retras" });
      await expect.poll(() => retired.innerText()).toContain("Nu mai este disponibil");
      expect(await retired.getByRole("link").count(), "no link to a page that is gone").toBe(0);
      await retired.getByRole("button", { name: "Elimină „Produs retras” din favorite" }).click();
      await expect.poll(() => items.count()).toBe(1);

      const saved = JSON.parse((await stored(page)) ?? "[]") as { title: string; price: number }[];
      expect(saved).toEqual([expect.objectContaining({ title: product.title, price: product.price })]);
      // The only failed load is the JSON of the product that is gone: that is how it is known to be gone.
      expect(opened.errors.filter((error) => !error.includes("404"))).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

test("leaving the page closes the panel, and coming back shows it closed", async () => {
  const opened = await openPage(browser, `/detalii-produs/${product.slug}/`);
  try {
    const { page } = opened;
    await page.locator(".product__wish").click();
    await expect.poll(() => panel(page).getAttribute("open")).toBe("");
    await Promise.all([
      page.waitForURL(/\/wish-list\/$/),
      panel(page).getByRole("link", { name: "Vezi toată lista" }).click(),
    ]);
    await page.goBack({ waitUntil: "load" });
    await expect
      .poll(() => page.locator("dialog[open]").count(), { message: "no open panel after going back" })
      .toBe(0);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.close();
  }
});
