// The baseline of `npm run bench:build`: Astro writing N trivial pages, nothing else.
import { defineConfig } from "astro/config";

export default defineConfig({
  outDir: process.env.OUT_DIR ?? "../../.bench/bare-dist",
  cacheDir: "../../node_modules/.astro/bench-bare",
  build: { format: "directory" },
});
