import { describe, expect, it } from "vitest";
import { pricedFrom, shopsOf } from "../../../src/lib/offers/shops.ts";
import { compareOffers, shownOffers } from "../../../src/lib/offers/shown-offers.ts";
import { offer } from "../support.ts";

describe('shownOffers (issue 28, "Compară ofertele")', () => {
  it("lists every shop's offer, cheapest in stock first, an offer out of stock after every one in stock", () => {
    const offers = [
      offer("Magazin Gama", 9000),
      offer("Magazin Alfa", 5000, { inStock: false }),
      offer("Magazin Beta", 7000),
    ];
    expect(shownOffers({ offers }).map((shown) => [shown.shop, shown.price, shown.inStock])).toEqual([
      ["Magazin Beta", 7000, true],
      ["Magazin Gama", 9000, true],
      ["Magazin Alfa", 5000, false],
    ]);
  });

  it("keeps each offer's own link", () => {
    const shown = shownOffers({ offers: [offer("Magazin Alfa", 5000), offer("Magazin Beta", 6000)] });
    expect(shown.map((entry) => entry.affLink)).toEqual([
      "https://event.2performant.example/click?unique=magazin-alfa",
      "https://event.2performant.example/click?unique=magazin-beta",
    ]);
  });

  it("reads each offer's old price through the one sale rule: a discount only above the price", () => {
    const [sale, none] = shownOffers({
      offers: [offer("Magazin Alfa", 7500, { oldPrice: 10000 }), offer("Magazin Beta", 8000, { oldPrice: 8000 })],
    });
    expect(sale).toMatchObject({ oldPrice: 10000, discount: 25, onSale: true });
    expect(none).toMatchObject({ oldPrice: null, discount: null, onSale: false });
  });

  it("has nothing to compare for one offer, or for a product of the CMS", () => {
    expect(shownOffers({ offers: [offer("Magazin Alfa", 5000)] })).toEqual([]);
    expect(shownOffers({})).toEqual([]);
  });

  it("orders equal prices by shop, in Romanian order", () => {
    expect([offer("Ștrand", 5000), offer("Sport", 5000)].sort(compareOffers).map((entry) => entry.shop)).toEqual([
      "Sport",
      "Ștrand",
    ]);
  });
});

describe("shopsOf and pricedFrom", () => {
  it("names each shop once, in the offers' order; none for a product of the CMS", () => {
    expect(shopsOf({ offers: [offer("Magazin Beta", 1), offer("Magazin Alfa", 2), offer("Magazin Beta", 3)] })).toEqual(
      ["Magazin Beta", "Magazin Alfa"],
    );
    expect(shopsOf({})).toEqual([]);
  });

  it('says "de la" only for a product two shops or more sell', () => {
    expect(pricedFrom(["Magazin Alfa", "Magazin Beta"])).toBe(true);
    expect(pricedFrom(["Magazin Alfa"])).toBe(false);
    expect(pricedFrom(undefined)).toBe(false);
  });
});
