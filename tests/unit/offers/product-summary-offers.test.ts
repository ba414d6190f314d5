/** What the quick view reads of a product several shops sell (issue 28): its offers and its stock. */
import { describe, expect, it } from "vitest";
import { toProductSummary } from "../../../src/lib/product-summary.ts";
import { offer, offered, product } from "../support.ts";

describe("a product's summary for the quick view", () => {
  it("carries every offer, cheapest in stock first, and the shops", () => {
    const summary = toProductSummary(
      offered(product("rochie-ana"), [
        offer("Magazin Gama", 12000, { inStock: false }),
        offer("Magazin Beta", 15000),
        offer("Magazin Alfa", 14000, { oldPrice: 20000 }),
      ]),
    );
    expect(summary.offers?.map((entry) => [entry.shop, entry.price, entry.inStock, entry.discount])).toEqual([
      ["Magazin Alfa", 14000, true, 30],
      ["Magazin Beta", 15000, true, null],
      ["Magazin Gama", 12000, false, null],
    ]);
    expect(summary.shops).toEqual(["Magazin Alfa", "Magazin Beta", "Magazin Gama"]);
    expect(summary.price).toBe(14000);
    // In stock is said by leaving the flag out (issue 29): the summaries do not grow for the common case.
    expect(summary).not.toHaveProperty("inStock");
  });

  it("says when no shop has it in stock; one shop's product names its shop and has nothing to compare", () => {
    const gone = toProductSummary(offered(product("rochie-ana"), [offer("Magazin Alfa", 9000, { inStock: false })]));
    expect(gone).toMatchObject({ inStock: false, shops: ["Magazin Alfa"] });
    expect(gone).not.toHaveProperty("offers");
  });

  it("has neither for a product of the CMS, with its one link", () => {
    const summary = toProductSummary(product("rochie-ana"));
    expect(summary).not.toHaveProperty("offers");
    expect(summary).not.toHaveProperty("shops");
    expect(summary).not.toHaveProperty("inStock");
  });
});
