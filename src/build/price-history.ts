/**
 * The build's price history (issue 15), when PRICE_HISTORY is on (npm run
 * rebuild and npm start turn it on): the prices just read are recorded in
 * the service's database, one row per change (src/store/prices.ts),
 * and the history read back gives each product its price story and its
 * honest old price (src/lib/catalog/prices.ts). Runs in Astro's process as
 * part of the catalogue's one read (./read-catalogue.ts), so the pages,
 * the product files and the search index all see the same prices.
 */
import type { Catalog } from "../lib/catalog/assemble.ts";
import { applyPriceHistory } from "../lib/catalog/prices.ts";
import { CHART_DAYS, DAY_MS, priceKey, REFERENCE_DAYS } from "../lib/prices/history.ts";
import type { Settings } from "../lib/settings.ts";
import { bucharestDay } from "../lib/bucharest-day.ts";
import { readHistories, recordPrices } from "../store/prices.ts";
import { openStore } from "../store/open.ts";
import { sqlOf } from "../store/sql.ts";
import { StoreError } from "../store/types.ts";

/**
 * How far back the build reads: the chart's 90 days and the 30 before a
 * reduction that began up to 90 days ago, with room; the change in effect
 * at the start is read too (readHistories), so no older row is needed.
 */
export const HISTORY_READ_DAYS = CHART_DAYS + REFERENCE_DAYS + 60;

/** `catalog` with its price history, recorded at `now`; the catalogue as it is when PRICE_HISTORY is off. */
export async function withPriceHistory(catalog: Catalog, settings: Settings, now = Date.now()): Promise<Catalog> {
  if (settings.PRICE_HISTORY === "off") return catalog;
  const started = performance.now();
  const store = await openStore(settings);
  try {
    if (!store.connection) throw new StoreError(`the ${store.kind} store shares no connection for the price history`);
    const sql = sqlOf(store.connection);
    // One price per offer of a product of the feeds, each under its id and shop (issue 28); a CMS product's own.
    const prices = catalog.products.flatMap((product) =>
      product.offers?.length
        ? product.offers.map((offer) => ({ productId: priceKey(product.id, offer.shop), price: offer.price }))
        : [{ productId: priceKey(product.id), price: product.price }],
    );
    const changed = await recordPrices(sql, prices, now);
    const histories = await readHistories(sql, now - HISTORY_READ_DAYS * DAY_MS);
    const completed = applyPriceHistory(catalog, histories, now, bucharestDay);
    const backed = completed.products.filter((product) => product.oldPrice !== null).length;
    console.log(
      `[price-history] ${changed} of ${prices.length} prices changed since the last read; ` +
        `${backed} reductions backed by the history, in ${Math.round(performance.now() - started)} ms`,
    );
    return completed;
  } finally {
    await store.close();
  }
}
