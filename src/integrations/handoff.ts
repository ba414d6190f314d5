/**
 * What `astro build` hands to the rest of the build (scripts/build.ts): the
 * catalogue's products, one JSON value per line, in the build's cache folder.
 * They are written as soon as the catalogue is read and the output folder
 * emptied (Astro's first `astro:build:setup`), so that scripts/build.ts
 * makes the search index and the per-product files from them on the
 * machine's other core while Astro renders the pages; `astro:build:done`
 * then checks that every product handed over got its page.
 *
 * Only the products cross over, not the files made from them: making those
 * in Astro's process (sanitised text, 60 MB of strings at 20,000 products)
 * grew its memory by 250 MB for the rest of the build and slowed its pages.
 */
import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import type { AstroIntegration, BaseIntegrationHooks } from "astro";
import { CATALOG_HANDOFF_FILE } from "../lib/build-dirs.ts";
import { lastCatalog } from "../lib/catalog/loader.ts";
import { ProductSchema, type Product } from "../lib/domain/schema.ts";
import { paths } from "../lib/paths.ts";
import { productRedirects } from "../lib/redirects.ts";

export class HandoffError extends Error {
  override readonly name = "HandoffError";
}

type BuiltPages = Parameters<BaseIntegrationHooks["astro:build:done"]>[0]["pages"];

export interface HandoffIntegration extends AstroIntegration {
  /** The redirect pages ("/product-external/{id}/") scripts/build.ts writes for the products handed over. */
  readonly redirectPages: number;
}

/** What scripts/build.ts makes of the products handed over (for messages). */
const HANDED_OVER_FOR = "the search index and the per-product files";

/** Hands the catalogue's products to scripts/build.ts, once per build, and checks at the end that each got its page. */
export function catalogueHandoff(): HandoffIntegration {
  let file = "";
  let handedOver: readonly Product[] | null = null;
  let redirectPages = 0;
  return {
    name: "vitrina-catalogue-handoff",
    get redirectPages() {
      return redirectPages;
    },
    hooks: {
      "astro:config:done": ({ config }) => {
        file = fileURLToPath(new URL(CATALOG_HANDOFF_FILE, config.cacheDir));
      },
      "astro:build:start": async () => {
        handedOver = null;
        await clearHandoff(file);
      },
      // Called once per bundle Astro builds: the first call is when the catalogue is read and the output emptied.
      "astro:build:setup": async ({ logger }) => {
        if (handedOver) return;
        handedOver = catalogProducts(HANDED_OVER_FOR);
        await writeHandoff(file, handedOver);
        redirectPages = productRedirects(handedOver).length;
        logger.info(`${handedOver.length} products handed over for ${HANDED_OVER_FOR}`);
      },
      "astro:build:done": ({ pages }) => {
        checkPublished(pages, handedOver ?? [], HANDED_OVER_FOR);
      },
    },
  };
}

/** A product as the catalogue holds it (each line of the handoff is checked again on the other side). */
export const isHandedProduct = (value: unknown): value is Product => ProductSchema.safeParse(value).success;

/** The products of the catalogue this build read; throws when none was read, naming `purpose`. */
export function catalogProducts(purpose: string): readonly Product[] {
  const catalog = lastCatalog();
  if (!catalog) throw new HandoffError(`No catalogue was read in this build: ${purpose} cannot be written`);
  return catalog.products;
}

/**
 * Throws when a product handed over for `purpose` got no page in this build:
 * nothing written for it may lead to a missing page.
 */
export function checkPublished(pages: BuiltPages, handedOver: readonly Product[], purpose: string): void {
  const built = new Set(pages.map((page) => `/${page.pathname.replace(/^\/+/, "")}`));
  const missing = handedOver.filter((product) => !built.has(paths.product(product.slug)));
  if (missing.length) {
    throw new HandoffError(
      `${missing.length} products handed over for ${purpose} have no page, the first ${paths.product(missing[0]?.slug ?? "")}`,
    );
  }
}

/** Lines written to the handoff at once: the whole handoff as one string would be some 60 MB at 20,000 products. */
const LINES_AT_ONCE = 1000;

/**
 * Writes `values` to `file`, one JSON value per line (the folder is made when
 * missing), a thousand lines at a time. The file appears whole or not at
 * all: the other process may be waiting for it.
 */
export async function writeHandoff(file: string, values: Iterable<unknown>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const part = await open(`${file}.part`, "w");
  try {
    let lines: string[] = [];
    for (const value of values) {
      lines.push(`${JSON.stringify(value)}\n`);
      if (lines.length === LINES_AT_ONCE) {
        await part.write(lines.join(""));
        lines = [];
      }
    }
    await part.write(lines.join(""));
  } finally {
    await part.close();
  }
  await rename(`${file}.part`, file);
}

/** Forgets what an earlier build handed over: a failed build must leave nothing for scripts/build.ts to take. */
export async function clearHandoff(file: string): Promise<void> {
  await rm(file, { force: true });
}

/** The values of `file`, line by line; throws naming the first line that `accept` refuses. */
export async function* readHandoff<T>(file: string, accept: (value: unknown) => value is T): AsyncGenerator<T> {
  let line = 0;
  for await (const text of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    line += 1;
    if (!text.trim()) continue;
    const value: unknown = JSON.parse(text);
    if (!accept(value)) throw new HandoffError(`${file}, line ${line}: not what the build hands over`);
    yield value;
  }
}
