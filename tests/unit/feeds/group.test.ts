import { describe, expect, it } from "vitest";
import { compareOffers, groupOffers } from "../../../src/lib/feeds/group.ts";
import { offer } from "../../support/feeds.ts";

describe("grouping offers into products", () => {
  it("makes rows of different shops with one GTIN one product, an offer per shop", () => {
    const products = groupOffers([
      offer({ shop: "Alfa", id: "a1", gtin: "05901234123457", price: 14999, title: "Rochie Ana roșie" }),
      offer({ shop: "Beta", id: "b1", gtin: "05901234123457", price: 13900, title: "Rochie ANA" }),
      offer({ shop: "Gama", id: "g1", gtin: "05901234123464", price: 12000 }),
    ]);
    expect(products).toHaveLength(2);
    const merged = products.find((product) => product.offers.length === 2)!;
    expect(merged.offers.map((each) => [each.shop, each.price])).toEqual([
      ["Beta", 13900],
      ["Alfa", 14999],
    ]);
    expect(merged).toMatchObject({ price: 13900, title: "Rochie ANA", gtin: "05901234123457" });
  });

  it("without a GTIN, merges on brand, folded title and colour, and not when one differs", () => {
    const products = groupOffers([
      offer({ shop: "Alfa", id: "a1", brand: "Zara", title: "Cămașă Oxford", color: "Alb" }),
      offer({ shop: "Beta", id: "b1", brand: "ZARA", title: "camasa  oxford", color: "alb" }),
      offer({ shop: "Gama", id: "g1", brand: "Zara", title: "Cămașă Oxford", color: "Albastru" }),
      offer({ shop: "Delta", id: "d1", brand: "Mango", title: "Cămașă Oxford", color: "Alb" }),
      // No brand: "Tricou alb" names too many products to merge shops on.
      offer({ shop: "Alfa", id: "a2", brand: null, title: "Tricou alb" }),
      offer({ shop: "Beta", id: "b2", brand: null, title: "Tricou alb" }),
    ]);
    expect(products.map((product) => product.offers.map((each) => each.shop).sort())).toEqual(
      expect.arrayContaining([["Alfa", "Beta"], ["Gama"], ["Delta"], ["Alfa"], ["Beta"]]),
    );
    expect(products).toHaveLength(5);
  });

  it("makes a shop's variants sharing an item group one product, the sizes in stock listed", () => {
    const products = groupOffers([
      offer({ shop: "Alfa", id: "s", itemGroupId: "ANA", size: "S", price: 15000, gtin: "00000000000017" }),
      offer({ shop: "Alfa", id: "m", itemGroupId: "ANA", size: "M", price: 14000, gtin: "00000000000024" }),
      offer({ shop: "Alfa", id: "l", itemGroupId: "ANA", size: "L", price: 13000, inStock: false }),
      // Another shop selling size M under the same GTIN joins the product.
      offer({ shop: "Beta", id: "b", size: "M", price: 14500, gtin: "00000000000024" }),
    ]);
    expect(products).toHaveLength(1);
    const [product] = products;
    expect(product!.sizes).toEqual(["M", "S"]);
    expect(product!.offers).toEqual([
      expect.objectContaining({ shop: "Alfa", productId: "m", price: 14000, inStock: true, sizes: ["M", "S"] }),
      expect.objectContaining({ shop: "Beta", price: 14500, sizes: ["M"] }),
    ]);
  });

  it("orders offers cheapest in stock first, out of stock last however cheap", () => {
    const products = groupOffers([
      offer({ shop: "Alfa", id: "1", gtin: "00000000000017", price: 20000 }),
      offer({ shop: "Beta", id: "2", gtin: "00000000000017", price: 9000, inStock: false }),
      offer({ shop: "Gama", id: "3", gtin: "00000000000017", price: 15000 }),
      offer({ shop: "Delta", id: "4", gtin: "00000000000017", price: 15000 }),
    ]);
    expect(products[0]!.offers.map((each) => each.shop)).toEqual(["Delta", "Gama", "Alfa", "Beta"]);
    expect(products[0]).toMatchObject({ price: 15000, inStock: true, affLink: "https://delta.example/4" });
    expect(compareOffers(products[0]!.offers[3]!, products[0]!.offers[0]!)).toBeGreaterThan(0);
  });

  it("marks a product with no offer in stock, and keeps its id whatever order the rows come in", () => {
    const rows = [
      offer({ shop: "Alfa", id: "1", gtin: "00000000000017", inStock: false }),
      offer({ shop: "Beta", id: "2", gtin: "00000000000017", inStock: false }),
    ];
    const [product] = groupOffers(rows);
    expect(product).toMatchObject({ inStock: false, sizes: [] });
    expect(groupOffers([...rows].reverse())[0]!.id).toBe(product!.id);
    expect(product!.id).toMatch(/^feed-[0-9a-f]{12}$/);
  });
});
