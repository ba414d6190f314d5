/**
 * What a product card the listing island draws reads and links to: the
 * texts and attribute values the build's card writes (components/catalog/
 * card-html.ts, price-html.ts) for one product of the listing data, so that
 * the island only has to put them in place (components/listing/grid-cards.ts).
 */
import { messages, QUICK_VIEW_TEXT, WISHLIST_TEXT } from "../messages.ts";
import { discountPercent, formatPrice } from "../money.ts";
import { paths } from "../paths.ts";
import { toWishlistEntry } from "../wishlist.ts";
import type { CardProduct } from "./listing-data.ts";

export interface CardContent {
  readonly id: string;
  readonly title: string;
  /** The product page: the title's link and the quick view's fallback. */
  readonly href: string;
  readonly slug: string;
  readonly brand: string | null;
  /** The main and hover images; a card without a main image shows its placeholder. */
  readonly main: string | null;
  readonly hover: string | null;
  /** The "Reducere" flag on the picture: the product has an old price. */
  readonly flagged: boolean;
  /** The price as the card shows it. */
  readonly price: string;
  /** The old price and the discount badge, when the discount is real (price-html.ts's rule). */
  readonly discount: { readonly oldPrice: string; readonly badge: string } | null;
  /** The wishlist button's `data-wishlist-entry` (src/components/wishlist/controls.ts). */
  readonly wishlistEntry: string;
  readonly wishlistLabel: string;
  readonly quickViewLabel: string;
}

/**
 * @example cardContent({ title: "Rochie", price: 9999, oldPrice: 12999, ... }).discount
 * // { oldPrice: "129,99 Ron", badge: "-23%" }
 */
export function cardContent(product: CardProduct): CardContent {
  const [main, hover] = product.images;
  const percent = discountPercent(product.price, product.oldPrice);
  return {
    id: product.id,
    title: product.title,
    href: paths.product(product.slug),
    slug: product.slug,
    brand: product.brand || null,
    main: main ?? null,
    hover: main ? (hover ?? null) : null,
    flagged: product.oldPrice !== null,
    price: formatPrice(product.price),
    discount:
      percent !== null && product.oldPrice !== null
        ? { oldPrice: formatPrice(product.oldPrice), badge: messages.discount(percent) }
        : null,
    wishlistEntry: JSON.stringify(toWishlistEntry(product)),
    wishlistLabel: WISHLIST_TEXT.addItem(product.title),
    quickViewLabel: QUICK_VIEW_TEXT.openItem(product.title),
  };
}
