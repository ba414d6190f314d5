/**
 * The build's last step (./index.ts): `catalogue-ids.json` beside the build report, not in the public site: the
 * ids the click service counts (src/lib/catalogue-ids.ts), written under a temporary name and renamed, so that the
 * service, which reloads it when it changes, never reads half a list. Last, because the service takes a new list
 * as a new build gone live.
 */
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { catalogueIdsDocument } from "../lib/catalogue-ids.ts";
import { ROOT } from "./dirs.ts";
import { step } from "./step.ts";

/** The file name of the live ids in REPORT_DIR; the service's CATALOGUE_IDS points at it. */
export const CATALOGUE_IDS_FILE = "catalogue-ids.json";

/**
 * Writes `ids`, the products of the build started at `builtAt`, and the shops of those with offers into
 * `reportDir`; resolves to the file.
 */
export function writeCatalogueIds(
  reportDir: string,
  ids: readonly string[],
  builtAt: Date,
  shops: Readonly<Record<string, readonly string[]>> = {},
): Promise<string> {
  return step(
    "write-catalogue-ids",
    async () => {
      const file = path.join(reportDir, CATALOGUE_IDS_FILE);
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, catalogueIdsDocument(ids, builtAt, shops));
      await rename(partial, file);
      return file;
    },
    (file) => `${ids.length} ids for the click service in ${path.relative(ROOT, file)}`,
  );
}
