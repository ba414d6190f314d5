// @ts-check
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import { defineConfig } from "astro/config";
import { buildReport } from "./src/integrations/build-report.ts";
import { catalogueHandoff } from "./src/integrations/handoff.ts";
import { cacheDirFor } from "./src/lib/build-dirs.ts";
import { isIndexable } from "./src/lib/redirects.ts";
import { LOCAL_SITE_URL, readSettings } from "./src/lib/settings.ts";

const settings = readSettings();
const handoff = catalogueHandoff();

export default defineConfig({
  site: settings.SITE_URL ?? LOCAL_SITE_URL,
  trailingSlash: "ignore",
  outDir: settings.OUT_DIR,
  // One cache per output folder, so that builds of different catalogues (tests, benchmarks) never share a data store.
  cacheDir: cacheDirFor(settings.OUT_DIR),
  // Pages render 4 at a time, so that writing one page's file overlaps rendering the next.
  build: { format: "directory", concurrency: 4 },
  integrations: [
    react(),
    sitemap({ filter: (page) => isIndexable(new URL(page).pathname) }),
    // The catalogue for scripts/build.ts first: the report counts the redirect pages that script writes.
    handoff,
    buildReport(settings.REPORT_DIR, () => handoff.redirectPages),
  ],
});
