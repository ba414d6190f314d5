/**
 * The build's last steps, on the finished site:
 * - `_headers` in the output folder: the caching and security headers a
 *   CDN sends (the Netlify / Cloudflare Pages format), the same rules the
 *   click service sends when it serves the site (lib/http-headers.ts);
 * - `catalogue-ids.json` beside the build report, not in the public site:
 *   the ids the click service counts (src/lib/catalogue-ids.ts), written
 *   under a temporary name and renamed, so that the service, which reloads
 *   it when it changes, never reads half a list.
 */
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { headerRules, headersFile } from "../lib/http-headers.ts";
import { catalogueIdsDocument } from "../lib/catalogue-ids.ts";

/** The file name of the live ids in REPORT_DIR; the service's CATALOGUE_IDS points at it. */
export const CATALOGUE_IDS_FILE = "catalogue-ids.json";

/** Writes `_headers`; `https`: the site is served over https (SITE_URL), so its responses ask for HSTS. */
export async function writeHeadersFile(outDir: string, https: boolean): Promise<string> {
  const file = path.join(outDir, "_headers");
  await writeFile(file, headersFile(headerRules({ https })));
  return file;
}

export async function writeCatalogueIds(reportDir: string, ids: readonly string[], builtAt: Date): Promise<string> {
  const file = path.join(reportDir, CATALOGUE_IDS_FILE);
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, catalogueIdsDocument(ids, builtAt));
  await rename(partial, file);
  return file;
}
