/**
 * Product cards by catalogue id, for the rows the browser fills from the
 * click service (issue 12): the service answers ids, and a card must come
 * from the static catalogue, never from what a client sent. The build writes
 * the catalogue's card rows into CARD_SHARDS small files keyed by a hash of
 * the id (`paths.cardShard`), so a row of four popular products costs a few
 * small requests instead of a whole catalogue, and an id the catalogue no
 * longer has is simply not found.
 */
import { paths } from "../paths.ts";
import { toCardData, type CardData, type CardDataSource } from "./card.ts";

/** What a card needs of a product (card.ts's `toCard` reads it), with the main and the hover image at most. */
export type CardRow = CardData;

/** 256 files: about 80 products each at 20,000, a few KB compressed. */
export const CARD_SHARDS = 256;

/**
 * The file an id's card row is in: FNV-1a of the id, two hex digits.
 * @example cardShard("5f438db6-62c3-4c37-85c0-27d7dfaef453") // "3c" (always the same for that id)
 */
export function cardShard(id: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % CARD_SHARDS).toString(16).padStart(2, "0");
}

/** A product's card row: its card data with the two images a card shows. */
export function toCardRow(product: CardDataSource): CardRow {
  const data = toCardData(product);
  return { ...data, images: data.images.slice(0, 2) };
}

/** Every file's content: shard name to `{ [id]: CardRow }`. */
export function cardShards(cards: Iterable<CardRow>): Map<string, Record<string, CardRow>> {
  const shards = new Map<string, Record<string, CardRow>>();
  for (const card of cards) {
    const shard = cardShard(card.id);
    let rows = shards.get(shard);
    if (!rows) shards.set(shard, (rows = {}));
    rows[card.id] = card;
  }
  return shards;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const IMAGE = /^(https?:\/\/|\/(?!\/))/;
const bani = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/**
 * A card row read back from a fetched file, or null when it is not one (a
 * file of another version of the site, a proxy's error page).
 */
export function readCardRow(value: unknown): CardRow | null {
  if (typeof value !== "object" || value === null) return null;
  const row = value as Record<string, unknown>;
  const { id, slug, title, brand, price, oldPrice, images } = row;
  if (typeof id !== "string" || !id || typeof slug !== "string" || !SLUG.test(slug)) return null;
  if (typeof title !== "string" || !title.trim() || !bani(price)) return null;
  return {
    id,
    slug,
    title,
    brand: typeof brand === "string" && brand ? brand : null,
    price,
    oldPrice: bani(oldPrice) ? oldPrice : null,
    images: Array.isArray(images)
      ? images.filter((url): url is string => typeof url === "string" && IMAGE.test(url)).slice(0, 2)
      : [],
  };
}

/** The file of an id's row. */
export const cardShardPath = (id: string): string => paths.cardShard(cardShard(id));
