/**
 * The build's step on the finished site (./index.ts): OUT_DIR/release.json, what the site is (its source, its
 * products, its code), read by a rebuild elsewhere (src/release/manifest.ts). A build's manifest has no release id
 * or time: the release it becomes adds them.
 */
import path from "node:path";
import type { Settings } from "../lib/settings.ts";
import { writeManifest as writeManifestFile } from "../release/manifest.ts";
import { sourceOf } from "../release/source.ts";
import { ROOT } from "./dirs.ts";
import { step } from "./step.ts";

/** Writes the manifest of a build of `products` products, drawn with `code` (./page-reuse.ts), into `outDir`. */
export function writeManifest(outDir: string, settings: Settings, products: number, code: string): Promise<string> {
  return step(
    "write-manifest",
    () => writeManifestFile(outDir, { id: null, createdAt: null, source: sourceOf(settings), products, code }),
    (file) => `${path.relative(ROOT, file)} written`,
  );
}
