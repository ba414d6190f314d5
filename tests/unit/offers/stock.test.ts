import { describe, expect, it } from "vitest";
import { isListed } from "../../../src/lib/offers/stock.ts";
import { offer, offered, product } from "../support.ts";

describe("isListed (issue 28: what no shop has in stock leaves the listings)", () => {
  it("lists a product one shop has in stock, and one of the CMS, which has no stock field", () => {
    expect(isListed(offered(product("rochie"), [offer("Alfa", 100, { inStock: false }), offer("Beta", 120)]))).toBe(
      true,
    );
    expect(isListed(product("rochie"))).toBe(true);
  });

  it("leaves out a product whose every offer is out of stock", () => {
    expect(isListed(offered(product("rochie"), [offer("Alfa", 100, { inStock: false })]))).toBe(false);
  });
});
