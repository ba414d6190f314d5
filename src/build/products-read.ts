/**
 * The products a build read from Umbraco, kept beside its report for the next build (issue 14, "Fast
 * publishes": fetch only what changed since the last build). A publish gives the live release's to the
 * catalogue's read (src/lib/cms/umbraco.ts), which then asks Umbraco only for the items changed since and
 * reconciles the ids by count. Kept only for the code that read them: other code may read an item otherwise.
 */
import path from "node:path";
import { z } from "astro/zod";
import { ProductSchema, type Problem } from "../lib/domain/schema.ts";
import type { ProductsRead, ReadItem } from "../lib/domain/source.ts";
import { readHandoff, writeHandoff } from "./handoff.ts";

/** The file beside a build's report: a header line, then one item per line (./handoff.ts). */
export const PRODUCTS_READ_FILE = "products-read.jsonl";

const HeaderSchema = z.object({
  code: z.string(),
  items: z.number().int().nonnegative(),
  context: z.string(),
  fullReadAt: z.number(),
});

/** A problem as the source reported it (it is only shown again in the build's report). */
const ProblemSchema = z.custom<Problem>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as Problem).id === "string" &&
    typeof (value as Problem).reason === "string",
);

const ReadItemSchema = z.object({
  id: z.string(),
  updateDate: z.string().nullable(),
  result: z.union([
    z.object({ ok: z.literal(true), product: ProductSchema.omit({ slug: true }) }),
    z.object({ ok: z.literal(false), problems: z.array(ProblemSchema) }),
  ]),
});

const isLine = (value: unknown): value is unknown => typeof value === "object" && value !== null;

/** Writes `read` beside the report in `reportDir`, for the code `code`. */
export function saveProductsRead(reportDir: string, code: string, read: ProductsRead): void {
  const header = { code, items: read.items.length, context: read.context, fullReadAt: read.fullReadAt };
  writeHandoff(path.join(reportDir, PRODUCTS_READ_FILE), [header, ...read.items]);
}

/**
 * The products the build in `reportDir` read, when it ran the same code (`code`); null otherwise, or when the
 * file is missing or not whole (then the catalogue is read in full, as it would be anyway).
 */
export async function loadProductsRead(reportDir: string, code: string): Promise<ProductsRead | null> {
  try {
    let header: z.output<typeof HeaderSchema> | null = null;
    const items: ReadItem[] = [];
    for await (const line of readHandoff(path.join(reportDir, PRODUCTS_READ_FILE), isLine)) {
      if (!header) {
        header = HeaderSchema.parse(line);
        if (header.code !== code) return null;
      } else {
        items.push(ReadItemSchema.parse(line) as ReadItem);
      }
    }
    if (!header || items.length !== header.items) return null;
    return { items, how: "", context: header.context, fullReadAt: header.fullReadAt };
  } catch {
    return null;
  }
}
