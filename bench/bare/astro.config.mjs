// The baseline of `npm run bench:build`: Astro writing N trivial pages, nothing else.
import path from "node:path";
import { defineConfig } from "astro/config";
import { cacheDirFor } from "../../src/build/dirs.ts";

const outDir = process.env.OUT_DIR ?? "../../.bench/bare-dist";

export default defineConfig({
  outDir,
  // Like the site's: a cache per output folder (the project's root is two folders up).
  cacheDir: path.join("../..", cacheDirFor(outDir)),
  build: { format: "directory" },
});
