/**
 * The build's step that writes the products' files that need no rendering:
 * their summaries (lib/product-shards.ts, read by the quick view, the click
 * service and the rebuild) and their card rows by id (lib/card/by-id.ts),
 * each cut into a bounded number of files, not one per product: a CDN counts
 * files (docs/decisions.md#few-files-per-product). They are a function of the products alone, so they
 * never go through Astro's renderer: a worker (./product-worker.ts) writes
 * them from the products Astro handed over, while Astro renders the pages,
 * and makes the search documents on the way (./index-search.ts). The old
 * address "/product-external/{id}/" (spec §2) has no file of its own: the
 * one page at "/product-external/" finds the id's product (lib/old-address.ts).
 */
import { Worker } from "node:worker_threads";
import type { ProductPrice } from "../lib/alerts/handover.ts";
import { cardShards, toCardRow, type CardRow } from "../lib/card/by-id.ts";
import type { Product } from "../lib/domain/schema.ts";
import { paths } from "../lib/paths.ts";
import { summaryShard, summaryShardNames } from "../lib/product-shards.ts";
import { toProductSummary } from "../lib/product-summary.ts";
import type { BuildDirs } from "./dirs.ts";
import type { LineAt } from "./handoff.ts";
import type { EarlierProductFiles } from "./product-files-reuse.ts";
import type { SearchKey } from "./search-reuse.ts";

/**
 * A product as Astro handed it over: the catalogue's gate (lib/cms/product.ts) checked every field before, so
 * this side checks only that a line is one of its products, not another file's values. Checking the whole schema
 * again cost a second of each publish per read at 20,000 products (docs/decisions.md#what-a-publish-costs).
 */
export const isHandedProduct = (value: unknown): value is Product => {
  if (typeof value !== "object" || value === null) return false;
  const { id, slug, title, price, images } = value as Partial<Record<keyof Product, unknown>>;
  return (
    typeof id === "string" &&
    typeof slug === "string" &&
    typeof title === "string" &&
    Number.isInteger(price) &&
    Array.isArray(images)
  );
};

/**
 * A line of the catalogue's handoff: the key the product's page shows it with (shownProductKey, worked out in
 * Astro's process for the page anyway), then the product. The worker looks the product's search document up by it.
 */
export type HandedLine = readonly [shown: string, product: Product];

export const isHandedLine = (value: unknown): value is HandedLine =>
  Array.isArray(value) && value.length === 2 && typeof value[0] === "string" && isHandedProduct(value[1]);

/** One file of the site: its path from the site's root, and its content. */
export interface SiteFile {
  readonly path: string;
  readonly body: string | Uint8Array;
}

export const isSiteFile = (value: unknown): value is SiteFile =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SiteFile).path === "string" &&
  (value as SiteFile).path.startsWith("/") &&
  !(value as SiteFile).path.split("/").includes("..") &&
  (typeof (value as SiteFile).body === "string" || (value as SiteFile).body instanceof Uint8Array);

/**
 * The card rows by product id, gathered product by product and written as
 * CARD_SHARDS files at the end (lib/card/by-id.ts: what the browser draws a
 * popular product's card from).
 */
export class CardShards {
  readonly #rows: CardRow[] = [];

  add(product: Product): void {
    this.#rows.push(toCardRow(product));
  }

  /** The ids in catalogue order: the click service counts only them. */
  ids(): string[] {
    return this.#rows.map((row) => row.id);
  }

  *files(): Generator<SiteFile> {
    for (const [shard, rows] of cardShards(this.#rows)) {
      yield { path: paths.cardShard(shard), body: JSON.stringify(rows) };
    }
  }
}

/**
 * The products' summaries by slug, gathered product by product and written
 * as SUMMARY_SHARDS files at the end (lib/product-shards.ts), every one, an
 * empty one as `{}`. Each summary is kept as its UTF-8 JSON, smaller than its
 * object or its string (Romanian text is not Latin-1)
 * (docs/decisions.md#the-builds-memory-and-time).
 */
export class SummaryShards {
  readonly #entries = new Map<string, Buffer[]>(summaryShardNames().map((name) => [name, []]));

  add(product: Product): void {
    const entry = `${JSON.stringify(product.slug)}:${JSON.stringify(toProductSummary(product))}`;
    this.#entries.get(summaryShard(product.slug))?.push(Buffer.from(entry));
  }

  *files(): Generator<SiteFile> {
    const open = Buffer.from("{");
    const comma = Buffer.from(",");
    const close = Buffer.from("}");
    for (const [shard, entries] of this.#entries) {
      const parts = [open, ...entries.flatMap((entry, at) => (at ? [comma, entry] : [entry])), close];
      yield { path: paths.summaryShard(shard), body: Buffer.concat(parts) };
    }
  }
}

/** What the worker is given (./product-worker.ts). */
export interface ProductWork {
  /** The products handed over (./read-catalogue.ts). */
  readonly catalogue: string;
  /** The site's output folder. */
  readonly outDir: string;
  /** Where the search documents go. */
  readonly documents: string;
  /** The earlier build's product files (REUSE_FROM): each one unchanged is linked from it (./product-files-reuse.ts). */
  readonly earlier?: EarlierProductFiles | null;
  /** The earlier build's report folder (REUSE_FROM): its search documents (./search-documents-reuse.ts). */
  readonly reuseFrom?: string | null;
  /** The build's report folder: what each search document was made from goes there, for the next build. */
  readonly reports: string;
  /** The code the documents are made with (./page-reuse.ts's codeVersion): one made with other code is not taken. */
  readonly code: string;
}

export interface SearchDocumentsDone {
  /** Where each search document is in `ProductWork.documents`, in the order Pagefind is to take them. */
  readonly documents: readonly LineAt[];
  /** Every product's id, for the click service's list of what counts. */
  readonly ids: readonly string[];
  /** The shops of each product that has offers (issue 28), for the same list: an outbound click names one. */
  readonly shops: Readonly<Record<string, readonly string[]>>;
  /** Every product's search key, in catalogue order (./search-reuse.ts). */
  readonly keys: readonly SearchKey[];
  /** The ids in the order of `documents`: the order Pagefind numbers their results in. */
  readonly indexOrder: readonly string[];
  /**
   * Each product's first day in the price history, when the build keeps one: "Cele mai noi" on the search page
   * (./write-search-sorts.ts).
   */
  readonly firstSeen: Readonly<Record<string, string>>;
  /** Of the documents, how many were taken from the earlier build. */
  readonly kept: number;
}

export interface ProductFilesDone {
  readonly files: number;
  /** Of them, linked from the earlier build. */
  readonly linked: number;
  /** Each file's digest, by its path in the site, for the next build. */
  readonly digests: Record<string, string>;
  /** Each product's prices for the alerts, in catalogue order (./write-catalogue-prices.ts). */
  readonly prices: readonly ProductPrice[];
}

/** A result of the worker, and when it came (`performance.now()`). */
export type Done<T> = T & { readonly at: number };

/** The worker's two results, each asked for when the build needs it. */
export interface ProductFiles {
  /** The search documents and keys. */
  searchDocuments(): Promise<SearchDocumentsDone>;
  /** The product files: after the documents in a full build, before them in a publish (./product-worker.ts). */
  files(): Promise<ProductFilesDone>;
}

/** What the worker tells (./product-worker.ts says in which order). */
export type ProductWorkMessage =
  ({ readonly kind: "documents" } & SearchDocumentsDone) | ({ readonly kind: "files" } & ProductFilesDone);

/**
 * Makes the products' search documents and writes their files, in a worker (./product-worker.ts says in which
 * order): each promise resolves when the worker tells its result; both reject if the worker stops first.
 */
export function writeProductFiles(work: ProductWork): {
  documents: Promise<Done<SearchDocumentsDone>>;
  files: Promise<Done<ProductFilesDone>>;
} {
  const worker = new Worker(new URL("./product-worker.ts", import.meta.url), { workerData: work });
  const documents = Promise.withResolvers<Done<SearchDocumentsDone>>();
  const files = Promise.withResolvers<Done<ProductFilesDone>>();
  worker.on("message", (message: ProductWorkMessage) => {
    if (message.kind === "documents") documents.resolve({ ...message, at: performance.now() });
    else files.resolve({ ...message, at: performance.now() });
  });
  // A result already told stays told; the runner may be waiting for either.
  const stopped = (error: unknown) => {
    documents.reject(error);
    files.reject(error);
  };
  worker.once("error", stopped);
  worker.once("exit", (code) => stopped(new Error(`The products' worker stopped (exit code ${code})`)));
  // Awaited by the runner when it needs them; not an unhandled rejection before then.
  documents.promise.catch(() => undefined);
  files.promise.catch(() => undefined);
  return { documents: documents.promise, files: files.promise };
}

/**
 * The build's step beside Astro (./index.ts): the products handed over in `catalogue` made into their search
 * documents and their files, in a worker started now; each result is logged with the time since.
 */
export function startProductFiles(
  catalogue: string,
  dirs: BuildDirs,
  code: string,
  earlier: { readonly files: EarlierProductFiles | null; readonly from: string } | null = null,
): ProductFiles {
  const started = performance.now();
  const work = writeProductFiles({
    catalogue,
    outDir: dirs.out,
    documents: dirs.documents,
    earlier: earlier?.files ?? null,
    reuseFrom: earlier?.from ?? null,
    reports: dirs.reports,
    code,
  });
  /** Logs `what` of `done` once asked for, with the time it took from the worker's start. */
  const logged = async <T>(name: string, done: Promise<Done<T>>, what: (value: T) => string): Promise<T> => {
    const value = await done;
    console.log(`[${name}] ${what(value)}, while Astro renders, in ${Math.round(value.at - started)} ms`);
    return value;
  };
  return {
    searchDocuments: () =>
      logged(
        "search-documents",
        work.documents,
        (done) =>
          `${done.documents.length} made` + (done.kept ? `, ${done.kept} of them taken from the earlier build` : ""),
      ),
    files: () =>
      logged(
        "write-product-files",
        work.files,
        (done) =>
          `${done.files - done.linked} files written` +
          (done.linked ? `, ${done.linked} unchanged linked from the earlier build` : ""),
      ),
  };
}
