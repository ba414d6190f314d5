/**
 * Which images a card or a gallery shows (spec §2 "Product card", "Product
 * detail"; §5; §8): an image counts only once it has loaded and measures at
 * least 50x50 px (which also rules out the 1x1 tracking pixels the spec
 * mentions). The browser's own load and error events report each image; these
 * rules decide from what they reported, so they can be tested without one.
 */

/** Smallest width and height, in pixels, of an image worth showing (spec §9). */
export const MIN_IMAGE_SIZE = 50;

/** What is known of one image URL: not loaded yet, loaded and big enough, loaded but too small, or failed. */
export type ImageState = "pending" | "valid" | "small" | "broken";

/**
 * Whether an image of these natural dimensions may be shown: larger than 1x1
 * and at least 50x50 (spec §5).
 * @example isValidImageSize(600, 800) // true
 * @example isValidImageSize(1, 1) // false
 * @example isValidImageSize(49, 800) // false
 */
export function isValidImageSize(width: number, height: number): boolean {
  return width > 1 && height > 1 && width >= MIN_IMAGE_SIZE && height >= MIN_IMAGE_SIZE;
}

/** The state of a loaded image from its natural size; an image that reports 0x0 after loading is broken. */
export function loadedImageState(width: number, height: number): ImageState {
  if (width === 0 || height === 0) return "broken";
  return isValidImageSize(width, height) ? "valid" : "small";
}

/**
 * The images to show, in the editor's order: every image that is valid or
 * still loading (so nothing waits for the slowest one), without the ones that
 * failed or are too small. When none is left but some URL loaded, the first
 * one that did is kept (spec: "the first given image is used"); an image that
 * failed to load is never shown, so with nothing else the result is empty and
 * the caller shows its placeholder ("Fără imagine", "Nu există imagini").
 * @example shownImages(["a", "b", "c"], { a: "broken" }) // ["b", "c"]
 * @example shownImages(["a", "b"], { a: "small", b: "small" }) // ["a"]
 * @example shownImages(["a"], { a: "broken" }) // []
 */
export function shownImages(
  urls: readonly string[],
  states: Readonly<Record<string, ImageState | undefined>>,
): string[] {
  const unique = [...new Set(urls)];
  const kept = unique.filter((url) => {
    const state = states[url] ?? "pending";
    return state === "pending" || state === "valid";
  });
  if (kept.length > 0) return kept;
  const fallback = unique.find((url) => states[url] === "small");
  return fallback === undefined ? [] : [fallback];
}

/**
 * A card's main and hover image (spec §2): the first two shown images.
 * @example cardImages(["a", "b", "c"], { b: "broken" }) // { main: "a", hover: "c" }
 */
export function cardImages(
  urls: readonly string[],
  states: Readonly<Record<string, ImageState | undefined>>,
): { main: string | null; hover: string | null } {
  const [main = null, hover = null] = shownImages(urls, states);
  return { main, hover };
}
