/**
 * The image check of the product card (spec §2, "Product card"): each image
 * reports itself through its own load or error event; one that fails or
 * measures under 50x50 gives its place to the next of the product's images
 * (src/lib/image-check.ts decides), and with none left the card says "Fără
 * imagine". The frame keeps its 3:4 ratio whatever happens, so nothing
 * moves. Listens on the document, so cards drawn later (the listing island,
 * the search results, the wishlist) are checked too.
 *
 * Markup (card-html.ts, the placeholder card-placeholder.ts): `<div data-card-media data-images='["…"]'>` holding
 * `<img data-card-image="main">` and an optional `<img data-card-image="hover">`;
 * the product's images are those two `src`s followed by `data-images`, the
 * spare ones (only a card of a product with more than two images has it).
 */
import { cardImages, loadedImageState, type ImageState } from "../../lib/image-check.ts";
import { placeholderHtml } from "./card-placeholder.ts";

interface Frame {
  /** The product's images as the card was first drawn: the `src`s change as images give their place. */
  readonly urls: readonly string[];
  readonly states: Record<string, ImageState>;
}

const frames = new WeakMap<HTMLElement, Frame>();

function spareImages(media: HTMLElement): string[] {
  try {
    const list: unknown = JSON.parse(media.dataset["images"] ?? "[]");
    if (Array.isArray(list)) return list.filter((url): url is string => typeof url === "string");
  } catch {
    // No spares, then.
  }
  return [];
}

function frameOf(media: HTMLElement): Frame {
  let frame = frames.get(media);
  if (!frame) {
    const drawn = [...media.querySelectorAll("img[data-card-image]")].flatMap((img) => img.getAttribute("src") ?? []);
    frame = { urls: [...drawn, ...spareImages(media)], states: {} };
    frames.set(media, frame);
  }
  return frame;
}

function check(img: HTMLImageElement, failed: boolean): void {
  const media = img.closest<HTMLElement>("[data-card-media]");
  const url = img.getAttribute("src");
  if (!media || !url) return;
  const { urls, states } = frameOf(media);
  const state = failed ? "broken" : loadedImageState(img.naturalWidth, img.naturalHeight);
  if (states[url] === state) return;
  states[url] = state;
  if (state === "valid") return;

  const { main, hover } = cardImages(urls, states);
  place(media.querySelector<HTMLImageElement>('img[data-card-image="main"]'), main);
  place(media.querySelector<HTMLImageElement>('img[data-card-image="hover"]'), hover);
  const placeholder = media.querySelector(".card__placeholder");
  if (main === null && !placeholder) media.insertAdjacentHTML("afterbegin", placeholderHtml());
  else if (main !== null) placeholder?.remove();
}

function place(img: HTMLImageElement | null, url: string | null): void {
  if (!img) return;
  img.hidden = url === null;
  if (url !== null && img.getAttribute("src") !== url) img.setAttribute("src", url);
}

function onLoadOrError(event: Event): void {
  const img = event.target;
  if (img instanceof HTMLImageElement && img.hasAttribute("data-card-image")) check(img, event.type === "error");
}

// Load and error do not bubble: listen in the capture phase.
document.addEventListener("load", onLoadOrError, true);
document.addEventListener("error", onLoadOrError, true);
// Images that finished before this script ran.
for (const img of document.querySelectorAll<HTMLImageElement>("img[data-card-image]")) {
  if (img.complete) check(img, img.naturalWidth === 0 && img.getAttribute("src") !== "");
}
