/**
 * The build's step before write-catalogue-ids (./index.ts): `catalogue-prices.json` beside the build report, the
 * prices, stock, titles and pages the click service's alerts compare (src/lib/alerts/handover.ts), made by the
 * product files' worker from the products Astro handed over (with their price history's reference; a third read
 * of them cost seconds of each publish), written under a temporary name and renamed,
 * so that the service never reads half a file. Before the ids: the service takes the pair as a new build gone live.
 */
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { cataloguePricesDocument, CATALOGUE_PRICES_FILE, type ProductPrice } from "../lib/alerts/handover.ts";
import { ROOT } from "./dirs.ts";
import { step } from "./step.ts";

export { CATALOGUE_PRICES_FILE } from "../lib/alerts/handover.ts";

/** Writes the products' `prices` into `reportDir`; resolves to the file. */
export function writeCataloguePrices(
  reportDir: string,
  products: readonly ProductPrice[],
  builtAt: Date,
): Promise<string> {
  return step(
    "write-catalogue-prices",
    async () => {
      const file = path.join(reportDir, CATALOGUE_PRICES_FILE);
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, cataloguePricesDocument(products, builtAt));
      await rename(partial, file);
      return file;
    },
    (file) => `${products.length} products' prices for the alerts in ${path.relative(ROOT, file)}`,
  );
}
