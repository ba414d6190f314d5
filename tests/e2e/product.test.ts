import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchBrowser, openPage, type ViewportName } from "../support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Everything a person (or a screen reader) reads as the names of the links to `href`: text, image alts, labels. */
function linkNames(page: Page, href: string): Promise<string> {
  return page.$$eval(
    "a[href]",
    (links, wanted) =>
      links
        .filter((link) => (link as HTMLAnchorElement).href === wanted)
        .map((link) => {
          const alts = [...link.querySelectorAll("img[alt]")].map((img) => img.getAttribute("alt"));
          return [link.getAttribute("aria-label"), link.textContent, ...alts].join(" ");
        })
        .join(" ")
        .replace(/\s+/g, " "),
    href,
  );
}

describe.each<ViewportName>(["desktop", "mobile"])("product page (%s)", (viewport) => {
  test("the home page leads to a product page whose buy link is a safe, marked affiliate link", async () => {
    const home = await openPage(browser, "/", { viewport });
    try {
      expect(home.response?.status(), "home page status").toBe(200);
      const firstProduct = home.page.locator('a[href*="/detalii-produs/"]').first();
      const href = await firstProduct.evaluate((link) => (link as HTMLAnchorElement).href);
      const namesOnHome = await linkNames(home.page, href);

      await Promise.all([
        home.page.waitForURL(/\/detalii-produs\/[^/]+\/$/, { waitUntil: "load" }),
        firstProduct.click(),
      ]);
      expect((await fetch(home.page.url())).status, `status of ${home.page.url()}`).toBe(200);

      const title = (await home.page.locator("h1").innerText()).trim();
      expect(title, "the product page's h1").not.toBe("");
      expect(await home.page.locator("h1").count(), "one h1 per page").toBe(1);
      expect(namesOnHome, "the link that led here names the product in the h1").toContain(title);

      const buyLinks = home.page.getByRole("link", { name: /Cumpără acum/i });
      expect(await buyLinks.count(), '"Cumpără acum" links').toBeGreaterThan(0);
      for (const link of await buyLinks.all()) {
        const buyHref = (await link.getAttribute("href")) ?? "";
        expect(buyHref, "the shop link is absolute").toMatch(/^https?:\/\/[^/]+/);
        expect(["http:", "https:"]).toContain(new URL(buyHref).protocol);
        expect(await link.getAttribute("target")).toBe("_blank");
        const rel = ((await link.getAttribute("rel")) ?? "").split(/\s+/);
        expect(rel).toEqual(expect.arrayContaining(["sponsored", "nofollow", "noopener"]));
      }
      expect(home.errors, "script errors and failed loads (images, scripts) on the pages").toEqual([]);
    } finally {
      await home.close();
    }
  });
});
