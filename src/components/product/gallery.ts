/**
 * The product gallery (spec §2, "Product detail"), on top of the scroll-snap
 * gallery of ProductInfo.astro, which works without script:
 * - images are checked as they load (src/lib/image-check.ts): one that fails
 *   or measures under 50x50 is taken out with its thumbnail; with none left,
 *   "Nu există imagini";
 * - thumbnails scroll the main slider and show which image is in view;
 * - on a desktop (a fine pointer, 768 px and wider) the image under the
 *   pointer zooms in twice (spec §9: zoom factor 2); below 768 px it is a plain image;
 * - a click opens the lightbox, PhotoSwipe, downloaded only then.
 */
import type PhotoSwipe from "photoswipe";
import { loadedImageState, shownImages, type ImageState } from "../../lib/image-check.ts";
import { GALLERY_TEXT as t } from "../../lib/messages-product.ts";

/** Spec §9: zoom factor 2, on screens of 768 px and more with a mouse or trackpad. */
export const ZOOM = 2;
const ZOOM_MEDIA = "(min-width: 768px) and (pointer: fine)";
/** The size assumed for an image whose own size is not known yet (spec §2: 800x1000). */
const ASSUMED = { width: 800, height: 1000 };

export function enhanceGallery(gallery: HTMLElement): void {
  const main = gallery.querySelector<HTMLElement>("[data-gallery-main]");
  if (!main) return;
  const slides = [...main.querySelectorAll<HTMLAnchorElement>("[data-gallery-slide]")];
  const thumbs = [...gallery.querySelectorAll<HTMLAnchorElement>("[data-gallery-thumb]")];
  const urls = slides.map((slide) => slide.getAttribute("href") ?? "");
  const states: Record<string, ImageState> = {};
  const zoom = window.matchMedia(ZOOM_MEDIA);

  const visible = () => slides.filter((slide) => !slide.hidden);

  // Image check: a slide and its thumbnail show the same URL, so either one's load answers for both.
  const update = () => {
    const shown = new Set(shownImages(urls, states));
    slides.forEach((slide, index) => {
      const keep = shown.has(urls[index] ?? "");
      slide.hidden = !keep;
      const thumb = thumbs[index]?.closest("li");
      if (thumb) thumb.hidden = !keep;
    });
    gallery.toggleAttribute("data-empty", shown.size === 0);
    gallery.toggleAttribute("data-single", shown.size === 1);
  };
  const report = (img: HTMLImageElement, failed: boolean) => {
    const url = img.getAttribute("src") ?? "";
    const state = failed ? "broken" : loadedImageState(img.naturalWidth, img.naturalHeight);
    // A thumbnail may fail where the full image loaded; a valid answer is kept.
    if (states[url] === "valid" || states[url] === state) return;
    states[url] = state;
    update();
  };
  for (const img of gallery.querySelectorAll<HTMLImageElement>("[data-gallery-main] img, [data-gallery-thumb] img")) {
    img.addEventListener("load", () => report(img, false));
    img.addEventListener("error", () => report(img, true));
    if (img.complete) report(img, img.naturalWidth === 0);
  }

  // Thumbnails scroll the slider instead of jumping the page to the anchor.
  thumbs.forEach((thumb, index) => {
    thumb.addEventListener("click", (event) => {
      const slide = slides[index];
      if (!slide) return;
      event.preventDefault();
      main.scrollTo({ left: slide.offsetLeft, behavior: "smooth" });
      mark(index);
    });
  });
  const mark = (index: number) =>
    thumbs.forEach((thumb, i) => {
      if (i === index) thumb.setAttribute("aria-current", "true");
      else thumb.removeAttribute("aria-current");
    });
  const seen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) mark(slides.indexOf(entry.target as HTMLAnchorElement));
      }
    },
    { root: main, threshold: 0.6 },
  );
  slides.forEach((slide) => seen.observe(slide));

  // Hover zoom: the image scales from the point under the pointer.
  for (const slide of slides) {
    const img = slide.querySelector("img");
    if (!img) continue;
    slide.addEventListener("pointermove", (event) => {
      if (event.pointerType !== "mouse" || !zoom.matches) return;
      const box = slide.getBoundingClientRect();
      img.style.transformOrigin = `${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`;
      slide.setAttribute("data-zoomed", "");
    });
    slide.addEventListener("pointerleave", () => slide.removeAttribute("data-zoomed"));
  }

  // Lightbox.
  for (const slide of slides) {
    slide.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      slide.removeAttribute("data-zoomed");
      const open = visible();
      void openLightbox(open, Math.max(open.indexOf(slide), 0));
    });
  }
}

let lightbox: Promise<typeof PhotoSwipe> | null = null;

/** PhotoSwipe, fetched on the first click only (its styles come with the page: ProductInfo.astro). */
function loadLightbox(): Promise<typeof PhotoSwipe> {
  lightbox ??= import("photoswipe").then((module) => module.default);
  lightbox.catch(() => (lightbox = null));
  return lightbox;
}

async function openLightbox(slides: readonly HTMLAnchorElement[], index: number): Promise<void> {
  let PhotoSwipeClass: typeof PhotoSwipe;
  try {
    PhotoSwipeClass = await loadLightbox();
  } catch (error) {
    // Offline, say: the link still leads to the image itself.
    console.warn("Galeria foto nu a putut fi încărcată.", error);
    const slide = slides[index];
    if (slide) window.location.assign(slide.href);
    return;
  }
  const pswp = new PhotoSwipeClass({
    dataSource: slides.map((slide) => {
      const img = slide.querySelector("img");
      const known = img && img.naturalWidth > 0;
      return {
        src: slide.href,
        width: known ? img.naturalWidth : ASSUMED.width,
        height: known ? img.naturalHeight : ASSUMED.height,
        alt: img?.alt ?? "",
      };
    }),
    index,
    closeTitle: t.close,
    zoomTitle: t.zoom,
    arrowPrevTitle: t.previous,
    arrowNextTitle: t.next,
    errorMsg: t.error,
    indexIndicatorSep: ` ${t.of} `,
    // The images are drawn at up to 600 px; let the lightbox show them larger than their own size.
    secondaryZoomLevel: 2,
    maxZoomLevel: 4,
  });
  pswp.on("afterInit", () => {
    pswp.element?.setAttribute("aria-modal", "true");
    pswp.element?.setAttribute("aria-label", t.label);
  });
  pswp.init();
}
