/**
 * The product card's model (spec §2, "Product card"): what a card shows,
 * whatever it is drawn from. A catalogue product at build time, a row of a
 * listing's data in the browser (listing-data.ts's `CardProduct`), a search
 * result (search/hits.ts) and a saved wishlist entry (wishlist.ts) all go
 * through `toCard`, so that the link, the brand, the images and the sale
 * rule are read in one place. The markup is components/catalog/card-html.ts's.
 */
import type { Bani } from "../money.ts";
import { saleOldPrice } from "../prices/shown-price.ts";
import { paths } from "../paths.ts";

export interface Card {
  /** The catalogue id, which the wishlist saves; null for a search result (the index holds none). */
  readonly id: string | null;
  /** What the quick view fetches; null for a search result. */
  readonly slug: string | null;
  /** The product page. */
  readonly href: string;
  readonly title: string;
  /** The first brand: the one a card names. */
  readonly brand: string | null;
  /** Main image first, then the hover image; any others stand in for a broken one (card-images.ts). */
  readonly images: readonly string[];
  readonly price: Bani;
  /** Only when the product is on sale (lib/prices/shown-price.ts). */
  readonly oldPrice: Bani | null;
  /** The day the price was last read, "YYYY-MM-DD", when the build keeps a price history (issue 15). */
  readonly checkedOn: string | null;
  /** The shops that sell it (issue 28), when it has offers: two or more make its price "de la X Ron". */
  readonly shops?: readonly string[];
}

/**
 * A product as its card needs it, as plain data: what the listing data
 * (listing-data.ts's `CardProduct`), the card rows by id (by-id.ts) and the
 * per-product JSON (product-summary.ts) carry for each product.
 */
export interface CardData {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  /** The first brand, if any. */
  readonly brand: string | null;
  readonly price: Bani;
  /** Only when above the price. */
  readonly oldPrice: Bani | null;
  /** Main image first. */
  readonly images: readonly string[];
  /** The day the price was last read, "YYYY-MM-DD", or null without a price history. */
  readonly checkedOn: string | null;
  /** The shops that sell it, only for a product with offers (issue 28). */
  readonly shops?: readonly string[];
}

/** What `toCardData` reads of a catalogue product. */
export interface CardDataSource {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly brands: readonly string[];
  readonly price: Bani;
  readonly oldPrice: Bani | null;
  readonly images: readonly string[];
  /** The price history's account, when the build keeps one (lib/prices/history.ts). */
  readonly prices?: { readonly checkedOn: string } | undefined;
  /** The shops of a product of the feeds (issue 28; catalog/assemble.ts sets them from its offers). */
  readonly shops?: readonly string[] | undefined;
}

/**
 * A catalogue product's card data, every image kept: the build writes it into the per-product JSON and the
 * card rows by id.
 * @example toCardData(product).brand // the product's first brand, or null
 */
export function toCardData(product: CardDataSource): CardData {
  const { id, slug, title, price, oldPrice, images } = product;
  const checkedOn = product.prices?.checkedOn ?? null;
  const { shops } = product;
  return {
    id,
    slug,
    title,
    brand: product.brands[0] ?? null,
    price,
    oldPrice,
    images,
    checkedOn,
    ...(shops?.length ? { shops } : {}),
  };
}

interface SourceFields {
  readonly id?: string;
  readonly title: string;
  /** A single brand (listing row, search hit, wishlist entry) or the product's list, whose first one counts. */
  readonly brand?: string | null;
  readonly brands?: readonly string[];
  readonly price: Bani;
  readonly oldPrice?: Bani | null;
  /** Every image (product, listing row) or the one a search hit or wishlist entry keeps. */
  readonly images?: readonly string[];
  readonly image?: string | null;
  /** The day the price was read: a card's own (listing row, card row, search hit) or a product's price story. */
  readonly checkedOn?: string | null;
  readonly prices?: { readonly checkedOn: string } | undefined;
  /** The shops that sell a product of the feeds (issue 28). */
  readonly shops?: readonly string[] | undefined;
}

/** What a card is drawn from: anything with a title and a price, and a slug or (a search hit) the page's URL. */
export type CardSource = SourceFields & ({ readonly slug: string } | { readonly url: string });

/**
 * The card of a product, a listing row, a search hit or a wishlist entry.
 * @example toCard({ id: "7", slug: "rochie", title: "Rochie", brands: ["Velora"], price: 7500, oldPrice: 10000, images: [] })
 * // { id: "7", slug: "rochie", href: "/detalii-produs/rochie/", title: "Rochie", brand: "Velora", images: [], price: 7500, oldPrice: 10000, checkedOn: null }
 * @example toCard({ url: "/detalii-produs/rochie/", title: "Rochie", price: 7500, oldPrice: 7500, image: null }).oldPrice // null
 */
export function toCard(source: CardSource): Card {
  const slug = "slug" in source ? source.slug : null;
  const { shops } = source;
  return {
    id: source.id ?? null,
    slug,
    href: "slug" in source ? paths.product(source.slug) : source.url,
    title: source.title,
    brand: (source.brand ?? source.brands?.[0]) || null,
    images: source.images ?? (source.image ? [source.image] : []),
    price: source.price,
    oldPrice: saleOldPrice(source.price, source.oldPrice ?? null),
    checkedOn: source.checkedOn ?? source.prices?.checkedOn ?? null,
    ...(shops?.length ? { shops } : {}),
  };
}
