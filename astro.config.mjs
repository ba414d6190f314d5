// @ts-check
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import { defineConfig } from "astro/config";
import { buildReport } from "./src/integrations/build-report.ts";
import { productFiles } from "./src/integrations/product-files.ts";
import { searchIndex } from "./src/integrations/search-index.ts";
import { cacheDirFor } from "./src/lib/build-dirs.ts";
import { isIndexable } from "./src/lib/redirects.ts";
import { readSettings } from "./src/lib/settings.ts";

const settings = readSettings();
const products = productFiles();

export default defineConfig({
  site: settings.SITE_URL ?? "http://localhost:4321",
  trailingSlash: "ignore",
  outDir: settings.OUT_DIR,
  // One cache per output folder, so that builds of different catalogues (tests, benchmarks) never share a data store.
  cacheDir: cacheDirFor(settings.OUT_DIR),
  // Pages render 4 at a time, so that writing one page's file overlaps rendering the next.
  build: { format: "directory", concurrency: 4 },
  integrations: [
    react(),
    sitemap({ filter: (page) => isIndexable(new URL(page).pathname) }),
    // The per-product files first: the report counts their pages.
    products,
    buildReport(settings.REPORT_DIR, () => products.written.pages),
    searchIndex(),
  ],
});
