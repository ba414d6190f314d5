/**
 * The ids of the catalogue that is live: only they are counted. The build
 * writes them (the build's step calls `catalogueIdsDocument`) to
 * `catalogue-ids.json` beside its report, not inside the public site:
 *
 *     { "builtAt": "2026-11-24T01:16:24.040Z", "ids": ["1222e732-…", "…"] }
 *
 * The service reads the file again whenever a new build replaces it
 * (watched-file.ts), so a product that leaves the catalogue stops counting
 * without a restart, and a new one starts.
 */
import { WatchedFile, type WatchedFileEvents } from "./watched-file.ts";
import { productIdProblem } from "../lib/product-id.ts";

export interface CatalogueIds {
  /** When the build that wrote the list ran (ISO 8601). */
  readonly builtAt: string;
  readonly ids: ReadonlySet<string>;
}

export class CatalogueIdsError extends Error {
  override readonly name = "CatalogueIdsError";
}

export { MAX_ID_LENGTH } from "../lib/product-id.ts";

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

/** The live list, read again when the file is replaced. */
export class LiveCatalogue {
  readonly #file: WatchedFile<CatalogueIds>;

  constructor(file: string, events: WatchedFileEvents = {}) {
    this.#file = new WatchedFile(file, parseCatalogueIds, events);
  }

  get file(): string {
    return this.#file.file;
  }

  /** True when `id` is in the live catalogue. */
  has(id: string): boolean {
    return this.#file.value?.ids.has(id) ?? false;
  }

  get size(): number {
    return this.#file.value?.ids.size ?? 0;
  }

  get builtAt(): string | null {
    return this.#file.value?.builtAt ?? null;
  }

  /** Reads the file if it changed; true when it was read. */
  refresh(): Promise<boolean> {
    return this.#file.refresh();
  }

  /** Reads it now, then checks for a new one every `intervalMs`. */
  async watch(intervalMs = 1000): Promise<void> {
    await this.#file.refresh();
    this.#file.watch(intervalMs);
  }

  stop(): void {
    this.#file.stop();
  }
}
