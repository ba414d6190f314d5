import { describe, expect, it } from "vitest";
import { searchDocument } from "../../../src/lib/search/document.ts";
import { readRecordUrl } from "../../../src/lib/search/document-fields.ts";
import { offer, offered, product } from "../support.ts";

/** Every element of the document that carries `attribute`: the attribute's value and the text that follows it. */
const elements = (html: string, attribute: string) =>
  [...html.matchAll(new RegExp(`<\\w+[^>]*\\b${attribute}="([^"]*)"[^>]*>([^<]*)`, "g"))].map(([, value, text]) => ({
    value,
    text,
  }));

describe("searchDocument", () => {
  const shirt = product("camasa-oxford", {
    title: "Cămaşă Oxford din bumbac",
    price: "149,99",
    oldPrice: "199,99",
    brands: "Stejar, Bucur & Fiii",
    category: "Cămăși-barbati",
    gender: "Bărbați",
    color: "Alb",
    material: "Bumbac",
    images: ["https://cdn.example.ro/camasa.jpg?w=600&h=800"],
    description: "<p>Croită <strong>drept</strong>.</p><p>Se poartă și cu <em>blugi</em>.</p>",
  });
  const { url, html } = searchDocument(shirt);

  it("leads to the product's page, and names the product's id and image in its address, where no search finds them", () => {
    expect(readRecordUrl(url)).toEqual({
      page: "/detalii-produs/camasa-oxford/",
      id: shirt.id,
      image: "https://cdn.example.ro/camasa.jpg?w=600&h=800",
    });
    expect(html).not.toContain(shirt.id);
    expect(html).not.toContain("camasa.jpg");
  });

  it('is Romanian (<html lang="ro">), so Pagefind stems it as Romanian', () => {
    expect(html).toMatch(/^<!doctype html><html lang="ro">/);
  });

  it("puts the title in the h1, the heading Pagefind weighs most and takes as the result's title", () => {
    expect(html).toContain("<h1>Cămașă Oxford din bumbac</h1>");
  });

  it("writes the old cedilla letters in the standard spelling the query is also put in", () => {
    expect(html).not.toMatch(/[şţŞŢ]/);
  });

  it("stores each price as whole bani in a meta of its own (one key:value per attribute)", () => {
    expect(elements(html, "data-pagefind-meta").map((meta) => meta.value)).toEqual(
      expect.arrayContaining(["price:14999", "old_price:19999", "brand"]),
    );
  });

  it("makes every brand, the category and the audience both searchable words and filters", () => {
    const filters = elements(html, "data-pagefind-filter").map(({ value, text }) => [value, text]);
    expect(filters).toEqual([
      ["brand", "Stejar"],
      ["brand", "Bucur &amp; Fiii"],
      ["categorie", "Cămăși"],
      ["gen:barbati", "Bărbați"],
    ]);
  });

  it("makes each shop that sells a product of the feeds a searchable filter, and names them for the card (issue 28)", () => {
    const dress = offered(product("rochie-ana"), [offer("Magazin Beta", 9000), offer("Magazin & Alfa", 8000)]);
    const document = searchDocument(dress).html;
    expect(elements(document, "data-pagefind-filter").filter(({ value }) => value === "magazin")).toEqual([
      { value: "magazin", text: "Magazin &amp; Alfa" },
      { value: "magazin", text: "Magazin Beta" },
    ]);
    expect(elements(document, "data-pagefind-meta").map((meta) => meta.value)).toContain(
      "shops:Magazin &amp; Alfa · Magazin Beta",
    );
    expect(html).not.toContain("magazin");
  });

  it("names the first brand on the card", () => {
    expect(elements(html, "data-pagefind-meta").find((meta) => meta.value === "brand")?.text).toBe("Stejar");
  });

  it("weighs brand, category and audience above colour and material, and those above the description", () => {
    expect(html).toMatch(/<p data-pagefind-weight="5">.*Stejar.*Cămăși.*Bărbați.*<\/p>/);
    expect(html).toContain('<p data-pagefind-weight="2">Alb, Bumbac</p>');
    expect(html).toContain("<p>Croită drept. Se poartă și cu blugi.</p>");
  });

  it("escapes catalogue text, so a title cannot add markup or attributes to the index", () => {
    const odd = searchDocument(product("odd", { title: 'Rochie <b>"nouă"</b>', description: "" })).html;
    expect(odd).toContain("<h1>Rochie &lt;b&gt;&quot;nouă&quot;&lt;/b&gt;</h1>");
  });

  it("leaves out what the product does not have", () => {
    const bare = searchDocument(
      product("bare", { images: [], oldPrice: null, color: null, material: null, gender: null, category: null }),
    ).html;
    expect(bare).not.toContain("old_price");
    expect(bare).not.toContain("<img");
    expect(readRecordUrl(searchDocument(product("bare", { images: [] })).url)).not.toHaveProperty("image");
    expect(bare).not.toContain("gen:");
    expect(bare).not.toContain("categorie");
    expect(bare).not.toContain('data-pagefind-weight="2"');
  });
});
