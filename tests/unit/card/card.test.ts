/**
 * The card model (src/lib/card/card.ts): a product, a listing row, a search
 * hit and a wishlist entry all give the card the same fields, the sale rule
 * applied once.
 */
import { describe, expect, it } from "vitest";
import { toCard, toCardData } from "../../../src/lib/card/card.ts";
import { cardProduct } from "../../../src/lib/listing/listing-data.ts";
import { DATA, PRODUCTS } from "../listing/fixture.ts";
import { offer, offered, product } from "../support.ts";

describe("toCard", () => {
  it("reads a listing row as it reads the product it came from", () => {
    PRODUCTS.forEach((source, index) => {
      const fromRow = toCard(cardProduct(DATA, index));
      // The listing data carries the first two images only: a card shows no more.
      expect(fromRow).toEqual({ ...toCard(source), images: source.images.slice(0, 2) });
    });
  });

  it("names the shops of a product of the feeds, and none for a product of the CMS (issue 28)", () => {
    const base = { id: "7", slug: "rochie", title: "Rochie", price: 7500, oldPrice: null, brands: [], images: [] };
    const sold = offered(product("rochie"), [offer("Magazin Beta", 7500), offer("Magazin Alfa", 8000)]);
    expect(toCard(sold).shops).toEqual(["Magazin Beta", "Magazin Alfa"]);
    expect(toCardData(sold).shops).toEqual(["Magazin Beta", "Magazin Alfa"]);
    expect(toCard(base)).not.toHaveProperty("shops");
    expect(toCardData(base)).not.toHaveProperty("shops");
  });

  it("names the first brand, links the product page by its slug, and keeps every image", () => {
    expect(
      toCard({
        id: "7",
        slug: "rochie",
        title: "Rochie",
        brands: ["Velora", "Boema"],
        price: 7500,
        oldPrice: 10000,
        images: ["/a.jpg", "/b.jpg", "/c.jpg"],
      }),
    ).toEqual({
      id: "7",
      slug: "rochie",
      href: "/detalii-produs/rochie/",
      title: "Rochie",
      brand: "Velora",
      images: ["/a.jpg", "/b.jpg", "/c.jpg"],
      price: 7500,
      oldPrice: 10000,
      checkedOn: null,
    });
  });

  it("takes a search hit's own page and single image; it has no id or slug to save or preview", () => {
    const card = toCard({
      url: "/detalii-produs/rochie-2/",
      title: "Rochie",
      brand: null,
      image: "/a.jpg",
      price: 100,
      oldPrice: null,
    });
    expect(card).toMatchObject({
      id: null,
      slug: null,
      href: "/detalii-produs/rochie-2/",
      images: ["/a.jpg"],
      brand: null,
    });
    expect(toCard({ url: "/x/", title: "X", image: null, price: 100 }).images).toEqual([]);
  });

  it("applies the sale rule: an old price not above the price is no old price", () => {
    const card = (oldPrice: number | null) => toCard({ slug: "a", title: "A", price: 7500, oldPrice }).oldPrice;
    expect(card(10000)).toBe(10000);
    expect(card(7500)).toBeNull();
    expect(card(5000)).toBeNull();
    expect(card(null)).toBeNull();
  });

  it("reads a blank brand as none", () => {
    expect(toCard({ slug: "a", title: "A", price: 1, brand: "" }).brand).toBeNull();
    expect(toCard({ slug: "a", title: "A", price: 1, brands: [] }).brand).toBeNull();
  });
});

describe("toCardData", () => {
  it("keeps what a card needs of a product, its first brand and every image, as plain data", () => {
    const [source] = PRODUCTS;
    if (!source) throw new Error("the fixture has products");
    const data = toCardData(source);
    expect(data).toEqual({
      id: source.id,
      slug: source.slug,
      title: source.title,
      brand: source.brands[0] ?? null,
      price: source.price,
      oldPrice: source.oldPrice,
      images: source.images,
      checkedOn: null,
    });
    expect(toCard(data)).toEqual(toCard(source));
  });
});
