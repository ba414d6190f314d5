/**
 * Which stylesheets Astro writes into the page (`build.inlineStylesheets: "auto"` asks Vite's
 * `build.assetsInlineLimit`) and which stay files (issue 26, defect 12).
 *
 * Every stylesheet in a page's head blocks its first paint until it has come: a product page loaded seven
 * (the frame's, the page's, the cards', the wishlist's, the panels', the breadcrumbs', the lightbox's), and
 * Lighthouse counted 130–650 ms that a phone on a slow 4G waited for the small ones. A small stylesheet is
 * written into the page instead (Astro hashes it for the CSP); the frame's (with the cards', the wishlist's and
 * the panels', src/layouts/Base.astro) and the home page's and the listings' (11 kB each) stay files, downloaded
 * once and cached for a year: a listing's HTML has no 10 kB to spare under its budget (scripts/lib/page-weight.ts).
 * Other assets (fonts, images) keep Vite's own rule.
 */

/** A stylesheet smaller than this (bytes as built) is written into the page, when it is one of INLINED_STYLESHEETS. */
export const INLINE_STYLESHEET_BELOW = 10 * 1024;

/**
 * The stylesheets written into the page, by their file's name: the product page's own (its route,
 * `detalii-produs/[slug].astro`) and its lightbox's. Astro's policy names the hash of every stylesheet it writes
 * into a page in every page's `<meta>` (some 55 bytes each): fourteen small stylesheets written in took 650 bytes
 * of every listing's HTML, past its budget, so the other pages' small stylesheets stay files.
 */
export const INLINED_STYLESHEETS = ["_slug_", "photoswipe"];

/**
 * For Vite's `build.assetsInlineLimit`: true for one of INLINED_STYLESHEETS under INLINE_STYLESHEET_BELOW, false for
 * any other stylesheet, undefined (Vite's default rule) for any other asset.
 * @example inlineSmallStylesheets("_astro/card.z-sVxlOP.css", Buffer.alloc(4703)) // true
 * @example inlineSmallStylesheets("_astro/Base.kn9GSQCc.css", Buffer.alloc(24851)) // false
 */
export function inlineSmallStylesheets(filePath: string, content: Buffer): boolean | undefined {
  if (!filePath.endsWith(".css")) return undefined;
  const name = filePath.split("/").at(-1)?.split(".")[0] ?? "";
  return INLINED_STYLESHEETS.includes(name) && content.byteLength < INLINE_STYLESHEET_BELOW;
}
