import { describe, expect, it } from "vitest";
import { toSearchHit } from "../../../src/lib/search/hits.ts";

const url = "/detalii-produs/rochie-midi/";

describe("toSearchHit", () => {
  it("reads a result card from the index's meta: prices are whole bani", () => {
    expect(
      toSearchHit({
        url,
        meta: { title: "Rochie midi", brand: "Velora", image: "/media/rochie.svg", price: "14999", old_price: "19999" },
      }),
    ).toEqual({
      url,
      title: "Rochie midi",
      brand: "Velora",
      image: "/media/rochie.svg",
      price: 14999,
      oldPrice: 19999,
    });
  });

  it("leaves out what the product does not have", () => {
    expect(toSearchHit({ url, meta: { title: "Rochie midi", price: "14999" } })).toMatchObject({
      brand: null,
      image: null,
      oldPrice: null,
    });
  });

  it("keeps an old price only when it is above the price (no fake discount)", () => {
    expect(toSearchHit({ url, meta: { title: "Rochie", price: "14999", old_price: "14999" } })?.oldPrice).toBeNull();
    expect(toSearchHit({ url, meta: { title: "Rochie", price: "14999", old_price: "9999" } })?.oldPrice).toBeNull();
  });

  it("skips a result without a title or a usable price rather than drawing it half empty", () => {
    expect(toSearchHit({ url, meta: { price: "14999" } })).toBeNull();
    expect(toSearchHit({ url, meta: { title: " ", price: "14999" } })).toBeNull();
    expect(toSearchHit({ url, meta: { title: "Rochie" } })).toBeNull();
    // Two meta values run together: what Pagefind gives for "price:1, old_price:2" in one attribute.
    expect(toSearchHit({ url, meta: { title: "Rochie", price: "14999, old_price:19999" } })).toBeNull();
    expect(toSearchHit({ url, meta: { title: "Rochie", price: "0" } })).toBeNull();
  });
});
