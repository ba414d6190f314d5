/**
 * What a product id must be to be counted, linked and stored: one rule for
 * the product gate (src/lib/cms/product.ts), which leaves out an item whose
 * id breaks it, and the click service (src/service/catalogue-ids.ts), which
 * counts only the live catalogue's ids. Ids are GUIDs or numbers; the bound
 * only keeps junk out.
 */

/** The longest id accepted. */
export const MAX_ID_LENGTH = 100;

/**
 * Why `id` is not a product id, or null when it is one.
 * @example productIdProblem("05a11ca7-0000-4000-8000-000000000001") // null
 * @example productIdProblem(" 42") // "blank around it"
 */
export function productIdProblem(id: unknown): string | null {
  if (typeof id !== "string" || id.length === 0) return "missing";
  if (!id.trim()) return "blank";
  if (id.trim() !== id) return "blank around it";
  if (id.length > MAX_ID_LENGTH) return `${id.length} characters, more than ${MAX_ID_LENGTH}`;
  return null;
}
