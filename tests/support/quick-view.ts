/**
 * Opens the quick view of any product of the built site, one that no card of the page shows included: a product no
 * shop has in stock is in no listing (issue 28), and only the popular rows, drawn from the click service's answer,
 * give it a card. A quick-view button as a card has (src/components/catalog/card-html.ts) is added for it.
 */
import type { Locator, Page } from "playwright-core";

/** Clicks a quick-view button for `slug` on `page`; resolves to the quick view's panel. */
export async function openQuickViewOf(page: Page, slug: string): Promise<Locator> {
  await page.evaluate((wanted) => {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset["quickView"] = wanted;
    button.textContent = "Previzualizare";
    document.querySelector("main")?.prepend(button);
  }, slug);
  await page.locator(`[data-quick-view="${slug}"]`).click();
  return page.locator('dialog[data-panel="quickview"]');
}
