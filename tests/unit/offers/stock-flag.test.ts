/**
 * A product's stock in the files the browser reads (issue 29): the quick view's summaries and the wishlist's card
 * rows carry `inStock: false` for a product no shop has in stock and nothing otherwise; read back, only `false`
 * counts, and anything else is dropped.
 */
import { describe, expect, it } from "vitest";
import { findCardRow, toCardRow } from "../../../src/lib/card/by-id.ts";
import { stockFlag } from "../../../src/lib/offers/stock.ts";
import { findProductSummary } from "../../../src/lib/product-shards.ts";
import { toProductSummary } from "../../../src/lib/product-summary.ts";
import { toWishlistEntry } from "../../../src/lib/wishlist.ts";
import { answerFromCardFile, refreshEntries } from "../../../src/lib/wishlist-refresh.ts";
import { offer, offered, product } from "../support.ts";

const inStock = offered(product("rochie-ana"), [
  offer("Magazin Alfa", 9000),
  offer("Magazin Beta", 9500, { inStock: false }),
]);
const noneInStock = offered(product("bluza-ana", { id: "p2" }), [offer("Magazin Alfa", 9000, { inStock: false })]);
const ofTheCms = product("fusta-ana", { id: "p3" });

/** What the browser reads back: the file as JSON text parsed. */
const asRead = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe("stockFlag", () => {
  it("writes the flag only for a product no shop has in stock", () => {
    expect(stockFlag({ inStock: false })).toEqual({ inStock: false });
    expect(stockFlag({ inStock: true })).toEqual({});
    expect(stockFlag({})).toEqual({});
  });
});

describe("the quick view's summary", () => {
  it("carries inStock: false for a product no shop has in stock, and no flag for one in stock or of the CMS", () => {
    expect(toProductSummary(noneInStock).inStock).toBe(false);
    expect(toProductSummary(inStock)).not.toHaveProperty("inStock");
    expect(toProductSummary(ofTheCms)).not.toHaveProperty("inStock");
  });

  it("is read back with its flag; a corrupt flag is dropped and the product shown in stock", () => {
    const gone = asRead({ "bluza-ana": toProductSummary(noneInStock) });
    expect(findProductSummary(gone, "bluza-ana")?.inStock).toBe(false);
    const fine = asRead({ "rochie-ana": toProductSummary(inStock) });
    expect(findProductSummary(fine, "rochie-ana")).not.toHaveProperty("inStock");
    for (const value of [true, "false", 0, null, [], {}]) {
      const corrupt = asRead({ "rochie-ana": { ...toProductSummary(inStock), inStock: value } });
      const read = findProductSummary(corrupt, "rochie-ana");
      expect(read, String(value)).toMatchObject({ slug: "rochie-ana" });
      expect(read, String(value)).not.toHaveProperty("inStock");
    }
  });
});

describe("the wishlist's card rows", () => {
  it("carry inStock: false for a product no shop has in stock, and no flag for one in stock or of the CMS", () => {
    expect(toCardRow(noneInStock).inStock).toBe(false);
    expect(toCardRow(inStock)).not.toHaveProperty("inStock");
    expect(toCardRow(ofTheCms)).not.toHaveProperty("inStock");
  });

  it("are read by the wishlist with the flag; a corrupt flag is dropped", () => {
    const row = toCardRow(noneInStock);
    expect(answerFromCardFile(row.id, asRead({ [row.id]: row }))).toMatchObject({ id: row.id, inStock: false });
    const fine = toCardRow(inStock);
    expect(answerFromCardFile(fine.id, asRead({ [fine.id]: fine }))).not.toHaveProperty("inStock");
    for (const value of [true, "false", 0, null, [], {}]) {
      const corrupt = asRead({ [fine.id]: { ...fine, inStock: value } });
      expect(answerFromCardFile(fine.id, corrupt), String(value)).toMatchObject({ id: fine.id });
      expect(answerFromCardFile(fine.id, corrupt), String(value)).not.toHaveProperty("inStock");
    }
    // The rows' other readers (the popular rows) draw the card as before.
    expect(findCardRow(asRead({ [row.id]: row }), row.id)).toMatchObject({ id: row.id, title: row.title });
  });

  it("tell the refresh which saved products went out of stock, which the saved entry does not keep", () => {
    const saved = toWishlistEntry(noneInStock);
    const other = toWishlistEntry(inStock);
    const row = toCardRow(noneInStock);
    const answers = new Map([
      [saved.id, answerFromCardFile(saved.id, asRead({ [row.id]: row })) ?? null],
      [other.id, answerFromCardFile(other.id, asRead({ [other.id]: toCardRow(inStock) })) ?? null],
    ]);
    const result = refreshEntries([saved, other], answers);
    expect(result.outOfStock).toEqual([saved.id]);
    expect(result.unavailable).toEqual([]);
    expect(result.entries.every((entry) => !("inStock" in entry))).toBe(true);
  });
});
