/**
 * npm run build: the whole build, its steps in the order they start (docs/build.md tells the story).
 *
 * Astro renders the pages in a process of its own (./render.ts says why), and its integration hooks are the
 * seams: at `astro:build:setup` the catalogue it has read is handed over (./read-catalogue.ts); while it renders,
 * the product files, the search documents and the search index are made here, on the machine's other core; at
 * `astro:build:done` it says how many pages it wrote, and exits. Then the steps on the finished site, one by one.
 * A failed `astro build` fails the build with its exit code; so does any step here, which stops Astro.
 * To add a step: a module in this folder named for what it does, exporting one async function of what it needs,
 * called below where its inputs are ready (before `render.pages()` it runs while Astro renders).
 * Arguments of `npm run build -- …` go to `astro build`.
 */
import path from "node:path";
import { readSettings, siteUrl } from "../lib/settings.ts";
import { buildDirs, emptyFolder, ROOT } from "./dirs.ts";
import { removeHandoffs } from "./handoff.ts";
import { linkReusedFiles } from "./link-reused.ts";
import { codeVersion, earlierPageFolders } from "./page-reuse.ts";
import { pagesWritten } from "./pages-written.ts";
import { RenderError, startRender, yieldToAstro } from "./render.ts";
import { reportBuild } from "./report.ts";
import { startSearchIndex, type SearchIndex } from "./search-index.ts";
import { writeCatalogueIds } from "./write-catalogue-ids.ts";
import { searchSortsStep } from "./write-search-sorts.ts";
import { writeCataloguePrices } from "./write-catalogue-prices.ts";
import { writeHeaders } from "./write-headers.ts";
import { writeManifest } from "./write-manifest.ts";
import { readProductFilesKeys, saveProductFilesKeys } from "./product-files-reuse.ts";
import { startProductFiles } from "./write-product-files.ts";
import { keepDocuments } from "./search-documents-reuse.ts";
import { readSearchKeys } from "./search-reuse.ts";

const settings = readSettings();
const dirs = buildDirs(settings);
const startedAt = new Date();
const from = settings.REUSE_FROM ? path.resolve(ROOT, settings.REUSE_FROM) : null;
// A publish empties its output folder here, not in Astro (astro.config.mjs), to make its folders while Astro starts.
if (from) emptyFolder(dirs.out);

// 1. render: `astro build` starts; the pages an earlier build has (REUSE_FROM) are linked as Astro leaves them out,
//    into the earlier build's folders, made meanwhile (./link-reused.ts).
const reused = linkReusedFiles(dirs.out);
const render = startRender(ROOT, process.argv.slice(2), (earlier, files) => reused.add(earlier, files));
// Everything started from here on runs below Astro's priority.
yieldToAstro();
let search: SearchIndex | undefined;
try {
  if (from) reused.prepare(await earlierPageFolders(from));
  // What the pages and the search index are drawn with: a build reusing an earlier one reuses only the same.
  const code = await codeVersion(settings);
  // 2. read-catalogue: Astro has read the catalogue and handed its products over.
  const catalogue = await render.catalogue();
  // 3. write-product-files and search-documents, in a worker while Astro renders (./product-worker.ts: which first).
  // What the earlier index holds, read meanwhile: kept or not is decided once the documents are made.
  const earlierKeys = from ? readSearchKeys(from) : Promise.resolve(null);
  const earlierFiles = from ? { files: await readProductFilesKeys(from), from } : null;
  const products = startProductFiles(catalogue.file, dirs, code, earlierFiles);
  // 4. Astro exits; with the product files and link-reused, the site's pages are on disk (a rebuild starts checking
  //    them: in a publish, while the documents are made and the index is written).
  const productFiles = products.files();
  const written = pagesWritten(render.pages(), productFiles, reused);
  written.catch(() => undefined);
  const made = await products.searchDocuments();
  // 5. index-search: the earlier index kept, or the documents handed to Pagefind; in a publish, written meanwhile
  //    (./search-index.ts says why).
  search = await startSearchIndex({ settings, dirs, code, made, reused, earlierKeys });
  const [pages] = await Promise.all([written, search.besideAstro ? search.write() : Promise.resolve()]);
  // 6. index-search, write: in a full build, the index is written now that Astro's memory is given back.
  const results = await search.write();
  search = undefined;
  // search-sorts: the ranks of the index's results in the search page's sorts (Astro has written the popular file).
  await searchSortsStep(dirs.out, results, made);
  // The prices the service's alerts compare, as the product files' worker made them.
  await writeCataloguePrices(dirs.reports, (await productFiles).prices, startedAt);
  await removeHandoffs(catalogue.file, catalogue.tallyFile);
  // The documents, for the next build to take those of the products it is handed the same.
  keepDocuments(dirs.documents, dirs.reports);
  // 7. The steps on the finished site.
  await writeHeaders(dirs.out, siteUrl(settings).protocol === "https:");
  await writeManifest(dirs.out, settings, catalogue.tally.published.products, code);
  await reportBuild(catalogue.tally, startedAt, pages, dirs.reports);
  await saveProductFilesKeys(dirs.reports, dirs.out, (await productFiles).digests);
  // Last: the click service takes a new list as a new build gone live.
  await writeCatalogueIds(dirs.reports, made.ids, startedAt, made.shops);
} catch (error) {
  await search?.close();
  if (error instanceof RenderError) {
    // Astro has said why on its own output.
    process.exitCode = error.code;
  } else {
    // Whatever failed here fails the build: Astro's pages would be a site without its files or its search.
    render.stop();
    console.error(error);
    process.exitCode = 1;
  }
}
