/**
 * Issue 29's back-in-stock alert end to end, in the production shape: a shop's Google feed served by the stand-in
 * on 127.0.0.1 (FEEDS_FILE), the real `npm run rebuild` with every guard at its default, the click service serving
 * the live release with a real SMTP server started here. A shopper asks, on its page in Chromium, for an alert on
 * a product whose only offer is out of stock, and confirms it by the mail's link; the feed's row comes back in
 * stock, a rebuild goes live, and exactly one mail arrives naming the product, its shop and its page on the site
 * (never the shop's or a tracking link); a further rebuild of the same feed sends nothing more.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleProduct } from "../../scripts/lib/feed-samples.ts";
import { standinFeedsFile } from "../../scripts/standin/feeds.ts";
import type { BuildReport } from "../../src/build/report.ts";
import { parseCataloguePrices, type ProductPrice } from "../../src/lib/alerts/handover.ts";
import { ALERTS_TEXT } from "../../src/lib/messages-alerts.ts";
import { formatPrice } from "../../src/lib/money.ts";
import { loadFixture } from "../fixtures/index.ts";
import {
  confirmLinkIn,
  mailsTo,
  pricesRead,
  sendAlertDialog,
  startAlertsFlow,
  type AlertsFlow,
} from "../support/alerts-flow.ts";
import { runScript } from "../support/rebuild.ts";

const EMAIL = "revine-in-stoc@exemplu.ro";
const SHOP = "Magazin Google";
/** The feed's one row: a dress (row 0 of a generated feed), out of stock until the test restocks it. */
const ROW = sampleProduct(0);
const DAY_MS = 24 * 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a back-in-stock alert on a product of a feed", () => {
  let flow: AlertsFlow;
  let dress: ProductPrice;
  /** How far the service's clock is ahead of the machine's: a day passes for the one-mail-a-day rule. */
  let ahead = 0;

  const mails = () => flow.smtp.mails.filter((mail) => mail.to.includes(EMAIL));
  const live = (file: string) => readFile(path.join(flow.releases, "current", file), "utf8");

  /**
   * `npm run rebuild` as the nightly job runs it, gone live and read by the service; the feed's read as the build
   * reported it (`read` anew, or `unchanged`: a 304) and the dress as the service now has it.
   */
  const rebuild = async () => {
    const was = flow.app.alerts.prices()?.builtAt;
    const run = await runScript("rebuild", [], flow.env);
    expect(run.code, run.output).toBe(0);
    await pricesRead(flow.app, was);
    const report = JSON.parse(await live("build-report.json")) as BuildReport;
    return { feed: report.feeds?.feeds[0]?.status, dress: flow.app.alerts.prices()?.products.get(dress.id) };
  };

  beforeAll(async () => {
    expect(ROW.inStock).toBe(false);
    expect(ROW.category).toContain("Rochii");
    flow = await startAlertsFlow({
      standin: {
        content: loadFixture("small-catalogue"),
        feeds: { rows: 1, faults: false, profitshare: { user: "ps-user", key: "ps-key", advertisers: [] } },
      },
      // One shop's Google feed, its one row the dress: the smallest catalogue with a product only a feed sells.
      env: async (standin, releases) => {
        const file = standinFeedsFile(standin.url, { advertisers: [], userEnv: "PS_USER", keyEnv: "PS_KEY" });
        const feedsFile = `${releases}-feeds.json`;
        await writeFile(feedsFile, JSON.stringify({ ...file, feeds: file.feeds.filter((feed) => feed.name === SHOP) }));
        // The feeds' last good reads, the test's own (the default is shared by every build of the checkout).
        return { FEEDS_FILE: feedsFile, FEEDS_CACHE_DIR: `${releases}-feeds-cache` };
      },
      now: () => Date.now() + ahead,
    });
    const products = parseCataloguePrices(await live("catalogue-prices.json")).products.values();
    const found = [...products].find((product) => product.title === ROW.title);
    if (!found) throw new Error(`the live release has no product "${ROW.title}" from the feed`);
    dress = found;
    expect(dress).toMatchObject({ inStock: false, offers: [{ shop: SHOP, inStock: false }] });
  }, 240_000);

  afterAll(() => flow?.close());

  it("is asked for on the product's page and starts by the mail's link", async () => {
    await flow.page.goto(`${flow.origin}${dress.path}`);
    const ask = flow.page.getByRole("button", { name: ALERTS_TEXT.ask["back-in-stock"] });
    await expect.poll(() => ask.isVisible()).toBe(true);
    await ask.click();
    await sendAlertDialog(flow.page.getByRole("dialog", { name: ALERTS_TEXT.ask["back-in-stock"] }), EMAIL);
    const [confirmation] = await mailsTo(flow.smtp, EMAIL, 1);
    expect(confirmation?.raw).toContain(ROW.title);
    const link = confirmLinkIn(confirmation);
    expect(link).toBeTruthy();
    await flow.page.goto(link);
    await expect.poll(() => flow.page.getByText(ALERTS_TEXT.page.confirmed).isVisible()).toBe(true);
    expect(await flow.app.alerts.store.list(EMAIL)).toMatchObject([
      { kind: "back-in-stock", status: "confirmed", productId: dress.id },
    ]);
  }, 60_000);

  it("mails exactly once, naming the product, its shop and its page, when the feed's row is back in stock", async () => {
    flow.standin.feeds?.setStock(ROW.id, true);
    const { feed, dress: now } = await rebuild();
    expect(feed).toBe("read");
    expect(now).toMatchObject({ inStock: true, offers: [{ shop: SHOP, inStock: true }] });
    // Its page, rendered again, says so too: only the price-drop alert is offered now.
    const html = await (await fetch(`${flow.origin}${dress.path}`)).text();
    expect(html).toContain('data-alert="price-drop"');
    expect(html).not.toContain('data-alert="back-in-stock"');
    const all = await mailsTo(flow.smtp, EMAIL, 2);
    await sleep(1_000);
    expect(mails()).toHaveLength(2);
    const mail = all[1]?.raw ?? "";
    expect(mail).toContain(ALERTS_TEXT.mail.stockLine(ROW.title, formatPrice(now?.price ?? 0), SHOP));
    expect(mail).toContain(`${flow.origin}${dress.path}`);
    // The site's page, never the shop's page or a network's tracking link.
    expect(mail).not.toContain(ROW.page);
    expect(mail).not.toMatch(/2performant|profitshare|shop\.example/);
  }, 180_000);

  it("sends nothing more on a further rebuild of the same feed, a day later", async () => {
    // A day on, so that the one-mail-a-day rule would not hold back a second firing: none may come at all.
    ahead += DAY_MS;
    const { feed, dress: again } = await rebuild();
    expect(feed).toBe("unchanged");
    expect(again).toMatchObject({ inStock: true });
    await sleep(1_500);
    expect(mails()).toHaveLength(2);
    expect((await flow.app.forms.store.outbox(true)).filter((row) => row.kind === "alert_mail")).toHaveLength(1);
  }, 180_000);
});
