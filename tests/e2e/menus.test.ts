/**
 * The menus of spec §2 ("Header and menus") in Chromium: the desktop mega menus with a mouse and with a
 * keyboard, the mobile side menu, and the mobile bottom toolbar.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchBrowser, openPage, type OpenedPage } from "../support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Meniu principal" });
const menuButton = (page: Page, name: string) => mainNav(page).getByRole("button", { name });
async function panelOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id, "the menu button names the panel it opens").toBeTruthy();
  return button.page().locator(`#${id}`);
}
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()} ${active.textContent?.trim() ?? ""}`.trim() : "";
  });
const withoutCount = (text: string) => text.replace(/\s*\(\d+\)\s*$/, "").trim();

async function withPage(path: string, viewport: "desktop" | "mobile", check: (opened: OpenedPage) => Promise<void>) {
  const opened = await openPage(browser, path, { viewport });
  try {
    expect(opened.response?.status()).toBe(200);
    await check(opened);
    expect(opened.errors, "script errors and failed loads").toEqual([]);
  } finally {
    await opened.close();
  }
}

describe("desktop header", () => {
  test("Produse opens on a click, shows the four genders with their categories, and closes on a second click", async () => {
    await withPage("/", "desktop", async ({ page }) => {
      const button = menuButton(page, "Produse");
      const panel = await panelOf(button);
      expect(await panel.isVisible(), "closed at first").toBe(false);

      await button.click();
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      expect(await panel.isVisible()).toBe(true);
      const headings = await panel.locator(".mega__heading").allInnerTexts();
      expect(headings.map(withoutCount)).toEqual(["Femei", "Fetițe", "Bărbați", "Băieți"]);
      const categories = panel.locator('a[href^="/femei/"]:not([href="/femei/"])');
      expect(await categories.count(), "Femei lists its categories").toBeGreaterThan(0);
      expect(await categories.count(), "at most 15 entries (spec §9)").toBeLessThanOrEqual(15);

      await button.click();
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      expect(await panel.isVisible(), "a second click closes it, though the pointer is still on the button").toBe(
        false,
      );
    });
  });

  test("the keyboard opens a mega menu with Enter or Space, and Escape closes it and returns focus", async () => {
    await withPage("/", "desktop", async ({ page }) => {
      const button = menuButton(page, "Produse");
      const panel = await panelOf(button);
      await button.focus();
      expect(await panel.isVisible(), "focus alone does not open the menu").toBe(false);

      await page.keyboard.press("Enter");
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      expect(await panel.isVisible()).toBe(true);
      await page.keyboard.press("Tab");
      expect(
        await panel.evaluate((element) => element.contains(document.activeElement)),
        "Tab goes into the open menu",
      ).toBe(true);

      await page.keyboard.press("Escape");
      expect(await panel.isVisible(), "Escape closes the menu").toBe(false);
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      expect(await focusedElement(page), "focus is back on the menu button").toMatch(/^button Produse/);

      await page.keyboard.press(" ");
      expect(await panel.isVisible(), "Space opens it too").toBe(true);
      await page.keyboard.press("Escape");
      expect(await panel.isVisible()).toBe(false);

      // Closed, the menu's links are out of the way: the next Tab leaves the Produse button for Colecții.
      await page.keyboard.press("Tab");
      expect(await focusedElement(page)).toMatch(/^button Colecții/);
    });
  });

  test("Colecții lists the collections, each with its gender links, and each leads to its listing", async () => {
    await withPage("/", "desktop", async ({ page }) => {
      const button = menuButton(page, "Colecții");
      const panel = await panelOf(button);
      await button.click();
      expect(await panel.isVisible()).toBe(true);
      const collections = panel.locator('.mega__heading[href^="/colectii/"]:not([href="/colectii/"])');
      const count = await collections.count();
      expect(count, "collections in the menu").toBeGreaterThan(0);
      for (const collection of await collections.all()) {
        expect(await collection.getAttribute("href")).toMatch(/^\/colectii\/[a-z0-9-]+\/$/);
        expect(withoutCount(await collection.innerText())).not.toBe("");
      }
      const genderLinks = panel.locator('a[href^="/colectii/"]:not(.mega__heading)');
      expect(await genderLinks.count(), "gender links under the collections").toBeGreaterThan(0);
      expect(await genderLinks.first().getAttribute("href")).toMatch(
        /^\/colectii\/[a-z0-9-]+\/(femei|fetite|barbati|baieti)\/$/,
      );

      const first = collections.first();
      const name = withoutCount(await first.innerText());
      const href = (await first.getAttribute("href")) ?? "";
      await Promise.all([page.waitForURL(new URL(href, page.url()).href), first.click()]);
      expect((await page.locator("h1").innerText()).toLowerCase()).toContain(name.toLowerCase());
    });
  });

  test("an open menu shows each entry's product count, as its listing counts them (issue 25: not in the page)", async () => {
    await withPage("/", "desktop", async ({ page }) => {
      const button = menuButton(page, "Produse");
      const panel = await panelOf(button);
      const women = panel.locator('.mega__heading[href="/femei/"]');
      expect(await women.innerText(), "the page itself holds no count").toBe("Femei");
      await button.click();
      await expect
        .poll(() => women.innerText(), { message: "the count comes once the menu opens" })
        .toMatch(/^Femei \(\d+\)$/);
      const count = Number(/\((\d+)\)/.exec(await women.innerText())?.[1]);
      const dresses = panel.locator('a[href="/femei/rochii/"]');
      expect(await dresses.innerText()).toMatch(/^Rochii \(\d+\)$/);

      const colectii = menuButton(page, "Colecții");
      await colectii.click();
      const collection = (await panelOf(colectii)).locator('.mega__heading[href^="/colectii/"]').first();
      expect(await collection.innerText(), "the collections' counts came with the same file").toMatch(/ \(\d+\)$/);

      await page.goto(new URL("/femei/", page.url()).href);
      expect(
        await page
          .getByText(/\d+ Produse găsite/)
          .first()
          .innerText(),
      ).toContain(`${count} Produse găsite`);
    });
  });

  test("the bottom toolbar and the burger are for phones only", async () => {
    await withPage("/", "desktop", async ({ page }) => {
      expect(await mainNav(page).isVisible(), "the main menu shows on a desktop").toBe(true);
      expect(await page.getByRole("navigation", { name: "Bară de navigare mobilă" }).isVisible()).toBe(false);
      expect(await page.locator("[data-open-mobile-menu]").isVisible()).toBe(false);
    });
  });
});

describe("header on scroll (spec §2)", () => {
  test("hides past 250 px going down, comes back going up; the scroll-to-top button shows past 500 px", async () => {
    await withPage("/femei/", "mobile", async ({ page }) => {
      const header = page.locator("[data-site-header]");
      const toTop = page.getByRole("button", { name: "Înapoi sus" });
      const scrollTo = async (y: number) => {
        await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
        // The header updates on the next frame after a scroll.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
      };
      expect(await header.isVisible()).toBe(true);
      expect(await toTop.isVisible(), "no scroll-to-top button at the top").toBe(false);

      await scrollTo(200);
      expect(await header.getAttribute("data-hidden"), "still shown before 250 px").toBeNull();
      await scrollTo(900);
      expect(await header.getAttribute("data-hidden"), "hidden going down past 250 px").not.toBeNull();
      expect(await toTop.isVisible(), "scroll-to-top button past 500 px").toBe(true);
      await scrollTo(700);
      expect(await header.getAttribute("data-hidden"), "back going up").toBeNull();
      expect(await header.getAttribute("data-filled"), "with its background past 100 px").not.toBeNull();

      await toTop.click();
      await page.waitForFunction(() => window.scrollY === 0);
      await scrollTo(0);
      expect(await toTop.isVisible()).toBe(false);
    });
  });
});

describe("mobile (390 px)", () => {
  test("the burger opens the side menu; its sections expand, and a link in them leads to the listing", async () => {
    await withPage("/", "mobile", async ({ page }) => {
      expect(await mainNav(page).isVisible(), "no desktop menu on a phone").toBe(false);
      const burger = page.getByRole("button", { name: "Meniu", exact: true });
      const dialog = page.locator("dialog#meniu-mobil");
      expect(await dialog.isVisible()).toBe(false);

      await burger.click();
      expect(await dialog.isVisible(), "the side menu opens").toBe(true);
      expect(await dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
      expect(await burger.getAttribute("aria-expanded")).toBe("true");

      const women = dialog.locator("summary", { hasText: /^Femei$/ });
      expect(await women.isVisible(), "sections start closed").toBe(false);
      await dialog.locator("summary", { hasText: /^Produse$/ }).click();
      expect(await women.isVisible(), "Produse expands to the genders").toBe(true);
      await women.click();
      const all = dialog.getByRole("link", { name: /^Toate \(\d+\)$/ }).first();
      expect(await all.isVisible(), "Femei expands to its links").toBe(true);
      expect(await all.getAttribute("href")).toBe("/femei/");

      await Promise.all([page.waitForURL(/\/femei\/$/, { waitUntil: "load" }), all.click()]);
      expect((await page.locator("h1").innerText()).trim()).toBe("Femei");
      expect(await page.locator("dialog#meniu-mobil").isVisible(), "the new page starts with the menu closed").toBe(
        false,
      );
    });
  });

  test("Escape closes the side menu and returns focus to the burger", async () => {
    await withPage("/", "mobile", async ({ page }) => {
      const burger = page.getByRole("button", { name: "Meniu", exact: true });
      const dialog = page.locator("dialog#meniu-mobil");
      await burger.click();
      expect(await dialog.isVisible()).toBe(true);
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        "focus moves into the open menu",
      ).toBe(true);

      await page.keyboard.press("Escape");
      expect(await dialog.isVisible(), "Escape closes it").toBe(false);
      // The dialog's "close" event, which resets the burger, is dispatched in a task after the dialog hides.
      await expect.poll(() => burger.getAttribute("aria-expanded")).toBe("false");
      await expect
        .poll(() => burger.evaluate((element) => element === document.activeElement), {
          message: "focus is on the burger",
        })
        .toBe(true);

      await burger.click();
      await dialog.getByRole("button", { name: "Închide meniul" }).click();
      expect(await dialog.isVisible(), "the close button closes it too").toBe(false);
    });
  });

  test("the bottom toolbar shows Acasă, Produse, Caută and Favorite", async () => {
    await withPage("/", "mobile", async ({ page }) => {
      const toolbar = page.getByRole("navigation", { name: "Bară de navigare mobilă" });
      expect(await toolbar.isVisible()).toBe(true);
      const box = await toolbar.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && Math.round(box.y + box.height), "pinned to the bottom of the screen").toBe(
        viewport?.height,
      );
      const links = toolbar.getByRole("link");
      expect((await links.allInnerTexts()).map((text) => text.trim())).toEqual([
        "Acasă",
        "Produse",
        "Caută",
        "Favorite",
      ]);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      expect(hrefs).toEqual(["/", "/colectii/", "/search-result/", "/wish-list/"]);
    });
  });
});
