/**
 * The old address of a product, "/product-external/{id}/" (spec §2), without
 * a file or a `_redirects` line per product (issue 25): the host serves every
 * such address the one page at "/product-external/" (a rewrite, redirects.ts's
 * `redirectsFile`), whose script reads the id from the address, finds its card
 * row in the file of rows by id (card/by-id.ts, the one file of 256 the id is
 * in) and goes on to the product's page, with `location.replace` (Back does
 * not return to the old address). An id the catalogue does not have, or a file
 * that cannot be read, leads where the bare folder always led: the collections
 * (spec §2 says "the first sample"; the real catalogue has its collections).
 *
 * The script is written into the page (`oldAddressScript`), not bundled: a
 * bundled script sharing modules with the rest of the site changed how Vite
 * cut every page's scripts into files, and a listing's grew by 481 bytes gzip,
 * past its budget. Its FNV-1a is ./shards.ts's rule, and its addresses come
 * from paths.ts (redirects.ts's `oldProductLookup`); tests/unit/old-address.test.ts
 * runs the script against files of card rows the build's own code writes.
 */

/** What the script is told of the site's addresses. */
export interface OldAddressLookup {
  /** The folder of the old addresses: "/product-external/". */
  readonly folder: string;
  /** The file of card rows by id, "{shard}" standing for the shard's name (`paths.cardShard`). */
  readonly cardFile: string;
  /** How many files of card rows there are (card/by-id.ts's CARD_SHARDS). */
  readonly cardShards: number;
  /** A product's page, "{slug}" standing for its slug (`paths.product`). */
  readonly product: string;
  /** Where an old address leads without a product: no id, an unknown one, or a file that could not be read. */
  readonly unknown: string;
}

/**
 * The script of the page at "/product-external/": reads the id (one segment,
 * decoded) from `location.pathname`, fetches its file of card rows, and
 * replaces the location with the product's page when the file has the id's
 * row with a clean slug, else with `lookup.unknown`.
 * @example oldAddressScript(oldProductLookup()) // '(async (lookup) => { … })({"folder":"/product-external/",…});'
 */
export function oldAddressScript(lookup: OldAddressLookup): string {
  // Plain JavaScript of every browser the site serves, with no "<" (escaped in the lookup), so that nothing in it
  // can end its <script>.
  return `(async (lookup) => {
  const idOf = (pathname) => {
    if (!pathname.startsWith(lookup.folder)) return null;
    const segment = pathname.slice(lookup.folder.length).replace(/\\/$/, "");
    if (!segment || segment.includes("/")) return null;
    try {
      return decodeURIComponent(segment) || null;
    } catch {
      return null;
    }
  };
  const shardOf = (key) => {
    let hash = 0x811c9dc5;
    for (let index = 0; index !== key.length; index++) {
      hash ^= key.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    const digits = (lookup.cardShards - 1).toString(16).length;
    return (hash % lookup.cardShards).toString(16).padStart(digits, "0");
  };
  const slugOf = (file, id) => {
    if (typeof file !== "object" || file === null || Array.isArray(file) || !Object.hasOwn(file, id)) return null;
    const row = file[id];
    if (typeof row !== "object" || row === null || row.id !== id || typeof row.slug !== "string") return null;
    return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(row.slug) ? row.slug : null;
  };
  const id = idOf(location.pathname);
  let file;
  if (id !== null) {
    const url = lookup.cardFile.replace("{shard}", shardOf(id));
    file = await fetch(url, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined);
  }
  const slug = id === null ? null : slugOf(file, id);
  location.replace(slug === null ? lookup.unknown : lookup.product.replace("{slug}", slug));
})(${JSON.stringify(lookup).replaceAll("<", "\\u003c")});`;
}
