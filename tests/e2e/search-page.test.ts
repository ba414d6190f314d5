/**
 * The search page and Romanian search (issue "Search that understands
 * Romanian"), in Chromium on the sample catalogue: what should be found is
 * read from the same sample the site was built from.
 */
import type { Browser, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import type { Product } from "../../src/lib/domain/schema.ts";
import { paths } from "../../src/lib/paths.ts";
import { readSettings } from "../../src/lib/settings.ts";
import { launchBrowser, openPage, type ViewportName } from "../support/browser.ts";
import { allResults, foundCount, resultsInOrder, searchAfter, settled, status } from "../support/search-results.ts";

let browser: Browser;
let products: readonly Product[];
beforeAll(async () => {
  browser = await launchBrowser();
  // The sample, read as a build without CMS settings reads it.
  products = (await readCatalog(readSettings({}))).products;
});
afterAll(async () => {
  await browser?.close();
});

const pagesOf = (found: readonly Product[]) => found.map((product) => paths.product(product.slug)).sort();

async function search(query: string, viewport: ViewportName = "desktop") {
  return openPage(browser, `${paths.search()}?q=${encodeURIComponent(query)}`, { viewport });
}

describe("Romanian search", () => {
  test('"camasa", "cămașă" and "cămaşă" (old cedilla letters) find the same products', async () => {
    const found: string[][] = [];
    for (const query of ["camasa", "cămașă", "cămaşă"]) {
      const { page, errors, close } = await search(query);
      try {
        found.push(await allResults(page));
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
    const shirts = pagesOf(products.filter((product) => /^Cămașă/.test(product.title)));
    expect(shirts.length).toBeGreaterThan(0);
    expect(found[0], "every shirt is found without diacritics").toEqual(expect.arrayContaining(shirts));
    expect(found[1]).toEqual(found[0]);
    expect(found[2]).toEqual(found[0]);
  });

  test("each result card names its product, so that a click on it counts, and links to its page", async () => {
    const { page, errors, close } = await search("rochie");
    try {
      const cards = page.locator(".search-grid [data-product-id]");
      await cards.first().waitFor();
      const shown = await cards.evaluateAll((elements) =>
        elements.map((card) => ({
          id: card.getAttribute("data-product-id"),
          href: card.querySelector("a")?.getAttribute("href") ?? card.getAttribute("href"),
        })),
      );
      expect(shown.length).toBeGreaterThan(0);
      const pageOf = new Map(products.map((product) => [product.id, paths.product(product.slug)]));
      for (const { id, href } of shown) expect(href).toBe(pageOf.get(id ?? ""));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('"fetite" finds the products for "Fetițe"', async () => {
    const { page, errors, close } = await search("fetite");
    try {
      const girls = pagesOf(products.filter((product) => product.gender === "fetite"));
      expect(girls.length).toBeGreaterThan(0);
      expect(await allResults(page)).toEqual(expect.arrayContaining(girls));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('"rochii" (plural) finds every "Rochie" (singular), the same as "rochie"', async () => {
    const found: string[][] = [];
    for (const query of ["rochii", "rochie"]) {
      const { page, close } = await search(query);
      try {
        found.push(await allResults(page));
      } finally {
        await close();
      }
    }
    const dresses = pagesOf(products.filter((product) => /^Rochie\b/.test(product.title)));
    expect(dresses.length).toBeGreaterThan(0);
    expect(found[0]).toEqual(expect.arrayContaining(dresses));
    expect(found[0]).toEqual(found[1]);
  });

  test("a brand's name, typed without diacritics, finds exactly that brand's products", async () => {
    const { page, errors, close } = await search("linia alba");
    try {
      const brand = pagesOf(products.filter((product) => product.brands.includes("Linia Albă")));
      expect(brand.length).toBeGreaterThan(0);
      expect(await allResults(page)).toEqual(brand);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe.each<ViewportName>(["desktop", "mobile"])("search page (%s)", (viewport) => {
  test("shows the results grid with the count, cards with prices, the query in the box", async () => {
    const { page, errors, close } = await search("pulover", viewport);
    try {
      const total = await foundCount(page);
      expect(total).toBeGreaterThan(0);
      expect(await status(page).innerText()).toContain("pentru „pulover”");
      expect(await page.getByRole("searchbox", { name: "Ce cauți?" }).inputValue()).toBe("pulover");
      const cards = page.locator(".search-grid > li");
      expect(await cards.count()).toBe(Math.min(total, 24));
      for (const price of await page.locator(".search-grid .price__now").allInnerTexts()) {
        expect(price).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} Ron$/);
      }
      expect(await page.locator(".search-page__fallback").count(), "no suggestions when there are results").toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("gender and brand filters narrow the results and live in the address; Back undoes them", async () => {
    const { page, errors, close } = await search("rochie", viewport);
    try {
      const all = await foundCount(page);
      const filters = page.locator(".search-filters-box");
      await filters.waitFor();
      if (!(await filters.evaluate((details) => (details as HTMLDetailsElement).open))) {
        await page.getByText("Filtrează rezultatele").click();
      }

      await searchAfter(page, () => page.getByRole("radio", { name: /Fetițe/ }).check());
      expect(new URL(page.url()).searchParams.get("gen")).toBe("fetite");
      const girls = await allResults(page);
      const girlsDresses = pagesOf(products.filter((p) => p.gender === "fetite" && /^Rochie\b/.test(p.title)));
      expect(girls.length).toBeLessThan(all);
      expect(girls).toEqual(expect.arrayContaining(girlsDresses));
      const girlsPages = new Set(pagesOf(products.filter((p) => p.gender === "fetite")));
      for (const href of girls) expect(girlsPages.has(href), `${href} is for girls`).toBe(true);

      const brandBox = page.locator(".search-filters input[name=brand]").first();
      const brand = (await brandBox.getAttribute("value")) ?? "";
      await searchAfter(page, () => brandBox.check());
      expect(new URL(page.url()).searchParams.getAll("brand")).toEqual([brand]);
      const both = await allResults(page);
      expect(both.length).toBeGreaterThan(0);
      expect(both.length).toBeLessThanOrEqual(girls.length);
      const byPage = new Map(products.map((product) => [paths.product(product.slug), product]));
      for (const href of both) {
        // A product can have several brands; the card names the first.
        expect(byPage.get(href)?.brands, `${href} is by ${brand}`).toContain(brand);
        expect(byPage.get(href)?.gender, `${href} is still for girls`).toBe("fetite");
      }

      await searchAfter(page, () => page.goBack());
      expect(new URL(page.url()).searchParams.has("brand")).toBe(false);
      expect(await allResults(page)).toEqual(girls);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("when nothing matches, it says so and offers real products and the catalogue's entrances", async () => {
    const { page, errors, close } = await search("qwzxv", viewport);
    try {
      expect(await settled(page)).toBe("Niciun rezultat pentru „qwzxv”.");
      const fallback = page.locator(".search-page__fallback");
      await fallback.getByRole("heading", { name: "Poate te inspiră noutățile" }).waitFor();
      const productLinks = await fallback
        .locator('a[href^="/detalii-produs/"]')
        .evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLAnchorElement).pathname))]);
      expect(productLinks.length).toBe(4);
      const published = new Set(pagesOf(products));
      for (const href of productLinks) expect(published.has(href), `${href} is a real product`).toBe(true);
      for (const gender of ["Femei", "Fetițe", "Bărbați", "Băieți"]) {
        expect(await fallback.getByRole("link", { name: new RegExp(gender) }).count()).toBeGreaterThan(0);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("an address in the old cedilla spelling (a form sent before the script ran) becomes the page's own", async () => {
    const { page, errors, close } = await search("cămaşă  de in", viewport);
    try {
      await page.waitForURL(/\?q=c%C4%83ma%C8%99%C4%83\+de\+in$/);
      expect(await foundCount(page)).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("a new query from the page's box keeps the address in step", async () => {
    const { page, errors, close } = await openPage(browser, paths.search(), { viewport });
    try {
      expect(await status(page).innerText()).toMatch(/^Scrie în caseta de mai sus/);
      await page.getByRole("searchbox", { name: "Ce cauți?" }).fill("cămaşă de in");
      await Promise.all([page.waitForURL(/\?q=c%C4%83ma%C8%99%C4%83\+de\+in$/), page.keyboard.press("Enter")]);
      expect(await foundCount(page)).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("a query typed before the page's script has run is the one Enter looks for", async () => {
    // A phone on a slow line: the shopper types while the island's code is still on its way.
    const held: Route[] = [];
    const { page, errors, close } = await openPage(browser, paths.search(), {
      viewport,
      beforeOpening: (page) => page.route(/\/_astro\/SearchResults[^/]*\.js$/, (route) => void held.push(route)),
    });
    try {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await page.getByRole("searchbox", { name: "Ce cauți?" }).fill("cămaşă de in");
      await Promise.all(held.map((route) => route.continue()));
      await page.waitForFunction(() => !document.querySelector("astro-island[ssr]"));
      expect(await page.getByRole("searchbox", { name: "Ce cauți?" }).inputValue()).toBe("cămaşă de in");
      await Promise.all([page.waitForURL(/\?q=c%C4%83ma%C8%99%C4%83\+de\+in$/), page.keyboard.press("Enter")]);
      expect(await foundCount(page)).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("the search page's sorts (issue 29), in a build without a click service or a price history", () => {
  /** The share of the old price taken off; 0 for a product not on sale (the sale rule: an old price above the price). */
  const reduction = (product: Product) =>
    product.oldPrice !== null && product.oldPrice > product.price
      ? (product.oldPrice - product.price) / product.oldPrice
      : 0;

  test("offers relevance and Reducere; Reducere orders every result by its reduction, and the address keeps it", async () => {
    const { page, errors, close } = await search("rochie");
    try {
      const byRelevance = await resultsInOrder(page);
      const select = page.getByLabel("Sortează după:");
      expect(await select.locator("option").allInnerTexts()).toEqual(["Cele mai relevante", "Reducere"]);
      expect(await select.inputValue()).toBe("implicit");

      await searchAfter(page, () => select.selectOption({ label: "Reducere" }));
      expect(new URL(page.url()).search).toBe("?q=rochie&sortare=reducere");
      const byPage = new Map(products.map((product) => [paths.product(product.slug), product]));
      const off = (href: string) => reduction(byPage.get(href) as Product);
      // Every result, the largest reduction first; equal reductions (none, most of them) in order of relevance.
      const expected = [...byRelevance].sort((a, b) => off(b) - off(a));
      expect(expected.filter((href) => off(href) > 0).length, "the sample's dresses on sale").toBeGreaterThan(2);
      expect(expected.slice(0, 3)).not.toEqual(byRelevance.slice(0, 3));
      expect(await resultsInOrder(page)).toEqual(expected);

      await page.reload();
      expect(new URL(page.url()).search).toBe("?q=rochie&sortare=reducere");
      expect(await resultsInOrder(page)).toEqual(expected);
      await expect.poll(() => select.inputValue()).toBe("reducere");

      // Back: the order of relevance again.
      await searchAfter(page, () => page.goBack());
      expect(new URL(page.url()).search).toBe("?q=rochie");
      expect(await resultsInOrder(page)).toEqual(byRelevance);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("a filter and a new query keep the sort", async () => {
    const { page, errors, close } = await openPage(browser, `${paths.search()}?q=rochie&sortare=reducere`);
    try {
      await settled(page);
      const filters = page.locator(".search-filters-box");
      await searchAfter(page, () => filters.getByRole("radio", { name: /Fetițe/ }).check());
      expect(new URL(page.url()).search).toBe("?q=rochie&gen=fetite&sortare=reducere");
      const box = page.getByRole("searchbox", { name: "Ce cauți?" });
      await box.fill("tricou");
      await searchAfter(page, () => box.press("Enter"));
      expect(new URL(page.url()).search).toBe("?q=tricou&gen=fetite&sortare=reducere");
      expect(await page.getByLabel("Sortează după:").inputValue()).toBe("reducere");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test.each(["populare", "noi"])(
    "a link sorted by %s, which this build does not offer, shows relevance and drops it from the address",
    async (sort) => {
      const { page, errors, close } = await openPage(browser, `${paths.search()}?q=rochie&sortare=${sort}`);
      try {
        await page.waitForURL(/\?q=rochie$/);
        const shown = await resultsInOrder(page);
        expect(await page.getByLabel("Sortează după:").inputValue()).toBe("implicit");
        const fetched = await page.evaluate(() =>
          performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
        );
        expect(fetched.filter((path) => path.startsWith("/pagefind/sortari/"))).toEqual([]);
        const { page: plain, close: closePlain } = await search("rochie");
        try {
          expect(shown).toEqual(await resultsInOrder(plain));
        } finally {
          await closePlain();
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
