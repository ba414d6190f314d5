/**
 * The old product address of spec §2, "/product-external/{id}/", with no page or `_redirects` line per product
 * (issue 25): the host serves every such address the page at "/product-external/" (a rewrite in `_redirects`,
 * which tests/support/static-server.ts honours as the CDN does), and its script leads on to the product with that
 * id (src/lib/old-address.ts), or to the collections.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { oldPaths, paths } from "../../src/lib/paths.ts";
import { launchBrowser, openPage, VIEWPORTS } from "../support/browser.ts";
import { findProduct } from "../support/products.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const at = (pathname: string) => new URL(pathname, inject("baseUrl")).href;

describe("/product-external/{id}/", () => {
  test("lands on the page of the product with that id, leaving no history entry for the old address", async () => {
    const product = await findProduct(inject("baseUrl"), (p) => /^[A-Za-z0-9_-]+$/.test(p.id), "one with an id");
    const opened = await openPage(browser, oldPaths.productExternal(product.id));
    try {
      expect(opened.response?.status(), "the page the rewrite serves").toBe(200);
      await opened.page.waitForURL(at(product.href), { waitUntil: "load" });
      expect((await opened.page.locator("h1").innerText()).trim()).toBe(product.title);
      expect(opened.errors).toEqual([]);
      await opened.page.goBack();
      expect(opened.page.url(), "location.replace: Back does not return to the old address").not.toContain(
        oldPaths.productExternals(),
      );
    } finally {
      await opened.close();
    }
  });

  test("leads to the collections for an id the catalogue does not have, and for the folder itself", async () => {
    for (const address of [oldPaths.productExternal("nu-exista-123"), oldPaths.productExternals()]) {
      const opened = await openPage(browser, address);
      try {
        await opened.page.waitForURL(at(paths.collections()), { waitUntil: "load" });
        expect(opened.errors, address).toEqual([]);
      } finally {
        await opened.close();
      }
    }
  });

  test("leads to the collections without JavaScript, as the folder always did", async () => {
    const context = await browser.newContext({ ...VIEWPORTS.mobile, locale: "ro-RO", javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(at(oldPaths.productExternal("42")), { waitUntil: "load" });
      await page.waitForURL(at(paths.collections()), { waitUntil: "load" });
      expect(await page.locator("html").getAttribute("lang")).toBe("ro");
    } finally {
      await context.close();
    }
  });
});
