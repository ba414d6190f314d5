/**
 * The old address of a product, "/product-external/{id}/" (spec §2), without
 * a file or a `_redirects` line per product (issue 25): the host serves every
 * such address the one page at "/product-external/" (a rewrite, redirects.ts's
 * `redirectsFile`), whose script reads the id from the address, finds its card
 * row in the file of rows by id (card/by-id.ts, the one file of 256 the id is
 * in) and goes on to the product's page. An id the catalogue does not have
 * leads where the bare folder always led: the collections (spec §2 says "the
 * first sample"; the real catalogue has its collections).
 */
import { findCardRow } from "./card/by-id.ts";
import { paths } from "./paths.ts";

/** Where an old address leads without a product: no id, an unknown one, or a file that could not be read. */
export const UNKNOWN_PRODUCT_TARGET = paths.collections();

/**
 * The id an old address names, decoded; null for the folder itself, an
 * address of more than one segment below it, or one that does not decode.
 * @example oldAddressId("/product-external/42/") // "42"
 * @example oldAddressId("/product-external/42") // "42" (the host rewrites it too)
 * @example oldAddressId("/product-external/") // null
 */
export function oldAddressId(pathname: string): string | null {
  const folder = paths.productExternals();
  if (!pathname.startsWith(folder)) return null;
  const segment = pathname.slice(folder.length).replace(/\/$/, "");
  if (!segment || segment.includes("/")) return null;
  try {
    return decodeURIComponent(segment) || null;
  } catch {
    return null;
  }
}

/**
 * Where an old address leads, given the file of card rows its id is in as
 * fetched (undefined when it could not be): the product's page when the file
 * has its row, else UNKNOWN_PRODUCT_TARGET.
 * @example oldAddressTarget("42", { "42": { id: "42", slug: "rochie-neagra", … } }) // "/detalii-produs/rochie-neagra/"
 * @example oldAddressTarget("43", { "42": … }) // "/colectii/"
 * @example oldAddressTarget(null, undefined) // "/colectii/"
 */
export function oldAddressTarget(id: string | null, file: unknown): string {
  const row = id === null ? null : findCardRow(file, id);
  return row ? paths.product(row.slug) : UNKNOWN_PRODUCT_TARGET;
}
