/**
 * The search modal (issue "Search that understands Romanian"; spec §2 and §4
 * "Search modal", §9 debounce), in Chromium on the sample catalogue.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { launchBrowser, openPage, type ViewportName } from "../support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PRICE = /^\d{1,3}(\.\d{3})*,\d{2} Ron$/;

/** The visible search link: the header icon on a desktop, the bottom toolbar's "Caută" on a phone. */
const opener = (page: Page) => page.locator("[data-open-search]:visible").last();
const dialog = (page: Page) => page.getByRole("dialog", { name: "Caută în catalog" });
const searchBox = (page: Page) => dialog(page).getByRole("searchbox", { name: "Ce cauți?" });
const statusLine = (page: Page) => dialog(page).locator("[role=status]");
const resultLinks = (page: Page) => dialog(page).getByRole("list", { name: "Rezultatele căutării" }).getByRole("link");

/** Names of the scripts and files the page has fetched so far. */
const fetched = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));

async function openSearch(page: Page): Promise<void> {
  await opener(page).click();
  await dialog(page).waitFor({ state: "visible" });
}

/** Waits until the status line says the search is done (a count, or "Niciun rezultat."). */
async function settled(page: Page): Promise<string> {
  await page.waitForFunction(() => {
    const text = document.querySelector("dialog[open] [role=status]")?.textContent ?? "";
    return /rezultat/i.test(text);
  });
  return (await statusLine(page).innerText()).trim();
}

/**
 * Waits until the results shown are those of `query` (on a busy machine a late keystroke can let the search of
 * the first letters finish first): the status line says it is done, and "Vezi toate rezultatele" leads to `query`.
 */
async function settledFor(page: Page, query: string): Promise<string> {
  await page.waitForFunction((words) => {
    const text = document.querySelector("dialog[open] [role=status]")?.textContent ?? "";
    const all = document.querySelector<HTMLAnchorElement>("dialog[open] .search-modal__all");
    return /rezultat/i.test(text) && new URL(all?.href ?? "/", location.href).searchParams.get("q") === words;
  }, query);
  return (await statusLine(page).innerText()).trim();
}

/** The scripts of the site (not Pagefind's) the page has fetched so far, with their size. */
const siteScripts = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => /^\/_astro\/.*\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ name: new URL(entry.name).pathname, bytes: entry.decodedBodySize })),
  );

async function texts(locator: Locator, selector: string): Promise<string[]> {
  return locator.evaluateAll(
    (nodes, inner) => nodes.map((node) => node.querySelector(inner)?.textContent ?? ""),
    selector,
  );
}

describe.each<ViewportName>(["desktop", "mobile"])("search modal (%s)", (viewport) => {
  test("opens from the search link with the text box focused, and loads the index only then", async () => {
    const { page, errors, close } = await openPage(browser, "/", { viewport });
    try {
      await page.waitForLoadState("networkidle");
      const before = await fetched(page);
      expect(
        before.filter((name) => name.startsWith("/pagefind/")),
        "index files before the modal opens",
      ).toEqual([]);
      expect(
        before.filter((name) => /\/search-modal\.[\w-]+\.js$/.test(name)),
        "modal script before it opens",
      ).toEqual([]);
      const scriptsBefore = new Set((await siteScripts(page)).map((script) => script.name));

      await openSearch(page);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("cautare-text");
      await page.keyboard.type("camasa", { delay: 40 });
      const status = await settledFor(page, "camasa");
      expect(status).toMatch(/^\d+ (de )?rezultate$/);

      const links = resultLinks(page);
      expect(await links.count()).toBeGreaterThan(0);
      expect(await links.count()).toBeLessThanOrEqual(6);
      const titles = await texts(links, ".card__title");
      expect(titles[0], "a product named like the query comes first").toMatch(/^Cămașă/);
      for (const price of await texts(links, ".price__now")) expect(price).toMatch(PRICE);
      // The card's image comes with its result (the record's address, src/lib/search/document-fields.ts) and loads.
      const firstImage = links.first().locator('img[data-card-image="main"]');
      expect(await firstImage.getAttribute("src")).toMatch(/\/media\/.+\.svg$/);
      await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      for (const href of await links.evaluateAll((nodes) =>
        nodes.map((node) => (node as HTMLAnchorElement).pathname),
      )) {
        expect(href).toMatch(/^\/detalii-produs\/[^/]+\/$/);
      }
      expect(await fetched(page)).toContain("/pagefind/pagefind.js");
      // The modal is plain DOM code: opening it and searching fetch a few KB of the site's scripts, no UI library.
      const scriptsForSearch = (await siteScripts(page)).filter((script) => !scriptsBefore.has(script.name));
      expect(scriptsForSearch.map((script) => script.name)).toContainEqual(expect.stringMatching(/\/search-modal\./));
      expect(
        scriptsForSearch.reduce((sum, script) => sum + script.bytes, 0),
        `bytes of ${scriptsForSearch.map((script) => script.name).join(", ")}`,
      ).toBeLessThan(16 * 1024);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("searches 300 ms after typing stops, once for the whole word", async () => {
    const { page, errors, close } = await openPage(browser, "/", { viewport });
    try {
      await openSearch(page);
      await page.evaluate(() => {
        const times: number[] = [];
        (window as unknown as { inputTimes: number[] }).inputTimes = times;
        document.addEventListener("input", (event) => times.push(event.timeStamp), true);
      });
      await page.keyboard.type("rochie", { delay: 60 });
      // On a busy machine a keystroke can come late enough for a search of "roc" to show its results first:
      // wait for the search that follows the last keystroke, which the debounce must start.
      await page.waitForFunction(() => {
        const last = Math.max(...(window as unknown as { inputTimes: number[] }).inputTimes);
        return performance.getEntriesByName("search:start").some((mark) => mark.startTime > last);
      });
      await settled(page);
      const { starts, inputs } = await page.evaluate(() => ({
        starts: performance.getEntriesByName("search:start").map((mark) => mark.startTime),
        inputs: (window as unknown as { inputTimes: number[] }).inputTimes,
      }));
      // The rule, whatever the machine's load does to the keystrokes' timing: a search starts only after
      // 300 ms without typing, there is no more than one search per such pause, and the last keystroke is
      // always followed by a search.
      expect(inputs).toHaveLength(6);
      for (const start of starts) {
        const lastBefore = Math.max(...inputs.filter((time) => time <= start));
        expect(start - lastBefore, "quiet time before a search starts").toBeGreaterThanOrEqual(299);
      }
      const pauses = inputs.slice(1).filter((time, index) => time - inputs[index]! >= 300).length;
      expect(starts.length, "searches for six keystrokes").toBeLessThanOrEqual(pauses + 1);
      expect(Math.max(...starts), "a search after the last keystroke").toBeGreaterThan(Math.max(...inputs));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('says "Se caută..." while loading, "Niciun rezultat." when nothing matches, and a blank box clears', async () => {
    const { page, errors, close } = await openPage(browser, "/", { viewport });
    try {
      // A slow network: Pagefind's script arrives a second late.
      await page.route("**/pagefind/pagefind.js", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await openSearch(page);
      await searchBox(page).fill("bluza");
      await expect.poll(() => statusLine(page).innerText(), { timeout: 3000 }).toBe("Se caută...");
      expect(await settled(page)).toMatch(/rezultate?$/);
      expect(await resultLinks(page).count()).toBeGreaterThan(0);

      await searchBox(page).fill("qwzxv");
      await expect.poll(() => statusLine(page).innerText(), { timeout: 5000 }).toBe("Niciun rezultat.");
      expect(await resultLinks(page).count()).toBe(0);

      await searchBox(page).fill("bluza");
      await expect.poll(() => statusLine(page).innerText(), { timeout: 5000 }).toMatch(/^\d+ (de )?rezultate$/);
      await searchBox(page).fill("   ");
      await expect.poll(() => statusLine(page).innerText()).toBe("");
      expect(await resultLinks(page).count(), "a blank box clears the results at once").toBe(0);
      await expect.poll(() => dialog(page).getByText("Scrie numele unui produs").isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("Enter leads to the search page with the query in its address", async () => {
    const { page, errors, close } = await openPage(browser, "/", { viewport });
    try {
      await openSearch(page);
      await page.keyboard.type("pulover");
      await Promise.all([page.waitForURL(/\/search-result\/\?q=pulover$/), page.keyboard.press("Enter")]);
      await page.locator(".search-grid").waitFor();
      expect(await page.getByRole("status").innerText()).toMatch(/^\d+ (de )?produse? găsit[e]? pentru „pulover”$/);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('"Vezi toate rezultatele" leads to the search page; Escape closes and gives focus back', async () => {
    const { page, errors, close } = await openPage(browser, "/", { viewport });
    try {
      await openSearch(page);
      await page.keyboard.type("geaca");
      await settled(page);
      await page.keyboard.press("Escape");
      await dialog(page).waitFor({ state: "hidden" });
      // Focus returns in the dialog's "close" event, a task after it hides.
      await expect.poll(() => opener(page).evaluate((link) => link === document.activeElement)).toBe(true);

      await openSearch(page);
      expect(await searchBox(page).inputValue(), "the last query is still there").toBe("geaca");
      await Promise.all([
        page.waitForURL(/\/search-result\/\?q=geaca$/),
        dialog(page).getByRole("link", { name: "Vezi toate rezultatele" }).click(),
      ]);
      await page.locator(".search-grid").waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

test("without script the search link leads to the search page, whose form searches by address", async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(new URL("/", inject("baseUrl")).href);
    await Promise.all([page.waitForURL(/\/search-result\/$/), page.locator(".site-header [data-open-search]").click()]);
    await page.getByRole("searchbox", { name: "Ce cauți?" }).fill("rochie");
    await Promise.all([page.waitForURL(/\/search-result\/\?q=rochie$/), page.keyboard.press("Enter")]);
  } finally {
    await context.close();
  }
});
