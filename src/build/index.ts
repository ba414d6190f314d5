/**
 * npm run build: the whole build, its steps in the order they start.
 *
 *   render ─ astro build, a process of its own (./render.ts) ───────────────┐
 *     │  read-catalogue: reads the catalogue once (the pages take the same   │
 *     │  read), and hands the products over (./read-catalogue.ts)            │ Astro renders
 *     ▼                                                                      │ every page but
 *   link-reused: the pages an earlier build has (REUSE_FROM), hard-linked    │ those an earlier
 *     from it as Astro leaves them out (./page-reuse.ts, ./link-reused.ts)   │ build has
 *     ▼                                                                      │
 *   search-documents, then write-product-files: each product's search       │
 *     document, then the summaries by slug and card rows by id, in a         │
 *     worker (./write-product-files.ts)                                      │
 *     ▼                                                                      │
 *   index-search: the documents handed to Pagefind (./index-search.ts), or   │
 *     the earlier build's index kept, new prices patched (./search-reuse.ts) │
 *     ▼                                                                      ▼
 *   index-search, write: Pagefind writes OUT_DIR/pagefind/, once Astro has succeeded and exited (or at once in a
 *     publish: below); then the search keys beside the report, for the next build (./search-reuse.ts)
 *     ▼
 *   write-headers: OUT_DIR/_headers, the CDN's caching and security headers (./write-site-extras.ts)
 *     ▼
 *   write-manifest: OUT_DIR/release.json, what the site is, read by a rebuild elsewhere (../release/manifest.ts)
 *     ▼
 *   report: printed, and written to REPORT_DIR/build-report.json (./report.ts)
 *     ▼
 *   write-catalogue-ids: REPORT_DIR/catalogue-ids.json, what the click service counts (./write-site-extras.ts)
 *
 * The middle steps run on the machine's other core while Astro renders;
 * writing the index waits for Astro's process to end, so that Pagefind's
 * memory never adds to Astro's (./render.ts says why a process), except in
 * a publish, where most pages are linked and the time to live counts. A
 * failed `astro build` fails the build with its exit code, and no index or
 * report is written; so does a failure of any step here, which stops Astro.
 *
 * To add a step: a module in this folder named for what it does, exporting
 * one async function of what it needs (the settings, `dirs`, the catalogue
 * handed over, the page count); call it below through `step()` where its
 * inputs are ready: before `await render.pages` to run while Astro renders,
 * after it to work on the finished site (a `_headers` file, a check before
 * a release). If it reads the products, read them from `catalogue.file`
 * (./handoff.ts), one at a time. Arguments of `npm run build -- …` go to
 * `astro build`.
 */
import { rm } from "node:fs/promises";
import { getPriority, setPriority } from "node:os";
import path from "node:path";
import { readSettings, siteUrl } from "../lib/settings.ts";
import { writeManifest } from "../release/manifest.ts";
import { sourceOf } from "../release/source.ts";
import { buildDirs, ROOT } from "./dirs.ts";
import { readHandoffAt } from "./handoff.ts";
import { addToSearchIndex, isSearchDocument, type PendingIndex } from "./index-search.ts";
import { linkReusedFiles } from "./link-reused.ts";
import { codeVersion } from "./page-reuse.ts";
import { RenderError, startRender } from "./render.ts";
import { createReport, formatReport, writeReport } from "./report.ts";
import {
  fragmentsInOrder,
  patchSearchIndex,
  planSearchIndex,
  readSearchKeys,
  saveSearchKeys,
  SearchPatchError,
  type SearchKey,
  type SearchPlan,
} from "./search-reuse.ts";
import { writeProductFiles } from "./write-product-files.ts";
import { writeCatalogueIds, writeHeadersFile } from "./write-site-extras.ts";

/** How much lower the runner's work beside Astro runs (niceness: 0 by default, 19 the lowest priority). */
const RUNNER_NICENESS_ADDED = 10;

/** What the build tells the process that started it, when there is one (src/release/rebuild.ts). */
export interface BuildMessage {
  readonly kind: "pages-written";
}

const settings = readSettings();
const dirs = buildDirs(settings);
const startedAt = new Date();
// What the pages and the search index are drawn with; a build reusing an earlier one reuses only the same.
const code = codeVersion(settings);
code.catch(() => undefined);

/** What the search index step leaves for the next build's (./search-reuse.ts). */
interface SearchIndexDone {
  readonly indexedAt: number;
  readonly fragments?: Record<string, string>;
}

/** Whether this build can keep the search index of the build it reuses (REUSE_FROM). */
async function planSearch(keys: readonly SearchKey[]): Promise<SearchPlan> {
  if (!settings.REUSE_FROM) return { kind: "index", reason: "no earlier build to reuse" };
  const earlier = path.resolve(ROOT, settings.REUSE_FROM);
  return planSearchIndex(await readSearchKeys(earlier), earlier, keys, await code, Date.now());
}

/** Runs one step and logs how long it took. */
async function step<T>(name: string, run: () => Promise<T>, note: (value: T) => string): Promise<T> {
  const started = performance.now();
  const value = await run();
  console.log(`[${name}] ${note(value)} in ${Math.round(performance.now() - started)} ms`);
  return value;
}

// Files Astro leaves out because an earlier build has them (REUSE_FROM, ./page-reuse.ts), linked while it renders.
const reused = linkReusedFiles(dirs.out);
const render = startRender(ROOT, process.argv.slice(2), (from, files) => reused.add(from, files));
// Astro's rendering is the build's longest step, and its process needs some of the other core too (its garbage
// collector's threads, its file writes). The runner's own work (the product files' worker, Pagefind's process)
// is started after this line, so it inherits a lower priority (Linux sets it per thread, and a thread or child
// process takes its parent's): it takes the other core whenever Astro leaves it, and yields it when Astro asks.
// Relative, so that a build already started nicer never asks for a higher priority (which needs privileges).
setPriority(Math.min(19, getPriority() + RUNNER_NICENESS_ADDED));
let search: PendingIndex | undefined;
try {
  const catalogue = await render.catalogue;
  const work = writeProductFiles({
    catalogue: catalogue.file,
    outDir: dirs.out,
    documents: dirs.documents,
  });
  const files = step(
    "write-product-files",
    () => work.files,
    (done) => `${done.files} files written, while Astro renders,`,
  );
  files.catch(() => undefined);
  const made = await step(
    "search-documents",
    () => work.documents,
    (done) => `${done.documents.length} made, while Astro renders,`,
  );
  /** A new index: the documents handed to Pagefind now; resolves to what writes it. */
  const indexAnew = async (reason: string) => {
    console.log(`[index-search] a new index: ${reason}`);
    search = await step(
      "index-search",
      () =>
        addToSearchIndex(readHandoffAt(dirs.documents, made.documents, isSearchDocument), settings.SEARCH_PART_SIZE),
      (index) =>
        `${index.count} products handed to Pagefind` +
        (index.parts > 1 ? ` in ${index.parts} parts of at most ${settings.SEARCH_PART_SIZE}` : "") +
        ", while Astro renders,",
    );
    const index = search;
    return (when: string): Promise<SearchIndexDone> =>
      step(
        "index-search",
        () => index.write(path.join(dirs.out, "pagefind")),
        () => `index written ${when},`,
      ).then(() => ({
        indexedAt: Date.now(),
        fragments: fragmentsInOrder(made.indexOrder, settings.SEARCH_PART_SIZE),
      }));
  };
  // The earlier build's index kept, with new prices patched in, when nothing else changed (./search-reuse.ts),
  // and indexed anew when its files do not hold what its keys say; else the index written below.
  const plan = await planSearch(made.keys);
  let written: Promise<SearchIndexDone> | null;
  let writeIndex: (when: string) => Promise<SearchIndexDone>;
  if (plan.kind === "patch") {
    const patch = step(
      "index-search",
      () =>
        patchSearchIndex(plan, dirs.out, (from, files) => {
          reused.add(from, files);
          return reused.done();
        }),
      () =>
        `the earlier index kept, ${plan.changed.length} result ${plan.changed.length === 1 ? "file" : "files"} ` +
        "patched with new prices,",
    ).then((fragments): SearchIndexDone => ({ indexedAt: plan.indexedAt, fragments }));
    const done = patch.catch(async (error: unknown) => {
      if (!(error instanceof SearchPatchError)) throw error;
      return (await indexAnew(error.message))("while Astro renders");
    });
    written = done;
    writeIndex = () => done;
  } else {
    writeIndex = await indexAnew(plan.reason);
    // A publish (most files linked, few pages for Astro to render) writes the index now, beside Astro: the time
    // to live is what counts, and both processes' memory together (some 2 GB at 20,000 products) is its price. A
    // full build writes it once Astro has exited (./render.ts says why), though Astro's last 8 to 10 s of pages
    // leave the other core idle: at 20,000 products, half the index (two parts of 10,000) written beside Astro
    // took 3 s off the build and raised its peak to 1547 to 1635 MB (bench:build, 3 runs), past the 1.5 GB target.
    written = reused.count() >= made.ids.length / 2 ? writeIndex("while Astro renders") : null;
  }
  written?.catch(() => undefined);
  await files;
  const pages = await render.pages;
  await step(
    "link-reused",
    () => reused.done(),
    (count) => `${count} files linked from the earlier build`,
  );
  // Astro has exited: every page, the sitemap and `_redirects` are on disk. A rebuild that ran this build checks
  // their links while the index is written (src/release/rebuild.ts).
  process.send?.({ kind: "pages-written" } satisfies BuildMessage);
  const indexed = await (written ?? writeIndex("after Astro"));
  search = undefined;
  await saveSearchKeys(dirs.reports, dirs.out, await code, indexed.indexedAt, made.keys, indexed.fragments);
  await Promise.all([rm(catalogue.file), rm(dirs.documents)]);
  await step(
    "write-headers",
    () => writeHeadersFile(dirs.out, siteUrl(settings).protocol === "https:"),
    (file) => `${path.relative(ROOT, file)} written`,
  );
  await step(
    "write-manifest",
    async () =>
      writeManifest(dirs.out, {
        id: null,
        createdAt: null,
        source: sourceOf(settings),
        products: catalogue.tally.published.products,
        code: await code,
      }),
    (file) => `${path.relative(ROOT, file)} written`,
  );
  const report = createReport(catalogue.tally, startedAt, new Date(), pages);
  console.log(formatReport(report, await writeReport(report, dirs.reports)));
  // Last: the click service takes a new list as a new build gone live.
  await step(
    "write-catalogue-ids",
    () => writeCatalogueIds(dirs.reports, made.ids, startedAt),
    (file) => `${made.ids.length} ids for the click service in ${path.relative(ROOT, file)}`,
  );
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
