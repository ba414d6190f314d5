/**
 * What `astro build` hands to the build's second step (scripts/after-build.ts):
 * files of one JSON value per line in the build's cache folder, written at
 * the end of `astro build` and read, then deleted, by the second step.
 */
import { createReadStream } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import type { BaseIntegrationHooks } from "astro";
import { lastCatalog } from "../lib/catalog/loader.ts";
import type { Product } from "../lib/catalog/schema.ts";
import { paths } from "../lib/paths.ts";

export class HandoffError extends Error {
  override readonly name = "HandoffError";
}

type BuiltPages = Parameters<BaseIntegrationHooks["astro:build:done"]>[0]["pages"];

/**
 * The products whose page this build wrote (all of them, unless a page
 * failed to render), so that nothing written for them can lead to a missing
 * page; throws when no catalogue was read, naming `purpose`.
 */
export function publishedProducts(pages: BuiltPages, purpose: string): readonly Product[] {
  const catalog = lastCatalog();
  if (!catalog) throw new HandoffError(`No catalogue was read in this build: ${purpose} cannot be written`);
  const built = new Set(pages.map((page) => `/${page.pathname.replace(/^\/+/, "")}`));
  return catalog.products.filter((product) => built.has(paths.product(product.slug)));
}

/** Writes `values` to `file`, one JSON value per line (the folder is made when missing). */
export async function writeHandoff(file: string, values: readonly unknown[]): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, values.map((value) => `${JSON.stringify(value)}\n`).join(""));
}

/** Forgets what an earlier build handed over: a failed build must leave nothing for the second step. */
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
