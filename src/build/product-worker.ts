/**
 * The worker of ./write-product-files.ts: turns the products Astro handed
 * over (./read-catalogue.ts), read once, into
 * - first, each product's search document, written to a handoff file of
 *   their own as it is made, and the order Pagefind is to take them in
 *   (./index-search.ts): where each document's line is, by word count;
 *   the list of ids the click service counts (with each one's shops), each product's search
 *   key (./search-reuse.ts: whether a publish can keep the index) and first day in the price
 *   history (./write-search-sorts.ts). Told at once, so that
 *   Pagefind starts on them while the files are written (a publish waits
 *   for the index, not for the files);
 * - then the products' summaries by slug (lib/product-shards.ts) and card
 *   rows by id (lib/card/by-id.ts), each in a bounded number of files,
 *   written under the output folder, and each product's prices for the
 *   alerts (./write-catalogue-prices.ts).
 * Holding no document, and each summary only as its bytes, keeps this worker
 * small at 100,000 products.
 */
import { parentPort, workerData } from "node:worker_threads";
import { productPrice, type ProductPrice } from "../lib/alerts/handover.ts";
import { shopsOf } from "../lib/offers/shops.ts";
import { searchDocumentParts, toSearchDocument } from "../lib/search/document.ts";
import { openHandoff, readHandoff, type LineAt } from "./handoff.ts";
import { writeOrLinkSiteFiles } from "./product-files-reuse.ts";
import { indexedWordCount } from "./index-search.ts";
import { searchKeyOf, type SearchKey } from "./search-reuse.ts";
import {
  CardShards,
  isHandedProduct,
  SummaryShards,
  type ProductWork,
  type ProductWorkMessage,
  type SiteFile,
} from "./write-product-files.ts";

const work = workerData as ProductWork;
const documents = await openHandoff(work.documents);
const order: { words: number; at: LineAt; id: string }[] = [];

const cards = new CardShards();
const summaries = new SummaryShards();
const keys: SearchKey[] = [];
const prices: ProductPrice[] = [];
const shops: Record<string, string[]> = {};
const firstSeen: Record<string, string> = {};

for await (const product of readHandoff(work.catalogue, isHandedProduct)) {
  const parts = searchDocumentParts(product);
  const document = toSearchDocument(parts);
  keys.push(searchKeyOf(product.id, parts));
  order.push({ words: indexedWordCount(document.html), at: await documents.add(document), id: product.id });
  cards.add(product);
  summaries.add(product);
  prices.push(productPrice(product));
  if (product.offers?.length) shops[product.id] = shopsOf(product);
  if (product.prices) firstSeen[product.id] = product.prices.since;
}
await documents.close();
// By word count, as inWordCountOrder sorts them (a stable sort: equal counts keep the catalogue's order).
order.sort((a, b) => a.words - b.words);
parentPort?.postMessage({
  kind: "documents",
  ids: cards.ids(),
  shops,
  keys,
  documents: order.map((entry) => entry.at),
  indexOrder: order.map((entry) => entry.id),
  firstSeen,
} satisfies ProductWorkMessage);

function* productFiles(): Generator<SiteFile> {
  yield* summaries.files();
  // The card rows by id (lib/card/by-id.ts).
  yield* cards.files();
}

const done = await writeOrLinkSiteFiles(productFiles(), work.outDir, work.earlier ?? null);
parentPort?.postMessage({
  kind: "files",
  files: done.written + done.linked,
  linked: done.linked,
  digests: done.digests,
  prices,
} satisfies ProductWorkMessage);
