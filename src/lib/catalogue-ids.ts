/**
 * The file of the ids of the catalogue that is live, the contract between the
 * build, which writes it beside its report (src/build/write-catalogue-ids.ts),
 * and the click service, which counts only those ids (src/service/catalogue-ids.ts):
 *
 *     { "builtAt": "2026-11-24T01:16:24.040Z", "ids": ["1222e732-…", "…"],
 *       "shops": { "1222e732-…": ["Magazin Alfa", "Magazin Beta"] } }
 *
 * `shops` (issue 28) names the shops whose offers a product of the feeds has: an outbound click names the shop
 * whose offer it opened, and a shop not listed for its product is refused, never counted. A product of the CMS,
 * with its one link, has no entry.
 */
import { productIdProblem } from "./product-id.ts";

export interface CatalogueIds {
  /** When the build that wrote the list ran (ISO 8601). */
  readonly builtAt: string;
  readonly ids: ReadonlySet<string>;
  /** The shops of each product that has offers (issue 28); absent: no shop. */
  readonly shops: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The longest shop name an outbound click may carry (a feed's `name` or a Profitshare advertiser's). */
export const MAX_SHOP_LENGTH = 200;

export class CatalogueIdsError extends Error {
  override readonly name = "CatalogueIdsError";
}

export { MAX_ID_LENGTH } from "./product-id.ts";

/**
 * The file's text for a build's products (a pure function for the build to call); `shops` by product id, for the
 * products that have offers.
 * @example catalogueIdsDocument(["42", "7"], new Date("2026-11-24T00:00:00Z")) // '{"builtAt":"2026-11-24T00:00:00.000Z","ids":["42","7"]}\n'
 * @example catalogueIdsDocument(["42"], new Date("2026-11-24T00:00:00Z"), { "42": ["Alfa"] }) // '{"builtAt":"2026-11-24T00:00:00.000Z","ids":["42"],"shops":{"42":["Alfa"]}}\n'
 */
export function catalogueIdsDocument(
  ids: Iterable<string>,
  builtAt: Date,
  shops: Readonly<Record<string, readonly string[]>> = {},
): string {
  const list = [...new Set(ids)];
  const bad = list.find((id) => !isCatalogueId(id));
  if (bad !== undefined) throw new CatalogueIdsError(`Not a product id the service can count: ${JSON.stringify(bad)}`);
  const known = new Set(list);
  const sold: Record<string, string[]> = {};
  for (const [id, names] of Object.entries(shops)) {
    if (!known.has(id)) throw new CatalogueIdsError(`Shops for a product not in the list: ${JSON.stringify(id)}`);
    const badShop = names.find((name) => !isShop(name));
    if (badShop !== undefined)
      throw new CatalogueIdsError(`Not a shop the service can count: ${JSON.stringify(badShop)}`);
    if (names.length) sold[id] = [...new Set(names)];
  }
  const document = Object.keys(sold).length
    ? { builtAt: builtAt.toISOString(), ids: list, shops: sold }
    : { builtAt: builtAt.toISOString(), ids: list };
  return `${JSON.stringify(document)}\n`;
}

const isCatalogueId = (id: unknown): id is string => productIdProblem(id) === null;

/**
 * A shop name the service may count: a text of 1 to MAX_SHOP_LENGTH characters, not only spaces.
 * @example isShop("Magazin Alfa") // true
 * @example isShop(" ") // false
 */
export const isShop = (name: unknown): name is string =>
  typeof name === "string" && name.length <= MAX_SHOP_LENGTH && name.trim().length > 0;

/** Reads the file's text; throws saying what is wrong. */
export function parseCatalogueIds(text: string): CatalogueIds {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CatalogueIdsError("not JSON", { cause: error });
  }
  const { builtAt, ids, shops } = (value ?? {}) as { builtAt?: unknown; ids?: unknown; shops?: unknown };
  if (typeof builtAt !== "string" || Number.isNaN(Date.parse(builtAt))) {
    throw new CatalogueIdsError('"builtAt" must be an ISO date');
  }
  if (!Array.isArray(ids)) throw new CatalogueIdsError('"ids" must be a list');
  const bad = ids.findIndex((id) => !isCatalogueId(id));
  if (bad >= 0) throw new CatalogueIdsError(`"ids"[${bad}] is not a product id`);
  return { builtAt, ids: new Set(ids as string[]), shops: parseShops(shops) };
}

function parseShops(shops: unknown): Map<string, ReadonlySet<string>> {
  const map = new Map<string, ReadonlySet<string>>();
  if (shops === undefined) return map;
  if (typeof shops !== "object" || shops === null || Array.isArray(shops)) {
    throw new CatalogueIdsError('"shops" must be an object of lists');
  }
  for (const [id, names] of Object.entries(shops)) {
    if (!Array.isArray(names) || !names.every(isShop))
      throw new CatalogueIdsError(`"shops"["${id}"] is not a list of shops`);
    map.set(id, new Set(names));
  }
  return map;
}
