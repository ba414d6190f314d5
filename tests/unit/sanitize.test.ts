import { describe, expect, it } from "vitest";
import { markupToText, sanitizeMarkup } from "../../src/lib/sanitize.ts";

describe("sanitizeMarkup (CMS.md: markup is sanitised to an allow-list)", () => {
  it("keeps the formatting editors use", () => {
    const markup = "<p>Rochie <strong>lejeră</strong> din <em>in</em>.</p><ul><li>Guler</li><li>Nasturi</li></ul>";
    expect(sanitizeMarkup(markup)).toBe(markup);
  });

  it("removes scripts, styles and frames together with their content", () => {
    const clean = sanitizeMarkup(
      '<p>Bună</p><script>alert(1)</script><style>body{display:none}</style><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toBe("<p>Bună</p>");
  });

  it("removes event handlers and style attributes", () => {
    const clean = sanitizeMarkup('<p onclick="steal()" style="position:fixed" class="x">Text</p>');
    expect(clean).toBe("<p>Text</p>");
  });

  it("removes images, with their onerror handlers", () => {
    const clean = sanitizeMarkup('<p>A<img src="https://x.example/a.jpg" onerror="steal()">B</p>');
    expect(clean).toBe("<p>AB</p>");
    expect(sanitizeMarkup('<svg onload="steal()"><circle /></svg><p>C</p>')).toBe("<p>C</p>");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "  javascript:alert(1)",
    "java&#x09;script:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/path",
  ])("drops the href %j and keeps the link text", (href) => {
    const clean = sanitizeMarkup(`<a href="${href}">link</a>`);
    expect(clean).not.toMatch(/href/i);
    expect(clean).not.toMatch(/script:|data:/i);
    expect(clean).toContain(">link</a>");
  });

  it("opens outside links in a new tab without passing reputation or window access", () => {
    const clean = sanitizeMarkup(
      '<a href="https://shop.example.ro/x" target="_self" rel="opener" onclick="y()">Magazin</a>',
    );
    expect(clean).toContain('href="https://shop.example.ro/x"');
    expect(clean).toContain('rel="nofollow noopener"');
    expect(clean).toContain('target="_blank"');
    expect(clean.match(/\brel=/g)).toHaveLength(1);
    expect(clean.match(/\btarget=/g)).toHaveLength(1);
    expect(clean).not.toContain("onclick");
  });

  it("turns a page heading into a section heading: the page has its own h1", () => {
    expect(sanitizeMarkup("<h1>Detalii</h1>")).toBe("<h2>Detalii</h2>");
  });

  it("drops empty paragraphs editors leave behind", () => {
    expect(sanitizeMarkup("<p>Text</p><p> </p><p></p>")).toBe("<p>Text</p>");
  });

  it("keeps Romanian letters as they are", () => {
    expect(sanitizeMarkup("<p>Țesătură șic, mărimi mici</p>")).toBe("<p>Țesătură șic, mărimi mici</p>");
  });
});

describe("markupToText", () => {
  it("gives plain text with entities decoded", () => {
    expect(markupToText("<p>Rochie &amp; <strong>curea</strong>&nbsp;din piele</p>")).toBe("Rochie & curea din piele");
  });

  it("drops scripts entirely, not just their tags", () => {
    expect(markupToText("<p>Text</p><script>alert('x')</script>")).toBe("Text");
  });

  it("keeps words of separate paragraphs, list items and lines apart", () => {
    expect(markupToText("<p>Rochie din in.</p><p>Spălare la 30°.</p>")).toBe("Rochie din in. Spălare la 30°.");
    expect(markupToText("<ul><li>Guler</li><li>Nasturi</li></ul>")).toBe("Guler Nasturi");
    expect(markupToText("Prima linie<br>A doua")).toBe("Prima linie A doua");
  });
});
