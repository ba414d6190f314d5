/**
 * Brings the home carousels to life without putting swiper in the critical
 * path: the rows already work as native scroll-snap strips, and swiper (with
 * only the modules we use) is imported the first time a carousel comes near
 * the viewport, then started when the browser is idle.
 */
import type { mountCarousel } from "./swiper-carousel.ts";

type Mount = typeof mountCarousel;

let swiper: Promise<Mount> | undefined;
const loadSwiper = () => (swiper ??= import("./swiper-carousel.ts").then((module) => module.mountCarousel));

const whenIdle = (task: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(task, { timeout: 1500 }) : setTimeout(task, 200);

function start(root: HTMLElement): void {
  whenIdle(() => {
    loadSwiper()
      .then((mount) => mount(root))
      // The native row keeps working; a failed enhancement is only worth a log line.
      .catch((error: unknown) => console.error("Carousel enhancement failed", error));
  });
}

/** Watches every `[data-carousel]` under `scope` and enhances each one as it nears the viewport. */
export function enhanceCarousels(scope: ParentNode = document): void {
  const roots = [...scope.querySelectorAll<HTMLElement>("[data-carousel]")];
  if (roots.length === 0) return;
  if (!("IntersectionObserver" in window)) {
    roots.forEach(start);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        start(entry.target as HTMLElement);
      }
    },
    { rootMargin: "400px 0px" },
  );
  roots.forEach((root) => observer.observe(root));
}
