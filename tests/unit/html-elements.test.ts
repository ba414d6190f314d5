/**
 * The page-weight guard's reading of a page's scripts (src/release/site-check/html-elements.ts): `scriptElements`
 * finds the same <script>, <link> and <astro-island> elements as the full tokenizer, without reading the rest.
 */
import { describe, expect, it } from "vitest";
import { readElements, scriptElements } from "../../src/release/site-check/html-elements.ts";

const SCRIPT_NAMES = new Set(["script", "link", "astro-island"]);
const byTokenizer = (html: string) => readElements(html).filter((element) => SCRIPT_NAMES.has(element.name));

describe("scriptElements", () => {
  it("reads the scripts, links and islands a page names, with their attributes and a script's text", () => {
    const html = `<!doctype html><html><head><meta charset="utf-8">
      <link rel="modulepreload" href="/_astro/a.js"><link rel=stylesheet href=/_astro/a.css>
      <script type="module" src="/_astro/page.js"></script>
      <script type="module">import "/_astro/b.js"; const a = 1 > 0 && "<a href='/x/'>";</script></head>
      <body><h1 title="a &gt; b">Rochii</h1><linkx href="/nu/"></linkx>
      <astro-island uid="1" component-url="/_astro/Island.js" props="{&quot;a&quot;:[0,&quot;&lt;b&gt;&quot;]}"></astro-island>
      <SCRIPT SRC="/_astro/upper.js"></SCRIPT></body></html>`;
    const elements = scriptElements(html);
    expect(elements).toEqual(byTokenizer(html));
    expect(elements.map((element) => element.name)).toEqual([
      "link",
      "link",
      "script",
      "script",
      "astro-island",
      "script",
    ]);
    expect(elements[3]?.text).toContain("<a href='/x/'>");
    expect(elements[4]?.attrs["props"]).toBe('{"a":[0,"<b>"]}');
  });

  it("takes no tag inside a comment, a stylesheet, a script's text or a quoted attribute value", () => {
    const html = `<!-- <script src="/comentat.js"></script> -->
      <style>.a::after { content: "<script src='/css.js'>"; }</style>
      <script type="application/ld+json">{"name":"<script src=\\"/json.js\\"></script>"}</script>
      <a data-x='<link rel="modulepreload" href="/atribut.js">' href="/femei/">Femei</a>
      <img alt="2 > 1" src="/media/a.jpg"><script src="/real.js"></script>`;
    const elements = scriptElements(html);
    expect(elements).toEqual(byTokenizer(html));
    expect(elements.map((element) => element.attrs["src"] ?? element.name)).toEqual(["script", "/real.js"]);
  });

  it("reads an unclosed script to the end, as the tokenizer does", () => {
    const html = `<p>a</p><script>let a = "<link href='/x.js'>";`;
    expect(scriptElements(html)).toEqual(byTokenizer(html));
  });
});
