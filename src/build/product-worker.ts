/**
 * The worker of ./write-product-files.ts: turns the products Astro handed
 * over (./read-catalogue.ts) into
 * - each product's files, written under the output folder;
 * - its search document, written to a handoff file of their own as it is
 *   made, and the order Pagefind is to take them in (./index-search.ts):
 *   where each document's line is, by word count. Holding no document
 *   keeps this worker small at 100,000 products;
 * - the card rows by product id (lib/card/by-id.ts), and the list of ids
 *   the click service counts.
 */
import { parentPort, workerData } from "node:worker_threads";
import { searchDocument } from "../lib/search/document.ts";
import { openHandoff, readHandoff, type LineAt } from "./handoff.ts";
import { indexedWordCount } from "./index-search.ts";
import {
  CardShards,
  filesOf,
  isHandedProduct,
  writeSiteFiles,
  type ProductWork,
  type ProductWorkDone,
  type SiteFile,
} from "./write-product-files.ts";

const work = workerData as ProductWork;
const site = new URL(work.site);
const documents = await openHandoff(work.documents);
const order: { words: number; at: LineAt }[] = [];
const redirected = new Set<string>();

const cards = new CardShards();

async function* productFiles(): AsyncGenerator<SiteFile> {
  for await (const product of readHandoff(work.catalogue, isHandedProduct)) {
    const document = searchDocument(product);
    order.push({ words: indexedWordCount(document.html), at: await documents.add(document) });
    cards.add(product);
    yield* filesOf(product, site, redirected);
  }
  // The card rows by id, once every product is in (lib/card/by-id.ts).
  yield* cards.files();
}

const files = await writeSiteFiles(productFiles(), work.outDir);
await documents.close();
parentPort?.postMessage({
  files,
  pages: redirected.size,
  ids: cards.ids(),
  // By word count, as inWordCountOrder sorts them (a stable sort: equal counts keep the catalogue's order).
  documents: order.sort((a, b) => a.words - b.words).map((entry) => entry.at),
} satisfies ProductWorkDone);
