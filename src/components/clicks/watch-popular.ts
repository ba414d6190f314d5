/**
 * Fills each popular row (Popular.astro) when it first comes near the screen: the home page's as the shopper
 * scrolls, the menu's once the menu opens. Only this observer loads with the page; the code that asks the
 * service and draws the cards (popular.ts) comes with the first row seen.
 */
export function watchPopularRows(apiUrl: string): void {
  const roots = document.querySelectorAll<HTMLElement>("[data-popular]");
  if (!roots.length) return;
  const observer = new IntersectionObserver(
    (entries) => {
      const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
      seen.forEach((root) => observer.unobserve(root));
      if (seen.length) {
        import("./popular.ts")
          .then(({ refreshPopular }) => refreshPopular(apiUrl, seen))
          .catch((error: unknown) => console.warn("Popular products could not be refreshed", error));
      }
    },
    // A screen ahead: the row is drawn by the time the shopper scrolls to it.
    { rootMargin: "100% 0px" },
  );
  roots.forEach((root) => observer.observe(root));
}
