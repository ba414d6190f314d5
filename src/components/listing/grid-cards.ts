/**
 * The cards of the island's grid, drawn straight into the DOM rather than
 * through React: a filter click is paid for by the cards it brings, and
 * React's render and commit of a card cost several times the card's own
 * DOM. A card is a clone of one prototype, filled in (cheaper than building
 * its two dozen elements one by one); React keeps the controls, the count
 * and the pager, and hands this module the grid's empty `<ul>`.
 *
 * The markup, class names and data attributes are those the build writes
 * (ProductGrid.astro, catalog/card-html.ts, catalog/price-html.ts), with any
 * style scope attributes of the page's own grid, so the same styles apply
 * and the page-wide scripts work on these cards too: card-images.ts checks
 * `[data-card-image]`, wishlist/controls.ts handles `[data-wishlist-add]`
 * and `[data-quick-view]` (and brings a wishlist button's state up to date
 * whenever cards are added). Keep them in step with those files
 * (tests/e2e/listing.test.ts compares the two). Only the first two images
 * travel in the listing data, so a client card has no third image to fall
 * back on.
 *
 * A card belongs to its product: it is kept, with what page scripts set on
 * it (the wishlist state of its button, a failed image's placeholder), while
 * the product is on the page, and for a while after, so that going back to
 * a view (a filter off again) reuses its cards, images already loaded.
 */
import { cardContent } from "../../lib/listing/card-content.ts";
import { cardProduct, type ListingData } from "../../lib/listing/listing-data.ts";
import { messages, QUICK_VIEW_TEXT, WISHLIST_TEXT } from "../../lib/messages.ts";
import { afterNextPaint } from "./after-paint.ts";
import type { ScopeAttributes, Scopes } from "./scope.ts";

/** Cards of the first row load eagerly, as on the static page. */
export const EAGER = 4;

/** Cards kept for products no longer shown: a few pages' worth. */
const SPARE_CARDS = 160;

const SVG = "http://www.w3.org/2000/svg";
const HEART =
  "M12 20s-7-4.35-9-8.5C1.5 8 3.5 4.5 7 4.5c2 0 3.5 1.2 5 3 1.5-1.8 3-3 5-3 3.5 0 5.5 3.5 4 7-2 4.15-9 8.5-9 8.5Z";
const EYE = "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z";

type Attributes = Readonly<Record<string, string>>;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes,
  scope: ScopeAttributes,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const name of Object.keys(scope)) node.setAttribute(name, "");
  node.append(...children);
  return node;
}

function svg(tag: string, attributes: Attributes, scope: ScopeAttributes, ...children: Node[]): SVGElement {
  const node = document.createElementNS(SVG, tag) as SVGElement;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const name of Object.keys(scope)) node.setAttribute(name, "");
  node.append(...children);
  return node;
}

const ICON = { width: "18", height: "18", viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" };
const IMAGE = { alt: "", width: "600", height: "800" };

/**
 * A card with every optional part (hover image, sale flag, brand, old
 * price); a product's copy drops what it does not have. Attributes in
 * card-html.ts's order, but for the images' `src`, which comes last: set
 * when the copy is filled in or, for the first frame's cards, just after it.
 */
function prototype(scope: ScopeAttributes): HTMLElement {
  const none = {};
  return element(
    "article",
    { class: "card", "data-product-id": "" },
    scope,
    element(
      "div",
      { class: "card__media", "data-card-media": "" },
      scope,
      element(
        "img",
        { class: "card__image", ...IMAGE, loading: "lazy", decoding: "async", "data-card-image": "main" },
        scope,
      ),
      element(
        "img",
        {
          class: "card__image card__image--hover",
          ...IMAGE,
          loading: "lazy",
          decoding: "async",
          "data-card-image": "hover",
        },
        scope,
      ),
      element("span", { class: "card__placeholder", "data-card-empty": "", hidden: "" }, scope, messages.noImage),
      element("span", { class: "card__flag" }, scope, messages.sale),
    ),
    element(
      "div",
      { class: "card__body" },
      scope,
      element("p", { class: "card__brand" }, scope),
      element("h2", { class: "card__title" }, scope, element("a", { href: "" }, scope)),
      // price-html.ts's markup: styled globally, so without scope attributes.
      element(
        "p",
        { class: "price price--small" },
        none,
        element("span", { class: "price__now price__now--sale" }, none),
        element("span", { class: "visually-hidden" }, none, `${messages.oldPrice}:`),
        element("s", { class: "price__old" }, none),
        element("span", { class: "price__badge" }, none),
      ),
    ),
    element(
      "div",
      { class: "card__actions" },
      scope,
      element(
        "button",
        {
          type: "button",
          class: "card__action",
          "data-wishlist-add": "",
          "data-wishlist-entry": "",
          "data-tip": WISHLIST_TEXT.add,
          "aria-label": "",
        },
        scope,
        svg("svg", ICON, scope, svg("path", { d: HEART }, scope)),
      ),
      element(
        "button",
        {
          type: "button",
          class: "card__action",
          "data-quick-view": "",
          "data-href": "",
          "data-tip": QUICK_VIEW_TEXT.open,
          "aria-label": "",
          "aria-haspopup": "dialog",
        },
        scope,
        svg("svg", ICON, scope, svg("path", { d: EYE }, scope), svg("circle", { cx: "12", cy: "12", r: "3" }, scope)),
      ),
    ),
  );
}

/** The `n`th element child, in a prototype copy whose shape is known. */
function child(parent: Element, n: number): HTMLElement {
  let node = parent.firstElementChild;
  for (let index = 0; index < n; index++) node = node?.nextElementSibling ?? null;
  if (!node) throw new Error("the card prototype lost a part");
  return node as HTMLElement;
}

/**
 * Draws a product's card. With `later`, its images get their `src` from it
 * instead (see GridCards.show).
 */
export type CardMaker = (
  data: ListingData,
  index: number,
  eager: boolean,
  later?: (image: HTMLElement, src: string) => void,
) => HTMLElement;

/** Draws product cards for one set of style scopes. */
export function cardMaker(scopes: Scopes): CardMaker {
  const model = prototype(scopes.card);
  return (data, index, eager, later) => {
    const content = cardContent(cardProduct(data, index));
    const card = model.cloneNode(true) as HTMLElement;
    const [media, body, actions] = [child(card, 0), child(card, 1), child(card, 2)];
    const [main, hover, placeholder, flag] = [child(media, 0), child(media, 1), child(media, 2), child(media, 3)];
    const [brand, title, price] = [child(body, 0), child(body, 1), child(body, 2)];
    const [wishlist, quickView] = [child(actions, 0), child(actions, 1)];

    card.setAttribute("data-product-id", content.id);
    if (content.main) {
      const load = later ?? ((image: HTMLElement, src: string) => image.setAttribute("src", src));
      load(main, content.main);
      if (eager) main.setAttribute("loading", "eager");
      if (content.hover) load(hover, content.hover);
      else hover.remove();
    } else {
      // No picture at all: the placeholder shows for good, as on the static card.
      main.remove();
      hover.remove();
      placeholder.removeAttribute("data-card-empty");
      placeholder.removeAttribute("hidden");
    }
    if (!content.flagged) flag.remove();

    if (content.brand) brand.textContent = content.brand;
    else brand.remove();
    const link = child(title, 0);
    link.setAttribute("href", content.href);
    link.textContent = content.title;
    const [now, oldLabel, oldPrice, badge] = [child(price, 0), child(price, 1), child(price, 2), child(price, 3)];
    now.textContent = content.price;
    if (content.discount) {
      oldPrice.textContent = content.discount.oldPrice;
      badge.textContent = content.discount.badge;
    } else {
      now.className = "price__now";
      oldLabel.remove();
      oldPrice.remove();
      badge.remove();
    }

    wishlist.setAttribute("data-wishlist-entry", content.wishlistEntry);
    wishlist.setAttribute("aria-label", content.wishlistLabel);
    quickView.setAttribute("data-quick-view", content.slug);
    quickView.setAttribute("data-href", content.href);
    quickView.setAttribute("aria-label", content.quickViewLabel);
    return card;
  };
}

/**
 * The grid's positions (`<li>`s, kept in place) and the product cards in
 * them. `show` puts a page of results in: the first `urgent` positions (the
 * rows a shopper sees without scrolling) at once, in the frame the click
 * paints, the others one frame later; until then a position keeps its
 * previous card, or stays an empty box when the grid grows, so that the
 * grid's height is right from the first frame.
 *
 * The first frame's new cards get their images' `src` just after it is
 * painted: that frame could not show them anyway (they come from the
 * network, or decode off the main thread), and a dozen requests started in
 * the click cost the click's frame a few milliseconds of main thread, and
 * more on a busy device, where the network service competes with it for
 * the CPU. Kept cards keep their loaded images.
 */
export class GridCards {
  readonly scopes: Scopes;
  private readonly list: HTMLUListElement;
  private readonly make: CardMaker;
  /** Cards by product index, least recently shown first. */
  private readonly cards = new Map<number, HTMLElement>();
  /** Images of the first frame's new cards, waiting for their `src`. */
  private readonly images = new Map<HTMLElement, string>();
  private readonly deferImage = (image: HTMLElement, src: string) => void this.images.set(image, src);
  private data: ListingData | null = null;
  private cancelRest: () => void = () => {};

  constructor(list: HTMLUListElement, scopes: Scopes) {
    this.list = list;
    this.scopes = scopes;
    this.make = cardMaker(scopes);
  }

  show(data: ListingData, items: Uint32Array, urgent: number): void {
    this.cancelRest();
    if (data !== this.data) {
      this.cards.clear();
      this.images.clear();
      this.data = data;
    }
    const positions = this.positions(items.length);
    const now = Math.min(urgent, items.length);
    for (let position = 0; position < now; position++)
      this.place(positions[position], items[position], position, this.deferImage);
    if (now === items.length && !this.images.size) return this.forget();
    this.cancelRest = afterNextPaint(() => {
      this.cancelRest = () => {};
      this.loadImages();
      for (let position = now; position < items.length; position++)
        this.place(positions[position], items[position], position);
      this.forget();
    });
  }

  /** Stops any pending work (the grid is leaving the page, or shows something else). */
  stop(): void {
    this.cancelRest();
    this.cancelRest = () => {};
  }

  private loadImages(): void {
    for (const [image, src] of this.images) image.setAttribute("src", src);
    this.images.clear();
  }

  /** Exactly `count` positions: new ones are empty. */
  private positions(count: number): HTMLCollectionOf<HTMLLIElement> {
    const positions = this.list.children as HTMLCollectionOf<HTMLLIElement>;
    while (positions.length > count) this.list.lastElementChild?.remove();
    if (positions.length < count) {
      const fragment = document.createDocumentFragment();
      for (let position = positions.length; position < count; position++)
        fragment.append(element("li", {}, this.scopes.grid));
      this.list.append(fragment);
    }
    return positions;
  }

  private place(
    position: HTMLLIElement | undefined,
    index: number | undefined,
    at: number,
    later?: (image: HTMLElement, src: string) => void,
  ): void {
    if (!position || index === undefined || !this.data) return;
    let card = this.cards.get(index);
    if (card) {
      this.cards.delete(index);
      // A kept card may come back at another place: only the first row loads eagerly.
      const main = card.querySelector('img[data-card-image="main"]');
      const loading = at < EAGER ? "eager" : "lazy";
      if (main && main.getAttribute("loading") !== loading) main.setAttribute("loading", loading);
    } else {
      card = this.make(this.data, index, at < EAGER, later);
    }
    // Most recently shown last: the first ones are the first to go.
    this.cards.set(index, card);
    if (position.firstChild !== card || position.childNodes.length !== 1) position.replaceChildren(card);
  }

  /** Lets go of the cards of products long gone. */
  private forget(): void {
    let spare = this.cards.size - this.list.children.length - SPARE_CARDS;
    for (const [index, card] of this.cards) {
      if (spare <= 0) break;
      if (card.parentNode?.parentNode === this.list) continue;
      this.cards.delete(index);
      spare--;
    }
  }
}
