/**
 * No WCAG 2.2 A/AA violation that axe-core finds (issue "every built page is valid HTML and has no axe-core
 * WCAG 2.2 A/AA violation") on one page of each kind, in Chromium at phone and desktop width. The HTML of
 * every page is checked by `npm run check:html`; here is what only a browser knows: colours, the size of
 * targets, scrolling regions, names given by scripts. The panels are accessibility-panels.test.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { messages } from "../../src/lib/messages.ts";
import { paths } from "../../src/lib/paths.ts";
import { axeViolations, expectNoViolations } from "../support/axe.ts";
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

interface PageCase {
  readonly name: string;
  /** Called in the test: the product's path is known only then. */
  readonly path: () => string;
  /** What to wait for before the check, beyond the load. */
  readonly ready?: (page: Page) => Promise<void>;
}

const PAGES: readonly PageCase[] = [
  { name: "home", path: () => paths.home() },
  { name: "listing", path: () => paths.gender("femei") },
  { name: "listing, page 2", path: () => `${paths.gender("femei")}pagina/2/` },
  { name: "product", path: () => product },
  {
    name: "search page with results",
    path: () => `${paths.search()}?q=${QUERY}`,
    // The results are drawn in the browser; their heading quotes the query.
    ready: (page) => page.locator("main").getByText(`„${QUERY}”`).first().waitFor(),
  },
  { name: "contact", path: () => paths.contact() },
  { name: "about", path: () => paths.about() },
  { name: "terms", path: () => paths.terms() },
  { name: "not found", path: () => "/pagina-care-nu-exista/" },
  { name: "all categories", path: () => paths.allCategories() },
  { name: "all collections", path: () => paths.allCollections() },
];

async function withPage(path: string, viewport: ViewportName, check: (opened: OpenedPage) => Promise<void>) {
  const opened = await openPage(browser, path, { viewport });
  try {
    await check(opened);
  } finally {
    await opened.close();
  }
}

test("the check finds what it should: an image with no text and text too pale to read, by their selectors", async () => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent(
      '<!doctype html><html lang="ro"><head><title>Vitrina</title></head><body><main><h1>Vitrina</h1>' +
        '<img id="poza" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40">' +
        '<p id="palid" style="color:#d6d3d1;background:#fff">Reducere</p></main></body></html>',
    );
    const found = (await axeViolations(page)).map((violation) => [violation.rule, violation.targets]);
    expect(found).toEqual(
      expect.arrayContaining([
        ["image-alt", ["#poza"]],
        ["color-contrast", ["#palid"]],
      ]),
    );
  } finally {
    await context.close();
  }
});

describe.each<ViewportName>(["mobile", "desktop"])("pages (%s)", (viewport) => {
  test.each(PAGES.map((page) => [page.name, page] as const))("%s", async (name, { path, ready }) => {
    await withPage(path(), viewport, async ({ page }) => {
      await ready?.(page);
      await expectNoViolations(page, `${name} at ${viewport} width`);
    });
  });

  test("wishlist page with a product", async () => {
    await withPage(product, viewport, async ({ page }) => {
      await page.locator("main").getByRole("button", { name: messages.wishlistPanel.add, exact: true }).click();
      await expect
        .poll(() => page.evaluate(() => localStorage.length), { message: "the product is saved" })
        .not.toBe(0);
      await page.goto(new URL(paths.wishlist(), page.url()).href, { waitUntil: "load" });
      await page.locator(`main a[href="${product}"]`).first().waitFor();
      await expectNoViolations(page, `wishlist page at ${viewport} width`);
    });
  });
});
