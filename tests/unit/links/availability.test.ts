import { describe, expect, it } from "vitest";
import {
  availabilityKey,
  findPhrase,
  pageStock,
  schemaAvailability,
  visibleText,
} from "../../../src/lib/links/availability.ts";
import { DEFAULT_PHRASES } from "../../../src/lib/links/check-settings.ts";

const PHRASES = DEFAULT_PHRASES.split(",");
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const product = (availability: unknown) => ({
  "@context": "https://schema.org",
  "@type": "Product",
  name: "Rochie midi",
  offers: { "@type": "Offer", price: "149.99", priceCurrency: "RON", availability },
});

describe("schema.org availability in JSON-LD", () => {
  it.each(["https://schema.org/OutOfStock", "http://schema.org/OutOfStock", "schema:OutOfStock", "OutOfStock"])(
    "reads %s as out of stock",
    (value) => {
      expect(pageStock(jsonLd(product(value)), PHRASES)).toEqual({
        outOfStock: true,
        by: "schema",
        detail: "schema.org availability OutOfStock",
      });
    },
  );

  it.each(["SoldOut", "Discontinued"])("reads %s as out of stock too", (value) => {
    expect(pageStock(jsonLd(product(`https://schema.org/${value}`)), PHRASES).outOfStock).toBe(true);
  });

  it.each(["InStock", "LimitedAvailability", "PreOrder", "BackOrder", "OnlineOnly"])(
    "reads %s as something a shopper can buy",
    (value) => {
      expect(pageStock(jsonLd(product(`https://schema.org/${value}`)), PHRASES)).toMatchObject({
        outOfStock: false,
        by: "schema",
      });
    },
  );

  it("is out of stock only when no offer (size, colour) can be bought", () => {
    const offers = (...values: string[]) => ({
      "@type": "Product",
      offers: values.map((value) => ({ "@type": "Offer", availability: `https://schema.org/${value}` })),
    });
    expect(pageStock(jsonLd(offers("OutOfStock", "InStock")), PHRASES).outOfStock).toBe(false);
    expect(pageStock(jsonLd(offers("OutOfStock", "SoldOut")), PHRASES)).toEqual({
      outOfStock: true,
      by: "schema",
      detail: "schema.org availability OutOfStock, SoldOut",
    });
  });

  it("finds the product in an @graph and in an array of blocks", () => {
    const graph = { "@context": "https://schema.org", "@graph": [{ "@type": "WebPage" }, product("OutOfStock")] };
    expect(schemaAvailability(jsonLd(graph))).toEqual(["OutOfStock"]);
    expect(schemaAvailability(jsonLd([{ "@type": "BreadcrumbList" }, product("InStock")]))).toEqual(["InStock"]);
  });

  it("does not take the stock of related products for the page's own", () => {
    const page = {
      ...product("https://schema.org/OutOfStock"),
      isSimilarTo: [product("https://schema.org/InStock")],
      isRelatedTo: product("https://schema.org/InStock"),
    };
    expect(pageStock(jsonLd(page), PHRASES).outOfStock).toBe(true);
  });

  it("reads an availability given as a node with an @id", () => {
    expect(schemaAvailability(jsonLd(product({ "@id": "https://schema.org/OutOfStock" })))).toEqual(["OutOfStock"]);
  });

  it("still reads the property from JSON-LD that does not parse", () => {
    const broken = `<script type="application/ld+json">{"@type": "Product", "description": "linia 1
linia 2", "offers": {"availability": "https://schema.org/OutOfStock"}}</script>`;
    expect(schemaAvailability(broken)).toEqual(["OutOfStock"]);
  });
});

describe("schema.org availability in microdata", () => {
  it("reads <link itemprop=availability href>", () => {
    const html = `<div itemscope itemtype="https://schema.org/Product"><div itemprop="offers" itemscope>
      <link itemprop="availability" href="https://schema.org/OutOfStock"></div></div>`;
    expect(pageStock(html, PHRASES)).toMatchObject({ outOfStock: true, by: "schema" });
  });

  it("reads <meta itemprop=availability content>, attributes in any order and quotes", () => {
    expect(schemaAvailability(`<meta content='https://schema.org/SoldOut' itemprop='availability'>`)).toEqual([
      "SoldOut",
    ]);
    expect(schemaAvailability(`<meta itemprop=availability content=InStock>`)).toEqual(["InStock"]);
  });

  it("reads a property list that names availability among others", () => {
    expect(schemaAvailability(`<link itemprop="offers availability" href="https://schema.org/OutOfStock">`)).toEqual([
      "OutOfStock",
    ]);
  });
});

describe("phrases", () => {
  const page = (body: string) => `<html><body><main>${body}</main></body></html>`;

  it.each([
    ["with comma-below letters", "<p>Stoc epuizat</p>"],
    ["in capitals", "<span>STOC EPUIZAT</span>"],
    ["split by tags and spaces", "<b>Stoc</b>\n   <i>epuizat</i>"],
    ["with a non-breaking space entity", "Stoc&nbsp;epuizat"],
  ])("finds 'stoc epuizat' %s", (_, body) => {
    expect(pageStock(page(body), PHRASES)).toEqual({
      outOfStock: true,
      by: "phrase",
      detail: 'the page says "stoc epuizat"',
    });
  });

  it("matches ș, the old ş and no diacritics alike, in the page and in the setting", () => {
    const phrases = ["nu mai este în stoc"];
    for (const text of ["Nu mai este în stoc", "Nu mai este in stoc", "NU MAI ESTE &icirc;N STOC"]) {
      expect(findPhrase(visibleText(page(text)), phrases), text).toBe("nu mai este în stoc");
    }
    const comma = ["Coșul e gol, produsul s-a epuizat"];
    expect(findPhrase("Coşul e gol, produsul s-a epuizat", comma)).toBe(comma[0]);
    expect(findPhrase("Cosul e gol, produsul s-a epuizat", comma)).toBe(comma[0]);
    expect(findPhrase(visibleText("Co&#351;ul e gol, produsul s-a epuizat"), comma)).toBe(comma[0]);
    expect(findPhrase(visibleText("Co&#x219;ul e gol, produsul s-a epuizat"), comma)).toBe(comma[0]);
  });

  it("matches whole words only", () => {
    expect(findPhrase("Mărimea S: indisponibilă", ["indisponibil"])).toBeNull();
    expect(findPhrase("Produs indisponibil.", ["indisponibil"])).toBe("indisponibil");
  });

  it("does not read scripts, styles or comments, where shops keep the phrase for every page", () => {
    const html = page(`<p>Rochie midi, 149 lei</p>
      <script>window.i18n = { soldOut: "Stoc epuizat" };</script>
      <style>.stoc-epuizat::after { content: "Stoc epuizat" }</style>
      <!-- Stoc epuizat -->
      <template><span>Stoc epuizat</span></template>`);
    expect(pageStock(html, PHRASES)).toEqual({ outOfStock: false, by: "none", detail: "no stock information" });
  });

  it("leaves it to schema.org when the page has it: in stock there wins over a phrase", () => {
    const html = jsonLd(product("https://schema.org/InStock")) + page("<aside>Alte produse: Stoc epuizat</aside>");
    expect(pageStock(html, PHRASES)).toMatchObject({ outOfStock: false, by: "schema" });
  });

  it("takes the configured phrases, and none when none are configured", () => {
    expect(pageStock(page("Sold out"), ["sold out"]).outOfStock).toBe(true);
    expect(pageStock(page("Stoc epuizat"), []).outOfStock).toBe(false);
  });
});

describe("availabilityKey", () => {
  it("is one key whatever the prefix", () => {
    expect(availabilityKey("https://schema.org/OutOfStock")).toBe("outofstock");
    expect(availabilityKey(" schema:OutOfStock ")).toBe("outofstock");
    expect(availabilityKey("OutOfStock")).toBe("outofstock");
  });
});
