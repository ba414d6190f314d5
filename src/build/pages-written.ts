/**
 * What the build tells the process that started it, when there is one (src/release/rebuild.ts): that Astro has
 * exited and every page, the sitemap and `_redirects` are on disk, so that a rebuild checks their links while the
 * search index is written.
 */

export interface BuildMessage {
  readonly kind: "pages-written";
}

/** Tells the parent process, if any, that the pages are written. */
export function tellPagesWritten(): void {
  process.send?.({ kind: "pages-written" } satisfies BuildMessage);
}
