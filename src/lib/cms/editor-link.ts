/**
 * Where an editor fixes a product: its page in the CMS's backoffice. Only
 * Umbraco's products have one we know: the Delivery API's `id` is the
 * content item's GUID (CMS.md), which the backoffice of Umbraco 14 and later
 * opens at this address. The sample has no editor, and the product API's
 * ids are the owner's backend's own, with no address we know.
 */
import type { SourceName } from "../domain/source.ts";

/**
 * @example editorLink("umbraco", "https://cms.ro", "05a11ca7-0000-4000-8000-000000000001")
 *   // "https://cms.ro/umbraco/section/content/workspace/document/edit/05a11ca7-0000-4000-8000-000000000001"
 */
export function editorLink(source: SourceName, umbracoUrl: string | undefined, id: string): string | null {
  if (source !== "umbraco" || !umbracoUrl) return null;
  return `${umbracoUrl}/umbraco/section/content/workspace/document/edit/${encodeURIComponent(id)}`;
}
