/**
 * No WCAG 2.2 A/AA violation that axe-core finds with a panel open (issue "every built page is valid HTML and
 * has no axe-core WCAG 2.2 A/AA violation"), in Chromium at phone and desktop width. Axe checks only what is
 * shown, so each panel is opened the way a shopper opens it, by clicking its visible control, and checked
 * with what it holds: search results, a saved product, both tabs of the size guide.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, inject, test } from "vitest";
import { messages } from "../../src/lib/messages.ts";
import { paths } from "../../src/lib/paths.ts";
import { expectNoViolations, settled } from "../support/axe.ts";
import { launchBrowser, openPage, type OpenedPage, type ViewportName } from "../support/browser.ts";
import { productSlugs } from "../support/products.ts";

let browser: Browser;
let product: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const [slug] = await productSlugs(inject("baseUrl"));
  if (!slug) throw new Error("The built site has no product page");
  product = paths.product(slug);
});
afterAll(async () => {
  await browser?.close();
});

/** A word the sample catalogue has many products for. */
const QUERY = "rochie";

/** Opens the page and lets it settle, as a shopper would before reaching for a panel. */
async function withPage(path: string, viewport: ViewportName, check: (opened: OpenedPage) => Promise<void>) {
  const opened = await openPage(browser, path, { viewport });
  try {
    await settled(opened.page);
    await check(opened);
  } finally {
    await opened.close();
  }
}

/** Clicks the control and waits for the dialog it opens (one is open at a time). */
async function openDialog(page: Page, control: Locator): Promise<Locator> {
  await control.click();
  const dialog = page.getByRole("dialog").first();
  await dialog.waitFor({ state: "visible" });
  return dialog;
}

describe.each<ViewportName>(["mobile", "desktop"])("panels (%s)", (viewport) => {
  test("search modal with results", async () => {
    await withPage(paths.home(), viewport, async ({ page }) => {
      // The header's icon on a desktop, the bottom toolbar's on a phone.
      const opener = page.getByRole("link", { name: messages.search, exact: true }).filter({ visible: true });
      const dialog = await openDialog(page, opener.first());
      await dialog.getByRole("searchbox").fill(QUERY);
      await dialog.getByRole("list", { name: messages.searchResults.resultsLabel }).getByRole("link").first().waitFor();
      await expectNoViolations(page, `search modal at ${viewport} width`);
    });
  });

  test("wishlist panel with a product", async () => {
    await withPage(product, viewport, async ({ page }) => {
      // Saving a product opens the panel with it.
      const save = page.locator("main").getByRole("button", { name: messages.wishlistPanel.add, exact: true });
      const dialog = await openDialog(page, save);
      await dialog.getByRole("link").first().waitFor();
      await expectNoViolations(page, `wishlist panel at ${viewport} width`);
    });
  });

  test("quick view", async () => {
    await withPage(product, viewport, async ({ page }) => {
      const opener = page.getByRole("button", { name: messages.quickView.open }).first();
      const dialog = await openDialog(page, opener);
      await dialog.getByRole("heading").first().waitFor();
      await expectNoViolations(page, `quick view at ${viewport} width`);
    });
  });

  test("size guide, both tabs", async () => {
    await withPage(product, viewport, async ({ page }) => {
      const opener = page.locator("main").getByRole("link", { name: messages.sizeGuide.open, exact: true });
      const dialog = await openDialog(page, opener);
      await expectNoViolations(page, `size guide, calculator tab, at ${viewport} width`);
      await dialog.getByRole("tab", { name: messages.sizeGuide.tableTab }).click();
      await dialog.getByRole("table").waitFor();
      await expectNoViolations(page, `size guide, table tab, at ${viewport} width`);
    });
  });
});

describe("panels of a phone", () => {
  test("mobile menu", async () => {
    await withPage(paths.home(), "mobile", async ({ page }) => {
      await openDialog(page, page.getByRole("button", { name: messages.menu, exact: true }));
      await expectNoViolations(page, "mobile menu");
    });
  });

  test("listing filters", async () => {
    await withPage(paths.gender("femei"), "mobile", async ({ page }) => {
      await openDialog(page, page.getByRole("button", { name: messages.filters.open, exact: true }));
      await expectNoViolations(page, "listing filters panel");
    });
  });
});
