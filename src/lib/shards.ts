/**
 * Files of the site that hold many products' data, keyed by a hash: a
 * browser asks for the one file a key is in, and a catalogue of any size
 * stays a bounded number of files (issue 25: a CDN counts files). The card
 * rows by id (card/by-id.ts, which keeps its own copy of these lines, and
 * old-address.ts's script one more: its test holds each to this one) and the
 * product summaries by slug (product-shards.ts) are cut this way.
 */

/**
 * FNV-1a (32 bits) of `key`'s UTF-16 code units: small, fast, the same in the
 * build and in the browser, and it spreads similar keys ("rochie-1",
 * "rochie-2") over different files.
 * @example fnv1a("abc") // 440920331
 */
export function fnv1a(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Shard `index` of `count` as a file name: hex, as many digits as the last
 * shard needs, so that the names sort in order.
 * @example shardName(10, 256) // "0a"
 * @example shardName(10, 1024) // "00a"
 */
export function shardName(index: number, count: number): string {
  return index.toString(16).padStart((count - 1).toString(16).length, "0");
}

/**
 * The name of the shard `key` is in, of `count`.
 * @example shardOf("5f438db6-62c3-4c37-85c0-27d7dfaef453", 256) // "3c" (always the same for that key)
 */
export function shardOf(key: string, count: number): string {
  return shardName(fnv1a(key) % count, count);
}

/** Every shard's name, in order: each is written, an empty one too, so a missing file never means "no product". */
export function shardNames(count: number): string[] {
  return Array.from({ length: count }, (_, index) => shardName(index, count));
}
