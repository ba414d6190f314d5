/**
 * The guards' readings of a page (src/release/site-check/html-elements.ts): `scriptElements` finds the same
 * <script>, <link> and <astro-island> elements as the full tokenizer, without reading the rest; `pickedElements`
 * the same elements a test picks by their start tag; both read a page's bytes undecoded (PageBytes) as its text.
 */
import { describe, expect, it } from "vitest";
import { PageBytes, pickedElements, readElements, scriptElements } from "../../src/release/site-check/html-elements.ts";

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

describe("pickedElements", () => {
  /** The link guard's pick: URL-bearing elements, and any with an id or a name. */
  const linkPick = (name: string, tag: string) =>
    ["a", "img", "form", "meta", "script"].includes(name) || /\s(?:id|name)\s*=/i.test(tag);
  const byTokenizer = (html: string) =>
    readElements(html)
      .filter((element) => linkPick(element.name, "") || "id" in element.attrs || "name" in element.attrs)
      .map((element) => ({ ...element, text: "" }));

  it("reads the tags it picks as the full tokenizer does, their entities decoded, and builds no other", () => {
    const html = `<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/fetite/">
      <META PROPERTY="og:url" CONTENT="https://vitrina.ro/?a=1&amp;b=2"></head>
      <body><div class="grid"><p id="sus">Sus</p><A HREF=/femei/ data-x=1>Femei</A>
      <img src="/media/a.jpg" srcset="/media/a.jpg 1x, /media/b.jpg 2x" alt="a &gt; b">
      <span class="hidden-id">x</span><input name="q" id="cautare"><br id="rupt"></div></body></html>`;
    const elements = pickedElements(html, linkPick);
    expect(elements).toEqual(byTokenizer(html));
    expect(elements.map((element) => element.attrs["id"] ?? element.name)).toEqual([
      "meta",
      "meta",
      "sus",
      "a",
      "img",
      "cautare",
      "rupt",
    ]);
    expect(elements[1]?.attrs["content"]).toBe("https://vitrina.ro/?a=1&b=2");
  });

  it("takes no tag inside a comment, a script, a stylesheet, a title, a textarea or an attribute value", () => {
    const html = `<title>Rochii <a href="/titlu/">x</a></title><!-- <a href="/comentat/"> -->
      <script type="application/ld+json">{"x":"<a href='/json/'>"}</script>
      <style>.a::after { content: "<a href='/css/'>"; }</style>
      <textarea id="mesaj"><a href="/text/">x</a></textarea>
      <button data-x='<a href="/atribut/">' id="buton">B</button><a href="/real/">R</a>`;
    const elements = pickedElements(html, linkPick);
    expect(elements).toEqual(byTokenizer(html));
    expect(elements.map((element) => element.attrs["href"] ?? element.attrs["id"] ?? element.name)).toEqual([
      "script",
      "mesaj",
      "buton",
      "/real/",
    ]);
  });

  it("reads the second of two forms, which the first, picked and left open, would hide", () => {
    // The contact page: its own form, closed, then the search dialog's; picked alone, the first is never closed.
    const html = `<form id="contact" method="post"><input name="email"><textarea name="mesaj"></textarea></form>
      <div><form role="search" action="/search-result/"><input name="q"></form></div>`;
    const elements = pickedElements(html, linkPick);
    expect(elements).toEqual(byTokenizer(html));
    expect(elements.filter((element) => element.name === "form").map((element) => element.attrs["action"])).toEqual([
      undefined,
      "/search-result/",
    ]);
  });

  it("reads an island's long props at once, and stops at a tag left open at the end, as the tokenizer does", () => {
    const props = `{&quot;rows&quot;:[${Array.from({ length: 500 }, (_, index) => `&quot;/p/${index}/&quot;`).join(",")}]}`;
    const html = `<astro-island uid="1" props="${props}" id="insula"></astro-island><a href="/dupa/">x</a><a href="/neterminat/`;
    const elements = pickedElements(html, linkPick);
    expect(elements).toEqual(byTokenizer(html));
    expect(elements.map((element) => element.attrs["href"] ?? element.attrs["id"])).toEqual(["insula", "/dupa/"]);
  });
});

describe("a page read as its bytes (PageBytes)", () => {
  /** Romanian in text, attribute values, ids, an inline script and a URL; "à" is written with the byte 0xA0. */
  const html = `<!doctype html><html lang="ro"><head><meta charset="utf-8"><title>Rochii și fuste</title>
    <meta property="og:image" content="https://vitrina.ro/media/rochie-țesută.jpg">
    <script type="module">const t = "Încarcă… ăâîșț"; import("/_astro/insulă.js");</script>
    <link rel="modulepreload" href="/_astro/ă.js"></head>
    <body><h1 id="titlu-rochii-și-fuste">Rochii și fuste</h1><p title="voilà">Preț: 129,99 lei</p>
    <a href="/căutare/?q=rochie țesută" id="căutare">Căutare</a><img alt="Rochie țesută" src="/media/ț.jpg">
    <astro-island uid="1" component-url="/_astro/Insulă.js" props="{&quot;t&quot;:[0,&quot;ăș&quot;]}"></astro-island>
    <span title="àid=x">Ș</span></body></html>`;
  const bytes = PageBytes.of(Buffer.from(html, "utf8"));
  const linkPick = (name: string, tag: string) =>
    ["a", "img", "meta", "script", "link"].includes(name) || /\s(?:id|name)\s*=/i.test(tag);

  it("costs no UTF-8 decoding: one character a byte", () => {
    expect(bytes.text.length).toBe(Buffer.byteLength(html));
    expect(bytes.text).not.toContain("ș");
  });

  it("gives the picked elements the page's text gives, their Romanian whole", () => {
    const elements = pickedElements(bytes, linkPick);
    expect(elements).toEqual(pickedElements(html, linkPick));
    expect(elements.map((element) => element.attrs["id"] ?? element.attrs["href"] ?? element.attrs["src"])).toContain(
      "titlu-rochii-și-fuste",
    );
    expect(elements.find((element) => element.name === "a")?.attrs["href"]).toBe("/căutare/?q=rochie țesută");
  });

  it("gives the scripts, links and islands the page's text gives, a script's text whole", () => {
    const elements = scriptElements(bytes);
    expect(elements).toEqual(scriptElements(html));
    expect(elements.find((element) => element.name === "script")?.text).toContain("Încarcă… ăâîșț");
    expect(elements.find((element) => element.name === "astro-island")?.attrs["props"]).toBe('{"t":[0,"ăș"]}');
  });
});
