/**
 * Every panel of the site, opened the way a shopper opens it (by clicking its visible control) and filled with
 * what it holds, for the axe tests: accessibility-panels.test.ts on the sample, accessibility-standin.test.ts on
 * a stand-in catalogue. Axe checks only what is shown, so a panel is checked open.
 */
import type { Locator, Page } from "playwright-core";
import { messages } from "../../src/lib/messages.ts";
import { paths } from "../../src/lib/paths.ts";
import { expectNoViolations } from "./axe.ts";
import type { ViewportName } from "./browser.ts";

/** A word the sample catalogue, and every catalogue the generator makes, has many products for. */
export const QUERY = "rochie";

export interface PanelCase {
  readonly name: string;
  /** The page it opens on; `product` is the path of a product page of the site. */
  readonly path: (product: string) => string;
  /** Only where the panel has a control: the menu and the filters panel are a phone's. */
  readonly viewports: readonly ViewportName[];
  /** Opens the panel on the settled page and runs axe, once or more (`what` names the page and width). */
  readonly check: (page: Page, what: string) => Promise<void>;
}

/** Clicks the control and waits for the dialog it opens (one is open at a time). */
export async function openDialog(page: Page, control: Locator): Promise<Locator> {
  await control.click();
  const dialog = page.getByRole("dialog").first();
  await dialog.waitFor({ state: "visible" });
  return dialog;
}

/** The product gallery's lightbox (PhotoSwipe), opened by a click on the photo. */
export const GALLERY = "gallery lightbox";

const EVERY: readonly ViewportName[] = ["mobile", "narrow", "desktop"];
/** Where a phone's controls show (under 768 px). */
const PHONE_WIDTH: readonly ViewportName[] = ["mobile", "narrow"];

export const PANELS: readonly PanelCase[] = [
  {
    name: "search modal with results",
    path: () => paths.home(),
    viewports: EVERY,
    check: async (page, what) => {
      // The header's icon on a desktop, the bottom toolbar's on a phone.
      const opener = page.getByRole("link", { name: messages.search, exact: true }).filter({ visible: true });
      const dialog = await openDialog(page, opener.first());
      await dialog.getByRole("searchbox").fill(QUERY);
      await dialog.getByRole("list", { name: messages.searchResults.resultsLabel }).getByRole("link").first().waitFor();
      await expectNoViolations(page, `search modal, ${what}`);
    },
  },
  {
    name: "wishlist panel with a product",
    path: (product) => product,
    viewports: EVERY,
    check: async (page, what) => {
      // Saving a product opens the panel with it.
      const save = page.locator("main").getByRole("button", { name: messages.wishlistPanel.add, exact: true });
      const dialog = await openDialog(page, save);
      await dialog.getByRole("link").first().waitFor();
      await expectNoViolations(page, `wishlist panel, ${what}`);
    },
  },
  {
    name: "quick view",
    path: (product) => product,
    viewports: EVERY,
    check: async (page, what) => {
      const opener = page.getByRole("button", { name: messages.quickView.open }).first();
      const dialog = await openDialog(page, opener);
      await dialog.getByRole("heading").first().waitFor();
      await expectNoViolations(page, `quick view, ${what}`);
    },
  },
  {
    name: "size guide, both tabs",
    path: (product) => product,
    viewports: EVERY,
    check: async (page, what) => {
      const opener = page.locator("main").getByRole("link", { name: messages.sizeGuide.open, exact: true });
      const dialog = await openDialog(page, opener);
      await expectNoViolations(page, `size guide, calculator tab, ${what}`);
      await dialog.getByRole("tab", { name: messages.sizeGuide.tableTab }).click();
      await dialog.getByRole("table").waitFor();
      await expectNoViolations(page, `size guide, table tab, ${what}`);
    },
  },
  {
    name: GALLERY,
    path: (product) => product,
    viewports: EVERY,
    check: async (page, what) => {
      // A slide whose image failed its check is hidden (gallery.ts).
      await page.locator("[data-gallery-slide]:not([hidden])").first().click();
      await page.locator(".pswp").waitFor({ state: "visible" });
      await expectNoViolations(page, `gallery lightbox, ${what}`);
    },
  },
  {
    name: "mobile menu",
    path: () => paths.home(),
    viewports: PHONE_WIDTH,
    check: async (page, what) => {
      await openDialog(page, page.getByRole("button", { name: messages.menu, exact: true }));
      await expectNoViolations(page, `mobile menu, ${what}`);
    },
  },
  {
    name: "listing filters",
    path: () => paths.gender("femei"),
    viewports: PHONE_WIDTH,
    check: async (page, what) => {
      await openDialog(page, page.getByRole("button", { name: messages.filters.open, exact: true }));
      await expectNoViolations(page, `listing filters panel, ${what}`);
    },
  },
];
