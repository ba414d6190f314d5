/**
 * The catalogue the settings name: read from its source by src/lib/cms,
 * which alone knows vendor shapes and hands over the project's own parts,
 * then assembled here. The data flows that one way (eslint.config.js).
 */
import { readSource } from "../cms/index.ts";
import type { Settings } from "../settings.ts";
import { assembleCatalog, type Catalog } from "./assemble.ts";

/** Reads the source the settings name and assembles its parts into one catalogue. */
export async function readCatalog(settings: Settings): Promise<Catalog> {
  return assembleCatalog(await readSource(settings));
}
