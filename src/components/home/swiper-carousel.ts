/**
 * Starts swiper on one carousel root (loaded lazily by carousel.ts). Swiper
 * runs in its CSS mode, so it drives the same native scroll-snap row the
 * page shows without JavaScript: touch scrolling stays native and the row
 * never jumps. Our own styles size the slides, so no swiper CSS is needed.
 * The Keyboard module is left out on purpose: it moves every carousel in
 * view at once; the focused row scrolls with the arrow keys natively.
 */
import Swiper from "swiper";
import { A11y, Navigation } from "swiper/modules";
import type { CarouselConfig } from "../../lib/home.ts";

export function mountCarousel(root: HTMLElement): void {
  const viewport = root.querySelector<HTMLElement>("[data-carousel-viewport]");
  const raw = root.dataset["carousel"];
  if (!viewport || !raw || root.hasAttribute("data-ready")) return;
  const { breakpoints, labels } = JSON.parse(raw) as CarouselConfig;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const track = viewport.firstElementChild as HTMLElement | null;
  const startAt = track ? visibleSlide(track) : 0;

  new Swiper(viewport, {
    modules: [Navigation, A11y],
    cssMode: true,
    wrapperClass: "carousel__track",
    slideClass: "carousel__slide",
    speed: reduceMotion ? 0 : 450,
    initialSlide: startAt,
    breakpoints,
    watchOverflow: true,
    navigation: {
      prevEl: root.querySelector<HTMLElement>("[data-carousel-prev]"),
      nextEl: root.querySelector<HTMLElement>("[data-carousel-next]"),
      addIcons: false,
    },
    a11y: { ...labels, scrollOnFocus: true },
    on: {
      afterInit: () => root.setAttribute("data-ready", ""),
    },
  });
}

/** The slide a visitor had already scrolled to before swiper arrived, so that it stays where it is. */
function visibleSlide(track: HTMLElement): number {
  const slides = [...track.children] as HTMLElement[];
  const left = track.scrollLeft;
  if (left <= 0) return 0;
  const index = slides.findIndex((slide) => slide.offsetLeft - track.offsetLeft >= left - 1);
  return Math.max(0, index);
}
