/**
 * Product images in real Chromium (spec §2 "Product detail" and "Product
 * card", §5, §9): the gallery's thumbnails, hover zoom x2 on a desktop, the
 * lightbox loaded on the first click, and the image check of the gallery and
 * of the cards (an image that fails or is under 50x50 gives way to the next).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { launchBrowser, openPage } from "../support/browser.ts";
import { findProduct } from "../support/products.ts";
import type { ProductSummary } from "../../src/lib/product-summary.ts";

/** A 1x1 PNG: loads fine, but is no product photo. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

let browser: Browser;
let product: ProductSummary;
let path: string;
beforeAll(async () => {
  browser = await launchBrowser();
  product = await findProduct(inject("baseUrl"), (p) => p.images.length >= 3, "one with three images");
  path = `/detalii-produs/${product.slug}/`;
});
afterAll(async () => {
  await browser?.close();
});

const slides = (page: Page) => page.locator("[data-gallery-slide]");
const hiddenSlides = (page: Page) =>
  slides(page).evaluateAll((links) => links.map((link) => (link as HTMLElement).hidden));
/** Failed image loads are what some of these tests cause on purpose. */
const unexpected = (errors: readonly string[]) => errors.filter((error) => !/ERR_FAILED|net::/.test(error));

describe("the product gallery", () => {
  test("thumbnails scroll the slider; the image zooms x2 under a mouse; a click opens the lightbox, loaded only then", async () => {
    const opened = await openPage(browser, path);
    try {
      const { page } = opened;
      const scripts: string[] = [];
      page.on("request", (request) => scripts.push(request.url()));
      expect(await slides(page).count()).toBe(product.images.length);

      const thumbs = page.locator("[data-gallery-thumb]");
      await thumbs.nth(1).click();
      const main = page.locator("[data-gallery-main]");
      await expect
        .poll(() => main.evaluate((element) => element.scrollLeft), { message: "the slider moved to image 2" })
        .toBeGreaterThan(0);
      await expect.poll(() => thumbs.nth(1).getAttribute("aria-current")).toBe("true");
      expect(page.url(), "a thumbnail does not jump the page").not.toContain("#");
      await thumbs.nth(0).click();
      await expect.poll(() => main.evaluate((element) => element.scrollLeft)).toBe(0);

      const first = slides(page).first();
      const img = first.locator("img");
      // Clicking the thumbnails scrolled the page: back to the top, so that the header covers nothing.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      const box = (await first.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25);
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
      await expect
        .poll(() => img.evaluate((element) => getComputedStyle(element).transform), { message: "zoom factor 2" })
        .toBe("matrix(2, 0, 0, 2, 0, 0)");
      expect(await img.evaluate((element) => element.style.transformOrigin)).toMatch(/^30(\.\d+)?% 30(\.\d+)?%$/);
      await page.mouse.move(box.x + box.width + 200, box.y);
      await expect
        .poll(() => first.getAttribute("data-zoomed"), { message: "no zoom once the pointer leaves" })
        .toBeNull();

      expect(
        scripts.filter((url) => url.includes("photoswipe")),
        "no lightbox code before the click",
      ).toEqual([]);
      await first.click();
      const lightbox = page.locator(".pswp");
      await expect.poll(() => lightbox.isVisible(), { message: "the lightbox opens" }).toBe(true);
      expect(scripts.some((url) => url.includes("photoswipe"))).toBe(true);
      expect(await lightbox.getAttribute("role")).toBe("dialog");
      expect(await lightbox.getAttribute("aria-modal")).toBe("true");
      const shown = lightbox.locator(".pswp__item[aria-hidden='false'] img.pswp__img");
      await expect
        .poll(async () => new URL((await shown.first().getAttribute("src")) ?? "", page.url()).pathname)
        .toBe(product.images[0]);
      expect(await lightbox.innerText()).toContain(`1 din ${product.images.length}`);

      await page.keyboard.press("Escape");
      await expect.poll(() => lightbox.count(), { message: "Escape closes the lightbox" }).toBe(0);
      await expect.poll(() => first.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test("below 768 px the image does not zoom; it is a plain image", async () => {
    const opened = await openPage(browser, path, { viewport: "mobile" });
    try {
      const { page } = opened;
      const first = slides(page).first();
      const box = (await first.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
      expect(await first.getAttribute("data-zoomed")).toBeNull();
      expect(await first.locator("img").evaluate((element) => getComputedStyle(element).transform)).toBe("none");
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test("an image that fails or is smaller than 50x50 is dropped with its thumbnail", async () => {
    const opened = await openPage(browser, path);
    try {
      const { page } = opened;
      const [small, broken] = product.images;
      await page.route(`**${small}`, (route) => route.fulfill({ contentType: "image/png", body: PIXEL }));
      await page.route(`**${broken}`, (route) => route.abort());
      await page.reload({ waitUntil: "load" });
      await expect
        .poll(() => hiddenSlides(page), { message: "only the good images are left" })
        .toEqual(product.images.map((_, index) => index < 2));
      expect(await page.locator(".gallery__thumbs").isVisible(), "no thumbnails for a single image").toBe(false);
      expect(await page.getByText("Nu există imagini").isVisible()).toBe(false);
      expect(unexpected(opened.errors)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test("with every image failing it says 'Nu există imagini'", async () => {
    const opened = await openPage(browser, path);
    try {
      const { page } = opened;
      for (const url of product.images) await page.route(`**${url}`, (route) => route.abort());
      await page.reload({ waitUntil: "load" });
      await expect
        .poll(() => page.getByText("Nu există imagini").isVisible(), { message: "the placeholder" })
        .toBe(true);
      expect(await slides(page).first().isVisible()).toBe(false);
      expect(unexpected(opened.errors)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe("the product card's images", () => {
  test("a main image under 50x50 gives its place to the next image, in the same frame", async () => {
    const opened = await openPage(browser, path);
    try {
      const { page } = opened;
      const media = page.locator('section[aria-labelledby="produse-similare"] [data-card-media]').first();
      const main = media.locator('img[data-card-image="main"]');
      const hover = media.locator('img[data-card-image="hover"]');
      const [mainSrc, hoverSrc] = [await main.getAttribute("src"), await hover.getAttribute("src")];
      expect(hoverSrc, "a card with a hover image").toBeTruthy();
      const size = async () => {
        const box = await media.boundingBox();
        return box && { width: box.width, height: box.height };
      };
      const frame = await size();

      await page.route(`**${mainSrc}`, (route) => route.fulfill({ contentType: "image/png", body: PIXEL }));
      await page.reload({ waitUntil: "load" });
      await media.scrollIntoViewIfNeeded();
      await expect
        .poll(() => main.getAttribute("src"), { message: "the hover image became the main one" })
        .toBe(hoverSrc);
      expect(await size(), "the frame keeps its size").toEqual(frame);
      expect(unexpected(opened.errors)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test("with no image left the card says 'Fără imagine'", async () => {
    const opened = await openPage(browser, path);
    try {
      const { page } = opened;
      const media = page.locator('section[aria-labelledby="produse-similare"] [data-card-media]').first();
      await page.route("**/media/**", (route) => route.abort());
      await page.reload({ waitUntil: "load" });
      await media.scrollIntoViewIfNeeded();
      await expect.poll(() => media.getByText("Fără imagine").isVisible(), { message: "the placeholder" }).toBe(true);
      expect(await media.locator("img[data-card-image]:visible").count()).toBe(0);
      expect(unexpected(opened.errors)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
