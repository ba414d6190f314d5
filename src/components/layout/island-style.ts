/**
 * Astro writes `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>` just before the
 * first island of a page, inside `<body>`, where HTML allows no `<style>` (withastro/astro#10308). The same rule
 * is in src/styles/global.css, in the head of every page, so the inline copy can go: this takes it out of an
 * island's rendered HTML (BodyIsland.astro, OncePerListing.astro). Should Astro ever write it otherwise, nothing
 * is taken out and `npm run check:html` says where the `<style>` is.
 */
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents;?\}<\/style>/g;

/**
 * The island's HTML without Astro's inline `<style>`.
 * @example withoutIslandStyle('<style>astro-island,astro-slot,astro-static-slot{display:contents}</style><script>…') // "<script>…"
 */
export function withoutIslandStyle(html: string): string {
  return html.replace(ISLAND_STYLE, "");
}
