/**
 * The `cacheKey` of each page a publish may take from the live release (issue 14, "Fast publishes";
 * src/build/page-reuse.ts): a hash of exactly the data the page renders, so that a page whose key and code are
 * those of the earlier build is linked from it instead of rendered. A key must change whenever
 * anything the page shows changes, or a stale page goes live; it should change only then, or the page is
 * rendered for nothing. What each key covers:
 *
 * - every page: the chrome around it (components/layout: the menus' links, the contact settings, the footer's
 *   year). Not what changes with every product or click elsewhere (issue 25): the menus' counts come from one
 *   file of the build (./menu-counts.ts) and the popular products from the click service, both in the browser;
 * - a product page: its product, its offers included (each price story as the page shows it,
 *   lib/prices/shown-story.ts), the
 *   cards of its related products, the slugs of the previous and next product;
 * - a listing page: the listing's title, texts and breadcrumbs, its filter island's props (the same on each of
 *   its pages: facets and category counts, all counted within the listing, so that a product elsewhere changes
 *   none of them), its page number and count, and the cards on it;
 * - a listing's data file: its products' listing rows (lib/listing/listing-data.ts);
 * - a redirect page: where it leads.
 *
 * The site's address, the CSP and the code every page is built from (the settings included) are the code's
 * version, src/build/page-reuse.ts's to check: any change there renders every page again. Pages not keyed here (the
 * home page, the static pages, `_redirects`, robots.txt) are rendered on every build.
 */
import { createHash } from "node:crypto";
import { toCard } from "../card/card.ts";
import type { Product } from "../domain/schema.ts";
import { explorerProps } from "../listing/island-props.ts";
import { listingRow } from "../listing/listing-data.ts";
import { rememberedPerObject } from "../memo.ts";
import { shownStory } from "../prices/shown-story.ts";
import type { Redirect } from "../redirects.ts";
import type { Settings } from "../settings.ts";
import type { Listing, ListingPage } from "./listings.ts";
import { drawnMenus } from "./menu-counts.ts";
import type { Navigation } from "./navigation.ts";
import type { ProductContext } from "./product-context.ts";

/** The settings a page shows: the site's address, the contact details, the click service's address. */
export const SHOWN_SETTINGS = [
  "SITE_URL",
  "SITE_OWNER",
  "SITE_EMAIL",
  "SITE_PHONE",
  "SITE_ADDRESS",
  "MAP_EMBED_URL",
  "PUBLIC_API_URL",
] as const satisfies readonly (keyof Settings)[];

/** What every page shows around its own content: the header, the menus and the footer. */
export interface ChromeInputs {
  readonly navigation: Navigation;
  /** Only SHOWN_SETTINGS are read (the others hold secrets, and no page shows them). */
  readonly settings: Pick<Settings, (typeof SHOWN_SETTINGS)[number]>;
  /** The footer's copyright year. */
  readonly year: number;
}

export interface PageKeys {
  product(product: Product, context: ProductContext): string;
  listingPage(page: ListingPage): string;
  listingData(listing: Listing): string;
  redirect(redirect: Redirect): string;
}

/** A short, stable digest of `value`'s JSON. */
export function digest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("base64url");
}

/**
 * The keys of one build's pages.
 * @example pageKeys(chrome, listingByPath).product(product, context) // "q3Vb…" (43 characters)
 */
export function pageKeys(chrome: ChromeInputs, listingByPath: ReadonlyMap<string, Listing>): PageKeys {
  const card = rememberedPerObject((product: Product) => digest(toCard(product)));
  // The whole product, its price story as the page shows it: a field the page does not show costs a render at most.
  // Its offers too (issue 28): a shop's new price or stock renders the page again; each offer's story as shown.
  const page = rememberedPerObject((product: Product) =>
    digest({
      ...product,
      prices: product.prices ? shownStory(product.prices) : null,
      offers: product.offers?.map((offer) => ({ ...offer, prices: offer.prices ? shownStory(offer.prices) : null })),
    }),
  );
  const row = rememberedPerObject((product: Product) => digest(listingRow(product)));
  // A product is on six listings or so: its row is hashed once, each listing hashes the rows' digests.
  const rows = rememberedPerObject((shown: Listing) => digest(shown.products.map(row)));
  const listing = rememberedPerObject((shown: Listing) =>
    digest({
      kind: shown.kind,
      path: shown.path,
      title: shown.title,
      description: shown.description,
      breadcrumbs: shown.breadcrumbs,
      collection: shown.collection ?? null,
      count: shown.products.length,
      // The island's props themselves, not the rows they are drawn from: a new price inside the listing's price range
      // leaves the facets as they were, and the listing's other pages with them (their props cost some 5 s a build
      // at 20,000 products; rendering every page of the listings that hold the product, some 1,500, about 20 s).
      island: shown.products.length ? explorerProps(shown, listingByPath) : null,
    }),
  );
  const settings = SHOWN_SETTINGS.map((name) => chrome.settings[name] ?? null);
  const around = digest({ menus: drawnMenus(chrome.navigation), settings, year: chrome.year });
  return {
    product: (product, context) =>
      digest([
        "product",
        around,
        page(product),
        context.related.map(card),
        context.previous?.slug ?? null,
        context.next?.slug ?? null,
      ]),
    listingPage: (shown) =>
      digest(["listing", around, listing(shown.listing), shown.page, shown.pageCount, shown.products.map(card)]),
    listingData: (shown) => digest(["listing-data", rows(shown)]),
    redirect: (redirect) => digest(["redirect", redirect.to]),
  };
}
