/**
 * Addresses that are not pages (spec §2 "Not-found page", §8 "Unknown route"): an unknown address answers 404
 * with the site's own Romanian page, at any depth; old addresses (/fetita/…) lead to their new pages.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { launchBrowser, openPage } from "../support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(["/nu-exista-pagina-asta/", "/femei/nu-exista/pagina/9/", "/detalii-produs/produs-disparut"])(
  "the unknown address %s",
  (missing) => {
    test("answers 404 with the site's own Romanian page, which leads back home", async () => {
      const direct = await fetch(new URL(missing, inject("baseUrl")));
      expect(direct.status).toBe(404);
      expect(direct.headers.get("content-type"), "the build's own 404.html (src/pages/404.astro)").toMatch(
        /^text\/html/,
      );

      const opened = await openPage(browser, missing, { viewport: "mobile" });
      const { page } = opened;
      try {
        expect(opened.response?.status()).toBe(404);
        expect(await page.locator("html").getAttribute("lang")).toBe("ro");
        expect((await page.locator("h1").innerText()).trim()).toBe("Oops!");
        const main = await page.locator("main").innerText();
        expect(main).toContain("Ceva lipsește.");
        expect(main).toContain("Pagina pe care o cauți nu a fost găsită.");
        expect(await page.title()).toContain("Ceva lipsește");
        expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);

        // Served at any depth, the page still has its styles, scripts and menus (its URLs are root-relative).
        // Chromium logs the page's own 404 as a failed load; anything else failing is a broken page.
        const own = new URL(missing, inject("baseUrl")).href;
        expect(
          opened.errors.filter((error) => !error.endsWith(`(${own})`)),
          "failed loads or script errors on the 404 page",
        ).toEqual([]);
        expect(await page.locator("header").isVisible(), "the site header, to find another way").toBe(true);

        const back = page.getByRole("link", { name: "Înapoi la Acasă" });
        expect(await back.getAttribute("href")).toBe("/");
        await Promise.all([page.waitForURL(new URL("/", inject("baseUrl")).href, { waitUntil: "load" }), back.click()]);
        expect(
          await page.evaluate(
            () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseStatus,
          ),
        ).toBe(200);
      } finally {
        await opened.close();
      }
    });
  },
);

describe("old addresses", () => {
  test("/fetita/ and its categories lead to the same pages under /fetite/", async () => {
    const girls = await openPage(browser, "/fetite/");
    let category: string | null;
    try {
      expect(girls.response?.status()).toBe(200);
      category = await girls.page
        .locator('#mega-produse a[href^="/fetite/"]:not([href="/fetite/"])')
        .first()
        .getAttribute("href");
    } finally {
      await girls.close();
    }
    expect(category, "a girls' category in the Produse menu").toMatch(/^\/fetite\/[a-z0-9-]+\/$/);

    for (const [from, to] of [
      ["/fetita/", "/fetite/"],
      [category?.replace("/fetite/", "/fetita/") ?? "", category ?? ""],
    ] as const) {
      const opened = await openPage(browser, from);
      try {
        // A static page cannot answer 301: it refreshes at once to the new address (src/components/pages/Redirect.astro).
        await opened.page.waitForURL(new URL(to, inject("baseUrl")).href, { waitUntil: "load" });
        expect((await opened.page.locator("h1").innerText()).trim(), `${from} → ${to}`).not.toBe("Pagina s-a mutat");
        expect(await opened.page.locator("link[rel=canonical]").getAttribute("href")).toMatch(new RegExp(`${to}$`));
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    }
  });
});
