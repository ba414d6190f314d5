/**
 * Text put into HTML or XML that the build writes as a string (the search
 * index's documents, the redirect pages, the sitemap), outside Astro's own
 * escaping.
 */
const NEEDS_ESCAPING = /[&<>"]/;
const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/**
 * Text safe inside an element or a double-quoted attribute.
 * @example escapeHtml('Rochie "Ana" <nouă> & co') // 'Rochie &quot;Ana&quot; &lt;nouă&gt; &amp; co'
 */
export function escapeHtml(text: string): string {
  // Most text has none of them: testing first spares a copy of it.
  if (!NEEDS_ESCAPING.test(text)) return text;
  return text.replace(/[&<>"]/g, (char) => ENTITIES[char] ?? char);
}
