// @ts-check
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { cspDigests } from "./src/build/csp-digests.ts";
import { cacheDirFor } from "./src/build/dirs.ts";
import { frameChunk } from "./src/build/client-chunks.ts";
import { inlineSmallStylesheets } from "./src/build/inline-styles.ts";
import { readCatalogue } from "./src/build/read-catalogue.ts";
import { sitemap } from "./src/build/sitemap.ts";
import { settingsModule } from "./src/build/settings-module.ts";
import { contentSecurityPolicy } from "./src/lib/csp.ts";
import { isIndexable } from "./src/lib/redirects.ts";
import { LOCAL_SITE_URL, readSettings } from "./src/lib/settings.ts";

// Parsed once for Astro's process: the site's modules get them from settingsModule.
const settings = readSettings();
// The addresses of the pages this build takes from an earlier one (REUSE_FROM, src/build/page-reuse.ts): they
// are not Astro's pages, so readCatalogue tells the sitemap of them here before Astro's build ends.
/** @type {string[]} */
const reusedPages = [];

export default defineConfig({
  site: settings.SITE_URL ?? LOCAL_SITE_URL,
  trailingSlash: "ignore",
  outDir: settings.OUT_DIR,
  // One cache per output folder, so that builds of different catalogues (tests, benchmarks) never share a data store.
  cacheDir: cacheDirFor(settings.OUT_DIR),
  // Pages render 16 at a time, so that writing pages' files overlaps rendering the next ones (`npm run bench:build`
  // at 5,000 products: 7 % less render time than 4 at a time; more than 16 gained nothing). The small stylesheets
  // are written into the page, the frame's and a page type's large one stay files (src/build/inline-styles.ts):
  // seven files in a product page's head held its first paint back (issue 26), a few kB more HTML does not.
  build: { format: "directory", concurrency: 16, inlineStylesheets: "auto" },
  // Astro's terminal log without a line per page (src/build/astro-log.ts).
  logger: { entrypoint: new URL("./src/build/astro-log.ts", import.meta.url) },
  // A Content-Security-Policy in every page's <meta>: Astro hashes each script and style it writes, so no other
  // inline script runs (src/lib/csp.ts says what else a page may load, and why).
  security: { csp: contentSecurityPolicy(settings) },
  // The modules every page loads with the frame's script, in one file (src/build/client-chunks.ts says why).
  vite: { plugins: [frameChunk()], build: { assetsInlineLimit: inlineSmallStylesheets } },
  integrations: [
    react(),
    sitemap({ include: isIndexable, extraPages: reusedPages }),
    settingsModule(settings),
    cspDigests(),
    readCatalogue(settings, reusedPages),
  ],
});
