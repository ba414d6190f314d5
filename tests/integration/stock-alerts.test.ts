/**
 * The back-in-stock alert beside the price-drop one in the quick view and the wishlist (issue 29), in Chromium on
 * the sample built with its feeds for the real service (`npm start`'s), with a real SMTP server started here: a
 * product no shop has in stock offers both there, as its page does, and the wishlist's back-in-stock button asks
 * for the alert, whose confirmation mail names the product. A product in stock offers only the price drop. The
 * price-drop flow to its mail is tests/integration/alerts-flow.test.ts's.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../../scripts/lib/chromium.ts";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import { ALERTS_TEXT } from "../../src/lib/messages-alerts.ts";
import { paths } from "../../src/lib/paths.ts";
import { readSettings } from "../../src/lib/settings.ts";
import { sendAlertDialog } from "../support/alerts-flow.ts";
import { freePort, Smtp } from "../support/smtp.ts";
import { openQuickViewOf } from "../support/quick-view.ts";
import { SHOPPER_UA, startSiteAndService, type RunningService } from "../support/running-service.ts";

const EMAIL = "revine-in-stoc@exemplu.ro";
const catalog = await readCatalog(readSettings({}));
const out = catalog.products.find((product) => product.inStock === false);
if (!out) throw new Error("the sample with its feeds has no product that no shop has in stock");

const askFor = (page: Page, kind: keyof typeof ALERTS_TEXT.ask) =>
  page.getByRole("button", { name: ALERTS_TEXT.ask[kind] });

describe("the back-in-stock alert in the quick view and the wishlist", () => {
  let running: RunningService;
  let smtp: Smtp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    smtp = new Smtp(await freePort());
    await smtp.start();
    running = await startSiteAndService("stock-alerts", {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "vitrina@exemplu.ro",
      OUTBOX_INTERVAL_MS: "200",
    });
    browser = await launchBrowser();
    const context = await browser.newContext({ userAgent: SHOPPER_UA, locale: "ro-RO" });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
    await smtp?.stop();
  });

  it("the quick view of a product no shop has in stock offers both alerts; the back-in-stock one opens its dialog", async () => {
    await page.goto(`${running.origin}${paths.home()}`);
    const quickView = await openQuickViewOf(page, out.slug);
    await expect
      .poll(() => quickView.getByRole("button", { name: ALERTS_TEXT.ask["back-in-stock"] }).isVisible())
      .toBe(true);
    expect(await quickView.getByRole("button", { name: ALERTS_TEXT.ask["price-drop"] }).isVisible()).toBe(true);
    await quickView.getByRole("button", { name: ALERTS_TEXT.ask["back-in-stock"] }).click();
    const dialog = page.getByRole("dialog", { name: ALERTS_TEXT.ask["back-in-stock"] });
    await expect.poll(() => dialog.getByText(out.title).isVisible()).toBe(true);
  }, 60_000);

  it("saved, it offers both in the wishlist, and the back-in-stock one asks for the alert", async () => {
    await page.goto(`${running.origin}${paths.product(out.slug)}`);
    // Its page offers both (AlertButtons.astro): the wishlist offers what the page does.
    await expect.poll(() => askFor(page, "back-in-stock").isVisible()).toBe(true);
    await page.locator("main [data-wishlist-add]").first().click();
    await page.goto(`${running.origin}${paths.wishlist()}`);
    const item = page.locator(".saved-grid > li").filter({ hasText: out.title });
    await expect
      .poll(() => item.getByRole("button", { name: ALERTS_TEXT.ask["back-in-stock"] }).isVisible())
      .toBe(true);
    expect(await item.getByRole("button", { name: ALERTS_TEXT.ask["price-drop"] }).isVisible()).toBe(true);
    await item.getByRole("button", { name: ALERTS_TEXT.ask["back-in-stock"] }).click();
    await sendAlertDialog(page.getByRole("dialog", { name: ALERTS_TEXT.ask["back-in-stock"] }), EMAIL);
    await expect.poll(() => smtp.mails.filter((mail) => mail.to.includes(EMAIL)).length, { timeout: 20_000 }).toBe(1);
    expect(smtp.mails.find((entry) => entry.to.includes(EMAIL))?.raw).toContain(out.title);
  }, 60_000);

  it("a product in stock offers only the price drop in the quick view", async () => {
    await page.goto(`${running.origin}${paths.collections()}`);
    await page.locator('.explorer[data-listing-state="ready"]').waitFor({ timeout: 15_000 });
    await page.locator("[data-quick-view]").first().click();
    const quickView = page.locator('dialog[data-panel="quickview"]');
    await expect
      .poll(() => quickView.getByRole("button", { name: ALERTS_TEXT.ask["price-drop"] }).isVisible())
      .toBe(true);
    expect(await quickView.getByRole("button", { name: ALERTS_TEXT.ask["back-in-stock"] }).count()).toBe(0);
  }, 60_000);
});
