import { describe, expect, it } from "vitest";
import { CAROUSEL_BREAKPOINTS, carouselCss, homeCategories, homeContent, newestProducts } from "../../src/lib/home.ts";
import { siteData } from "../../src/lib/catalog/site.ts";
import { category, categoryNamed, collection, product } from "./support.ts";

const categories = (n: number) => Array.from({ length: n }, (_, i) => category({ name: `C${i + 1}-femei` }));
const names = (list: readonly { name: string }[]) => list.map((entry) => entry.name);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `C${from + i}-femei`);

describe("homeCategories (spec §2: the category carousel shows items 7 to 19)", () => {
  it("takes the 7th to the 19th category, in the CMS's order, from a full catalogue", () => {
    expect(names(homeCategories(categories(24)))).toEqual(range(7, 19));
  });

  it("takes the same 13 when there are exactly 19", () => {
    expect(names(homeCategories(categories(19)))).toEqual(range(7, 19));
  });

  it("falls back to the first 13 when there are fewer than 19, so the carousel is never short or empty", () => {
    expect(names(homeCategories(categories(18)))).toEqual(range(1, 13));
    expect(names(homeCategories(categories(8)))).toEqual(range(1, 8));
    expect(homeCategories([])).toEqual([]);
  });
});

describe("CAROUSEL_BREAKPOINTS (spec §2: slides per view by window width)", () => {
  const perView = (kind: keyof typeof CAROUSEL_BREAKPOINTS) =>
    Object.fromEntries(Object.entries(CAROUSEL_BREAKPOINTS[kind]).map(([width, step]) => [width, step.slidesPerView]));

  it("gives the spec's numbers exactly", () => {
    expect(perView("categories")).toEqual({ 0: 2.2, 568: 3.2, 968: 4.2, 1224: 6.2 });
    expect(perView("collections")).toEqual({ 0: 1, 668: 2, 1024: 3 });
    expect(perView("products")).toEqual({ 0: 2, 768: 3, 1200: 4 });
  });
});

describe("carouselCss", () => {
  it("sizes slides per window width with the same steps swiper gets, smallest first", () => {
    const css = carouselCss(".c", {
      768: { slidesPerView: 3, spaceBetween: 20 },
      0: { slidesPerView: 2, spaceBetween: 12 },
    });
    expect(css).toBe(".c{--slides:2;--gap:12px}@media (min-width:768px){.c{--slides:3;--gap:20px}}");
  });
});

describe("newestProducts", () => {
  it("lists the newest first, at most the count asked for", () => {
    const list = [
      product("vechi", { createdAt: "2025-01-01T10:00:00" }),
      product("nou", { createdAt: "2026-03-01T10:00:00" }),
      product("mijloc", { createdAt: "2025-06-01T10:00:00" }),
    ];
    expect(newestProducts(list, 2).map((p) => p.slug)).toEqual(["nou", "mijloc"]);
  });

  it("leaves out a product no shop has in stock (issue 28)", () => {
    const list = [
      { ...product("epuizat", { createdAt: "2026-03-01T10:00:00" }), inStock: false },
      product("in-stoc", { createdAt: "2025-06-01T10:00:00" }),
    ];
    expect(newestProducts(list).map((p) => p.slug)).toEqual(["in-stoc"]);
  });

  it("leaves out products without a usable date instead of calling them new", () => {
    const list = [
      product("fara-data"),
      product("data-stricata", { createdAt: "ieri" }),
      product("datat", { createdAt: "2026-01-01" }),
    ];
    expect(newestProducts(list).map((p) => p.slug)).toEqual(["datat"]);
  });
});

/** The site data of a catalogue, as the home page gets it: every listing computed from the products. */
function homeSite(parts: Partial<Parameters<typeof siteData>[0]>) {
  return siteData({ about: null, products: [], categories: [], collections: [], brands: [], ...parts });
}

describe("homeContent", () => {
  it("degrades to a welcome hero and empty rows for a catalogue without About, dates or collections", () => {
    const home = homeContent(homeSite({ products: [product("a")] }));
    expect(home.slides).toEqual([]);
    expect(home.marquee).toEqual([]);
    expect(home.newest).toEqual([]);
    expect(home.bannerImages).toEqual([]);
    expect(home.shareImage).toBeUndefined();
  });

  it("takes the banner's pictures from the first collections shown that have one", () => {
    const stocked = ["Vară", "Toamnă", "Iarnă", "Primăvară"];
    const home = homeContent(
      homeSite({
        products: stocked.map((name, i) => product(`p${i}`, { id: `p${i}`, collection: name })),
        collections: [
          collection({ name: "Gol", slug: "gol", image: "/media/gol.jpg" }),
          collection({ name: "Vară", slug: "vara", image: null }),
          collection({ name: "Toamnă", slug: "toamna", image: "/media/a.jpg" }),
          collection({ name: "Iarnă", slug: "iarna", image: "/media/b.jpg" }),
          collection({ name: "Primăvară", slug: "primavara", image: "/media/c.jpg" }),
        ],
      }),
    );
    expect(home.bannerImages, "not the picture of a collection with no product").toEqual([
      "/media/a.jpg",
      "/media/b.jpg",
    ]);
    expect(home.shareImage).toBe("/media/a.jpg");
  });

  it("shows no category or collection without products in its carousels (issue 15, no dead ends)", () => {
    const shirts = { name: "Cămăși-barbati", label: "Cămăși", slug: "camasi", section: "barbati" };
    const home = homeContent(
      homeSite({
        products: [
          product("rochie", { id: "1", category: "Rochii-femei", collection: "Vară" }),
          product("camasa", { id: "2", category: "Cămăși-barbati" }),
        ],
        categories: [
          category({ name: "Pantofi-femei", label: "Pantofi", slug: "pantofi", path: "/femei/pantofi/" }),
          category(),
          category({ ...shirts, path: "/barbati/camasi/" }),
        ],
        collections: [collection({ name: "Iarnă", slug: "iarna" }), collection({ name: "Vară", slug: "vara" })],
      }),
    );
    expect(home.categories.map((entry) => entry.path)).toEqual(["/femei/rochii/", "/barbati/camasi/"]);
    expect(home.collections.map((entry) => entry.slug)).toEqual(["vara"]);
  });

  it("takes the category carousel's slice of spec §2 from the categories that hold products", () => {
    const all = Array.from({ length: 24 }, (_, i) => categoryNamed(`C${i + 1}-femei`));
    // Every category but the first five holds a product: 19 are left, and the slice is their 7th to 19th.
    const products = all.slice(5).map((entry, i) => product(`p${i}`, { id: `p${i}`, category: entry.name }));
    expect(names(homeContent(homeSite({ products, categories: all })).categories)).toEqual(range(12, 24));
  });

  it("shows the popular rows only with a click service", () => {
    const site = homeSite({ products: [product("a", { id: "a" }), product("b", { id: "b" })] });
    expect(homeContent(site, false).popular).toBe(false);
    expect(homeContent(site, true).popular).toBe(true);
  });

  it("drops blank marquee texts", () => {
    const about = { id: "x", slides: [], marquee: ["Modă", "  "] };
    expect(homeContent(homeSite({ about })).marquee).toEqual(["Modă"]);
  });
});
