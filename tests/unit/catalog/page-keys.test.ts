import { describe, expect, it } from "vitest";
import { paginateListing } from "../../../src/lib/catalog/listings.ts";
import { pageKeys, type ChromeInputs, type Remembered } from "../../../src/lib/catalog/page-keys.ts";
import { siteData } from "../../../src/lib/catalog/site.ts";
import type { Brand, Product } from "../../../src/lib/domain/schema.ts";
import { DAY_MS, priceStory } from "../../../src/lib/prices/history.ts";
import { readSettings } from "../../../src/lib/settings.ts";
import { brand, categoryNamed, product } from "../support.ts";

const NOW = Date.UTC(2026, 10, 24, 10);
const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** Three dresses and two shirts for women: each dress's page shows the other two dresses' cards. */
function products(): Product[] {
  return [
    product("rochie-a", { id: "a", category: "Rochii-femei", gender: "femei", price: "100,00" }),
    product("rochie-b", { id: "b", category: "Rochii-femei", gender: "femei", price: "110,00" }),
    product("rochie-c", { id: "c", category: "Rochii-femei", gender: "femei", price: "120,00" }),
    product("camasa-d", { id: "d", category: "Camasi-femei", gender: "femei", price: "90,00" }),
    product("camasa-e", { id: "e", category: "Camasi-femei", gender: "femei", price: "95,00" }),
  ];
}

/** Its listings: all products, those with a brand, women's, dresses. */
const LISTINGS_OF_A = ["/brand/", "/colectii/", "/femei/", "/femei/rochii/"];
/** The pages that show product "a": its own, the other dresses' (related), its listings and their data files. */
const ON_A = [...LISTINGS_OF_A, ...LISTINGS_OF_A.map((path) => `data:${path}`), "rochie-a", "rochie-b", "rochie-c"];

/** Every keyed page of the catalogue `catalogue`, by path: its products' pages, its listings' pages and data files. */
function keysOf(
  catalogue: readonly Product[],
  chrome: Partial<ChromeInputs> = {},
  brands: readonly Brand[] = [],
  remembered?: Remembered,
): Map<string, string> {
  const categories = [...new Set(catalogue.map((entry) => entry.category?.name ?? ""))].map(categoryNamed);
  const site = siteData({ products: catalogue, categories, collections: [], brands: [...brands], about: null });
  const keys = pageKeys(
    {
      navigation: site.navigation,
      settings: readSettings({ SITE_PHONE: "0722 000 000" }),
      year: 2026,
      ...chrome,
    },
    site.listingByPath,
    site.sorts,
    remembered,
  );
  const empty = { related: [], previous: null, next: null };
  return new Map([
    ...site.products.map((entry) => [entry.slug, keys.product(entry, site.contexts.get(entry.slug) ?? empty)] as const),
    ...site.listings.flatMap(paginateListing).map((page) => [page.path, keys.listingPage(page)] as const),
    ...site.listings.map((listing) => [`data:${listing.path}`, keys.listingData(listing)] as const),
  ]);
}

/** keysOf with the island's props remembered in `memo` (as a build's ReuseRegistry does), counting those worked out. */
function keysRemembering(
  catalogue: readonly Product[],
  memo: Map<string, string>,
): { keys: Map<string, string>; made: number } {
  let made = 0;
  const remembered = (inputs: string, make: () => string) => {
    const value = memo.get(inputs) ?? (made++, make());
    memo.set(inputs, value);
    return value;
  };
  return { keys: keysOf(catalogue, {}, [], remembered), made };
}

/** `count` women's dresses, "r0" to "r{count - 1}", priced 100 lei up, a leu apart. */
const womensDresses = (count: number): Product[] =>
  Array.from({ length: count }, (_, index) =>
    product(`rochie-${index}`, {
      id: `r${index}`,
      category: "Rochii-femei",
      gender: "femei",
      price: `${100 + index},00`,
    }),
  );

/** The paths whose key differs between `before` and `after`. */
function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before].filter(([path, key]) => after.get(path) !== key).map(([path]) => path);
}

/** `catalogue` with the product `id` changed by `change`. */
function edited(catalogue: readonly Product[], id: string, change: (entry: Product) => Product): Product[] {
  return catalogue.map((entry) => (entry.id === id ? change(entry) : entry));
}

describe("pageKeys: the incremental build's cacheKey of each page", () => {
  const before = keysOf(products());

  it("is the same for the same catalogue read again", () => {
    expect(keysOf(products())).toEqual(before);
  });

  it("changes, on a product's new price, for its page, the pages showing its card and their listings, and no other", () => {
    const after = keysOf(edited(products(), "a", (entry) => ({ ...entry, price: 12_345 })));
    expect(changed(before, after).sort()).toEqual(
      // Its own page; the other dresses, whose "Produse similare" show its card; the listings it is on.
      ON_A.sort(),
    );
  });

  it("works out again only the island's props of the listings whose rows changed, and gives the same keys", () => {
    const memo = new Map<string, string>();
    const first = keysRemembering(products(), memo);
    expect(first.keys).toEqual(before);
    expect(first.made).toBeGreaterThan(0);
    expect(keysRemembering(products(), memo).made, "the same catalogue").toBe(0);
    // A shirt's new price: the shirts' listing and those that hold every product (the same rows: one value), not
    // the dresses' listing.
    const repriced = edited(products(), "d", (entry) => ({ ...entry, price: 12_345 }));
    const second = keysRemembering(repriced, memo);
    expect(second.made).toBeGreaterThan(0);
    expect(second.made).toBeLessThan(first.made);
    expect(second.keys).toEqual(keysOf(repriced));
  });

  it("changes only its own page for a text its card does not show", () => {
    const after = keysOf(edited(products(), "a", (entry) => ({ ...entry, description: "<p>Rochie din mătase.</p>" })));
    expect(changed(before, after)).toEqual(["rochie-a"]);
  });

  it("changes a product's page when one of its shops' offers changes (issue 28): a price, a stock", () => {
    const offer = {
      shop: "Magazin Alfa",
      price: 10_000,
      oldPrice: null,
      inStock: true,
      affLink: "https://alfa.example/a",
      pageUrl: "https://alfa.example/a",
      sizes: ["M"],
    };
    const second = { ...offer, shop: "Magazin Beta", price: 11_000, affLink: "https://beta.example/a", pageUrl: null };
    const offered = edited(products(), "a", (entry) => ({ ...entry, offers: [offer, second] }));
    const withOffers = keysOf(offered);
    const outOfStock = keysOf(
      edited(offered, "a", (entry) => ({ ...entry, offers: [offer, { ...second, inStock: false }] })),
    );
    const cheaper = keysOf(
      edited(offered, "a", (entry) => ({ ...entry, offers: [offer, { ...second, price: 10_500 }] })),
    );
    expect(changed(withOffers, outOfStock)).toContain("rochie-a");
    expect(changed(withOffers, cheaper)).toContain("rochie-a");
    expect(changed(withOffers, keysOf(offered))).toEqual([]);
  });

  it("changes every page for the menus' and footer's inputs: a setting a page shows, the year", () => {
    // Every page; the data files have no menus.
    const all = [...before.keys()].filter((path) => !path.startsWith("data:"));
    expect(changed(before, keysOf(products(), { settings: readSettings({ SITE_PHONE: "0733 000 000" }) }))).toEqual(
      all,
    );
    expect(changed(before, keysOf(products(), { year: 2027 }))).toEqual(all);
  });

  it("does not change with clicks: the popular picks come to the page in the browser (issue 25)", () => {
    const [first] = products();
    // What the click service answers, handed in beside the chrome as the keys once took it: no key reads it.
    const clicks = { popular: { today: first ? [first] : [], bestSeller: null } } as Partial<ChromeInputs>;
    expect(keysOf(products(), clicks)).toEqual(before);
  });

  it("does not change for a setting no page shows", () => {
    const secret = readSettings({ SITE_PHONE: "0722 000 000", UMBRACO_API_KEY: "another-key" });
    expect(keysOf(products(), { settings: secret })).toEqual(before);
  });

  it("changes, when a product leaves, only the pages that showed it: not every page for the menus' counts", () => {
    const after = keysOf(products().filter((entry) => entry.id !== "c"));
    expect(
      changed(before, after)
        .filter((path) => after.has(path))
        .sort(),
    ).toEqual(
      // The dresses' pages, whose "Produse similare" showed it; its listings and their data files.
      [...LISTINGS_OF_A, ...LISTINGS_OF_A.map((path) => `data:${path}`), "rochie-a", "rochie-b"].sort(),
    );
  });

  it("keeps, when a product joins listing A, the keys of an unrelated product's page and of listing B (issue 25)", () => {
    const dress = product("rochie-f", { id: "f", category: "Rochii-femei", gender: "femei", price: "130,00" });
    // A new dress in the middle of the catalogue: it has neighbours of its own, not the shirts'.
    const [a, b, c, ...shirts] = products();
    const after = keysOf([a, b, c, dress, ...shirts].filter((entry) => entry !== undefined));
    const unchanged = (path: string) => expect(after.get(path), path).toBe(before.get(path));
    // An unrelated product's page, and listing B: the women's shirts, its page and its data file.
    unchanged("camasa-d");
    unchanged("camasa-e");
    unchanged("/femei/camasi/");
    unchanged("data:/femei/camasi/");
    // What shows the new dress does change: its listings, and the dresses whose related products it joins.
    expect(changed(before, after)).toEqual(
      expect.arrayContaining(["/femei/rochii/", "data:/femei/rochii/", "rochie-a"]),
    );
    // The menus' counts changed (Femei, Rochii: one more), and no page holds them.
    expect(
      changed(before, after)
        .filter((path) => !path.startsWith("data:") && !path.startsWith("rochie-"))
        .sort(),
    ).toEqual(LISTINGS_OF_A);
  });

  it("changes a listing's data file and pages for a field of its rows that no card shows", () => {
    const after = keysOf(edited(products(), "a", (entry) => ({ ...entry, sizes: ["XS"] })));
    expect(changed(before, after).sort()).toEqual(
      ["rochie-a", ...LISTINGS_OF_A, ...LISTINGS_OF_A.map((path) => `data:${path}`)].sort(),
    );
  });

  describe("a price story", () => {
    const withStory = (at: number, history = [{ at: NOW - 40 * DAY_MS, price: 10_000 }]) =>
      products().map((entry) =>
        entry.id === "a" ? { ...entry, prices: priceStory(history, entry.price, null, at, dayOf) } : entry,
      );

    it("keeps the key when a build minutes later draws the same", () => {
      expect(changed(keysOf(withStory(NOW)), keysOf(withStory(NOW + 5 * 60_000)))).toEqual([]);
    });

    it("changes the page and the cards when the day the price was checked changes", () => {
      expect(changed(keysOf(withStory(NOW)), keysOf(withStory(NOW + DAY_MS))).sort()).toEqual(ON_A.sort());
    });

    it("changes the page when its chart draws a step elsewhere", () => {
      const history = [
        { at: NOW - 2 * DAY_MS, price: 12_000 },
        { at: NOW - DAY_MS, price: 10_000 },
      ];
      // Two days of history over the chart's 320 units: an hour moves the step by several units.
      expect(changed(keysOf(withStory(NOW, history)), keysOf(withStory(NOW + 3_600_000, history)))).toEqual([
        "rochie-a",
      ]);
    });
  });
});

describe("pageKeys of a listing that shares a category with another", () => {
  /** Velora's 34 dresses (two pages of 32 and 2) and one of Boema's: both brands' listings show Rochii. */
  const catalogue = (): Product[] => [
    ...Array.from({ length: 34 }, (_, index) =>
      product(`rochie-velora-${index}`, {
        id: `v${index}`,
        category: "Rochii-femei",
        gender: "femei",
        brands: "Velora",
        price: `${100 + index},00`,
      }),
    ),
    product("rochie-boema", { id: "b0", category: "Rochii-femei", gender: "femei", brands: "Boema", price: "90,00" }),
  ];
  const brands = [brand("Velora"), brand("Boema")];
  const pagesOf = (keys: Map<string, string>, listing: string) =>
    [...keys.keys()].filter((path) => path.startsWith(listing) || path === `data:${listing}`);

  it("keeps every page of listing B when a product joins listing A, which B does not hold (issue 25)", () => {
    const before = keysOf(catalogue(), {}, brands);
    const joined = product("rochie-boema-2", {
      id: "b1",
      category: "Rochii-femei",
      gender: "femei",
      brands: "Boema",
      price: "95,00",
    });
    const after = keysOf([...catalogue(), joined], {}, brands);
    const velora = pagesOf(before, "/brand/velora/");
    expect(velora.sort()).toEqual(["/brand/velora/", "/brand/velora/pagina/2/", "data:/brand/velora/"]);
    for (const path of velora) expect(after.get(path), path).toBe(before.get(path));
    // Listing A, which shows it, does change: the test would see a key that cannot change.
    expect(changed(before, after)).toEqual(expect.arrayContaining(["/brand/boema/", "data:/brand/boema/"]));
  });
});

describe("pageKeys of a listing on several pages", () => {
  /** 40 dresses: the dresses' listing has two pages, 32 cards and 8. */
  const dresses = () => womensDresses(40);
  const before = keysOf(dresses());

  it("keeps the other pages of a listing when a price stays inside its price range", () => {
    const after = keysOf(edited(dresses(), "r35", (entry) => ({ ...entry, price: 11_050 })));
    const listings = changed(before, after).filter((path) => path.startsWith("/"));
    expect(listings).toContain("/femei/rochii/pagina/2/");
    expect(listings).not.toContain("/femei/rochii/");
  });

  it("changes every page of a listing when its facets change: a price past the range's end", () => {
    const after = keysOf(edited(dresses(), "r35", (entry) => ({ ...entry, price: 1_234_500 })));
    expect(changed(before, after)).toEqual(expect.arrayContaining(["/femei/rochii/", "/femei/rochii/pagina/2/"]));
  });
});

describe("pageKeys of a listing's later pages (issue 25: a product elsewhere in the listing renders none of them)", () => {
  /** 70 dresses: the dresses' listing has three pages, of 32, 32 and 6 cards. */
  const dresses = () => womensDresses(70);
  const before = keysOf(dresses());
  const pages = (keys: Map<string, string>) =>
    changed(before, keys).filter((path) => path.startsWith("/femei/rochii/"));

  it("renders, for a price past the range's end, the first page (its facets) and the card's page only", () => {
    const after = keysOf(edited(dresses(), "r3", (entry) => ({ ...entry, price: 1_234_500 })));
    expect(pages(after)).toEqual(["/femei/rochii/"]);
    expect(changed(before, after)).toContain("data:/femei/rochii/");
    const later = keysOf(edited(dresses(), "r40", (entry) => ({ ...entry, price: 1_234_500 })));
    expect(pages(later).sort()).toEqual(["/femei/rochii/", "/femei/rochii/pagina/2/"]);
  });

  it("renders, for a new product at the listing's end, the first page and the last, not the ones between", () => {
    const dress = product("rochie-noua", { id: "nou", category: "Rochii-femei", gender: "femei", price: "80,00" });
    const after = keysOf([...dresses(), dress]);
    expect(pages(after).sort()).toEqual(["/femei/rochii/", "/femei/rochii/pagina/3/"]);
    expect(changed(before, after)).toContain("data:/femei/rochii/");
  });

  it("renders every page whose cards move when a product leaves, and the first for its counts", () => {
    const after = keysOf(dresses().filter((entry) => entry.id !== "r40"));
    expect(pages(after).sort()).toEqual(["/femei/rochii/", "/femei/rochii/pagina/2/", "/femei/rochii/pagina/3/"]);
  });

  it("renders every page when the listing gains a page: each pager shows the count of pages", () => {
    const more = Array.from({ length: 27 }, (_, index) =>
      product(`rochie-noua-${index}`, { id: `n${index}`, category: "Rochii-femei", gender: "femei", price: "80,00" }),
    );
    const after = keysOf([...dresses(), ...more]);
    expect(pages(after).sort()).toEqual(["/femei/rochii/", "/femei/rochii/pagina/2/", "/femei/rochii/pagina/3/"]);
    expect(after.has("/femei/rochii/pagina/4/")).toBe(true);
  });
});
