/** What one batch of clicks adds to each table (src/store/click-sums.ts), the same for both stores. */
import { describe, expect, it } from "vitest";
import { productSums, shopSums } from "../../src/store/click-sums.ts";

const day = "2026-11-27";

describe("a batch's sums (issue 28)", () => {
  const batch = [
    { productId: "7", day, kind: "outbound" as const, clicks: 2, shop: "Magazin Alfa" },
    { productId: "7", day, kind: "outbound" as const, clicks: 1, shop: "Magazin Beta" },
    { productId: "7", day, kind: "outbound" as const, clicks: 4 },
    { productId: "7", day, kind: "click" as const, clicks: 3 },
    { productId: "8", day, kind: "outbound" as const, clicks: 5, shop: "Magazin Alfa" },
  ];

  it("adds each product's outbound clicks together, whatever shop they named", () => {
    expect(productSums(batch)).toEqual([
      { productId: "7", day, kind: "outbound", clicks: 7 },
      { productId: "7", day, kind: "click", clicks: 3 },
      { productId: "8", day, kind: "outbound", clicks: 5 },
    ]);
  });

  it("adds each shop's outbound clicks across products; a click that named no shop adds to none", () => {
    expect(shopSums(batch)).toEqual([
      { shop: "Magazin Alfa", day, clicks: 7 },
      { shop: "Magazin Beta", day, clicks: 1 },
    ]);
  });
});
