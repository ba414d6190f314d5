/**
 * The build's step before write-catalogue-ids (./index.ts): `catalogue-prices.json` beside the build report, the
 * prices, stock, titles and pages the click service's alerts compare (src/lib/alerts/handover.ts), read from the
 * products Astro handed over (with their price history's reference), written under a temporary name and renamed,
 * so that the service never reads half a file. Before the ids: the service takes the pair as a new build gone live.
 */
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  cataloguePricesDocument,
  CATALOGUE_PRICES_FILE,
  productPrice,
  type ProductPrice,
} from "../lib/alerts/handover.ts";
import { ROOT } from "./dirs.ts";
import { readHandoff } from "./handoff.ts";
import { step } from "./step.ts";
import { isHandedProduct } from "./write-product-files.ts";

export { CATALOGUE_PRICES_FILE } from "../lib/alerts/handover.ts";

/** Writes the prices of the products handed over in `catalogue` into `reportDir`; resolves to the file. */
export function writeCataloguePrices(reportDir: string, catalogue: string, builtAt: Date): Promise<string> {
  let count = 0;
  return step(
    "write-catalogue-prices",
    async () => {
      const products: ProductPrice[] = [];
      for await (const product of readHandoff(catalogue, isHandedProduct)) products.push(productPrice(product));
      count = products.length;
      const file = path.join(reportDir, CATALOGUE_PRICES_FILE);
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, cataloguePricesDocument(products, builtAt));
      await rename(partial, file);
      return file;
    },
    (file) => `${count} products' prices for the alerts in ${path.relative(ROOT, file)}`,
  );
}
