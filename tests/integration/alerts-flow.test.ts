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
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../../scripts/lib/chromium.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import type { UmbracoContent } from "../../src/lib/cms/umbraco.ts";
import { ALERTS_TEXT } from "../../src/lib/messages-alerts.ts";
import { buildApp } from "../../src/service/app.ts";
import { localBuild, runRebuild } from "../../src/service/rebuild-runner.ts";
import { readRebuildSettings } from "../../src/service/rebuild-settings.ts";
import { serviceSettings } from "../../src/service/settings.ts";
import { openSqliteStore } from "../../src/store/sqlite.ts";
import type { ClickStore } from "../../src/store/types.ts";
import { loadFixture } from "../fixtures/index.ts";
import { expectNoViolations } from "../support/axe.ts";
import { releasesDir, runScript, scriptEnv } from "../support/rebuild.ts";
import { freePort, SHOPPER_UA } from "../support/running-service.ts";
import { Smtp } from "../support/smtp.ts";
import { envFor } from "../support/standin.ts";

const SECRET = "alerts-flow-secret-0123456789";
const EMAIL = "cumparatoare@exemplu.ro";
const DAY_MS = 24 * 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a price alert on a saved product", () => {
  const content = loadFixture("small-catalogue") as UmbracoContent;
  let standin: Standin;
  let releases: Awaited<ReturnType<typeof releasesDir>>;
  let store: ClickStore;
  let app: FastifyInstance;
  let smtp: Smtp;
  let browser: Browser;
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
        "x-vitrina-secret": SECRET,
      },
      payload: JSON.stringify({ id: "05a11ca7-0000-4000-8000-000000000001" }),
    });
    expect(answer.statusCode).toBe(202);
    // Live when the service has read the new build's prices (its page may show the old price in its history).
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline && app.alerts.prices()?.builtAt === was) await sleep(500);
    expect(app.alerts.prices()?.builtAt).not.toBe(was);
    expect(builds).toBe(before + 1);
    expect((await app.inject(productPath)).body).toContain(price);
    await app.alerts.refresh();
  };

  /** Waits until `count` mails to the shopper arrived, or 20 s. */
  const mailsOnce = async (count: number) => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && mails().length < count) await sleep(200);
    return mails();
  };

  beforeAll(async () => {
    smtp = new Smtp(await freePort());
    await smtp.start();
    standin = await startStandin({ content });
    releases = await releasesDir();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const env = {
      ...envFor(standin, "umbraco"),
      RELEASES_DIR: releases.dir,
      MAX_SHRINK: "50%",
      PUBLIC_API_URL: origin,
    };
    const first = await runScript("rebuild", ["--first-release"], env);
    expect(first.code, first.output).toBe(0);
    const live = path.join(releases.dir, "current");
    const slug = (await readdir(path.join(live, "site", "detalii-produs"))).find((name) =>
      name.startsWith("rochie-midi"),
    );
    productPath = `/detalii-produs/${slug}/`;
    // The store the rebuilds record their price history in (scriptEnv's DATA_DIR), as `npm start` shares it.
    store = await openSqliteStore(`${releases.dir}-data`);
    const log = () => {};
    app = await buildApp(
      serviceSettings({
        HOST: "127.0.0.1",
        PORT: String(port),
        SITE_DIR: path.join(live, "site"),
        CATALOGUE_IDS: path.join(live, "catalogue-ids.json"),
        DATA_DIR: `${releases.dir}-data`,
        LOG_LEVEL: "silent",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: "vitrina@exemplu.ro",
        SERVICE_URL: origin,
        SITE_URL: origin,
        OUTBOX_INTERVAL_MS: "200",
        OUTBOX_RETRY_BASE_MS: "200",
        OUTBOX_RETRY_MAX_MS: "400",
        FORM_RATE_LIMIT_MAX: "100",
      }),
      store,
      {
        now: () => Date.now() + ahead,
        rebuild: {
          settings: readRebuildSettings({
            WEBHOOK_SECRET: SECRET,
            REBUILD_QUIET_MS: "300",
            RELEASES_DIR: releases.dir,
          }),
          build: localBuild({
            retryMs: 1_000,
            log,
            rebuild: (args) => {
              builds += 1;
              return runRebuild(scriptEnv(env), log, args);
            },
          }),
        },
      },
    );
    await app.listen({ host: "127.0.0.1", port });
    browser = await launchBrowser();
    const context = await browser.newContext({
      userAgent: SHOPPER_UA,
      locale: "ro-RO",
      viewport: { width: 1280, height: 900 },
    });
    page = await context.newPage();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await store?.close();
    await smtp?.stop();
    await standin?.close();
    await releases?.remove();
  });

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
    const link = /http:\/\/127\.0\.0\.1:\d+\/api\/alerts\/confirm\?token=\S+/.exec(confirmation?.raw ?? "")?.[0];
    expect(link).toBeTruthy();
    await page.goto(link ?? "");
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
