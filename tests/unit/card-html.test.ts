import { describe, expect, it } from "vitest";
import { productCardHtml } from "../../src/components/catalog/card-html.ts";
import { priceHtml } from "../../src/components/catalog/price-html.ts";
import { product } from "./support.ts";

describe("priceHtml (spec §2: the price, and the real discount when on sale)", () => {
  it("shows the price alone when there is no old price above it", () => {
    expect(priceHtml(14999, null)).toBe('<p class="price price--small"><span class="price__now">149,99 Ron</span></p>');
    expect(priceHtml(14999, 14999)).not.toContain("price__old");
  });

  it("shows the old price struck through and the discount computed from it", () => {
    const html = priceHtml(7500, 10000, { size: "large", tag: "span" });
    expect(html).toMatch(
      /^<span class="price price--large"><span class="price__now price__now--sale">75,00 Ron<\/span>/,
    );
    expect(html).toContain('<s class="price__old">100,00 Ron</s>');
    expect(html).toContain('<span class="price__badge">-25%</span>');
  });
});

describe("productCardHtml (spec §2: the product card)", () => {
  const dress = product("rochie-midi", {
    title: 'Rochie "Ana" <midi>',
    images: ["https://cdn.example.ro/1.jpg", "https://cdn.example.ro/2.jpg", "https://cdn.example.ro/3.jpg"],
    price: "75,00",
    oldPrice: "100,00",
  });

  it("links the title to the product page and escapes what the CMS wrote", () => {
    const html = productCardHtml(dress, { headingLevel: 2 });
    expect(html).toContain(
      '<h2 class="card__title"><a href="/detalii-produs/rochie-midi/">Rochie &quot;Ana&quot; &lt;midi&gt;</a></h2>',
    );
    expect(html).not.toContain("<midi>");
  });

  it("loads the first cards' main image eagerly and every other image lazily", () => {
    const eager = productCardHtml(dress, { eager: true });
    expect(eager).toContain('loading="eager" decoding="async" fetchpriority="high" data-card-image="main"');
    expect(eager).toContain('loading="lazy" decoding="async" data-card-image="hover"');
    expect(productCardHtml(dress)).not.toContain('loading="eager"');
  });

  it("flags a sale, keeps the spare images for the image check, and names both buttons by the product", () => {
    const html = productCardHtml(dress);
    expect(html).toContain('<span class="card__flag">Reducere</span>');
    expect(html).toContain("data-images=");
    expect(html).toContain('aria-label="Adaugă „Rochie &quot;Ana&quot; &lt;midi&gt;” la favorite"');
    expect(html).toContain('data-quick-view="rochie-midi"');
  });

  it("shows the placeholder when the product has no image", () => {
    const html = productCardHtml(product("fara-poza", { images: [] }));
    expect(html).toContain('<span class="card__placeholder">Fără imagine</span>');
    expect(html).not.toContain("<img");
  });
});
