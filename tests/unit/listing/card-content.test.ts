/**
 * The island's cards read what the build's cards read: for each product of a
 * listing, what cardContent works out from the listing data is what
 * card-html.ts writes from the product itself.
 */
import { describe, expect, it } from "vitest";
import { productCardHtml } from "../../../src/components/catalog/card-html.ts";
import { escapeHtml } from "../../../src/lib/html.ts";
import { cardContent } from "../../../src/lib/listing/card-content.ts";
import { cardProduct, listingData } from "../../../src/lib/listing/listing-data.ts";
import { product } from "../support.ts";
import { DATA, PRODUCTS } from "./fixture.ts";

const contentAt = (index: number) => cardContent(cardProduct(DATA, index));

describe("cardContent (the listing island's product card)", () => {
  it("writes what the build's card writes: link, title, brand, price, both buttons' data", () => {
    PRODUCTS.forEach((source, index) => {
      const html = productCardHtml(source, { headingLevel: 2 });
      const content = contentAt(index);
      expect(content.id).toBe(source.id);
      expect(html).toContain(`data-product-id="${escapeHtml(content.id)}"`);
      expect(html).toContain(`<a href="${escapeHtml(content.href)}">${escapeHtml(content.title)}</a>`);
      if (content.brand) expect(html).toContain(`<p class="card__brand">${escapeHtml(content.brand)}</p>`);
      else expect(html).not.toContain("card__brand");
      expect(html).toContain(`>${content.price}</span>`);
      expect(html).toContain(`data-wishlist-entry="${escapeHtml(content.wishlistEntry)}"`);
      expect(html).toContain(`aria-label="${escapeHtml(content.wishlistLabel)}"`);
      expect(html).toContain(`data-quick-view="${escapeHtml(content.slug)}" data-href="${escapeHtml(content.href)}"`);
      expect(html).toContain(`aria-label="${escapeHtml(content.quickViewLabel)}"`);
      expect(html.includes("card__flag")).toBe(content.flagged);
      expect(html).toContain(`src="${escapeHtml(content.main ?? "")}"`);
      if (content.hover) expect(html).toContain(`src="${escapeHtml(content.hover)}"`);
    });
  });

  it("shows the old price and the real discount only when the product is on sale", () => {
    const sale = PRODUCTS.findIndex((source) => source.oldPrice !== null);
    const full = PRODUCTS.findIndex((source) => source.oldPrice === null);
    expect(contentAt(sale)).toMatchObject({ flagged: true, discount: { oldPrice: "160,00 Ron", badge: "-25%" } });
    expect(contentAt(full)).toMatchObject({ flagged: false, discount: null });
    expect(productCardHtml(PRODUCTS[sale]!)).toContain(`<s class="price__old">160,00 Ron</s>`);
  });

  it("gives a product without pictures no image, and one with a single picture no hover image", () => {
    const data = listingData([
      product("fara-poza", { id: "fara-poza", images: [] }),
      product("o-poza", { id: "o-poza", images: ["https://cdn.example.ro/o-poza.jpg"] }),
    ]);
    expect(cardContent(cardProduct(data, 0))).toMatchObject({ main: null, hover: null });
    expect(cardContent(cardProduct(data, 1))).toMatchObject({ main: "https://cdn.example.ro/o-poza.jpg", hover: null });
  });
});
