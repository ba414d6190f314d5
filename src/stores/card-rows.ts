/**
 * The files of card rows by id (src/lib/card/by-id.ts) as the browser reads
 * them: each fetched at most once per page view and shared by whoever asks
 * (the popular rows, the wishlist), so a page asks only for the files of the
 * ids it shows.
 */
import { cardShardPath, findCardRow, type CardRow } from "../lib/card/by-id.ts";

const files = new Map<string, Promise<unknown>>();

/**
 * The parsed file that holds `id`'s row, as it came (by-id.ts's `findCardRow`
 * reads it). Rejects when the file cannot be read (offline, an error status,
 * not JSON); a failed file is forgotten, so a later call asks again.
 */
export function loadCardFile(id: string, fetcher: typeof fetch = fetch): Promise<unknown> {
  const path = cardShardPath(id);
  let file = files.get(path);
  if (!file) {
    file = fetcher(path, { headers: { Accept: "application/json" } }).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
      return response.json() as Promise<unknown>;
    });
    file.catch(() => files.delete(path));
    files.set(path, file);
  }
  return file;
}

/** The catalogue's card rows of `ids`, in order; ids it does not have are left out. Rejects as `loadCardFile`. */
export async function cardRows(ids: readonly string[]): Promise<CardRow[]> {
  const rows = await Promise.all(ids.map(async (id) => findCardRow(await loadCardFile(id), id)));
  return rows.filter((row): row is CardRow => row !== null && row !== undefined);
}
