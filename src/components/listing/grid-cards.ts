/**
 * The cards of the island's grid, drawn straight into the DOM rather than
 * through React: a filter click is paid for by the cards it brings, and
 * React's render and commit of a card cost several times the card's own
 * DOM. A card is the build's own: card-html.ts writes it from the product's
 * row of the listing data (lib/card/card.ts reads the row as it reads a
 * product), and the markup is parsed in a `<template>`. React keeps the
 * controls, the count and the pager, and hands this module the grid's empty
 * `<ul>`. The styles of the grid, the cards and the pager are global
 * (listing.css, card.css, Pager.astro), so the island's markup needs no
 * scope attribute of the page's own grid.
 *
 * The page-wide scripts work on these cards as on the build's:
 * card-images.ts checks `[data-card-image]`, wishlist/controls.ts handles
 * `[data-wishlist-add]` and `[data-quick-view]` (and brings a wishlist
 * button's state up to date whenever cards are added). Only the first two
 * images travel in the listing data, so a client card has no spare image
 * (`data-images`) to fall back on; tests/unit/listing/grid-cards.test.ts and
 * tests/e2e/listing.test.ts compare the two cards.
 *
 * A card belongs to its product: it is kept, with what page scripts set on
 * it (the wishlist state of its button, a failed image's placeholder), while
 * the product is on the page, and for a while after, so that going back to
 * a view (a filter off again) reuses its cards, images already loaded.
 */
import { toCard } from "../../lib/card/card.ts";
import { cardProduct, type ListingData } from "../../lib/listing/listing-data.ts";
import { cardHtml } from "../catalog/card-html.ts";
import { afterNextPaint } from "./after-paint.ts";

/** Cards of the first row load eagerly, as on the static page. */
export const EAGER = 4;

/** The titles' heading level on a listing page (ProductGrid.astro's default). */
const HEADING = 2;

/** Cards kept for products no longer shown: a few pages' worth. */
const SPARE_CARDS = 160;

/**
 * Draws a product's card. With `later`, its images get their `src` from it
 * instead (see GridCards.show).
 */
export type CardMaker = (
  data: ListingData,
  index: number,
  eager: boolean,
  later?: (image: Element, src: string) => void,
) => HTMLElement;

/** Draws product cards: card-html.ts's markup for a row of the listing data. */
export function cardMaker(): CardMaker {
  // Parsed in a template, whose content is inert: no image starts loading before its `src` is settled. The
  // card is then copied into the page's document (importNode), which costs less than moving the template's
  // nodes across (adopting them), images above all.
  const template = document.createElement("template");
  return (data, index, eager, later) => {
    template.innerHTML = cardHtml(toCard(cardProduct(data, index)), { eager, heading: HEADING });
    const parsed = template.content.firstElementChild as HTMLElement;
    // Taken off before the copy, so that no image of the first frame's cards starts loading in it.
    const sources = [...parsed.querySelectorAll("img")].map((image) => {
      const src = image.getAttribute("src") ?? "";
      if (later) image.removeAttribute("src");
      return src;
    });
    const card = document.importNode(parsed, true);
    if (later) card.querySelectorAll("img").forEach((image, at) => later(image, sources[at] ?? ""));
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
  private readonly list: HTMLUListElement;
  private readonly make: CardMaker;
  /** Cards by product index, least recently shown first. */
  private readonly cards = new Map<number, HTMLElement>();
  /** Images of the first frame's new cards, waiting for their `src`. */
  private readonly images = new Map<Element, string>();
  private readonly deferImage = (image: Element, src: string) => void this.images.set(image, src);
  private data: ListingData | null = null;
  private cancelRest: () => void = () => {};

  constructor(list: HTMLUListElement) {
    this.list = list;
    this.make = cardMaker();
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
      for (let position = positions.length; position < count; position++) {
        fragment.append(document.createElement("li"));
      }
      this.list.append(fragment);
    }
    return positions;
  }

  private place(
    position: HTMLLIElement | undefined,
    index: number | undefined,
    at: number,
    later?: (image: Element, src: string) => void,
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
