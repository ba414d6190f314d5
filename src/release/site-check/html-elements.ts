/**
 * The elements of a built HTML page that the budget script and the link check read: every start tag with its
 * attributes, and the text of inline scripts. A real tokenizer (htmlparser2), so that markup quoted inside a
 * script or an attribute is never taken for a tag.
 */
import { Buffer } from "node:buffer";
import { Parser } from "htmlparser2";

/**
 * A page as the guards scan it: its bytes, one character each (latin1), not its text. Decoding a listing page's
 * UTF-8 cost as much as reading its links (docs/decisions.md#checks-over-the-built-site), and every character
 * HTML's syntax gives a meaning to is ASCII, which UTF-8 never writes inside another character: tags, quotes and
 * comments are found at the same places in the bytes as in the text. What is picked is decoded then.
 */
export class PageBytes {
  /** The bytes, a character each. */
  readonly text: string;
  private constructor(text: string) {
    this.text = text;
  }
  static of(bytes: Buffer): PageBytes {
    return new PageBytes(bytes.toString("latin1"));
  }
}

/** A page's text, or its bytes (PageBytes). */
export type PageSource = string | PageBytes;

const NOT_ASCII = /[\u0080-\u00ff]/;

/** A part of `source` as text: a part of its bytes decoded as UTF-8 (it starts and ends on ASCII), else as it is. */
function scanned(source: PageSource): { html: string; text: (part: string) => string } {
  if (typeof source === "string") return { html: source, text: (part) => part };
  return {
    html: source.text,
    text: (part) => (NOT_ASCII.test(part) ? Buffer.from(part, "latin1").toString("utf8") : part),
  };
}

export interface HtmlElement {
  /** Lower-cased tag name. */
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  /** The text inside a <script>, "" for every other element. */
  readonly text: string;
}

/**
 * Every element of `html`, in document order.
 * @example readElements('<a href="/x/">X</a>') // [{ name: "a", attrs: { href: "/x/" }, text: "" }]
 */
export function readElements(html: string): HtmlElement[] {
  const elements: { name: string; attrs: Record<string, string>; text: string }[] = [];
  let script: { text: string } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const element = { name, attrs, text: "" };
        elements.push(element);
        if (name === "script") script = element;
      },
      ontext(text) {
        if (script) script.text += text;
      },
      onclosetag(name) {
        if (name === "script") script = undefined;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return elements;
}

/** Where a script can be named or written: these start tags; comments and stylesheets are stepped over. */
const SCRIPT_PLACES = /<(script|link|astro-island)(?=[\s/>])|<!--|<style(?=[\s/>])/gi;

/**
 * The <script>, <link> and <astro-island> elements of `html`, as readElements gives them, without tokenizing the
 * rest of the page: the page-weight guard reads nothing else, and a listing's cards are most of its bytes (a full
 * parse was half of what the guard spent on a page). Each start tag found is read by htmlparser2 itself; a
 * script's text, a comment, a stylesheet and the tag a "<" is written inside are stepped over whole, so markup in
 * them is never taken for a tag (the builds' renderers, Astro, React and sanitize-html, write "<" and ">" in text and
 * attribute values as entities anyway).
 * @example scriptElements('<p>x</p><script src="/a.js"></script>') // [{ name: "script", attrs: { src: "/a.js" }, text: "" }]
 */
export function scriptElements(source: PageSource): HtmlElement[] {
  const { html, text } = scanned(source);
  const elements: HtmlElement[] = [];
  const places = new RegExp(SCRIPT_PLACES.source, "gi");
  for (let match = places.exec(html); match; match = places.exec(html)) {
    const at = match.index;
    const token = match[0].toLowerCase();
    // Inside another tag (an attribute value written with a raw "<"): that tag is stepped over whole.
    const enclosing = html.lastIndexOf("<", at - 1);
    if (enclosing > html.lastIndexOf(">", at - 1)) {
      const end = startTagEnd(html, enclosing);
      if (end < 0) break;
      places.lastIndex = Math.max(end, at + 1);
      continue;
    }
    if (token === "<!--") {
      const end = commentEnd(html, at);
      if (end < 0) break;
      places.lastIndex = end;
      continue;
    }
    const end = startTagEnd(html, at);
    if (end < 0) break;
    if (token === "<style" || token === "<script") {
      const close = closingTag(html, token.slice(1), end);
      if (token === "<script") {
        const [element] = readElements(text(html.slice(at, end)));
        if (element) elements.push({ ...element, text: text(html.slice(end, close < 0 ? html.length : close)) });
      }
      if (close < 0) break;
      places.lastIndex = close;
      continue;
    }
    elements.push(...readElements(text(html.slice(at, end))));
    places.lastIndex = end;
  }
  return elements;
}

/** Elements whose content is text up to their end tag, never markup, as htmlparser2 reads them. */
const RAW_TEXT = new Set(["script", "style", "title", "textarea", "iframe", "noembed", "noframes", "xmp"]);

/** A comment, or a start tag and its name ("</" and "<!DOCTYPE" are neither). */
const START_TAGS = /<(?:!--|([a-z][^\s/>]*))/gi;

/**
 * The elements of `html` whose start tag `wanted` picks (by its lower-cased name and its text), as readElements
 * gives them but without a script's text, and without building the others: the link guard reads a page's URLs and ids,
 * which a listing's cards carry on a fifth of its tags, and a full parse of every tag was most of what it spent on
 * a page (docs/decisions.md#checks-over-the-built-site). Every start tag is stepped over whole, and comments and
 * raw-text elements too, so markup in an attribute value, a comment or a script is never taken for a tag; the
 * tags picked are then read by htmlparser2 itself, all at once.
 * @example pickedElements('<p>x</p><a href="/y/">y</a>', (name) => name === "a") // [{ name: "a", attrs: { href: "/y/" }, text: "" }]
 */
export function pickedElements(source: PageSource, wanted: (name: string, tag: string) => boolean): HtmlElement[] {
  const { html, text } = scanned(source);
  const picked: string[] = [];
  const tags = new RegExp(START_TAGS.source, "gi");
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const at = match.index;
    const tagName = match[1];
    if (tagName === undefined) {
      const end = commentEnd(html, at);
      if (end < 0) break;
      tags.lastIndex = end;
      continue;
    }
    const end = startTagEnd(html, at);
    if (end < 0) break;
    const name = tagName.toLowerCase();
    const raw = RAW_TEXT.has(name);
    const tag = text(html.slice(at, end));
    // Each tag closed as soon as it is written, so it reads as it would alone (as scriptElements reads them): no
    // element is left open to change how the next one reads (htmlparser2 drops a <form> opened inside another).
    // A <br>'s closing tag would be a <br> of its own.
    if (wanted(name, tag)) picked.push(name === "br" ? tag : `${tag}</${name}>`);
    tags.lastIndex = end;
    if (raw) {
      const close = closingTag(html, name, end);
      if (close < 0) break;
      tags.lastIndex = close;
    }
  }
  return readElements(picked.join(""));
}

/** The index just past the "-->" that ends the comment at `at`; -1 for none. */
function commentEnd(html: string, at: number): number {
  const end = html.indexOf("-->", at + 4);
  return end < 0 ? -1 : end + 3;
}

/** The index just past the ">" that ends the start tag at `at`, outside quoted attribute values; -1 for none. */
function startTagEnd(html: string, at: number): number {
  let afterEquals = false;
  for (let index = at + 1; index < html.length; index += 1) {
    const char = html[index] as string;
    if (char === ">") return index + 1;
    if (afterEquals && (char === '"' || char === "'")) {
      // A value's opening quote: only right after its "=" (and spaces) does a quote open one. Its value, however
      // long (an island's props), is stepped over at once.
      const close = html.indexOf(char, index + 1);
      if (close < 0) return -1;
      index = close;
      afterEquals = false;
      continue;
    }
    if (char !== " " && char !== "\t" && char !== "\n" && char !== "\r") afterEquals = char === "=";
  }
  return -1;
}

/** Where the closing tag of the raw-text element `name` is, from `from`; -1 for none. */
function closingTag(html: string, name: string, from: number): number {
  const closing = new RegExp(`</${name}(?=[\\s/>])`, "gi");
  closing.lastIndex = from;
  return closing.exec(html)?.index ?? -1;
}
