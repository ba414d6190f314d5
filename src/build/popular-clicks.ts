/**
 * The build's read of "Cele mai populare" (issue 29): the products shoppers
 * clicked most in the last 30 Bucharest days, from the store the click
 * service writes (src/store/, shared as the price history is: the build never
 * imports src/service/). Read only for a site built for a click service
 * (PUBLIC_API_URL) whose store this machine holds: the rebuild the service
 * runs, `npm start`. Anything less (no service, no store here, a store that
 * does not answer) leaves the sort out of the listings, said in one log line;
 * it never fails the build. docs/facets.md#sorts says why the store and not
 * the service's HTTP API.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { Catalog } from "../lib/catalog/assemble.ts";
import { addDays, bucharestDay } from "../lib/bucharest-day.ts";
import { POPULAR_LIMIT } from "../lib/listing/popular-rank.ts";
import type { Settings } from "../lib/settings.ts";
import { openStore } from "../store/open.ts";
import { SQLITE_FILE } from "../store/sqlite.ts";

/** The days counted, today's included. */
export const POPULAR_DAYS = 30;

type StoreSettings = Pick<Settings, "PUBLIC_API_URL" | "DATABASE_URL" | "DATA_DIR">;

/** Why the build does not read the clicks, or null when it can try. */
function unread(settings: StoreSettings): string | null {
  if (!settings.PUBLIC_API_URL) return "the site is built without a click service (PUBLIC_API_URL)";
  // Opening SQLite would create an empty store: a machine without one has no service's clicks to read.
  if (!settings.DATABASE_URL && !existsSync(path.join(settings.DATA_DIR, SQLITE_FILE)))
    return `no click store in ${settings.DATA_DIR} (DATA_DIR) or DATABASE_URL`;
  return null;
}

/** `catalog` with the ranked product ids (`popular`) when the clicks could be read; as it is otherwise. */
export async function withPopularClicks(catalog: Catalog, settings: StoreSettings, now = Date.now()): Promise<Catalog> {
  const reason = unread(settings);
  if (reason) {
    console.log(`[popular] "Cele mai populare" not offered: ${reason}`);
    return catalog;
  }
  const today = bucharestDay(now);
  try {
    const store = await openStore(settings);
    try {
      const top = await store.top("click", { from: addDays(today, 1 - POPULAR_DAYS), to: today }, POPULAR_LIMIT);
      console.log(`[popular] ${top.length} products clicked in the last ${POPULAR_DAYS} days`);
      return { ...catalog, popular: top.filter((line) => line.clicks > 0).map((line) => line.productId) };
    } finally {
      await store.close();
    }
  } catch (error) {
    console.log(`[popular] "Cele mai populare" not offered: the click store did not answer (${String(error)})`);
    return catalog;
  }
}
