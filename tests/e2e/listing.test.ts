/**
 * The listing's filters, sort and pagination in real Chromium, on the built
 * sample catalogue. What each view should hold is worked out here from the
 * sample itself, through the catalogue pipeline (readCatalog and
 * buildListings) and plain array filters: never through the island's code.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { buildListings, type Listing } from "../../src/lib/catalog/listings.ts";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import type { Product } from "../../src/lib/domain/schema.ts";
import { toSlug } from "../../src/lib/paths.ts";
import { readSettings } from "../../src/lib/settings.ts";
import { launchBrowser, openPage, type OpenedPage } from "../support/browser.ts";

const listings = buildListings(await readCatalog(readSettings({})));

function listingAt(path: string): Listing {
  const listing = listings.find((entry) => entry.path === path);
  if (!listing) throw new Error(`the sample has no listing at ${path}`);
  return listing;
}

const hasBrand = (name: string) => (product: Product) => product.brands.some((brand) => toSlug(brand) === toSlug(name));
const hasColour = (name: string) => (product: Product) =>
  product.color !== null && toSlug(product.color) === toSlug(name);
const distinct = (values: Iterable<string>) => [...new Set(values)];
const countBy = <T>(items: readonly T[], key: (item: T) => string[]) => {
  const counts = new Map<string, number>();
  for (const item of items) for (const value of key(item)) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const found = (n: number) => new RegExp(`^${n} Produs(e găsite| găsit)$`);

/** Two brands and a colour of /femei/ for which each step changes the result. */
const femeiListing = listingAt("/femei/");
const [brandA, brandB] = countBy(femeiListing.products, (product) => product.brands).map(([name]) => name);
if (!brandA || !brandB) throw new Error("the sample's /femei/ listing needs two brands");
const [colour] = countBy(
  femeiListing.products.filter((product) => hasBrand(brandA)(product) || hasBrand(brandB)(product)),
  (product) => (product.color ? [product.color] : []),
).map(([name]) => name);
if (!colour) throw new Error("the sample's /femei/ products need colours");

/**
 * A listing's products in the order the build wrote them (its static pages'
 * cards): the listing's own order, which "Sortare după (implicit)" keeps and
 * equal prices fall back on.
 */
async function inBuiltOrder(listing: Listing): Promise<Product[]> {
  const ids: string[] = [];
  for (let page = 1; page <= Math.ceil(listing.products.length / 32); page++) {
    const url = new URL(page === 1 ? listing.path : `${listing.path}pagina/${page}/`, inject("baseUrl"));
    const html = await (await fetch(url)).text();
    ids.push(...[...html.matchAll(/<article class="card" data-product-id="([^"]+)"/g)].map((match) => match[1] ?? ""));
  }
  const byId = new Map(listing.products.map((product) => [product.id, product]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  if (ordered.length !== listing.products.length) throw new Error(`the built ${listing.path} is not the sample's`);
  return ordered;
}

let browser: Browser;
let femei: readonly Product[];
let union: readonly Product[];
let narrowed: readonly Product[];
beforeAll(async () => {
  browser = await launchBrowser();
  femei = await inBuiltOrder(femeiListing);
  union = femei.filter((product) => hasBrand(brandA)(product) || hasBrand(brandB)(product));
  narrowed = union.filter(hasColour(colour));
});
afterAll(async () => {
  await browser?.close();
});

async function ready(page: Page): Promise<void> {
  await page.locator('.explorer[data-listing-state="ready"]').waitFor({ timeout: 15_000 });
}

const sidebar = (page: Page) => page.locator("aside.filters");
/** A facet's fieldset, named by its legend. */
const group = (scope: Locator | Page, legend: string) => scope.getByRole("group", { name: legend, exact: true });
/** An option's accessible name is its label and its count: "Casa Lia 12". */
const option = (name: string) => new RegExp(`^${escape(name)} [0-9.]+$`);
const brandBox = (scope: Locator | Page, name: string) =>
  group(scope, "Branduri").getByRole("checkbox", { name: option(name) });
const count = (page: Page) => page.locator(".explorer__count");
const tagTexts = async (page: Page) =>
  (await page.locator(".tags__tag").allInnerTexts()).map((text) => text.replace(/\s*×$/, ""));
/** The cards' product ids (the rows below the fold follow one frame after the first: poll). */
const cardIds = (page: Page) =>
  page
    .locator(".explorer__grid article.card")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-product-id")));
/** The URL's query: written once the new results are painted, so poll it. */
const searchOf = (page: Page) => new URL(page.url()).search;
/**
 * Resolves once the page has not scrolled for ten frames. New results bring the grid into view with a smooth scroll
 * that starts a frame after they are painted (ListingResults): a click sent as it starts lands where the link was,
 * on whatever has moved there (a pager click after a sort was lost so, twice in CI).
 */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((settled) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) settled();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );

async function withPage(path: string, viewport: "desktop" | "mobile", run: (opened: OpenedPage) => Promise<void>) {
  const opened = await openPage(browser, path, { viewport });
  try {
    await ready(opened.page);
    await run(opened);
    expect(opened.errors, "script errors and failed loads").toEqual([]);
  } finally {
    await opened.close();
  }
}

describe("listing filters (desktop)", () => {
  test("two brands give their union, a colour narrows it; counts, tags and the URL follow; reload and back keep it", async () => {
    await withPage("/femei/", "desktop", async ({ page }) => {
      await expect.poll(() => count(page).innerText()).toMatch(found(femei.length));

      await brandBox(sidebar(page), brandA).check();
      await brandBox(sidebar(page), brandB).check();
      await expect.poll(() => count(page).innerText()).toMatch(found(union.length));
      expect(await tagTexts(page)).toEqual(expect.arrayContaining([`Brand: ${brandA}`, `Brand: ${brandB}`]));
      await expect.poll(() => cardIds(page)).toEqual(union.slice(0, 32).map((product) => product.id));
      await expect.poll(() => searchOf(page)).toMatch(/^\?brand=[a-z0-9-]+,[a-z0-9-]+$/);

      // Each colour's count is what choosing it would give among the two brands.
      const colourButton = group(sidebar(page), "Culori").getByRole("button", { name: option(colour) });
      // Counts follow one frame after the click's own changes: poll.
      await expect.poll(() => colourButton.innerText()).toContain(String(narrowed.length));
      await colourButton.click();
      await expect.poll(() => count(page).innerText()).toMatch(found(narrowed.length));
      expect(await colourButton.getAttribute("aria-pressed")).toBe("true");
      expect(await tagTexts(page)).toContain(`Culoare: ${colour}`);
      await expect.poll(() => cardIds(page)).toEqual(narrowed.map((product) => product.id).slice(0, 32));
      await expect.poll(() => searchOf(page)).toContain(`culoare=${toSlug(colour)}`);

      // The brand counts now count within the colour; a brand without it is disabled.
      const inColour = femei.filter(hasColour(colour));
      for (const [name, n] of countBy(femei, (product) => product.brands)) {
        const label = group(sidebar(page), "Branduri")
          .locator("label")
          .filter({ has: page.getByText(name, { exact: true }) });
        const box = label.getByRole("checkbox");
        const expected = inColour.filter(hasBrand(name)).length;
        await expect
          .poll(() => label.locator("span").last().innerText(), {
            message: `count of ${name} (${n} without filters)`,
          })
          .toBe(String(expected));
        if (expected === 0 && name !== brandA && name !== brandB) expect(await box.isDisabled(), name).toBe(true);
      }

      await page.reload({ waitUntil: "load" });
      await ready(page);
      await expect.poll(() => count(page).innerText()).toMatch(found(narrowed.length));
      expect(await brandBox(sidebar(page), brandA).isChecked()).toBe(true);
      expect(await tagTexts(page)).toContain(`Culoare: ${colour}`);

      await page.goBack({ waitUntil: "commit" });
      await expect.poll(() => count(page).innerText()).toMatch(found(union.length));
      await expect.poll(() => searchOf(page)).not.toContain("culoare=");
      expect(await tagTexts(page)).not.toContain(`Culoare: ${colour}`);

      // "Șterge tot" and the sidebar's "Ștergeți filtrele" go back to every product.
      await expect(sidebar(page).getByRole("button", { name: "Ștergeți filtrele" }).isVisible()).resolves.toBe(true);
      await page.getByRole("button", { name: "Șterge tot" }).click();
      await expect.poll(() => count(page).innerText()).toMatch(found(femei.length));
      expect(await sidebar(page).getByRole("button", { name: "Ștergeți filtrele" }).count()).toBe(0);
      await expect.poll(() => new URL(page.url()).pathname + searchOf(page)).toBe("/femei/");
    });
  });

  test("a price range typed in its boxes keeps the products within it, both ends included; an emptied box is that end", async () => {
    // Whole Ron (the filter's unit): a quarter and three quarters of the way up /femei/'s prices.
    const ron = [...new Set(femei.map((product) => Math.floor(product.price / 100)))].sort((a, b) => a - b);
    const low = ron[Math.floor(ron.length / 4)] ?? 0;
    const high = ron[Math.floor((ron.length * 3) / 4)] ?? 0;
    const within = (min: number, max: number) =>
      femei.filter((product) => product.price >= min * 100 && product.price <= max * 100);
    expect(within(low, high).length, "a range that leaves some products out").toBeLessThan(femei.length);
    await withPage("/femei/", "desktop", async ({ page }) => {
      const prices = group(sidebar(page), "Preț");
      const box = (name: string) => prices.getByRole("spinbutton", { name, exact: true });
      const top = Number(await box("Preț maxim").inputValue());

      // The filter applies when the shopper leaves the box (the native change event).
      await box("Preț minim").fill(String(low));
      await box("Preț minim").press("Tab");
      await expect.poll(() => count(page).innerText()).toMatch(found(within(low, top).length));
      await expect.poll(() => searchOf(page)).toBe(`?pret=${low}-${top}`);

      await box("Preț maxim").fill(String(high));
      await box("Preț maxim").press("Tab");
      await expect.poll(() => count(page).innerText()).toMatch(found(within(low, high).length));
      await expect
        .poll(() => cardIds(page))
        .toEqual(
          within(low, high)
            .slice(0, 32)
            .map((product) => product.id),
        );
      await expect.poll(() => searchOf(page)).toBe(`?pret=${low}-${high}`);

      await box("Preț minim").fill("");
      await box("Preț minim").press("Tab");
      await expect.poll(() => count(page).innerText()).toMatch(found(within(0, high).length));
      await expect.poll(() => searchOf(page)).toBe(`?pret=0-${high}`);
    });
  });

  test("the pager shows first, last, the current page and its neighbours with gaps; a filter returns to page 1", async () => {
    const all = await inBuiltOrder(listingAt("/brand/"));
    const byPrice = [...all].sort((a, b) => a.price - b.price);
    const pageCount = Math.ceil(all.length / 32);
    expect(pageCount, "the sample's /brand/ listing: 240 products").toBe(8);
    await withPage("/brand/", "desktop", async ({ page }) => {
      const pager = page.locator(".explorer__grid nav.pager");
      const items = async () => (await pager.locator("ol > li").allInnerTexts()).map((text) => text.trim()).join(" ");
      expect(await items()).toBe("1 2 … 8");

      await page.getByLabel("Sortează după:").selectOption({ label: "Preț crescător" });
      await expect.poll(() => searchOf(page)).toBe("?sortare=pret-crescator");
      // The island's own grid and pager, drawn once its code has loaded: until then the page's own pager is shown
      // (busy), and the island swaps it out. Then each click waits for the grid's scroll into view (scrollSettled).
      await expect
        .poll(() => cardIds(page), { message: "page 1 in price order" })
        .toEqual(byPrice.slice(0, 32).map((product) => product.id));
      for (const [target, expected] of [
        [2, "1 2 3 … 8"],
        [3, "1 2 3 4 … 8"],
        // A gap of a single page shows that page instead of "…" (src/lib/pagination.ts).
        [4, "1 2 3 4 5 … 8"],
        [5, "1 … 4 5 6 7 8"],
        [8, "1 … 7 8"],
      ] as const) {
        await scrollSettled(page);
        await pager.getByRole("link", { name: `Pagina ${target}`, exact: true }).click();
        await expect.poll(items).toBe(expected);
        expect(await pager.locator('a[aria-current="page"]').innerText()).toBe(String(target));
        await expect.poll(() => searchOf(page)).toBe(`?sortare=pret-crescator&pagina=${target}`);
        const start = (target - 1) * 32;
        await expect
          .poll(() => cardIds(page), { message: `page ${target} in price order` })
          .toEqual(byPrice.slice(start, start + 32).map((product) => product.id));
      }
      expect(await pager.getByRole("link", { name: "Pagina următoare" }).count()).toBe(0);

      await page.goBack({ waitUntil: "commit" });
      await expect.poll(items).toBe("1 … 4 5 6 7 8");

      await scrollSettled(page);
      await group(sidebar(page), "Reduceri").getByRole("checkbox").check();
      await expect.poll(() => searchOf(page)).toBe("?reducere=da&sortare=pret-crescator");
      expect(await pager.locator('a[aria-current="page"]').innerText()).toBe("1");
    });
  });

  test("without a click service or a price history, the sort offers Reducere but not Cele mai populare or Cele mai noi", async () => {
    const all = await inBuiltOrder(femeiListing);
    const off = (product: Product) =>
      product.oldPrice !== null && product.oldPrice > product.price
        ? (product.oldPrice - product.price) / product.oldPrice
        : 0;
    // A stable sort: equal reductions keep the listing's order.
    const byReduction = [...all].sort((a, b) => off(b) - off(a)).slice(0, 4);
    expect(off(byReduction[3] as Product), "the sample's /femei/ needs four products on sale").toBeGreaterThan(0);
    await withPage("/femei/", "desktop", async ({ page }) => {
      const select = page.getByLabel("Sortează după:");
      expect(await select.locator("option").allInnerTexts()).toEqual([
        "Sortare după (implicit)",
        "Preț crescător",
        "Preț descrescător",
        "Titlu A–Z",
        "Titlu Z–A",
        "Reducere",
      ]);
      await select.selectOption({ label: "Reducere" });
      await expect.poll(() => searchOf(page)).toBe("?sortare=reducere");
      const ids = () =>
        page
          .locator(".explorer__grid .card")
          .evaluateAll((cards) => cards.slice(0, 4).map((card) => card.getAttribute("data-product-id")));
      await expect.poll(ids).toEqual(byReduction.map((product) => product.id));
      // A link from a build that offers it: the listing's own order.
      await page.goto(new URL("/femei/?sortare=populare", page.url()).href);
      await ready(page);
      await expect.poll(() => select.inputValue()).toBe("implicit");
      expect(await ids()).toEqual(all.slice(0, 4).map((product) => product.id));
    });
  });

  test("the layout switcher offers 1 to 4 columns beside the sidebar and 5 without it, and the URL keeps it", async () => {
    await withPage("/femei/", "desktop", async ({ page }) => {
      const switcher = page.getByRole("group", { name: "Aranjare" });
      const columns = () =>
        page
          .locator(".explorer__grid ul.grid")
          .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
      expect(await switcher.getByRole("button").count()).toBe(4);
      expect(await columns()).toBe(4);
      await page.getByRole("button", { name: "Ascunde filtrele" }).click();
      expect(await sidebar(page).isVisible()).toBe(false);
      await switcher.getByRole("button", { name: "5 coloane" }).click();
      expect(await columns()).toBe(5);
      await expect.poll(() => searchOf(page)).toBe("?coloane=5");
      await page.reload({ waitUntil: "load" });
      await ready(page);
      expect(await columns()).toBe(5);
      expect(await sidebar(page).isVisible()).toBe(false);
      await switcher.getByRole("button", { name: "Listă" }).click();
      expect(await columns()).toBe(1);
    });
  });
});

describe("the island's cards (drawn in the browser, outside React)", () => {
  test("have the markup of the page's own cards, images and buttons included, and stay with their product", async () => {
    const onlyA = femei.filter(hasBrand(brandA));
    await withPage("/femei/", "desktop", async ({ page }) => {
      await brandBox(sidebar(page), brandA).check();
      await expect.poll(() => cardIds(page)).toEqual(onlyA.slice(0, 32).map((product) => product.id));
      // The first rows' images get their src just after the frame that shows the cards.
      await expect.poll(() => page.locator(".explorer__grid img[data-card-image]:not([src])").count()).toBe(0);

      // Each card against the build's card for the same product, from the listing's static pages. Which cards load
      // eagerly depends on their place, and only the build's cards carry the spare images (a third one).
      const pages = Math.ceil(femei.length / 32);
      const differences = await page.evaluate(async (pageCount) => {
        const IGNORED = new Set(["loading", "fetchpriority", "data-images", "data-synced"]);
        const canon = (node: Node): string => {
          if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
          if (!(node instanceof Element)) return "";
          const attributes = [...node.attributes]
            .filter((attribute) => !IGNORED.has(attribute.name))
            .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
            .sort();
          return `<${node.localName} ${attributes.join(" ")}>${[...node.childNodes].map(canon).join("")}</${node.localName}>`;
        };
        const built = new Map<string, string>();
        for (let number = 1; number <= pageCount; number++) {
          const url = number === 1 ? "/femei/" : `/femei/pagina/${number}/`;
          const html = new DOMParser().parseFromString(await (await fetch(url)).text(), "text/html");
          for (const card of html.querySelectorAll("article.card"))
            built.set(card.getAttribute("data-product-id") ?? "", canon(card));
        }
        const drawn = [...document.querySelectorAll(".explorer__grid article.card")];
        return {
          compared: drawn.length,
          different: drawn
            .map((card) => ({ id: card.getAttribute("data-product-id") ?? "", drawn: canon(card) }))
            .filter((card) => card.drawn !== built.get(card.id))
            .map((card) => ({ ...card, built: built.get(card.id) })),
        };
      }, pages);
      expect(differences.compared).toBe(Math.min(32, onlyA.length));
      expect(differences.different).toEqual([]);

      // A card belongs to its product: going back to a view brings back the same elements, images loaded.
      const first = onlyA[0]?.id ?? "";
      await page.evaluate((id) => {
        (window as unknown as { kept: Element | null }).kept = document.querySelector(`[data-product-id="${id}"]`);
      }, first);
      await brandBox(sidebar(page), brandA).uncheck();
      await expect.poll(() => count(page).innerText()).toMatch(found(femei.length));
      await brandBox(sidebar(page), brandA).check();
      await expect.poll(() => cardIds(page)).toEqual(onlyA.slice(0, 32).map((product) => product.id));
      expect(
        await page.evaluate(
          (id) =>
            (window as unknown as { kept: Element | null }).kept ===
            document.querySelector(`[data-product-id="${id}"]`),
          first,
        ),
      ).toBe(true);

      // The page's own scripts handle the drawn cards: the heart saves the product and says so.
      const heart = page.locator(`.explorer__grid [data-product-id="${first}"] [data-wishlist-add]`);
      await heart.click();
      await expect
        .poll(() => heart.getAttribute("aria-label"))
        .toBe(`„${onlyA[0]?.title}” este la favorite: deschide lista`);
      await expect.poll(() => page.locator(".site-header [data-wishlist-count]").innerText()).toBe("1");
    });
  });
});

describe("listing filters (mobile)", () => {
  test("the filters open in a side panel: focus moves in, a brand filters behind it, Escape closes it and focus returns", async () => {
    const onlyA = femei.filter(hasBrand(brandA));
    await withPage("/femei/", "mobile", async ({ page }) => {
      expect(await sidebar(page).count(), "no sidebar below 1200 px").toBe(0);
      const switcher = page.getByRole("group", { name: "Aranjare" });
      expect(await switcher.getByRole("button").count(), "2 columns at most under 768 px").toBe(2);

      const opener = page.getByRole("button", { name: "Filtre", exact: true });
      await opener.click();
      const panel = page.getByRole("dialog", { name: "Filtre" });
      await panel.waitFor();
      expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

      await brandBox(panel, brandA).check();
      await expect.poll(() => count(page).innerText()).toMatch(found(onlyA.length));
      expect(await panel.getByRole("button", { name: new RegExp(`^Arată ${onlyA.length} `) }).count()).toBe(1);

      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "hidden" });
      // Focus returns in the dialog's "close" event, a task after it hides.
      await expect
        .poll(() => page.locator(".explorer__open").evaluate((button) => button === document.activeElement))
        .toBe(true);
      expect(await tagTexts(page)).toEqual([`Brand: ${brandA}`]);
      await expect.poll(() => cardIds(page)).toEqual(onlyA.slice(0, 32).map((product) => product.id));
      await expect.poll(() => searchOf(page)).toBe(`?brand=${toSlug(brandA)}`);
    });
  });
});

describe("listing without JavaScript", () => {
  test("shows the first 32 products, the count and static page links", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(new URL("/brand/", inject("baseUrl")).href);
      const all = listingAt("/brand/");
      expect(await page.locator("article.card").count()).toBe(32);
      expect(await page.locator(".explorer__count").innerText()).toMatch(found(all.products.length));
      const hrefs = distinct(
        await page.locator("nav.pager a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "")),
      );
      expect(hrefs).toEqual(["/brand/", "/brand/pagina/2/", `/brand/pagina/${Math.ceil(all.products.length / 32)}/`]);
    } finally {
      await context.close();
    }
  });
});
