/**
 * What the owner reads next to a product id: its title, its page and its
 * partner link. They come from the built site itself: the build writes one
 * small JSON per product (`paths.productData`, src/lib/product-summary.ts),
 * so the report and the admin page need nothing more from the build. A
 * product no longer in the catalogue keeps its counts but has no name here.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { paths } from "../lib/paths.ts";

export interface ProductName {
  readonly title: string;
  /** The product's page on the site. */
  readonly href: string;
  /** The partner shop's page (the affiliate link). */
  readonly affLink: string;
}

/** The folder of the per-product JSON files, from the site's root. */
export const PRODUCT_DATA_DIR = path.posix.dirname(paths.productData("x"));

/** Files read at once. */
const READS_AT_ONCE = 64;

/**
 * Every product of the site in `siteDir`, by id; an empty map when the site
 * has none (not built yet). A file that is not a product summary is skipped.
 */
export async function readProductNames(siteDir: string): Promise<Map<string, ProductName>> {
  const dir = path.join(siteDir, PRODUCT_DATA_DIR);
  const files = await readdir(dir).catch(() => [] as string[]);
  const names = new Map<string, ProductName>();
  const json = files.filter((file) => file.endsWith(".json"));
  for (let start = 0; start < json.length; start += READS_AT_ONCE) {
    const texts = await Promise.all(
      json.slice(start, start + READS_AT_ONCE).map((file) => readFile(path.join(dir, file), "utf8")),
    );
    for (const text of texts) {
      const product = toProductName(text);
      if (product) names.set(product.id, product);
    }
  }
  return names;
}

function toProductName(text: string): (ProductName & { id: string }) | null {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const { id, title, href, affLink } = value;
    if (typeof id !== "string" || typeof title !== "string" || typeof affLink !== "string") return null;
    return { id, title, affLink, href: typeof href === "string" ? href : "" };
  } catch {
    return null;
  }
}
