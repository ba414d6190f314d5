/**
 * The service with a real browser (Chromium through playwright-core): the
 * owner's page logs in, draws its chart and its tables (per shop too) under its strict CSP with no error,
 * and a click sent with navigator.sendBeacon from the site's page counts.
 */
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../../scripts/lib/chromium.ts";
import type { ClickStore } from "../../src/store/types.ts";
import { ADMIN_TOKEN, BROWSER_UA, fixture, makeApp, openTestStore, removeDir } from "./support.ts";
import { bucharestDay } from "../../src/lib/bucharest-day.ts";

const { dir, settings } = fixture("browser");
let store: ClickStore;
let app: FastifyInstance;
let browser: Browser;
let origin = "";

beforeAll(async () => {
  store = await openTestStore("sqlite", { dir, schema: "" });
  await store.add([
    { productId: "rochie-1", day: bucharestDay(), kind: "outbound", clicks: 2 },
    { productId: "rochie-1", day: bucharestDay(), kind: "outbound", clicks: 1, shop: "Magazin Alfa" },
    { productId: "geaca-3", day: bucharestDay(), kind: "outbound", clicks: 1 },
  ]);
  app = await makeApp(settings, store);
  await app.listen({ host: "127.0.0.1", port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app.close();
  await store.close();
  removeDir(dir);
});

describe("in Chromium", () => {
  it("the owner logs in and sees the chart and the top products, with no error and no CSP violation", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !message.location().url.endsWith("/favicon.ico")) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    try {
      const first = await page.goto(`${origin}/admin`);
      expect(first?.status()).toBe(401);
      await page.fill("#token", ADMIN_TOKEN);
      // The 401 of the login page itself (and the test site's missing favicon) are not the page's errors.
      errors.length = 0;
      await Promise.all([page.waitForURL(`${origin}/admin`), page.click("button[type=submit]")]);
      await page.locator("#chart canvas").waitFor({ timeout: 10_000 });
      await expect.poll(() => page.locator("#top-outbound tbody tr").count()).toBe(2);
      expect(await page.locator("#top-outbound tbody tr").first().textContent()).toContain("Rochie neagră");
      expect(await page.locator("#status").textContent()).toContain("4 clickuri către magazine");
      // Issue 28: the outbound clicks per shop, of the products several shops sell.
      expect(await page.locator("#shops tbody tr").allInnerTexts()).toEqual(["Magazin Alfa\t1"]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a click sent with navigator.sendBeacon from the site counts", async () => {
    // Headless Chromium names itself HeadlessChrome, which is (rightly) not counted: a shopper's agent instead.
    const context = await browser.newContext({ userAgent: BROWSER_UA });
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/`);
      const sent = await page.evaluate(() =>
        navigator.sendBeacon(
          "/api/productclicks/increment",
          JSON.stringify({ productId: "camasa-2", title: "Cămașă" }),
        ),
      );
      expect(sent).toBe(true);
      await expect
        .poll(async () => (await app.inject({ method: "GET", url: "/api/productclicks/today" })).json(), {
          timeout: 5000,
        })
        .toEqual([{ productId: "camasa-2", clicks: 1 }]);
    } finally {
      await context.close();
    }
  });
});
