/**
 * No WCAG 2.2 A/AA violation that axe-core finds with a panel open (issue "every built page is valid HTML and
 * has no axe-core WCAG 2.2 A/AA violation"), in Chromium at phone width (a phone, and a desktop window as
 * narrow) and desktop width. Axe checks only what is shown, so each panel is opened the way a shopper opens it,
 * by clicking its visible control, and checked with what it holds: search results, a saved product, both tabs
 * of the size guide (tests/support/panels.ts, shared with the stand-in catalogue's accessibility-standin.test.ts).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, inject, test } from "vitest";
import { paths } from "../../src/lib/paths.ts";
import { settled } from "../support/axe.ts";
import { launchBrowser, openPage, type ViewportName } from "../support/browser.ts";
import { PANELS } from "../support/panels.ts";
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

describe.each<ViewportName>(["mobile", "narrow", "desktop"])("panels (%s)", (viewport) => {
  const panels = PANELS.filter((panel) => panel.viewports.includes(viewport));
  test.each(panels.map((panel) => [panel.name, panel] as const))("%s", async (_, panel) => {
    // Opened after the page has settled, as a shopper would before reaching for a panel.
    const opened = await openPage(browser, panel.path(product), { viewport });
    try {
      await settled(opened.page);
      await panel.check(opened.page, `at ${viewport} width`);
    } finally {
      await opened.close();
    }
  });
});
