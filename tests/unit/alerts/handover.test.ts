/**
 * The prices the build hands the service for the alerts: a CMS product is in stock with one offer, its shop its
 * link's host; a feed product keeps each offer's stock; the file is read back whole or refused with a reason.
 */
import { describe, expect, it } from "vitest";
import {
  cataloguePricesDocument,
  CataloguePricesError,
  parseCataloguePrices,
  productPrice,
} from "../../../src/lib/alerts/handover.ts";
import { product } from "../support.ts";

describe("the alerts' hand-over", () => {
  it("makes a CMS product one offer in stock, at its link's shop, with its page", () => {
    const made = productPrice({
      ...product("rochie", { id: "7", affLink: "https://www.alfa.ro/p/1" }),
      price: 19900,
    });
    expect(made).toMatchObject({ id: "7", path: "/detalii-produs/rochie/", price: 19900, inStock: true });
    expect(made.offers).toEqual([{ shop: "alfa.ro", price: 19900, reference: null, inStock: true }]);
  });

  it("keeps a feed product's offers and their stock", () => {
    const offers = [
      {
        shop: "Alfa",
        price: 10000,
        oldPrice: null,
        inStock: false,
        affLink: "https://a.ro/",
        pageUrl: null,
        sizes: [],
      },
      { shop: "Beta", price: 12000, oldPrice: null, inStock: true, affLink: "https://b.ro/", pageUrl: null, sizes: [] },
    ];
    const made = productPrice({ ...product("rochie"), price: 10000, offers, inStock: true });
    expect(made.offers.map((o) => [o.shop, o.inStock])).toEqual([
      ["Alfa", false],
      ["Beta", true],
    ]);
  });

  it("reads back what it wrote, and refuses a broken file saying where", () => {
    const made = productPrice(product("rochie", { id: "7" }));
    const read = parseCataloguePrices(cataloguePricesDocument([made], new Date("2026-11-24T00:00:00Z")));
    expect(read.products.get("7")).toEqual(made);
    expect(() => parseCataloguePrices("{")).toThrow(CataloguePricesError);
    expect(() => parseCataloguePrices('{"builtAt":"2026-11-24","products":[{"id":"7"}]}')).toThrow(/products\.0/);
  });
});
