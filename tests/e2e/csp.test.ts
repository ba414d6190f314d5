/**
 * The Content-Security-Policy (issue 12; src/lib/csp.ts): every page carries
 * one, and nothing the site itself does breaks it, on the pages and in the
 * panels that run the most script (the listing's island, Pagefind's wasm,
 * the gallery, the panels' React, the carousels). A violation is caught by
 * the page's own `securitypolicyviolation` event, so a refused script or
 * style fails here with what was refused.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject, test } from "vitest";
import { launchBrowser, VIEWPORTS } from "../support/browser.ts";

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

/** A page that records every CSP violation from its first script on. */
async function watched(pathname: string): Promise<Page> {
  context = await browser.newContext({ ...VIEWPORTS.desktop, locale: "ro-RO" });
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.effectiveDirective} refused ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  const page = await context.newPage();
  await page.goto(new URL(pathname, inject("baseUrl")).href, { waitUntil: "load" });
  return page;
}

const violations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test("every page names a policy that runs only hashed inline scripts", async () => {
  const page = await watched("/");
  const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute("content");
  expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[\w+/=]+')+;/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("object-src 'none'");
  // A script the build did not write is refused, and the page says so.
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
  });
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
  expect((await violations(page)).join("\n")).toMatch(/script-src-elem refused inline/);
});

test("the home page's carousels, scrolled through, break nothing", async () => {
  const page = await watched("/");
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(1500);
  expect(await violations(page)).toEqual([]);
});

test("a listing's filters, a product's gallery and the quick view break nothing", async () => {
  const page = await watched("/femei/");
  await page.locator(".filters input[type=checkbox]").first().check();
  await page.waitForURL(/\?/);
  await page.locator("[data-quick-view]").first().click();
  await page.getByRole("dialog").waitFor();
  await page.keyboard.press("Escape");
  await page.locator(".card__title a").first().click();
  await page.waitForURL(/detalii-produs/);
  await page.locator("[data-gallery] img, .gallery img").first().click();
  await page.waitForTimeout(800);
  expect(await violations(page)).toEqual([]);
});

test("a search in the modal (Pagefind's wasm) breaks nothing", async () => {
  const page = await watched("/");
  await page.locator("[data-open-search]:visible").first().click();
  await page.getByRole("searchbox").fill("rochie");
  await page.waitForFunction(() =>
    /rezultat/i.test(document.querySelector("dialog[open] [role=status]")?.textContent ?? ""),
  );
  expect(await violations(page)).toEqual([]);
});
