/**
 * The worker of scripts/build.ts that turns the products `astro build`
 * handed over (src/integrations/handoff.ts) into
 * - each product's files, written under the output folder
 *   (src/integrations/product-files.ts);
 * - the search documents, in the order Pagefind is to take them
 *   (src/integrations/search-index.ts), written to a handoff file of their
 *   own for scripts/build.ts to stream into Pagefind.
 * A worker, so that the memory this takes (the descriptions' text, some
 * 60 MB of strings at 20,000 products, and their garbage) is given back when
 * it ends, long before Astro's memory peaks at the end of its pages.
 */
import { parentPort, workerData } from "node:worker_threads";
import { isHandedProduct, readHandoff, writeHandoff } from "../src/integrations/handoff.ts";
import { filesOf, writeSiteFiles, type SiteFile } from "../src/integrations/product-files.ts";
import { inWordCountOrder } from "../src/integrations/search-index.ts";
import { searchDocument, type SearchDocument } from "../src/lib/search/document.ts";

export interface ProductWork {
  /** The products handed over. */
  readonly catalogue: string;
  /** The site's output folder. */
  readonly outDir: string;
  /** Where the search documents go. */
  readonly documents: string;
  /** The site's public origin, for the redirect pages. */
  readonly site: string;
}

export interface ProductWorkDone {
  readonly files: number;
  readonly documents: number;
}

const work = workerData as ProductWork;
const site = new URL(work.site);
const documents: SearchDocument[] = [];
const redirected = new Set<string>();

async function* productFiles(): AsyncGenerator<SiteFile> {
  for await (const product of readHandoff(work.catalogue, isHandedProduct)) {
    documents.push(searchDocument(product));
    yield* filesOf(product, site, redirected);
  }
}

const files = await writeSiteFiles(productFiles(), work.outDir);
await writeHandoff(work.documents, inWordCountOrder(documents));
parentPort?.postMessage({ files, documents: documents.length } satisfies ProductWorkDone);
