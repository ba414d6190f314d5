/**
 * Product cards by catalogue id, for the rows the browser fills from the
 * click service (issue 12): the service answers ids, and a card must come
 * from the static catalogue, never from what a client sent. The build writes
 * the catalogue's card rows into CARD_SHARDS small files keyed by a hash of
 * the id (`paths.cardShard`), so a row of four popular products costs a few
 * small requests instead of a whole catalogue, and an id the catalogue no
 * longer has is simply not found.
 */
import { isDay } from "../days.ts";
import { stockFlag, type StockFlag } from "../offers/stock.ts";
import { paths } from "../paths.ts";
import { toCardData, type CardData, type CardDataSource } from "./card.ts";

/**
 * What a card needs of a product (card.ts's `toCard` reads it), with the main and the hover image at most; and,
 * for a product no shop has in stock, `inStock: false`, which the wishlist reads (wishlist-refresh.ts).
 */
export type CardRow = CardData & StockFlag;

/** 256 files: a few KB compressed each at 20,000 products (docs/decisions.md#few-files-per-product). */
export const CARD_SHARDS = 256;

const shardName = (index: number): string => index.toString(16).padStart(2, "0");

/**
 * The file an id's card row is in: FNV-1a of the id, two hex digits: ../shards.ts's `shardOf(id, CARD_SHARDS)`
 * (tests/unit/card/by-id.test.ts holds them to one answer). Its own few lines, not an import of that module: the
 * wishlist's and the popular rows' scripts would then share it with the quick view's as a file of its own, named
 * in the list of files each of them preloads, and a listing's script is within 50 bytes of its budget.
 * @example cardShard("5f438db6-62c3-4c37-85c0-27d7dfaef453") // "3c" (always the same for that id)
 */
export function cardShard(id: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return shardName(hash % CARD_SHARDS);
}

/** A product's card row: its card data with the two images a card shows, and its stock when none is in stock. */
export function toCardRow(product: CardDataSource & { readonly inStock?: boolean | undefined }): CardRow {
  const data = toCardData(product);
  return { ...data, images: data.images.slice(0, 2), ...stockFlag(product) };
}

/**
 * Every file's content: shard name to `{ [id]: CardRow }`, for all CARD_SHARDS
 * files, those with no product too. A file is then never missing for want of
 * products, so the browser can tell an id the catalogue does not have (its
 * file read, without it) from one it cannot know about (its file not read):
 * the wishlist says a product is gone only in the first case.
 */
export function cardShards(cards: Iterable<CardRow>): Map<string, Record<string, CardRow>> {
  const shards = new Map<string, Record<string, CardRow>>();
  for (let index = 0; index < CARD_SHARDS; index++) shards.set(shardName(index), {});
  for (const card of cards) {
    const rows = shards.get(cardShard(card.id)) ?? {};
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
  const { id, slug, title, brand, price, oldPrice, images, checkedOn } = row;
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
    checkedOn: isDay(checkedOn) ? checkedOn : null,
  };
}

/**
 * What a fetched file says of an id: its row; null when the file is a file of
 * rows without that id (the catalogue does not have it); undefined when it is
 * not known: `file` is not a file of rows (a failed request passes undefined,
 * an error page that parsed something else) or the id's row is malformed.
 * @example findCardRow({ "7": row7 }, "7") // row7
 * @example findCardRow({}, "7") // null
 * @example findCardRow(undefined, "7") // undefined
 */
export function findCardRow(file: unknown, id: string): CardRow | null | undefined {
  if (typeof file !== "object" || file === null || Array.isArray(file)) return undefined;
  // Own keys only: an id such as "constructor" is not found on a plain object's prototype.
  if (!Object.hasOwn(file, id)) return null;
  const row = readCardRow((file as Record<string, unknown>)[id]);
  return row?.id === id ? row : undefined;
}

/** The file of an id's row. */
export const cardShardPath = (id: string): string => paths.cardShard(cardShard(id));
