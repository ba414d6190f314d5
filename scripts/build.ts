/**
 * npm run build: the whole build, in two processes that overlap.
 *
 * 1. `astro build`, a child process, reads and checks the catalogue and
 *    renders every page. As soon as the catalogue is read it hands its
 *    products over, in its cache folder (src/integrations/handoff.ts).
 * 2. This process, meanwhile, on the machine's other core: writes each
 *    product's files and search document (a worker, build-products.ts), and
 *    hands the documents to Pagefind (src/integrations/search-index.ts). Once `astro
 *    build` has succeeded and exited, Pagefind writes the index into
 *    OUT_DIR/pagefind/: the step that needs Pagefind's memory (about 1 GB at
 *    20,000 products), which therefore never adds to Astro's.
 *
 * A failed `astro build` fails the build with its exit code, and no index is
 * written. Reads the same settings as the build; arguments go to `astro
 * build`.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { Worker } from "node:worker_threads";
import { readHandoff } from "../src/integrations/handoff.ts";
import { addToSearchIndex, isSearchDocument } from "../src/integrations/search-index.ts";
import { CATALOG_HANDOFF_FILE, cacheDirFor, SEARCH_DOCUMENTS_FILE } from "../src/lib/build-dirs.ts";
import { readSettings, siteUrl } from "../src/lib/settings.ts";
import type { ProductWork, ProductWorkDone } from "./build-products.ts";

const root = path.resolve(import.meta.dirname, "..");
const settings = readSettings();
const outDir = path.resolve(root, settings.OUT_DIR);
const cache = path.join(root, cacheDirFor(settings.OUT_DIR));
const handoff = path.join(cache, CATALOG_HANDOFF_FILE);
const documents = path.join(cache, SEARCH_DOCUMENTS_FILE);

const timed = async <T>(work: Promise<T>) => {
  const startedAt = performance.now();
  const value = await work;
  return { value, ms: Math.round(performance.now() - startedAt) };
};

// What a failed earlier build left must not be taken for this build's.
await Promise.all([rm(handoff, { force: true }), rm(documents, { force: true })]);

const astro = spawn(
  process.execPath,
  [path.join(root, "node_modules/astro/bin/astro.mjs"), "build", ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit" },
);
let astroExit: number | null = null;
const astroDone = new Promise<number>((resolve) => {
  astro.on("close", (code, signal) => {
    astroExit = code ?? (signal ? 128 : 1);
    resolve(astroExit);
  });
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => astro.kill(signal));

while (astroExit === null && !existsSync(handoff)) await sleep(100);
if (!existsSync(handoff)) {
  if (astroExit === 0) console.error(`astro build handed no catalogue over at ${handoff}`);
  process.exit(astroExit || 1);
}

try {
  const { products, search } = await alongsideAstro();
  console.log(`Product files: ${products.value.files} written in ${products.ms} ms, while Astro rendered`);
  const code = await astroDone;
  if (code !== 0) {
    await search.value.close();
    process.exit(code);
  }
  const written = await timed(search.value.write(path.join(outDir, "pagefind")));
  await Promise.all([rm(handoff), rm(documents)]);
  console.log(
    `Search index: ${search.value.count} products indexed in ${search.ms + written.ms} ms ` +
      `(${search.ms} ms while Astro rendered, ${written.ms} ms after)`,
  );
} catch (error) {
  // Whatever failed here fails the build: Astro's pages would be a site without its files or its search.
  astro.kill();
  console.error(error);
  process.exit(1);
}

/** What this process does while Astro renders: the products' files, and Pagefind given the search documents. */
async function alongsideAstro() {
  // The files and documents in a worker whose memory is given back when it ends (build-products.ts).
  const products = await timed(
    new Promise<ProductWorkDone>((resolve, reject) => {
      const work: ProductWork = { catalogue: handoff, outDir, documents, site: siteUrl(settings).href };
      const worker = new Worker(new URL("./build-products.ts", import.meta.url), { workerData: work });
      let done: ProductWorkDone | undefined;
      worker.once("message", (message: ProductWorkDone) => (done = message));
      worker.once("error", reject);
      // Resolved on exit, not on the message: Pagefind's part starts once the worker's memory is given back.
      worker.once("exit", (code) =>
        done ? resolve(done) : reject(new Error(`The products' worker stopped (exit code ${code})`)),
      );
    }),
  );
  const search = await timed(addToSearchIndex(readHandoff(documents, isSearchDocument)));
  return { products, search };
}
