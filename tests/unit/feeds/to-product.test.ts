import { describe, expect, it } from "vitest";
import type { FeedProduct, ShopOffer } from "../../../src/lib/feeds/group.ts";
import { categoryLander, descriptionMarkup, toProductResults } from "../../../src/lib/feeds/to-product.ts";
import { categoryNamed } from "../support.ts";

const offer = (shop: string, price: number, inStock = true): ShopOffer => ({
  shop,
  feed: shop,
  productId: `${shop}-1`,
  price,
  oldPrice: null,
  inStock,
  affLink: `https://${shop.toLowerCase()}.example/p/1`,
  pageUrl: `https://${shop.toLowerCase()}.example/p/1`,
  sizes: ["M"],
});

function feedProduct(change: Partial<FeedProduct> = {}): FeedProduct {
  const offers = change.offers ?? [offer("Alfa", 10_000), offer("Beta", 12_000), offer("Gama", 9_000, false)];
  return {
    id: "feed-0123456789ab",
    slug: "rochie-ana",
    title: "Rochie Ana",
    description: "Bumbac <100%>.\n\nSpălare la 30°",
    images: ["https://cdn.example/a.jpg"],
    price: offers[0]!.price,
    oldPrice: null,
    affLink: offers[0]!.affLink,
    brands: ["Nordvik"],
    color: "Roșu",
    colors: ["Roșu"],
    material: null,
    sku: null,
    gtin: null,
    gender: "femei",
    category: "Rochii",
    sizes: ["M"],
    inStock: offers[0]!.inStock,
    offers,
    ...change,
  };
}

describe("toProductResults: a feed product as the catalogue's", () => {
  const categories = [categoryNamed("Rochii-femei")];
  const firstSeen = new Map([["feed-0123456789ab", "2026-11-01"]]);

  it("keeps every offer in order, the first offer's price and link, its stock and first-seen date", () => {
    const [result] = toProductResults([feedProduct()], { categories, firstSeen });
    expect(result?.ok).toBe(true);
    if (!result?.ok) return;
    const { product } = result;
    expect(product.offers?.map((each) => [each.shop, each.price, each.inStock])).toEqual([
      ["Alfa", 10_000, true],
      ["Beta", 12_000, true],
      ["Gama", 9_000, false],
    ]);
    expect([product.price, product.affLink, product.inStock]).toEqual([10_000, "https://alfa.example/p/1", true]);
    expect(product.createdAt).toBe("2026-11-01");
    expect(product.description).toBe("<p>Bumbac &lt;100%&gt;.</p><p>Spălare la 30°</p>");
  });

  it("says a product with no offer in stock is not in stock", () => {
    const [result] = toProductResults([feedProduct({ offers: [offer("Alfa", 10_000, false)], inStock: false })], {
      categories,
      firstSeen,
    });
    expect(result?.ok && result.product.inStock).toBe(false);
  });

  it("passes the gate every product passes: a title too long is left out with its reason", () => {
    const [result] = toProductResults([feedProduct({ title: "R".repeat(400) })], { categories, firstSeen });
    expect(result?.ok).toBe(false);
    expect(!result?.ok && result?.problems[0]?.field).toBe("title");
  });

  it("shows the sample's images from the site's own folder when told how", () => {
    const [result] = toProductResults([feedProduct()], {
      categories,
      firstSeen,
      image: (url) => url.replace("https://cdn.example", ""),
    });
    expect(result?.ok && result.product.images).toEqual(["/a.jpg"]);
  });
});

describe("categoryLander: a rule's gender and category land on the catalogue's categories", () => {
  it("takes the catalogue's own category of that section and slug, its name as the CMS writes it", () => {
    const land = categoryLander([categoryNamed("Cămăși-barbati")]);
    expect(land("Camasi", "barbati")).toEqual({
      name: "Cămăși-barbati",
      label: "Cămăși",
      slug: "camasi",
      section: "barbati",
      path: "/barbati/camasi/",
    });
  });

  it("makes a new one when the catalogue has none", () => {
    expect(categoryLander([])("Pulovere", "femei")).toEqual({
      name: "Pulovere-femei",
      label: "Pulovere",
      slug: "pulovere",
      section: "femei",
      path: "/femei/pulovere/",
    });
  });
});

describe("descriptionMarkup", () => {
  it("keeps HTML as it is (the gate sanitises it) and makes plain text paragraphs", () => {
    expect(descriptionMarkup("<p>Bună</p>")).toBe("<p>Bună</p>");
    expect(descriptionMarkup("Unu\n\nDoi")).toBe("<p>Unu</p><p>Doi</p>");
  });
});
