/** Shared helpers of the feed tests: fixtures as byte streams, and collecting async rows. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PlacedOffer } from "../../src/lib/feeds/place.ts";

export const FEED_FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/feeds");

export function fixture(name: string): Buffer {
  return readFileSync(path.join(FEED_FIXTURES, name));
}

/** Bytes in small chunks, so that elements, quoted fields and multi-byte letters are cut across chunks. */
export async function* chunked(bytes: Uint8Array, size = 7): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** A placed offer with plain defaults, for the grouping rules. */
export function offer(fields: Partial<PlacedOffer> & Pick<PlacedOffer, "shop" | "id">): PlacedOffer {
  return {
    feed: fields.shop,
    title: "Rochie Ana",
    description: "",
    brand: "Zara",
    gtin: null,
    mpn: null,
    itemGroupId: null,
    color: null,
    size: null,
    material: null,
    genderHint: null,
    categoryText: "Rochii",
    price: 10000,
    oldPrice: null,
    inStock: true,
    affLink: `https://${fields.shop.toLowerCase()}.example/${fields.id}`,
    pageUrl: `https://${fields.shop.toLowerCase()}.example/${fields.id}`,
    images: [],
    gender: "femei",
    category: "Rochii",
    ...fields,
  };
}
