/**
 * Text put into HTML that the build writes as a string (the search index's
 * documents, the redirect pages), outside Astro's own escaping.
 */
const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/**
 * Text safe inside an element or a double-quoted attribute.
 * @example escapeHtml('Rochie "Ana" <nouă> & co') // 'Rochie &quot;Ana&quot; &lt;nouă&gt; &amp; co'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ENTITIES[char] ?? char);
}
