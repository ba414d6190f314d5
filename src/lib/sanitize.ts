/**
 * CMS markup reaches a page only through this allow-list (CMS.md, "What a bad
 * item gets"). sanitize-html runs at build time only: nothing of it ships to
 * the shopper.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "a",
    "span",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // A link out of a description leaves the site: it must not pass our
  // reputation along nor reach back into this window.
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "nofollow noopener", target: "_blank" }),
    h1: "h2",
  },
  exclusiveFilter: (frame) => frame.tag === "p" && !frame.text.trim() && !frame.mediaChildren.length,
};

/**
 * Keeps only harmless formatting from CMS markup.
 * @example sanitizeMarkup('<p onclick="x()">Bună<script>alert(1)</script></p>') // "<p>Bună</p>"
 */
export function sanitizeMarkup(markup: string): string {
  return sanitizeHtml(markup, OPTIONS).trim();
}

/** Plain text of a markup fragment, for meta descriptions and search. */
export function markupToText(markup: string): string {
  // Block ends and line breaks separate words: "<p>in.</p><p>Spălare" must not read "in.Spălare".
  const spaced = markup.replace(/<\/(?:p|li|h[1-6]|div|blockquote|tr|td|th)\s*>|<br\s*\/?>/gi, "$& ");
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
