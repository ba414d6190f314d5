/**
 * The home page's rules (spec §2, "Home page"): which categories the category
 * carousel shows, which products fill the product rows, and how many slides
 * each carousel shows by window width. Pure: the page hands in the site data
 * and renders what comes back.
 */
import type { About, Category, Collection, Product } from "./domain/schema.ts";
import { linkableCategories, linkableCollections } from "./catalog/linkable.ts";
import type { Listing } from "./catalog/listings.ts";
import { messages } from "./messages.ts";
import { isListed } from "./offers/stock.ts";

/** One layout step of a carousel: from a window width up (in px). */
export interface CarouselStep {
  readonly slidesPerView: number;
  /** Space between slides, in px. */
  readonly spaceBetween: number;
}

/** Layout steps keyed by the window width (px) they start at, as swiper's `breakpoints` option reads them. */
export type CarouselBreakpoints = Readonly<Record<number, CarouselStep>>;

export type CarouselKind = "hero" | "categories" | "collections" | "products";

/**
 * Slides per view by window width, exactly as spec §2 gives them: categories
 * 2.2 / 3.2 / 4.2 / 6.2 from 0 / 568 / 968 / 1224 px; collections 1 / 2 / 3
 * from 0 / 668 / 1024 px; product carousels 2 / 3 / 4 from 0 / 768 / 1200 px.
 * The gaps are ours. The hero shows one slide at a time.
 */
export const CAROUSEL_BREAKPOINTS: Readonly<Record<CarouselKind, CarouselBreakpoints>> = {
  hero: { 0: { slidesPerView: 1, spaceBetween: 0 } },
  categories: {
    0: { slidesPerView: 2.2, spaceBetween: 12 },
    568: { slidesPerView: 3.2, spaceBetween: 16 },
    968: { slidesPerView: 4.2, spaceBetween: 20 },
    1224: { slidesPerView: 6.2, spaceBetween: 20 },
  },
  collections: {
    0: { slidesPerView: 1, spaceBetween: 16 },
    668: { slidesPerView: 2, spaceBetween: 20 },
    1024: { slidesPerView: 3, spaceBetween: 24 },
  },
  products: {
    0: { slidesPerView: 2, spaceBetween: 12 },
    768: { slidesPerView: 3, spaceBetween: 20 },
    1200: { slidesPerView: 4, spaceBetween: 24 },
  },
};

/** What a carousel's root carries in `data-carousel` for the client script: its steps and swiper's a11y texts. */
export interface CarouselConfig {
  readonly breakpoints: CarouselBreakpoints;
  readonly labels: {
    readonly prevSlideMessage: string;
    readonly nextSlideMessage: string;
    readonly firstSlideMessage: string;
    readonly lastSlideMessage: string;
    readonly slideLabelMessage: string;
    readonly itemRoleDescriptionMessage: string;
  };
}

export function carouselConfig(kind: CarouselKind): CarouselConfig {
  const text = messages.carousel;
  return {
    breakpoints: CAROUSEL_BREAKPOINTS[kind],
    labels: {
      prevSlideMessage: text.previous,
      nextSlideMessage: text.next,
      firstSlideMessage: text.first,
      lastSlideMessage: text.last,
      slideLabelMessage: text.slideTemplate,
      itemRoleDescriptionMessage: text.slide,
    },
  };
}

/**
 * The CSS that sizes a carousel's slides before swiper runs (and when it never
 * does): `--slides` and `--gap` per window width, from the same steps swiper
 * gets, so the row does not move when swiper takes over. Media queries use
 * `min-width` like swiper's window breakpoints.
 * @example carouselCss(".c", { 0: { slidesPerView: 2, spaceBetween: 12 }, 768: { slidesPerView: 3, spaceBetween: 20 } })
 * // ".c{--slides:2;--gap:12px}@media (min-width:768px){.c{--slides:3;--gap:20px}}"
 */
export function carouselCss(selector: string, breakpoints: CarouselBreakpoints): string {
  return Object.entries(breakpoints)
    .map(([width, step]) => [Number(width), step] as const)
    .sort(([a], [b]) => a - b)
    .map(([width, step]) => {
      const rule = `${selector}{--slides:${step.slidesPerView};--gap:${step.spaceBetween}px}`;
      return width > 0 ? `@media (min-width:${width}px){${rule}}` : rule;
    })
    .join("");
}

/** Spec §2: the category carousel uses items 7 to 19 (1-based, inclusive). */
export const CATEGORY_SLICE = { first: 7, last: 19 } as const;

/**
 * Which categories the home carousel shows. Spec §2 gives two readings of its
 * slice ("items 7 to 19" and "7–20"); we take "items 7 to 19", counted from 1
 * and inclusive: indices 6 to 18, 13 categories. A catalogue with fewer than
 * 19 categories cannot fill that slice, so it shows its first 13 instead of a
 * short or empty carousel.
 * @example homeCategories(twentyFour).map((c) => c.name) // the 7th to the 19th
 * @example homeCategories(five).length // 5
 */
export function homeCategories<T extends Category>(categories: readonly T[]): T[] {
  const { first, last } = CATEGORY_SLICE;
  return categories.length >= last ? categories.slice(first - 1, last) : categories.slice(0, last - first + 1);
}

/** How many products the "Noutăți" row shows. */
export const NEWEST_COUNT = 8;

/**
 * The newest products by `createdAt`, newest first; products without a valid
 * date are left out (they cannot honestly be called new), and so are those no
 * shop has in stock (offers/stock.ts). Ties keep the catalogue's order.
 */
export function newestProducts(products: readonly Product[], count = NEWEST_COUNT): Product[] {
  return products
    .map((product) => ({ product, time: product.createdAt ? Date.parse(product.createdAt) : Number.NaN }))
    .filter((entry) => Number.isFinite(entry.time) && isListed(entry.product))
    .sort((a, b) => b.time - a.time)
    .slice(0, count)
    .map((entry) => entry.product);
}

/** Spec §9: top products default to 4. */
export const TOP_COUNT = 4;

/** Spec §2 and §9: the menu's "Alegerile de top de astăzi" shows 2. */
export const MENU_TOP_COUNT = 2;

export interface HomeContent {
  /** The About item's slides; empty when there is no About item (the hero then shows a welcome block). */
  readonly slides: About["slides"];
  /** The marquee texts of the About item. */
  readonly marquee: readonly string[];
  readonly categories: readonly Category[];
  readonly collections: readonly Collection[];
  readonly newest: readonly Product[];
  /**
   * Whether the site has a click service: without one the popular rows are not shown at all; with one they are
   * filled in the browser (components/clicks/popular.ts), never at build time (issue 25).
   */
  readonly popular: boolean;
  /** The banner's pictures: the first two images of the collections shown (none when none has one). */
  readonly bannerImages: readonly string[];
  /** For Open Graph: the first hero image, else the first collection image. */
  readonly shareImage: string | undefined;
}

/** The new-collections banner shows two portrait pictures side by side. */
const BANNER_IMAGES = 2;

interface HomeSource {
  readonly about: About | null;
  readonly products: readonly Product[];
  readonly categories: readonly Category[];
  readonly collections: readonly Collection[];
  /** Which categories and collections hold products: only those are shown (catalog/linkable.ts). */
  readonly listingByPath: ReadonlyMap<string, Pick<Listing, "products">>;
}

/**
 * Everything the home page shows, from the site data; `clickService` says
 * whether the site has a click service (PUBLIC_API_URL), whose popular rows
 * the browser fills. The carousels leave out categories and collections with
 * no product (issue 15, "No dead ends"); the category carousel takes its
 * slice of spec §2 from the ones left.
 */
export function homeContent(site: HomeSource, clickService = true): HomeContent {
  const slides = site.about?.slides ?? [];
  const collections = linkableCollections(site.collections, site.listingByPath);
  const bannerImages = collections.flatMap((collection) => collection.image ?? []).slice(0, BANNER_IMAGES);
  return {
    slides,
    marquee: site.about?.marquee.filter((text) => text.trim()) ?? [],
    categories: homeCategories(linkableCategories(site.categories, site.listingByPath)),
    collections,
    newest: newestProducts(site.products),
    popular: clickService,
    bannerImages,
    shareImage: slides.find((slide) => slide.image)?.image ?? bannerImages[0],
  };
}
