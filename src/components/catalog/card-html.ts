/**
 * The product card as an HTML string (spec §2, "Product card").
 * A listing page shows 32 cards and a product page 4 to 8, 20,000 products
 * appear on some 100,000 cards in a build: written as plain strings they
 * cost a fraction of an Astro component each (issue 2's build budget).
 * ProductCard.astro renders it.
 *
 * The buttons are plain buttons that src/components/wishlist/controls.ts
 * handles for the whole page; card-images.ts checks the images as they load.
 * A listing island that draws cards in the browser copies this markup and
 * its data attributes (components/listing/grid-cards.ts). Styles:
 * ProductCard.astro (global: the class names are the card's own).
 */
import type { Product } from "../../lib/domain/schema.ts";
import { escapeHtml } from "../../lib/html.ts";
import { messages, QUICK_VIEW_TEXT, WISHLIST_TEXT } from "../../lib/messages.ts";
import { paths } from "../../lib/paths.ts";
import { toWishlistEntry } from "../../lib/wishlist.ts";
import { priceHtml } from "./price-html.ts";

export interface CardOptions {
  /** The first cards of a page load eagerly: they are what a shopper sees first. */
  readonly eager?: boolean;
  readonly headingLevel?: 2 | 3;
}

const HEART =
  "M12 20s-7-4.35-9-8.5C1.5 8 3.5 4.5 7 4.5c2 0 3.5 1.2 5 3 1.5-1.8 3-3 5-3 3.5 0 5.5 3.5 4 7-2 4.15-9 8.5-9 8.5Z";
const ICON = `width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"`;

function imageHtml(src: string, role: "main" | "hover", eager: boolean): string {
  const hover = role === "hover";
  const loading =
    eager && !hover ? `loading="eager" decoding="async" fetchpriority="high"` : `loading="lazy" decoding="async"`;
  return (
    `<img class="card__image${hover ? " card__image--hover" : ""}" src="${escapeHtml(src)}" alt="" ` +
    `width="600" height="800" ${loading} data-card-image="${role}">`
  );
}

/**
 * One product's card. The title link stretches over the whole card
 * (::after), so the image needs no link of its own.
 * @example productCardHtml(product, { eager: true, headingLevel: 2 }) // '<article class="card" data-product-id="…">…</article>'
 */
export function productCardHtml(product: Product, { eager = false, headingLevel = 3 }: CardOptions = {}): string {
  const [main, hover] = product.images;
  const href = escapeHtml(paths.product(product.slug));
  const title = escapeHtml(product.title);
  // Only a third image can stand in for the first two; with two or fewer, the two `src` say it all.
  const spare = product.images.length > 2 ? ` data-images="${escapeHtml(JSON.stringify(product.images))}"` : "";
  const noImage = escapeHtml(messages.noImage);
  const media = main
    ? imageHtml(main, "main", eager) +
      (hover ? imageHtml(hover, "hover", false) : "") +
      `<span class="card__placeholder" data-card-empty hidden>${noImage}</span>`
    : `<span class="card__placeholder">${noImage}</span>`;
  const flag = product.oldPrice !== null ? `<span class="card__flag">${escapeHtml(messages.sale)}</span>` : "";
  const brand = product.brands[0] ? `<p class="card__brand">${escapeHtml(product.brands[0])}</p>` : "";
  const heading = `h${headingLevel}`;
  return (
    `<article class="card" data-product-id="${escapeHtml(product.id)}">` +
    `<div class="card__media" data-card-media${spare}>${media}${flag}</div>` +
    `<div class="card__body">${brand}<${heading} class="card__title"><a href="${href}">${title}</a></${heading}>` +
    `${priceHtml(product.price, product.oldPrice)}</div>` +
    `<div class="card__actions">` +
    `<button type="button" class="card__action" data-wishlist-add ` +
    `data-wishlist-entry="${escapeHtml(JSON.stringify(toWishlistEntry(product)))}" ` +
    `data-tip="${escapeHtml(WISHLIST_TEXT.add)}" aria-label="${escapeHtml(WISHLIST_TEXT.addItem(product.title))}">` +
    `<svg ${ICON}><path d="${HEART}"></path></svg></button>` +
    `<button type="button" class="card__action" data-quick-view="${escapeHtml(product.slug)}" data-href="${href}" ` +
    `data-tip="${escapeHtml(QUICK_VIEW_TEXT.open)}" aria-label="${escapeHtml(QUICK_VIEW_TEXT.openItem(product.title))}" ` +
    `aria-haspopup="dialog">` +
    `<svg ${ICON}><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"></path><circle cx="12" cy="12" r="3"></circle></svg>` +
    `</button></div></article>`
  );
}
