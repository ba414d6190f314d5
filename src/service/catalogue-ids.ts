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
import { parseCatalogueIds, type CatalogueIds } from "../lib/catalogue-ids.ts";
import { WatchedFile, type WatchedFileEvents } from "./watched-file.ts";

export {
  catalogueIdsDocument,
  CatalogueIdsError,
  isShop,
  MAX_ID_LENGTH,
  MAX_SHOP_LENGTH,
  parseCatalogueIds,
  type CatalogueIds,
} from "../lib/catalogue-ids.ts";

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

  /** True when `shop` sells `id` in the live catalogue (issue 28: an outbound click on one shop's offer). */
  sells(id: string, shop: string): boolean {
    return this.#file.value?.shops.get(id)?.has(shop) ?? false;
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
