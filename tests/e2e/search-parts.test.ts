/**
 * A catalogue above SEARCH_PART_SIZE, in Chromium: the sample built with an
 * index in parts of 100 products (src/lib/search/parts.ts), searched by the
 * site's own search page, which finds every product of every part, and sorts
 * them as one (issue 29).
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SIGNATURE } from "../../src/build/pagefind-pages.ts";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import type { Product } from "../../src/lib/domain/schema.ts";
import { paths } from "../../src/lib/paths.ts";
import { readRecordUrl } from "../../src/lib/search/document-fields.ts";
import { partFolder, WORDS_PAGE } from "../../src/lib/search/parts.ts";
import { readSettings } from "../../src/lib/settings.ts";
import { openPage } from "../support/browser.ts";
import { allResults, resultsInOrder, searchAfter } from "../support/search-results.ts";
import { serveBuild, type ServedBuild } from "../support/served-build.ts";

const BUILD_TIMEOUT = 240_000;
const PART_SIZE = 100;

let site: ServedBuild;
let products: readonly Product[];

beforeAll(async () => {
  products = (await readCatalog(readSettings({}))).products;
  site = await serveBuild("vitrina-search-parts-", { SEARCH_PART_SIZE: String(PART_SIZE) });
}, BUILD_TIMEOUT);

afterAll(async () => {
  await site?.close();
});

/** What each part of the built index holds: its result files' product ids, and its pages that are no product. */
async function idsByPart(parts: number): Promise<Set<string>[]> {
  return (await contents(parts)).map(({ ids }) => ids);
}

async function contents(parts: number): Promise<{ ids: Set<string>; others: string[] }[]> {
  return Promise.all(
    Array.from({ length: parts }, async (_, part) => {
      const folder = path.join(site.dirs.out, "pagefind", partFolder(part), "fragment");
      const fragments = await Promise.all(
        (await readdir(folder)).map(async (file) => {
          const raw = gunzipSync(await readFile(path.join(folder, file))).subarray(SIGNATURE.length);
          return readRecordUrl((JSON.parse(raw.toString()) as { url: string }).url);
        }),
      );
      return {
        ids: new Set(fragments.flatMap(({ id }) => (id ? [id] : []))),
        others: fragments.filter(({ id }) => !id).map(({ page }) => page),
      };
    }),
  );
}

describe("search over an index in parts", () => {
  test("the build writes every product into one part of at most the size asked for", async () => {
    const { parts } = JSON.parse(await readFile(path.join(site.dirs.out, "pagefind", "parts.json"), "utf8")) as {
      parts: number;
    };
    expect(parts).toBe(Math.ceil(products.length / PART_SIZE));
    const held = await contents(parts);
    // Besides its products, each part has the page of every word (src/lib/search/parts.ts), and nothing else.
    expect(held.map(({ others }) => others)).toEqual(held.map(() => [WORDS_PAGE]));
    const byPart = held.map(({ ids }) => ids);
    expect(byPart.map((ids) => ids.size)).toEqual(
      Array.from({ length: parts }, (_, part) => Math.min(PART_SIZE, products.length - part * PART_SIZE)),
    );
    expect(new Set(byPart.flatMap((ids) => [...ids]))).toEqual(new Set(products.map((product) => product.id)));
  });

  test.each([
    ["linia alba", "Linia Albă"],
    ["stejar", "Stejar"],
  ])('"%s" finds the brand %s whole, from every part that holds it', async (query, brand) => {
    const own = products.filter((product) => product.brands.includes(brand));
    const byPart = await idsByPart(Math.ceil(products.length / PART_SIZE));
    const holding = byPart.filter((ids) => own.some((product) => ids.has(product.id)));
    expect(holding.length, "the brand's products lie in more than one part").toBeGreaterThan(1);

    const { page, errors, close } = await openPage(site.browser, `${paths.search()}?q=${encodeURIComponent(query)}`, {
      baseUrl: site.server.url,
    });
    try {
      expect(await allResults(page)).toEqual(own.map((product) => paths.product(product.slug)).sort());
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("Reducere (issue 29) orders the results of every part as one: the largest reduction first, ties by relevance", async () => {
    const byPart = await idsByPart(Math.ceil(products.length / PART_SIZE));
    const dresses = products.filter((product) => /^Rochie\b/.test(product.title));
    const onSale = (product: Product) => product.oldPrice !== null && product.oldPrice > product.price;
    const holding = byPart.filter((ids) => dresses.some((product) => onSale(product) && ids.has(product.id)));
    expect(holding.length, "dresses on sale lie in more than one part").toBeGreaterThan(1);

    const { page, errors, close } = await openPage(site.browser, `${paths.search()}?q=rochie`, {
      baseUrl: site.server.url,
    });
    try {
      const byRelevance = await resultsInOrder(page);
      const byPage = new Map(products.map((product) => [paths.product(product.slug), product]));
      const off = (href: string) => {
        const product = byPage.get(href);
        return product && onSale(product) ? ((product.oldPrice ?? 0) - product.price) / (product.oldPrice ?? 1) : 0;
      };
      await searchAfter(page, () => page.getByLabel("Sortează după:").selectOption({ label: "Reducere" }));
      expect(await resultsInOrder(page)).toEqual([...byRelevance].sort((a, b) => off(b) - off(a)));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
