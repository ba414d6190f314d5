/**
 * The file of the ids of the catalogue that is live, the contract between the
 * build, which writes it beside its report (src/build/write-catalogue-ids.ts),
 * and the click service, which counts only those ids (src/service/catalogue-ids.ts):
 *
 *     { "builtAt": "2026-11-24T01:16:24.040Z", "ids": ["1222e732-…", "…"] }
 */
import { productIdProblem } from "./product-id.ts";

export interface CatalogueIds {
  /** When the build that wrote the list ran (ISO 8601). */
  readonly builtAt: string;
  readonly ids: ReadonlySet<string>;
}

export class CatalogueIdsError extends Error {
  override readonly name = "CatalogueIdsError";
}

export { MAX_ID_LENGTH } from "./product-id.ts";

/**
 * The file's text for a build's products (a pure function for the build to call).
 * @example catalogueIdsDocument(["42", "7"], new Date("2026-11-24T00:00:00Z")) // '{"builtAt":"2026-11-24T00:00:00.000Z","ids":["42","7"]}\n'
 */
export function catalogueIdsDocument(ids: Iterable<string>, builtAt: Date): string {
  const list = [...new Set(ids)];
  const bad = list.find((id) => !isCatalogueId(id));
  if (bad !== undefined) throw new CatalogueIdsError(`Not a product id the service can count: ${JSON.stringify(bad)}`);
  return `${JSON.stringify({ builtAt: builtAt.toISOString(), ids: list })}\n`;
}

const isCatalogueId = (id: unknown): id is string => productIdProblem(id) === null;

/** Reads the file's text; throws saying what is wrong. */
export function parseCatalogueIds(text: string): CatalogueIds {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CatalogueIdsError("not JSON", { cause: error });
  }
  const { builtAt, ids } = (value ?? {}) as { builtAt?: unknown; ids?: unknown };
  if (typeof builtAt !== "string" || Number.isNaN(Date.parse(builtAt))) {
    throw new CatalogueIdsError('"builtAt" must be an ISO date');
  }
  if (!Array.isArray(ids)) throw new CatalogueIdsError('"ids" must be a list');
  const bad = ids.findIndex((id) => !isCatalogueId(id));
  if (bad >= 0) throw new CatalogueIdsError(`"ids"[${bad}] is not a product id`);
  return { builtAt, ids: new Set(ids as string[]) };
}
