/**
 * Prints the build report at the end of `astro build` and writes it to
 * REPORT_DIR/build-report.json (beside dist/: the report is not for the public).
 */
import type { AstroIntegration } from "astro";
import { lastCatalog } from "../lib/catalog/loader.ts";
import { createReport, formatReport, writeReport } from "../lib/catalog/report.ts";

/**
 * @param extraPages HTML pages other integrations wrote after Astro's own
 * (src/integrations/product-files.ts), counted in the report's pages.
 */
export function buildReport(reportDir: string, extraPages: () => number = () => 0): AstroIntegration {
  let startedAt = new Date();
  return {
    name: "vitrina-build-report",
    hooks: {
      "astro:config:done": () => {
        startedAt = new Date();
      },
      "astro:build:done": async ({ pages, logger }) => {
        const last = lastCatalog();
        if (!last) {
          logger.warn("No catalogue was read in this build: no report written");
          return;
        }
        const report = createReport(last, startedAt, new Date(), pages.length + extraPages());
        const file = await writeReport(report, reportDir);
        logger.info(`\n${formatReport(report, file)}`);
      },
    },
  };
}
