/**
 * CMS markup reaches a page only through this allow-list (CMS.md, "What a bad
 * item gets"). sanitize-html runs at build time only: nothing of it ships to
 * the shopper.
 */
import { Parser } from "htmlparser2";
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

/** Elements whose content is no text of the page. */
const NO_TEXT = new Set(["script", "style", "textarea", "option"]);
/** Elements whose end separates words: "<p>in.</p><p>Spălare" must not read "in.Spălare". */
const BLOCKS = new Set(["p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "div", "blockquote", "tr", "td", "th"]);

/**
 * Plain text of a markup fragment, for meta descriptions and search. Read with htmlparser2 alone: sanitize-html's
 * whole pass, to throw every tag away, was a fifth of the search documents' time (docs/decisions.md#what-a-publish-costs).
 */
export function markupToText(markup: string): string {
  const parts: string[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (NO_TEXT.has(name)) hidden += 1;
        else if (name === "br") parts.push(" ");
      },
      onclosetag(name) {
        if (NO_TEXT.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BLOCKS.has(name)) parts.push(" ");
      },
      ontext(text) {
        if (!hidden) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(markup);
  // \s takes the decoded &nbsp; (U+00A0) too.
  return parts.join("").replace(/\s+/g, " ").trim();
}
