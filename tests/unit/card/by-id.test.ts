import { describe, expect, it } from "vitest";
import {
  CARD_SHARDS,
  cardShard,
  cardShardPath,
  cardShards,
  findCardRow,
  readCardRow,
  toCardRow,
} from "../../../src/lib/card/by-id.ts";
import { shardOf } from "../../../src/lib/shards.ts";

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

  it("is the site's one rule of files by hash (shards.ts), kept in its own lines", () => {
    for (let index = 0; index < 2000; index++) {
      const id = index % 2 ? `id-${index}` : crypto.randomUUID();
      expect(cardShard(id), id).toBe(shardOf(id, CARD_SHARDS));
    }
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
      checkedOn: null,
    });
    expect([...shards.values()].reduce((count, rows) => count + Object.keys(rows).length, 0)).toBe(2);
  });

  it("writes every one of the files, empty ones too: a missing file never means 'no product here'", () => {
    const shards = cardShards([toCardRow(product("1"))]);
    expect(shards.size).toBe(CARD_SHARDS);
    expect(shards.get("00")).toBeDefined();
    expect(shards.get("ff")).toBeDefined();
    expect(Object.keys(shards.get(cardShard("1")) ?? {})).toEqual(["1"]);
  });
});

describe("findCardRow (what a fetched file says of an id)", () => {
  const row = toCardRow(product("7"));
  const file = JSON.parse(JSON.stringify({ "7": row })) as unknown;

  it("finds the id's row", () => {
    expect(findCardRow(file, "7")).toEqual(row);
  });

  it("says null, not there, for an id a file of rows lacks, whatever a plain object inherits", () => {
    expect(findCardRow(file, "8")).toBeNull();
    expect(findCardRow({}, "7")).toBeNull();
    expect(findCardRow({}, "constructor")).toBeNull();
    expect(findCardRow({}, "__proto__")).toBeNull();
  });

  it("says undefined, not known, for what is not a file of rows or a malformed row", () => {
    expect(findCardRow(undefined, "7")).toBeUndefined();
    expect(findCardRow(null, "7")).toBeUndefined();
    expect(findCardRow([row], "7")).toBeUndefined();
    expect(findCardRow("<!doctype html>", "7")).toBeUndefined();
    expect(findCardRow({ "7": { ...row, price: "149,99" } }, "7")).toBeUndefined();
    expect(findCardRow({ "7": { ...row, id: "9" } }, "7"), "a row filed under another id").toBeUndefined();
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
