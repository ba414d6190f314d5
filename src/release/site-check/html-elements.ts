/**
 * The elements of a built HTML page that the budget script and the link check read: every start tag with its
 * attributes, and the text of inline scripts. A real tokenizer (htmlparser2), so that markup quoted inside a
 * script or an attribute is never taken for a tag.
 */
import { Parser } from "htmlparser2";

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
