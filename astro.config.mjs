// @ts-check
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { cspDigests } from "./src/build/csp-digests.ts";
import { cacheDirFor } from "./src/build/dirs.ts";
import { frameChunk } from "./src/build/client-chunks.ts";
import { buildDataModule } from "./src/build/build-data-module.ts";
import { inlineSmallStylesheets } from "./src/build/inline-styles.ts";
import { readCatalogue } from "./src/build/read-catalogue.ts";
import { sitemap } from "./src/build/sitemap.ts";
import { settingsModule } from "./src/build/settings-module.ts";
import { contentSecurityPolicy } from "./src/lib/csp.ts";
import { isIndexable } from "./src/lib/redirects.ts";
import { LOCAL_SITE_URL, readSettings } from "./src/lib/settings.ts";

// Parsed once for Astro's process: the site's modules get them from settingsModule.
const settings = readSettings();
// The build's first step: the catalogue read once, handed to the runner and, through buildDataModule, to the pages.
const catalogue = readCatalogue(settings);

export default defineConfig({
  site: settings.SITE_URL ?? LOCAL_SITE_URL,
  trailingSlash: "ignore",
  outDir: settings.OUT_DIR,
  // One cache per output folder, so that builds of different catalogues (tests, benchmarks) never share a data store.
  cacheDir: cacheDirFor(settings.OUT_DIR),
  // Pages render 16 at a time, so that writing pages' files overlaps rendering the next ones; the small stylesheets
  // are written into the page, the frame's and a page type's large one stay files: every file in the head holds the
  // first paint back (docs/decisions.md#the-weight-of-every-page).
  build: { format: "directory", concurrency: 16, inlineStylesheets: "auto" },
  // Astro's terminal log without a line per page (src/build/astro-log.ts).
  logger: { entrypoint: new URL("./src/build/astro-log.ts", import.meta.url) },
  // A Content-Security-Policy in every page's <meta>: Astro hashes each script and style it writes, so no other
  // inline script runs (src/lib/csp.ts says what else a page may load, and why).
  security: { csp: contentSecurityPolicy(settings) },
  // The modules every page loads with the frame's script, in one file (src/build/client-chunks.ts says why).
  // A publish (REUSE_FROM) has its output folder emptied by the build's runner, which makes the earlier build's
  // folders in it while Astro starts (src/build/link-reused.ts): Astro must not empty it again.
  vite: {
    plugins: [frameChunk()],
    build: { assetsInlineLimit: inlineSmallStylesheets, emptyOutDir: !settings.REUSE_FROM },
  },
  integrations: [
    react(),
    // The pages an earlier build gives this one (REUSE_FROM, src/build/page-reuse.ts) are not Astro's: added here.
    sitemap({ include: isIndexable, extraPages: catalogue.reusedPages }),
    settingsModule(settings),
    buildDataModule(),
    cspDigests(),
    catalogue,
  ],
});
