/**
 * The build's first step (./index.ts), in Astro's process: read the
 * catalogue, once (./build-data.ts: the pages take the same read).
 * The read starts with Astro's build; as soon as it is done and the output
 * folder emptied (Astro's first `astro:build:setup`), this integration
 * writes the products to the build's cache folder and tells the runner,
 * which makes the product files and the search index from them on the
 * machine's other core while Astro renders the pages (./render.ts). At
 * `astro:build:done` it checks that every product handed over got its page
 * and tells the runner how many pages Astro wrote.
 *
 * Only the products cross over, not the files made from them: making those
 * in Astro's process grew its memory for the rest of the build and slowed
 * its pages (docs/decisions.md#the-builds-memory-and-time).
 * Under a plain `astro build` (no runner listening) nothing is handed over.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration, AstroIntegrationLogger, BaseIntegrationHooks } from "astro";
import { isPageFile, pagePath } from "../lib/catalog/page-reuse.ts";
import { readPublishableCatalog } from "../lib/catalog/read.ts";
import type { Product } from "../lib/domain/schema.ts";
import { paths } from "../lib/paths.ts";
import type { Settings } from "../lib/settings.ts";
import { providePageReuse, readCatalogueOnce, shownKeyOf } from "./build-data.ts";
import { CATALOG_HANDOFF_FILE, CATALOG_TALLY_FILE, ROOT } from "./dirs.ts";
import { HandoffError, writeHandoff, writeHandoffValue } from "./handoff.ts";
import { codeVersion, openPageReuse, type PageReuse } from "./page-reuse.ts";
import { withPopularClicks } from "./popular-clicks.ts";
import { withPriceHistory } from "./price-history.ts";
import type { HandedLine } from "./write-product-files.ts";
import { loadProductsRead, saveProductsRead } from "./products-read.ts";
import { tallyCatalogue, type CatalogueTally } from "./report.ts";

type BuiltPages = Parameters<BaseIntegrationHooks["astro:build:done"]>[0]["pages"];

/** What Astro's process tells the runner, in order ("reused" once per route that reuses files, before "pages"). */
export type RenderMessage =
  | { readonly kind: "catalogue"; readonly file: string; readonly tallyFile: string }
  | { readonly kind: "reused"; readonly from: string; readonly files: readonly string[] }
  | { readonly kind: "pages"; readonly count: number };

/** The runner's side of the channel; absent under a plain `astro build`. */
const tell = (message: RenderMessage): Promise<void> =>
  new Promise((resolve, reject) => {
    if (!process.send) resolve();
    else process.send(message, (error: Error | null) => (error ? reject(error) : resolve()));
  });

/**
 * The message that hands the catalogue over: the products in `file` (./handoff.ts), the tally written to
 * `tallyFile` now. The message stays small whatever the catalogue holds (writeHandoffValue says why).
 */
export function catalogueMessage(file: string, tallyFile: string, tally: CatalogueTally): RenderMessage {
  writeHandoffValue(tallyFile, tally);
  return { kind: "catalogue", file, tallyFile };
}

/** The integration, and the addresses of the pages an earlier build gave this one, once Astro has asked for them. */
export type ReadCatalogue = AstroIntegration & { readonly reusedPages: () => readonly string[] };

/**
 * Reads the catalogue, hands its products to the runner, and checks at the end that each got its page. Pages
 * taken from an earlier build (./page-reuse.ts) are the runner's to link and not Astro's: their addresses are
 * `reusedPages()`, which astro.config.mjs gives the sitemap.
 */
export function readCatalogue(settings: Settings): ReadCatalogue {
  const reusedPages: string[] = [];
  let file = "";
  let tallyFile = "";
  let site = "";
  let reuse: PageReuse | null = null;
  const reportDir = path.resolve(ROOT, settings.REPORT_DIR);
  // The code these products are read with: an earlier build's read is taken only from the same (./products-read.ts).
  const code = codeVersion(settings);
  /** The products the build it reuses read (./products-read.ts), for the source to read only what changed. */
  const earlierRead = async () => {
    if (!settings.REUSE_FROM) return null;
    if (settings.PRODUCTS_READ === "all") {
      console.log("[read-catalogue] every product read again, as asked (PRODUCTS_READ=all)");
      return null;
    }
    return loadProductsRead(path.resolve(ROOT, settings.REUSE_FROM), await code);
  };
  // The pages get this same read (./build-data.ts), with the price history only the build adds (./price-history.ts).
  const read = () =>
    readCatalogueOnce(async () =>
      withPopularClicks(
        await withPriceHistory(await readPublishableCatalog(settings, await earlierRead()), settings),
        settings,
      ),
    );
  let saved: Promise<void> = Promise.resolve();
  let handedOver: readonly Product[] | null = null;
  let handingOver: Promise<void> | null = null;
  let readStarted = 0;
  /** Once the output folder is emptied: the read's products to the runner, and the read for the next build. */
  const handOver = async (logger: AstroIntegrationLogger) => {
    const catalog = await read();
    handedOver = catalog.products;
    // The time of the read itself, beside the build's other steps (npm run bench:rebuild reads it).
    const readMs = Math.round(performance.now() - readStarted);
    const how = catalog.productsRead ? ` (${catalog.productsRead.how})` : "";
    console.log(`[read-catalogue] ${handedOver.length} products read${how}, with their price history, in ${readMs} ms`);
    // For the next build (./products-read.ts); written while Astro renders, awaited before it ends.
    const productsRead = catalog.productsRead;
    if (productsRead) {
      saved = mkdir(reportDir, { recursive: true }).then(async () =>
        saveProductsRead(reportDir, await code, productsRead),
      );
      saved.catch(() => undefined);
    }
    if (!process.send) return;
    writeHandoff(file, handedLines(handedOver));
    await tell(catalogueMessage(file, tallyFile, tallyCatalogue(catalog)));
    logger.info(`${handedOver.length} products handed over for the product files and the search index`);
  };
  return {
    name: "vitrina-read-catalogue",
    reusedPages: () => reusedPages,
    hooks: {
      "astro:config:done": ({ config }) => {
        file = fileURLToPath(new URL(CATALOG_HANDOFF_FILE, config.cacheDir));
        tallyFile = fileURLToPath(new URL(CATALOG_TALLY_FILE, config.cacheDir));
        site = config.site ?? "";
      },
      "astro:build:start": async () => {
        handedOver = null;
        handingOver = null;
        readStarted = performance.now();
        // Read while Astro prepares its build; a failure is thrown where it is awaited, below.
        void read();
        reusedPages.length = 0;
        reuse = await openPageReuse(settings, (files) => {
          for (const page of files.filter(isPageFile)) reusedPages.push(new URL(pagePath(page), site).href);
          if (reuse?.from) void tell({ kind: "reused", from: reuse.from, files });
        });
        providePageReuse(reuse.registry);
      },
      // Called once per bundle Astro builds: the first call is when the output folder has been emptied. Not
      // awaited: Astro bundles while the catalogue is read and handed over (a read it waited for held its bundling
      // back by as long); the pages wait for the read, and the end of the build for the handing over.
      "astro:build:setup": ({ logger }) => {
        if (handingOver) return;
        handingOver = handOver(logger);
        // Awaited at astro:build:done; a failed read fails the pages first.
        handingOver.catch(() => undefined);
      },
      "astro:build:done": async ({ pages, logger }) => {
        await handingOver;
        const reused = (reuse?.reused ?? []).filter(isPageFile).map((page) => ({ pathname: pagePath(page) }));
        checkPublished([...pages, ...reused], handedOver ?? []);
        await mkdir(reportDir, { recursive: true });
        await saved;
        await reuse?.save(reportDir, path.resolve(ROOT, settings.OUT_DIR));
        if (reused.length) logger.info(`${reused.length} pages taken from the build in ${reuse?.from}`);
        await tell({ kind: "pages", count: pages.length + reused.length });
      },
    },
  };
}

/** The handoff's lines (./write-product-files.ts, HandedLine): each product with the key its page shows it with. */
function* handedLines(products: readonly Product[]): Generator<HandedLine> {
  for (const product of products) yield [shownKeyOf(product), product];
}

/**
 * Throws when a product handed over got no page in this build: nothing
 * written for it (its files, its search result) may lead to a missing page.
 */
export function checkPublished(pages: BuiltPages, handedOver: readonly Product[]): void {
  const built = new Set(pages.map((page) => `/${page.pathname.replace(/^\/+/, "")}`));
  const missing = handedOver.filter((product) => !built.has(paths.product(product.slug)));
  if (missing.length) {
    throw new HandoffError(
      `${missing.length} products handed over have no page, the first ${paths.product(missing[0]?.slug ?? "")}`,
    );
  }
}
