import { describe, expect, it } from "vitest";
import {
  findProductSummary,
  SUMMARY_SHARDS,
  summaryShard,
  summaryShardNames,
  summaryShardPath,
} from "../../src/lib/product-shards.ts";
import type { ProductSummary } from "../../src/lib/product-summary.ts";
import { fnv1a, shardName, shardOf } from "../../src/lib/shards.ts";

const summary = (slug: string): ProductSummary => ({
  id: `id-${slug}`,
  slug,
  title: `Produs ${slug}`,
  brand: null,
  price: 10000,
  oldPrice: null,
  images: [],
  checkedOn: null,
  alt: "",
  category: null,
  description: "",
  affLink: "https://shop.example/p",
  href: `/detalii-produs/${slug}/`,
});

describe("shardOf (../shards.ts)", () => {
  it("is FNV-1a of the key, as hex of as many digits as the last shard needs", () => {
    expect(fnv1a("abc")).toBe(440920331);
    expect(shardOf("abc", 256)).toBe((440920331 % 256).toString(16).padStart(2, "0"));
    expect(shardName(10, 256)).toBe("0a");
    expect(shardName(10, 1024)).toBe("00a");
    expect(shardName(1023, 1024)).toBe("3ff");
  });
});

describe("summaryShard (issue 25: a bounded number of files, not one per product)", () => {
  it("names one of 1,024 files by three hex digits, always the same for a slug", () => {
    const slugs = Array.from({ length: 20_000 }, (_, index) => `rochie-midi-${index}`);
    const counts = new Map<string, number>();
    for (const slug of slugs) counts.set(summaryShard(slug), (counts.get(summaryShard(slug)) ?? 0) + 1);
    for (const name of counts.keys()) expect(name).toMatch(/^[0-9a-f]{3}$/);
    // 20,000 similar slugs fill every file, none with more than twice its share: the hash spreads them.
    expect(counts.size).toBe(SUMMARY_SHARDS);
    expect(Math.max(...counts.values())).toBeLessThan((2 * slugs.length) / SUMMARY_SHARDS);
    expect(summaryShard("rochie-neagra")).toBe(summaryShard("rochie-neagra"));
    expect(summaryShardPath("rochie-neagra")).toBe(`/date/detalii/${summaryShard("rochie-neagra")}.json`);
  });

  it("lists every file's name once, in order, so each is written", () => {
    const names = summaryShardNames();
    expect(names).toHaveLength(SUMMARY_SHARDS);
    expect(names[0]).toBe("000");
    expect(names.at(-1)).toBe("3ff");
    expect(new Set(names).size).toBe(SUMMARY_SHARDS);
  });
});

describe("findProductSummary (what a fetched file says of a slug)", () => {
  const file = JSON.parse(JSON.stringify({ rochie: summary("rochie") })) as unknown;

  it("finds the slug's summary", () => {
    expect(findProductSummary(file, "rochie")).toEqual(summary("rochie"));
  });

  it("says null, not there, for a slug the file lacks, whatever a plain object inherits", () => {
    expect(findProductSummary(file, "bluza")).toBeNull();
    expect(findProductSummary({}, "constructor")).toBeNull();
    expect(findProductSummary({}, "__proto__")).toBeNull();
  });

  it("says undefined, not known, for what is not a file of summaries or a malformed entry", () => {
    expect(findProductSummary(undefined, "rochie")).toBeUndefined();
    expect(findProductSummary([summary("rochie")], "rochie")).toBeUndefined();
    expect(findProductSummary({ rochie: { ...summary("rochie"), price: "100" } }, "rochie")).toBeUndefined();
    expect(findProductSummary({ rochie: summary("bluza") }, "rochie"), "filed under another slug").toBeUndefined();
  });
});
