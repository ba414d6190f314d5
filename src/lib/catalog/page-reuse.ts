/**
 * The pages' side of reusing an earlier build's pages (src/build/page-reuse.ts says when and why): each keyed
 * route's `getStaticPaths` hands its paths through `toRender` (src/site.ts gives it the build's registry), which
 * leaves out those the build takes from the earlier one. Without a registry (`astro dev`, a plain `astro build`)
 * every path is rendered.
 */

/** What the build registers: `keep` answers, for each file and its key, whether it must be rendered. */
export interface ReuseRegistry {
  keep(entries: readonly { readonly file: string; readonly key: string }[]): boolean[];
  /**
   * The value the earlier build worked out from the same inputs (`inputs`, a digest of them, with the same code),
   * or `make()`'s; kept for the next build either way.
   */
  remembered(inputs: string, make: () => string): string;
}

/**
 * How many of a route's entries are made and handed to the build at a time: the build links the pages it takes
 * from the earlier one while the route makes its next entries, not once it has made them all; a turn's files fit
 * the pipe to the build's runner (docs/decisions.md#what-a-publish-costs, sixth sitting).
 */
const ENTRIES_AT_ONCE = 500;

/**
 * The entries of one route to render, made from `sources` by `entryOf` a few hundred at a time: those whose file
 * (`fileOf`, relative to the site) the build (`registry`) does not take, with their key, from the earlier one.
 * @example toRender(products, (product) => ({ params: { slug: product.slug }, props: { product }, cacheKey: keys.product(product) }), ({ params }) => `detalii-produs/${params.slug}/index.html`, null)
 */
export function toRender<S, T extends { readonly cacheKey: string }>(
  sources: readonly S[],
  entryOf: (source: S) => T,
  fileOf: (entry: T) => string,
  registry: ReuseRegistry | null,
): T[] {
  if (!registry) return sources.map(entryOf);
  const rendered: T[] = [];
  for (let start = 0; start < sources.length; start += ENTRIES_AT_ONCE) {
    const entries = sources.slice(start, start + ENTRIES_AT_ONCE).map(entryOf);
    const kept = registry.keep(entries.map((entry) => ({ file: fileOf(entry), key: entry.cacheKey })));
    entries.forEach((entry, at) => kept[at] && rendered.push(entry));
  }
  return rendered;
}

/**
 * The file a page of `pathname` is written to ("directory" build format, astro.config.mjs).
 * @example pageFile("/femei/rochii/") // "femei/rochii/index.html"
 */
export function pageFile(pathname: string): string {
  const folder = pathname.replace(/^\/+|\/+$/g, "");
  return folder ? `${folder}/index.html` : "index.html";
}

/** Whether a file of the site is a page (not a listing's data file). */
export const isPageFile = (file: string): boolean => file === "index.html" || file.endsWith("/index.html");

/**
 * The address of the page written to `file`: pageFile's inverse.
 * @example pagePath("femei/rochii/index.html") // "/femei/rochii/"
 */
export const pagePath = (file: string): string => `/${file.slice(0, -"index.html".length)}`;
