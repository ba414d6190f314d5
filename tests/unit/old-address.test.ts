import { describe, expect, it } from "vitest";
import { cardShard, cardShards, toCardRow } from "../../src/lib/card/by-id.ts";
import { oldAddressId, oldAddressTarget, UNKNOWN_PRODUCT_TARGET } from "../../src/lib/old-address.ts";

/** The file of card rows that holds `id`, as the build writes it and the browser parses it. */
function fileOf(id: string, slug: string): unknown {
  const row = toCardRow({ id, slug, title: "Rochie neagră", brands: [], price: 14999, oldPrice: null, images: [] });
  return JSON.parse(JSON.stringify(cardShards([row]).get(cardShard(id))));
}

describe("oldAddressId (spec §2: /product-external/{id})", () => {
  it("reads the id from the address, with or without its slash, decoded", () => {
    expect(oldAddressId("/product-external/42/")).toBe("42");
    expect(oldAddressId("/product-external/42")).toBe("42");
    expect(oldAddressId("/product-external/5f438db6-62c3-4c37-85c0-27d7dfaef453/")).toBe(
      "5f438db6-62c3-4c37-85c0-27d7dfaef453",
    );
    expect(oldAddressId("/product-external/a%20b/")).toBe("a b");
  });

  it("has no id for the folder itself, a deeper address, one that does not decode, or another folder", () => {
    expect(oldAddressId("/product-external/")).toBeNull();
    expect(oldAddressId("/product-external/42/x/")).toBeNull();
    expect(oldAddressId("/product-external/%E0%A4%A/")).toBeNull();
    expect(oldAddressId("/detalii-produs/42/")).toBeNull();
  });
});

describe("oldAddressTarget", () => {
  it("leads to the page of the product with that id", () => {
    expect(oldAddressTarget("42", fileOf("42", "rochie-neagra"))).toBe("/detalii-produs/rochie-neagra/");
  });

  it("leads to the collections, where the folder always led, when the id is unknown or cannot be looked up", () => {
    expect(UNKNOWN_PRODUCT_TARGET).toBe("/colectii/");
    expect(oldAddressTarget("43", fileOf("42", "rochie-neagra")), "a file without the id").toBe("/colectii/");
    expect(oldAddressTarget("42", undefined), "a file that could not be read").toBe("/colectii/");
    expect(oldAddressTarget(null, undefined), "no id").toBe("/colectii/");
    expect(oldAddressTarget("42", { "42": { id: "42", slug: "../x" } }), "a malformed row").toBe("/colectii/");
  });
});
