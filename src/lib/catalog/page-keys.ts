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
 * - a listing page: the listing's title, texts and breadcrumbs, its page number and count, and the cards on it;
 *   its first page also its filter island's props (facets and category counts, all counted within the listing)
 *   and its product count. A later page shows the props of the build that rendered it until the listing's data
 *   file, which carries the current ones, has loaded: a product added, gone or priced outside the range renders
 *   the pages that show its card and each listing's first page, not every page of its listings
 *   (docs/decisions.md#a-listings-later-pages);
 * - a listing's data file: its products' listing rows and its island's props (lib/listing/listing-data.ts);
 * - a redirect page: where it leads.
 *
 * The site's address, the CSP and the code every page is built from (the settings included) are the code's
 * version, src/build/page-reuse.ts's to check: any change there renders every page again. Pages not keyed here (the
 * home page, the static pages, `_redirects`, robots.txt) are rendered on every build.
 */
import { toCard } from "../card/card.ts";
import { digest } from "../digest.ts";
import type { Product } from "../domain/schema.ts";
import { categoryLinks, explorerProps } from "../listing/island-props.ts";
import { listingRow } from "../listing/listing-data.ts";
import { rememberedPerObject } from "../memo.ts";
import { shownStory } from "../prices/shown-story.ts";
import type { Redirect } from "../redirects.ts";
import type { Settings } from "../settings.ts";
import type { Listing, ListingPage } from "./listings.ts";
import { drawnMenus } from "./menu-counts.ts";
import type { Navigation } from "./navigation.ts";
import type { ProductContext } from "./product-context.ts";
import type { SortKey } from "../listing/sort.ts";

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

/**
 * A value an earlier build worked out from the same inputs, or `make()`'s (the build's ReuseRegistry,
 * lib/catalog/page-reuse.ts): the island's props of a listing whose rows did not change are not worked out again.
 */
export type Remembered = (inputs: string, make: () => string) => string;

export interface PageKeys {
  product(product: Product, context: ProductContext): string;
  listingPage(page: ListingPage): string;
  listingData(listing: Listing): string;
  redirect(redirect: Redirect): string;
}

/**
 * The key of a product as its page shows it: the whole product, each price story (its offers' too, issue 28) as the
 * page draws it, not the build's millisecond. A field the page does not show costs a render at most. Its search
 * document is drawn from a part of it (src/build/search-documents-reuse.ts).
 */
export const shownProductKey = (product: Product): string =>
  digest({
    ...product,
    prices: product.prices ? shownStory(product.prices) : null,
    offers: product.offers?.map((offer) => ({ ...offer, prices: offer.prices ? shownStory(offer.prices) : null })),
  });

/**
 * The keys of one build's pages. `shown` is each product's shownProductKey, remembered where the build's other
 * steps take it too (src/build/build-data.ts).
 * @example pageKeys(chrome, listingByPath).product(product, context) // "q3Vb…" (43 characters)
 */
export function pageKeys(
  chrome: ChromeInputs,
  listingByPath: ReadonlyMap<string, Listing>,
  sorts: readonly SortKey[],
  remembered: Remembered = (_inputs, make) => make(),
  shown: (product: Product) => string = rememberedPerObject(shownProductKey),
): PageKeys {
  const card = rememberedPerObject((product: Product) => digest(toCard(product)));
  // A shop's new price or stock renders the page again (shownProductKey; `shown` remembers it for the build).
  const page = shown;
  const row = rememberedPerObject((product: Product) => digest(listingRow(product)));
  // A product is on six listings or so: its row is hashed once, each listing hashes the rows' digests.
  const rows = rememberedPerObject((shown: Listing) => digest(shown.products.map(row)));
  // What every page of a listing shows of it.
  const frame = rememberedPerObject((shown: Listing) =>
    digest({
      kind: shown.kind,
      path: shown.path,
      title: shown.title,
      breadcrumbs: shown.breadcrumbs,
      collection: shown.collection ?? null,
      empty: shown.products.length === 0,
      // The island's sort menu, on every page (and in the data file's props): what the build offers.
      sorts,
    }),
  );
  // The island's props themselves, not the rows they are drawn from (a new price inside the listing's price range
  // leaves them as they were). Drawn from its rows and its categories' links alone: the earlier build's, for the same
  // rows and links, is taken, so that a publish encodes only the listings whose rows changed (every listing's data,
  // encoded and decoded for its props, took 3 s of a 20,000-product publish).
  const island = rememberedPerObject((shown: Listing) =>
    shown.products.length
      ? remembered(
          digest(["island", rows(shown), categoryLinks(shown, listingByPath)]),
          () => explorerProps(shown, listingByPath, sorts).revision,
        )
      : null,
  );
  // What only its first page keeps exact: the island's props, and the count its description gives.
  const counted = rememberedPerObject((shown: Listing) =>
    digest({ description: shown.description, count: shown.products.length, island: island(shown) }),
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
      digest([
        "listing",
        around,
        frame(shown.listing),
        shown.page === 1 ? counted(shown.listing) : null,
        shown.page,
        shown.pageCount,
        shown.products.map(card),
      ]),
    listingData: (shown) => digest(["listing-data", rows(shown), island(shown), sorts]),
    redirect: (redirect) => digest(["redirect", redirect.to]),
  };
}
