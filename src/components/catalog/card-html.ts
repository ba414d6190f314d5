/**
 * The product card's markup (spec §2, "Product card"), the one writer of it:
 * the build writes every card with it (ProductCard.astro: listings, home
 * carousels, related products), and the browser draws with it too (the
 * listing island's grid, the search modal and page, the wishlist panel and
 * page), so a card looks and behaves the same wherever it is shown, and what a
 * card shows changes here and nowhere else. It writes a model (lib/card/card.ts).
 *
 * Kept small, as a listing page holds 32 of them: the styles are shared
 * (card.css), the icons are drawn by CSS, and nothing is written that the
 * page's scripts can read from the card itself: wishlist/controls.ts reads a
 * saved product from the card's own markup (card-entry.ts) and
 * card-images.ts writes the "Fără imagine" placeholder only when every image
 * failed. The attribute hooks: `data-product-id` on the card,
 * `data-card-media` (with `data-images`, the spare images' JSON, when there
 * are more than two) and `data-card-image="main" | "hover"` for the image
 * check, `data-wishlist-add`, `data-quick-view="slug"` and
 * `data-wishlist-remove` for the page-wide buttons.
 */
import type { Card } from "../../lib/card/card.ts";
import { formatDay } from "../../lib/days.ts";
import { escapeHtml } from "../../lib/html.ts";
import { CARD_TEXT, WISHLIST_TEXT } from "../../lib/messages-card.ts";
import { QUICK_VIEW_TEXT } from "../../lib/messages-quick-view.ts";
import { pricedFrom } from "../../lib/offers/shops.ts";
import { shownPrice } from "../../lib/prices/shown-price.ts";
import { placeholderHtml } from "./card-placeholder.ts";
import { priceHtml } from "./price-html.ts";

export interface CardOptions {
  /** "card": a tile of a grid or a carousel; "row": the picture beside the text (search modal, wishlist panel). */
  readonly layout?: "card" | "row";
  /** The title's heading level where the cards are a page's sections; null in a list of results or saved items. */
  readonly heading?: 2 | 3 | null;
  /** The first cards of a page load their main image at once: they are what a shopper sees first. */
  readonly eager?: boolean;
  /**
   * What a shopper can do besides opening the product: "shop", save it and
   * see it in the quick view (the title's link covers the card); "remove", take
   * it off the wishlist; "none", nothing, and the whole card is the link.
   */
  readonly actions?: "shop" | "remove" | "none";
  /** A saved product the catalogue no longer has: no link, and "Nu mai este disponibil" instead of the price. */
  readonly unavailable?: boolean;
}

function imageHtml(src: string, role: "main" | "hover", eager: boolean): string {
  const loading = eager ? `loading="eager" decoding="async" fetchpriority="high"` : `loading="lazy" decoding="async"`;
  // No width and height: the frame (3:4, card.css) sizes the picture, whatever its own size.
  return `<img src="${escapeHtml(src)}" alt="" ${loading} data-card-image="${role}">`;
}

function mediaHtml(card: Card, eager: boolean, flagged: boolean): string {
  const [main, hover, ...spare] = card.images;
  // Only images past the first two are written again: those two are the `src`s.
  const images = spare.length ? ` data-images="${escapeHtml(JSON.stringify(spare))}"` : "";
  const pictures = main
    ? imageHtml(main, "main", eager) + (hover ? imageHtml(hover, "hover", false) : "")
    : placeholderHtml();
  const flag =
    flagged && shownPrice(card.price, card.oldPrice).onSale
      ? `<span class="card__flag">${escapeHtml(CARD_TEXT.sale)}</span>`
      : "";
  return `<div class="card__media" data-card-media${images}>${pictures}${flag}</div>`;
}

function shopHtml(card: Card, slug: string): string {
  return (
    `<div class="card__actions">` +
    `<button type="button" data-wishlist-add aria-label="${escapeHtml(WISHLIST_TEXT.addItem(card.title))}"></button>` +
    `<button type="button" data-quick-view="${escapeHtml(slug)}" ` +
    `aria-label="${escapeHtml(QUICK_VIEW_TEXT.openItem(card.title))}" aria-haspopup="dialog"></button>` +
    `</div>`
  );
}

/** A CSS string, for a custom property. */
const cssString = (text: string): string => `'${text.replace(/[\\']/g, "\\$&").replace(/\n/g, "\\a ")}'`;

/**
 * The tooltips of the card's buttons (the spec's "Wishlist" / "Already wishlisted", and the quick view's), as
 * custom properties that a page sets once (Base.astro, on `<body>`) instead of twice in each of its cards:
 * card.css shows them. A function, not a constant: the browser's bundles that draw cards never need it, and a
 * constant computed when the module loads stayed in them (issue 28 measured the search modal's scripts).
 * @example cardTipsStyle() // "--card-tip-add:'Adaugă la favorite';--card-tip-added:'Adăugat la favorite';…"
 */
export const cardTipsStyle = (): string =>
  [
    `--card-tip-add:${cssString(WISHLIST_TEXT.add)}`,
    `--card-tip-added:${cssString(WISHLIST_TEXT.added)}`,
    `--card-tip-quick-view:${cssString(QUICK_VIEW_TEXT.open)}`,
  ].join(";");

const removeHtml = (card: Card): string =>
  `<button type="button" class="card__remove" data-wishlist-remove ` +
  `aria-label="${escapeHtml(WISHLIST_TEXT.removeItem(card.title))}">${escapeHtml(WISHLIST_TEXT.remove)}</button>`;

/** When the price was last read (issue 15), where the build keeps a price history. */
const checkedHtml = (card: Card): string =>
  card.checkedOn ? `<p class="card__checked">${escapeHtml(CARD_TEXT.checked(formatDay(card.checkedOn)))}</p>` : "";

/**
 * One product's card.
 * @example cardHtml(toCard(product), { heading: 2, eager: true }) // '<article class="card" data-product-id="…">…</article>'
 * @example cardHtml(toCard(hit), { layout: "row", heading: null, actions: "none" }) // '<a class="card card--row" href="…">…</a>'
 */
export function cardHtml(
  card: Card,
  { layout = "card", heading = 3, eager = false, actions = "shop", unavailable = false }: CardOptions = {},
): string {
  const title = escapeHtml(card.title);
  const href = escapeHtml(card.href);
  const whole = actions === "none";
  const classes = `card${layout === "row" ? " card--row" : ""}${unavailable ? " card--gone" : ""}`;
  const id = card.id === null ? "" : ` data-product-id="${escapeHtml(card.id)}"`;
  const tag = heading ? `h${heading}` : "p";
  const titleHtml = `<${tag} class="card__title">${whole || unavailable ? title : `<a href="${href}">${title}</a>`}</${tag}>`;
  const body =
    (card.brand ? `<p class="card__brand">${escapeHtml(card.brand)}</p>` : "") +
    titleHtml +
    (unavailable
      ? `<p class="card__gone">${escapeHtml(WISHLIST_TEXT.unavailable)}</p>`
      : priceHtml(card.price, card.oldPrice, { from: pricedFrom(card.shops) }) + checkedHtml(card)) +
    (actions === "remove" ? removeHtml(card) : "");
  // A row's thumbnail is too small for the sale flag: its price says it.
  const inner = `${mediaHtml(card, eager, layout === "card")}<div class="card__body">${body}</div>`;
  if (whole) return `<a class="${classes}"${id} href="${href}">${inner}</a>`;
  const shop = actions === "shop" && card.id !== null && card.slug !== null ? shopHtml(card, card.slug) : "";
  return `<article class="${classes}"${id}>${inner}${shop}</article>`;
}
