/**
 * What a shopper's phone really downloads: a page opened in Chromium at phone size, scrolled to the bottom
 * (so that lazy islands and carousels wake up), then left idle for 2 s; every JavaScript response counts with
 * the gzip size of its body (the test server does not compress, a CDN does), plus the inline scripts.
 */
import type { Browser, Page, Response } from "playwright-core";
import { setTimeout as sleep } from "node:timers/promises";
import { PHONE } from "./chromium.ts";
import { gzipSize } from "../../src/release/site-check/page-weight.ts";

export interface LoadedScript {
  readonly url: string;
  readonly gzip: number;
}

export interface BrowserWeight {
  readonly sitePath: string;
  readonly status: number | null;
  /** Every JavaScript file downloaded, with its gzip size. */
  readonly scripts: LoadedScript[];
  /** gzip bytes of the inline scripts. */
  readonly inline: number;
  /** All of it: files and inline scripts. */
  readonly jsGzip: number;
}

const IDLE_MS = 2_000;

function isScript(response: Response): boolean {
  if (response.request().resourceType() === "script") return true;
  return /javascript|ecmascript/i.test(response.headers()["content-type"] ?? "");
}

/** Opens `sitePath` of the site at `baseUrl` in a fresh phone-sized context and measures its JavaScript. */
export async function measureInBrowser(browser: Browser, baseUrl: string, sitePath: string): Promise<BrowserWeight> {
  const context = await browser.newContext({ ...PHONE, locale: "ro-RO" });
  try {
    const page = await context.newPage();
    const pending: Promise<LoadedScript | null>[] = [];
    page.on("response", (response) => {
      if (!isScript(response)) return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), gzip: gzipSize(body) }),
          () => null,
        ),
      );
    });
    const response = await page.goto(new URL(sitePath, baseUrl).href, { waitUntil: "load" });
    await scrollToBottom(page);
    await page.waitForLoadState("networkidle");
    await sleep(IDLE_MS);
    const inlineCode = await page.$$eval("script:not([src])", (scripts) =>
      scripts
        .filter((script) =>
          ["", "module", "text/javascript", "application/javascript"].includes(script.getAttribute("type") ?? ""),
        )
        .map((script) => script.textContent ?? ""),
    );
    const byUrl = new Map<string, LoadedScript>();
    for (const loaded of await Promise.all(pending)) if (loaded) byUrl.set(loaded.url, loaded);
    const scripts = [...byUrl.values()].sort((a, b) => b.gzip - a.gzip);
    const inline = inlineCode.filter((code) => code.trim()).reduce((sum, code) => sum + gzipSize(code), 0);
    return {
      sitePath,
      status: response?.status() ?? null,
      scripts,
      inline,
      jsGzip: scripts.reduce((sum, script) => sum + script.gzip, inline),
    };
  } finally {
    await context.close();
  }
}

/** Scrolls a screen at a time, as a thumb would, until the bottom stops moving away. */
async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 200; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await sleep(100);
    if (atBottom) return;
  }
}
