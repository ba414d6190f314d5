/**
 * The search page's results as a shopper reads them (tests/e2e, and the
 * integration tests of its sorts): the count its status line gives, and every
 * result, shown by pressing "Arată mai multe produse" until all are there.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

export const status = (page: Page) => page.locator(".search-page__status");

/** Does `action` and waits until the search it starts has painted its results (the store's User Timing mark). */
export async function searchAfter(page: Page, action: () => Promise<unknown>): Promise<void> {
  const painted = () => page.evaluate(() => performance.getEntriesByName("search:painted").length);
  const before = await painted();
  await action();
  await expect.poll(painted, { timeout: 10_000 }).toBeGreaterThan(before);
}

/** Waits for the search to finish and returns what the status line says. */
export async function settled(page: Page): Promise<string> {
  await page.waitForFunction(() => {
    const text = document.querySelector(".search-page__status")?.textContent ?? "";
    return /găsit|Niciun rezultat/.test(text);
  });
  return (await status(page).innerText()).trim();
}

/** The number in "38 de produse găsite pentru „…”". */
export async function foundCount(page: Page): Promise<number> {
  const text = await settled(page);
  const match = /^([\d.]+) (?:de )?produse? găsite? pentru/.exec(text);
  if (!match) return 0;
  return Number(match[1]!.replace(/\./g, ""));
}

/** Every result of the page's search (shows more until all are there), as product page paths, sorted. */
export async function allResults(page: Page): Promise<string[]> {
  return (await resultsInOrder(page)).sort();
}

/** Every result of the page's search (shows more until all are there), as product page paths, in the page's order. */
export async function resultsInOrder(page: Page): Promise<string[]> {
  const total = await foundCount(page);
  const more = page.getByRole("button", { name: "Arată mai multe produse" });
  while ((await page.locator(".search-grid > li").count()) < total) {
    const shown = await page.locator(".search-grid > li").count();
    await more.click();
    await page.waitForFunction((before) => document.querySelectorAll(".search-grid > li").length > before, shown);
  }
  const hrefs = await page
    .locator(".search-grid a")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  expect(hrefs, "each result once").toHaveLength(new Set(hrefs).size);
  expect(hrefs, "as many cards as the count says").toHaveLength(total);
  return hrefs;
}
