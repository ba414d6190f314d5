/**
 * The worker of ./write-product-files.ts: turns the products Astro handed
 * over (./read-catalogue.ts) into
 * - each product's search document, written to a handoff file of their own
 *   as it is made, and the order Pagefind is to take them in
 *   (./index-search.ts): where each document's line is, by word count;
 *   the list of ids the click service counts (with each one's shops), each
 *   product's search key (./search-reuse.ts: whether a publish can keep the
 *   index) and first day in the price history (./write-search-sorts.ts);
 * - the products' summaries by slug (lib/product-shards.ts) and card rows by
 *   id (lib/card/by-id.ts), each in a bounded number of files, written under
 *   the output folder, and each product's prices for the alerts
 *   (./write-catalogue-prices.ts).
 * Each told as soon as it is done, in the order the build waits for them
 * (below). Holding no document, and each summary only as its bytes, keeps
 * this worker small at 100,000 products.
 */
import { parentPort, workerData } from "node:worker_threads";
import { productPrice, type ProductPrice } from "../lib/alerts/handover.ts";
import type { Product } from "../lib/domain/schema.ts";
import { shopsOf } from "../lib/offers/shops.ts";
import { searchDocumentParts, toSearchDocument } from "../lib/search/document.ts";
import { openHandoff, readHandoff } from "./handoff.ts";
import { indexedWordCount } from "./index-search.ts";
import { writeOrLinkSiteFiles } from "./product-files-reuse.ts";
import {
  carryEarlierFile,
  keptInPlace,
  readEarlierDocuments,
  saveDocumentKeys,
  type EarlierDocuments,
  type MadeDocument,
  type StoredDocument,
} from "./search-documents-reuse.ts";
import { searchKeyOf } from "./search-reuse.ts";
import {
  CardShards,
  isHandedLine,
  SummaryShards,
  type ProductWork,
  type ProductWorkMessage,
  type SiteFile,
} from "./write-product-files.ts";

const work = workerData as ProductWork;

/** What the worker does with each product (`shown`: the key its page shows it with), and once it has seen them all. */
interface Pass {
  add(product: Product, shown: string): Promise<void> | void;
  end(): Promise<void>;
}

const cards = new CardShards();
const shops: Record<string, string[]> = {};
const firstSeen: Record<string, string> = {};

/** The product files: summaries and card rows, then written; each product's prices and shops on the way. */
function filesPass(): Pass {
  const summaries = new SummaryShards();
  const prices: ProductPrice[] = [];
  function* productFiles(): Generator<SiteFile> {
    yield* summaries.files();
    // The card rows by id (lib/card/by-id.ts).
    yield* cards.files();
  }
  return {
    add(product) {
      cards.add(product);
      summaries.add(product);
      prices.push(productPrice(product));
      if (product.offers?.length) shops[product.id] = shopsOf(product);
      if (product.prices) firstSeen[product.id] = product.prices.since;
    },
    async end() {
      const done = await writeOrLinkSiteFiles(productFiles(), work.outDir, work.earlier ?? null);
      parentPort?.postMessage({
        kind: "files",
        files: done.written + done.linked,
        linked: done.linked,
        digests: done.digests,
        prices,
      } satisfies ProductWorkMessage);
    },
  };
}

/**
 * A product's document as looked up, by its shown key: where the earlier build has it, or else the product to make it
 * from (kept only then).
 */
type LookedUp =
  { readonly shown: string; readonly found: StoredDocument } | { readonly shown: string; readonly product: Product };

/** A product's document looked up in the earlier build, by the key its page shows it with. */
function lookUp(earlier: EarlierDocuments | null, product: Product, shown: string): LookedUp {
  const found = earlier?.locate(shown);
  return found ? { shown, found } : { shown, product };
}

/** The documents pass, whose products may be looked up in the earlier build before they are written. */
interface DocumentsPass extends Pass {
  write(looked: LookedUp): Promise<void>;
}

/**
 * The search documents, written as they are made, or taken from the earlier build for a product its page shows
 * the same (./search-documents-reuse.ts); told with the ids, shops and first days the files pass took. With every
 * product `looked` up first (a publish), the file starts as a copy of the earlier build's when most of it is kept
 * (carryEarlierFile): a kept document is then neither read nor written, only pointed at.
 */
async function documentsPass(
  earlier: EarlierDocuments | null,
  looked: readonly LookedUp[] = [],
): Promise<DocumentsPass> {
  const keptBytes = looked.reduce((sum, each) => sum + ("found" in each ? each.found[2] : 0), 0);
  const carry = earlier !== null && carryEarlierFile(earlier.size, keptBytes);
  const documents = await openHandoff(work.documents, carry ? earlier.file : undefined);
  const made: MadeDocument[] = [];
  let kept = 0;
  const write = async (each: LookedUp) => {
    const { shown } = each;
    if ("found" in each) {
      // Found only in the earlier documents.
      kept += 1;
      if (carry) {
        made.push({ shown, ...keptInPlace(each.found) });
        return;
      }
      const document = earlier!.read(each.found);
      made.push({ shown, at: await documents.addLine(document.json), words: document.words, key: document.key });
      return;
    }
    const { product } = each;
    const parts = searchDocumentParts(product);
    const html = toSearchDocument(parts);
    const words = indexedWordCount(html.html);
    made.push({ shown, at: await documents.add(html), words, key: searchKeyOf(product.id, parts) });
  };
  return {
    write,
    add: (product, shown) => write(lookUp(earlier, product, shown)),
    async end() {
      earlier?.close();
      await documents.close();
      await saveDocumentKeys(work.reports, work.code, made);
      // By word count, as inWordCountOrder sorts them (a stable sort: equal counts keep the catalogue's order).
      const order = [...made].sort((a, b) => a.words - b.words);
      parentPort?.postMessage({
        kind: "documents",
        ids: cards.ids(),
        shops,
        keys: made.map((document) => document.key),
        documents: order.map((document) => document.at),
        indexOrder: order.map((document) => document.key.id),
        firstSeen,
        kept,
      } satisfies ProductWorkMessage);
    },
  };
}

/** One read of the products handed over, each given to every pass in turn; then each pass ends, in order. */
async function run(passes: readonly Pass[]): Promise<void> {
  for await (const [shown, product] of readHandoff(work.catalogue, isHandedLine)) {
    for (const pass of passes) await pass.add(product, shown);
  }
  for (const pass of passes) await pass.end();
}

// A publish (an earlier build to reuse) keeps the earlier index, as a rule, and its pages' checks wait for the
// product files: they come first, and each product's document is only looked up in the earlier build meanwhile;
// the documents are written after, the products kept for it only where the earlier build has none. A full build's
// index waits for the documents: Pagefind starts on them while the files are written, in the same read.
if (work.reuseFrom) {
  const earlier = await readEarlierDocuments(work.reuseFrom, work.code);
  const looked: LookedUp[] = [];
  await run([
    filesPass(),
    { add: (product, shown) => void looked.push(lookUp(earlier, product, shown)), end: async () => {} },
  ]);
  const documents = await documentsPass(earlier, looked);
  for (const each of looked) await documents.write(each);
  await documents.end();
} else {
  const files = filesPass();
  await run([await documentsPass(null), files]);
}
