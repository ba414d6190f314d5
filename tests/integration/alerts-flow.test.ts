/**
 * Issue 29's alerts end to end, in Chromium, on the real service (listening, serving the live release) and real
 * rebuilds by Umbraco's webhook against the CMS stand-in, with a real SMTP server started here: a shopper saves a
 * product, asks on the wishlist for a price alert, confirms it by the mail's link; a price raised and lowered back
 * sends nothing; the CMS lowers the price, a rebuild runs, and exactly one mail arrives naming the product, its old
 * and new price and its page; SMTP down during the next rebuild only delays the next mail; the mail's stop link ends
 * the alert.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Standin } from "../../scripts/standin/server.ts";
import type { UmbracoContent } from "../../src/lib/cms/umbraco.ts";
import { ALERTS_TEXT } from "../../src/lib/messages-alerts.ts";
import { loadFixture } from "../fixtures/index.ts";
import {
  confirmLinkIn,
  mailsTo,
  pricesRead,
  startAlertsFlow,
  WEBHOOK_SECRET,
  type AlertsFlow,
} from "../support/alerts-flow.ts";
import { expectNoViolations } from "../support/axe.ts";
import type { Smtp } from "../support/smtp.ts";

const EMAIL = "cumparatoare@exemplu.ro";
const DAY_MS = 24 * 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a price alert on a saved product", () => {
  const content = loadFixture("small-catalogue") as UmbracoContent;
  let flow: AlertsFlow;
  let standin: Standin;
  let app: FastifyInstance;
  let smtp: Smtp;
  let page: Page;
  let origin = "";
  let productPath = "";
  /** How far the service's clock is ahead of the machine's: a day passes for the one-mail-a-day rule. */
  let ahead = 0;
  let builds = 0;

  const mails = () => smtp.mails.filter((mail) => mail.to.includes(EMAIL));

  /** The CMS stand-in with the dress at `price`, then Umbraco's webhook, then the rebuild gone live. */
  const publishPrice = async (price: string) => {
    const [dress, ...rest] = content.products as { properties: Record<string, unknown> }[];
    standin.setContent({ ...content, products: [{ ...dress, properties: { ...dress?.properties, price } }, ...rest] });
    const before = builds;
    const was = app.alerts.prices()?.builtAt;
    const answer = await app.inject({
      method: "POST",
      url: "/api/hooks/umbraco",
      headers: {
        "content-type": "application/json",
        "umb-webhook-event": "Umbraco.ContentPublish",
        "umb-webhook-retrycount": "0",
        "x-vitrina-secret": WEBHOOK_SECRET,
      },
      payload: JSON.stringify({ id: "05a11ca7-0000-4000-8000-000000000001" }),
    });
    expect(answer.statusCode).toBe(202);
    // Live when the service has read the new build's prices (its page may show the old price in its history).
    await pricesRead(app, was);
    expect(builds).toBe(before + 1);
    expect((await app.inject(productPath)).body).toContain(price);
  };

  /** Waits until `count` mails to the shopper arrived, or 20 s. */
  const mailsOnce = (count: number) => mailsTo(smtp, EMAIL, count);

  beforeAll(async () => {
    flow = await startAlertsFlow({
      standin: { content },
      env: () => ({ MAX_SHRINK: "50%" }),
      now: () => Date.now() + ahead,
      onRebuild: () => (builds += 1),
    });
    ({ standin, app, smtp, page, origin } = flow);
    const slug = (await readdir(path.join(flow.releases, "current", "site", "detalii-produs"))).find((name) =>
      name.startsWith("rochie-midi"),
    );
    productPath = `/detalii-produs/${slug}/`;
  }, 180_000);

  afterAll(() => flow?.close());

  it("is asked for on the wishlist and starts by the mail's link", async () => {
    await page.goto(`${origin}${productPath}`);
    // The product page offers it too (in stock: only the price drop).
    await expect.poll(() => page.getByRole("button", { name: ALERTS_TEXT.ask["price-drop"] }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: ALERTS_TEXT.ask["back-in-stock"] }).count()).toBe(0);
    await page.getByRole("button", { name: ALERTS_TEXT.ask["price-drop"] }).click();
    const onPage = page.getByRole("dialog", { name: ALERTS_TEXT.ask["price-drop"] });
    await expect.poll(() => onPage.getByText("Rochie midi din in").isVisible()).toBe(true);
    await onPage.getByRole("button", { name: ALERTS_TEXT.close }).click();
    // So does the quick view of a listing's card.
    await page.goto(`${origin}/femei/`);
    await page.locator("[data-quick-view]").first().click();
    const quickView = page.locator("dialog[open]");
    await expect
      .poll(() => quickView.getByRole("button", { name: ALERTS_TEXT.ask["price-drop"] }).isVisible())
      .toBe(true);
    await page.keyboard.press("Escape");
    await page.goto(`${origin}${productPath}`);
    await page.locator("[data-wishlist-add]").first().click();
    await page.goto(`${origin}/wish-list/`);
    await page.getByRole("button", { name: ALERTS_TEXT.ask["price-drop"] }).first().click();
    const dialog = page.getByRole("dialog", { name: ALERTS_TEXT.ask["price-drop"] });
    await dialog.getByLabel(ALERTS_TEXT.email).fill(EMAIL);
    await dialog.getByRole("button", { name: ALERTS_TEXT.submit }).click();
    // The box not ticked: the consent's error, nothing sent.
    await expect.poll(() => dialog.getByText(ALERTS_TEXT.errors.consent).isVisible()).toBe(true);
    await expectNoViolations(page, "the alert dialog with its error");
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: ALERTS_TEXT.submit }).click();
    await expect.poll(() => dialog.getByText(ALERTS_TEXT.sent).isVisible()).toBe(true);

    const [confirmation] = await mailsOnce(1);
    const link = confirmLinkIn(confirmation);
    expect(link).toBeTruthy();
    await page.goto(link);
    await expect.poll(() => page.getByText(ALERTS_TEXT.page.confirmed).isVisible()).toBe(true);
    expect(await app.alerts.store.list(EMAIL)).toMatchObject([{ status: "confirmed", basePrice: 14999 }]);
  }, 60_000);

  it("sends nothing for a price raised and lowered back to where it was", async () => {
    await publishPrice("159,99");
    await publishPrice("149,99");
    await sleep(1_000);
    expect(mails()).toHaveLength(1);
    expect(await app.alerts.store.list(EMAIL)).toMatchObject([{ basePrice: 14999 }]);
  }, 330_000);

  it("mails exactly once, naming the product, its old and new price and its page, when the CMS lowers it", async () => {
    await publishPrice("129,50");
    const all = await mailsOnce(2);
    await sleep(1_000);
    expect(mails()).toHaveLength(2);
    const mail = all[1]?.raw ?? "";
    expect(mail).toContain("Rochie midi din in");
    expect(mail).toContain("149,99");
    expect(mail).toContain("129,50");
    expect(mail).toContain(`${origin}${productPath}`);
  }, 180_000);

  it("keeps the next mail while SMTP is down during the rebuild, and sends it once SMTP is back", async () => {
    ahead += DAY_MS;
    await smtp.stop();
    await publishPrice("119,00");
    await sleep(1_000);
    const waiting = (await app.forms.store.outbox()).filter((row) => row.kind === "alert_mail");
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.attempts).toBeGreaterThan(0);
    await smtp.start();
    const all = await mailsOnce(3);
    await sleep(1_500);
    expect(mails()).toHaveLength(3);
    expect(all[2]?.raw).toContain("119,00");
  }, 180_000);

  it("ends the alert by the mail's stop link", async () => {
    const last = mails().at(-1)?.raw ?? "";
    const stop = /http:\/\/127\.0\.0\.1:\d+\/api\/alerts\/remove\?token=[^\s&]+&alert=\S+/.exec(last)?.[0];
    expect(stop).toBeTruthy();
    await page.goto(stop ?? "");
    await page.getByRole("button", { name: ALERTS_TEXT.page.remove }).click();
    await expect.poll(() => page.getByText(ALERTS_TEXT.page.removed).isVisible()).toBe(true);
    expect(await app.alerts.store.list(EMAIL)).toEqual([]);
  }, 60_000);
});
