/**
 * What the owner reads next to a product id: its title, its page and its
 * partner link. They come from the built site itself: the build writes the
 * products' summaries in files by slug (src/lib/product-shards.ts), so the
 * report and the admin page need nothing more from the build. A product no
 * longer in the catalogue keeps its counts but has no name here.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { paths } from "../lib/paths.ts";
import { summaryShardNames } from "../lib/product-shards.ts";

export interface ProductName {
  readonly title: string;
  /** The product's page on the site. */
  readonly href: string;
  /** The partner shop's page (the affiliate link). */
  readonly affLink: string;
}

/** Files read at once. */
const READS_AT_ONCE = 32;

/**
 * Every product of the site in `siteDir`, by id; an empty map when the site
 * has none (not built yet). A file that cannot be read, or an entry that is
 * not a product summary, is skipped.
 */
export async function readProductNames(siteDir: string): Promise<Map<string, ProductName>> {
  const names = new Map<string, ProductName>();
  const files = summaryShardNames().map((shard) => path.join(siteDir, paths.summaryShard(shard)));
  for (let start = 0; start < files.length; start += READS_AT_ONCE) {
    const texts = await Promise.all(
      files.slice(start, start + READS_AT_ONCE).map((file) => readFile(file, "utf8").catch(() => "{}")),
    );
    for (const text of texts) {
      for (const product of toProductNames(text)) names.set(product.id, product);
    }
  }
  return names;
}

function toProductNames(text: string): (ProductName & { id: string })[] {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof file !== "object" || file === null) return [];
  return Object.values(file).flatMap((value: unknown) => {
    if (typeof value !== "object" || value === null) return [];
    const { id, title, href, affLink } = value as Record<string, unknown>;
    if (typeof id !== "string" || typeof title !== "string" || typeof affLink !== "string") return [];
    return [{ id, title, affLink, href: typeof href === "string" ? href : "" }];
  });
}
