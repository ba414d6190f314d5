/**
 * One sale rule (src/lib/prices/shown-price.ts): wherever a product is on sale, a shopper sees the same thing.
 */
import { describe, expect, it } from "vitest";
import { cardHtml } from "../../../src/components/catalog/card-html.ts";
import { priceHtml } from "../../../src/components/catalog/price-html.ts";
import { toCard } from "../../../src/lib/card/card.ts";
import { select } from "../../../src/lib/listing/facets.ts";
import { NO_FILTERS } from "../../../src/lib/listing/filter.ts";
import { cardProduct, listingData } from "../../../src/lib/listing/listing-data.ts";
import { shownPrice } from "../../../src/lib/prices/shown-price.ts";
import { product } from "../support.ts";

describe("shownPrice", () => {
  it("shows an old price above the price, with its badge", () => {
    expect(shownPrice(7500, 10000)).toEqual({ price: 7500, oldPrice: 10000, discount: 25, onSale: true });
  });

  it("shows no old price, no badge and no sale for an old price not above the price", () => {
    expect(shownPrice(10000, 10000)).toEqual({ price: 10000, oldPrice: null, discount: null, onSale: false });
    expect(shownPrice(10000, 9000)).toEqual({ price: 10000, oldPrice: null, discount: null, onSale: false });
    expect(shownPrice(10000, null)).toEqual({ price: 10000, oldPrice: null, discount: null, onSale: false });
  });

  it("keeps a sale that rounds to 0% a sale, with its old price but no -0% badge", () => {
    expect(shownPrice(9999, 10000)).toEqual({ price: 9999, oldPrice: 10000, discount: null, onSale: true });
  });
});

describe("a product the cards flag as on sale shows its old price everywhere", () => {
  const tiny = product("fular", { id: "f", title: "Fular", price: "99,99", oldPrice: "100,00" });

  it("on its card: the flag and the struck-through old price go together", () => {
    const html = cardHtml(toCard(tiny));
    expect(html).toContain("card__flag");
    expect(html).toContain('<s class="price__old">100,00 Ron</s>');
    expect(html).not.toContain("price__badge");
  });

  it("on the product page and in the quick view (priceHtml)", () => {
    expect(priceHtml(9999, 10000)).toContain('<s class="price__old">100,00 Ron</s>');
    expect(priceHtml(9999, 10000)).not.toContain("-0%");
  });

  it("in the listing: its card row and the on-sale filter", () => {
    const data = listingData([tiny]);
    expect(cardProduct(data, 0).oldPrice).toBe(10000);
    expect(select(data, { ...NO_FILTERS, onSale: true }).matches).toHaveLength(1);
  });
});
