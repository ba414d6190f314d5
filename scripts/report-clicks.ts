/**
 * npm run report:clicks -- --from 2026-11-01 --to 2026-11-30 [--csv] [--shops]
 *
 * The owner's click report: per product and Bucharest day in the period
 * (both ends included), product clicks and outbound clicks ("Cumpără acum",
 * the clicks that earn), with the product's title and partner link. Reads
 * the store the service writes (DATABASE_URL, else SQLite under DATA_DIR)
 * and the names from the built site (SITE_DIR, else OUT_DIR, else dist).
 * --csv writes CSV to stdout for a spreadsheet; without it, a table and
 * the totals, then the outbound clicks per shop (issue 28). --csv --shops
 * writes the per-shop table as CSV instead of the per-product one.
 */
import { parseArgs } from "node:util";
import { isDay } from "../src/lib/bucharest-day.ts";
import { reportCsv, reportRows, reportTotals, shopsCsv } from "../src/service/click-report.ts";
import { readProductNames } from "../src/service/product-names.ts";
import { settingsOrExit } from "../src/service/settings.ts";
import { openStore } from "../src/store/open.ts";
import { table } from "./lib/table.ts";

const USAGE = "usage: npm run report:clicks -- --from YYYY-MM-DD --to YYYY-MM-DD [--csv] [--shops]";

const { values } = parseArgs({
  options: {
    from: { type: "string" },
    to: { type: "string" },
    csv: { type: "boolean", default: false },
    shops: { type: "boolean", default: false },
  },
});
const { from = "", to = "", csv, shops: shopsOnly } = values;
if (!isDay(from) || !isDay(to) || from > to) {
  console.error(`--from and --to must be dates (YYYY-MM-DD), --from not after --to\n${USAGE}`);
  process.exit(2);
}

const settings = settingsOrExit();

const store = await openStore(settings);
try {
  const [daily, shops, names] = await Promise.all([
    store.daily({ from, to }),
    store.perShop({ from, to }),
    readProductNames(settings.SITE_DIR),
  ]);
  const rows = reportRows(daily, names);
  if (csv) {
    process.stdout.write(shopsOnly ? shopsCsv(shops) : reportCsv(rows));
  } else {
    const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
    console.log(`Clicks from ${from} to ${to} (Bucharest days), ${store.kind} store\n`);
    if (!rows.length) {
      console.log("No clicks in this period.");
    } else {
      console.log(
        table([
          ["day", "product", "title", "clicks", "outbound", "partner link"],
          ...rows.map((row) => [
            row.day,
            row.productId,
            cut(row.title ?? "(no longer in the catalogue)", 48),
            String(row.clicks),
            String(row.outbound),
            row.affLink ?? "",
          ]),
        ]),
      );
      const totals = reportTotals(rows);
      const products = new Set(rows.map((row) => row.productId)).size;
      console.log(`\n${products} products: ${totals.clicks} product clicks, ${totals.outbound} outbound clicks`);
    }
    if (shops.length) {
      console.log("\nOutbound clicks per shop (products several shops sell)\n");
      console.log(table([["shop", "outbound"], ...shops.map((row) => [row.shop, String(row.clicks)])]));
    }
    if (!names.size) console.log(`\n(no product names: ${settings.SITE_DIR} holds no built site)`);
  }
} finally {
  await store.close();
}
