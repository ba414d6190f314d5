import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { launchBrowser, openPage } from "../support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test("an unknown address answers 404 with the site's own page, which leads back home", async () => {
  const missing = "/nu-exista-pagina-asta/";
  const direct = await fetch(new URL(missing, inject("baseUrl")));
  expect(direct.status).toBe(404);
  expect(direct.headers.get("content-type"), "the build's own 404.html (src/pages/404.astro)").toMatch(/^text\/html/);

  const opened = await openPage(browser, missing);
  try {
    expect(opened.response?.status()).toBe(404);
    expect(await opened.page.locator("html").getAttribute("lang")).toBe("ro");
    expect((await opened.page.locator("h1").innerText()).trim()).not.toBe("");
    expect(await opened.page.locator('a[href="/"]').count(), "a link to the home page").toBeGreaterThan(0);
  } finally {
    await opened.close();
  }
});
