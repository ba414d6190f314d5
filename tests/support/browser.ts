/**
 * Real Chromium for the e2e tests, driven by playwright-core. The browser is the system's (Debian's `chromium`),
 * never a downloaded build: set CHROMIUM_PATH to use another binary.
 */
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_ARGS, launchBrowser, PHONE } from "../../scripts/lib/chromium.ts";

export { CHROMIUM_ARGS, launchBrowser };

/**
 * The widths the design is checked at: a common phone, the same width in a desktop browser's window (no touch,
 * scrollbars that take room: where issue 26's audit found targets taken for covered) and a common desktop.
 */
export const VIEWPORTS = {
  mobile: PHONE,
  narrow: { viewport: PHONE.viewport, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

export interface OpenedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** The response to the first navigation (after redirects); null only for same-document navigations. */
  readonly response: Response | null;
  /** Uncaught exceptions and console errors (these include failed loads of images, scripts, fonts) seen so far. */
  readonly errors: string[];
  close(): Promise<void>;
}

export interface OpenPageOptions {
  readonly viewport?: ViewportName;
  /** Defaults to the URL of the built site that tests/support/e2e-setup.ts serves. */
  readonly baseUrl?: string;
  /** Runs on the new page before it is opened: to route its requests, say. */
  readonly beforeOpening?: (page: Page) => Promise<unknown>;
}

/** Opens `pathname` of the built site in a fresh context (no shared storage) at the given viewport. */
export async function openPage(browser: Browser, pathname: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ ...VIEWPORTS[options.viewport ?? "desktop"], locale: "ro-RO" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url } = message.location();
    // Chromium asks for /favicon.ico by itself when a page names no icon; that is not the page's own request.
    if (url && new URL(url).pathname === "/favicon.ico") return;
    errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ""}`);
  });
  await options.beforeOpening?.(page);
  const response = await page.goto(new URL(pathname, options.baseUrl ?? inject("baseUrl")).href, {
    waitUntil: "load",
  });
  return { context, page, response, errors, close: () => context.close() };
}
