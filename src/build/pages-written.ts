/**
 * The build's step when Astro has exited (./index.ts): every file of the site but the search index on disk (Astro's
 * pages, the sitemap and `_redirects`, the product files, the files linked from an earlier build). Then the build
 * tells the process that started it, when there is one (src/release/rebuild.ts), so that a rebuild checks the
 * site's links while the search index is written.
 */
import { linkReused, type ReusedFiles } from "./link-reused.ts";

export interface BuildMessage {
  readonly kind: "pages-written";
}

/**
 * Waits for Astro's pages (`astroPages`, their count) and the product files, links the files taken from an earlier
 * build, then tells the parent process, if any; resolves to the page count.
 */
export async function pagesWritten(
  astroPages: Promise<number>,
  productFiles: Promise<unknown>,
  reused: ReusedFiles,
): Promise<number> {
  const [pages] = await Promise.all([astroPages, productFiles]);
  await linkReused(reused);
  // Astro has written its pages, the runner its links: a folder made ahead of them and still empty is no page's.
  const removed = reused.tidy();
  if (removed) console.log(`[link-reused] ${removed} folders of the earlier build's pages not in this one removed`);
  process.send?.({ kind: "pages-written" } satisfies BuildMessage);
  return pages;
}
