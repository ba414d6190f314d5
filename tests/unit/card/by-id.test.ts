import { describe, expect, it } from "vitest";
import {
  CARD_SHARDS,
  cardShard,
  cardShardPath,
  cardShards,
  readCardRow,
  toCardRow,
} from "../../../src/lib/card/by-id.ts";

const product = (id: string, extra: Partial<{ oldPrice: number | null; images: string[] }> = {}) => ({
  id,
  slug: `rochie-${id}`,
  title: `Rochie ${id}`,
  brands: ["Velora", "Altă"],
  price: 14999,
  oldPrice: extra.oldPrice ?? null,
  images: extra.images ?? ["/a.jpg", "/b.jpg", "/c.jpg"],
});

describe("cardShard", () => {
  it("names one of 256 files by two hex digits, always the same for an id", () => {
    const names = new Set(Array.from({ length: 5000 }, (_, index) => cardShard(`id-${index}`)));
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{2}$/);
    // 5,000 ids fill nearly every file: the hash spreads them.
    expect(names.size).toBeGreaterThan(CARD_SHARDS - 10);
    expect(cardShard("abc")).toBe(cardShard("abc"));
    expect(cardShardPath("abc")).toBe(`/date/carduri/${cardShard("abc")}.json`);
  });
});

describe("cardShards", () => {
  it("puts each product's row, first brand and two images, in its id's file", () => {
    const shards = cardShards([product("1"), product("2", { oldPrice: 20000 })].map(toCardRow));
    const row = shards.get(cardShard("2"))?.["2"];
    expect(row).toEqual({
      id: "2",
      slug: "rochie-2",
      title: "Rochie 2",
      brand: "Velora",
      price: 14999,
      oldPrice: 20000,
      images: ["/a.jpg", "/b.jpg"],
    });
    expect([...shards.values()].reduce((count, rows) => count + Object.keys(rows).length, 0)).toBe(2);
  });
});

describe("readCardRow", () => {
  it("reads a row back, and refuses what is not one", () => {
    const row = cardShards([toCardRow(product("7"))]).get(cardShard("7"))?.["7"];
    expect(readCardRow(JSON.parse(JSON.stringify(row)))).toEqual(row);
    expect(readCardRow(null)).toBeNull();
    expect(readCardRow({ ...row, slug: "../x" })).toBeNull();
    expect(readCardRow({ ...row, price: -1 })).toBeNull();
    expect(readCardRow({ ...row, title: " " })).toBeNull();
  });

  it("drops images that are no site path or http(s) URL", () => {
    const row = { ...product("8"), brand: null, images: ["javascript:alert(1)", "//evil/x.jpg", "/ok.jpg"] };
    expect(readCardRow(row)?.images).toEqual(["/ok.jpg"]);
  });
});
