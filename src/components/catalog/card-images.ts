/**
 * The image check of the product card (spec §2, "Product card"): each image
 * reports itself through its own load or error event; one that fails or
 * measures under 50x50 gives its place to the next of the product's images
 * (src/lib/image-check.ts decides). The frame keeps its 3:4 ratio whatever
 * happens, so nothing moves. Listens on the document, so cards drawn later
 * by a listing island are checked too.
 *
 * Markup: `<a data-card-media data-images='["…"]'>` holding `<img data-card-image="main">`,
 * an optional `<img data-card-image="hover">` and a hidden `[data-card-empty]` placeholder.
 * `data-images` lists every image of the product; without it, the two `src` are the list.
 */
import { cardImages, loadedImageState, type ImageState } from "../../lib/image-check.ts";

const known = new WeakMap<HTMLElement, Record<string, ImageState>>();

function candidates(media: HTMLElement): string[] {
  try {
    const list: unknown = JSON.parse(media.dataset["images"] ?? "null");
    if (Array.isArray(list)) return list.filter((url): url is string => typeof url === "string");
  } catch {
    // Fall through to the images in the markup.
  }
  return [...media.querySelectorAll("img[data-card-image]")].flatMap((img) => img.getAttribute("src") ?? []);
}

function check(img: HTMLImageElement, failed: boolean): void {
  const media = img.closest<HTMLElement>("[data-card-media]");
  const url = img.getAttribute("src");
  if (!media || !url) return;
  const states = known.get(media) ?? {};
  known.set(media, states);
  const state = failed ? "broken" : loadedImageState(img.naturalWidth, img.naturalHeight);
  if (states[url] === state) return;
  states[url] = state;
  if (state === "valid") return;

  const { main, hover } = cardImages(candidates(media), states);
  const mainImg = media.querySelector<HTMLImageElement>('img[data-card-image="main"]');
  const hoverImg = media.querySelector<HTMLImageElement>('img[data-card-image="hover"]');
  place(mainImg, main);
  place(hoverImg, hover);
  const empty = media.querySelector<HTMLElement>("[data-card-empty]");
  if (empty) empty.hidden = main !== null;
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
