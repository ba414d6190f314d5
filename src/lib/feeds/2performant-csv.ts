/**
 * 2Performant product feeds (FEEDS.md, `2performant-csv`): CSV with a header row, read by column name in any
 * order, unknown columns ignored. Streamed with csv-parse: one record at a time, never the file's text.
 */
import { parse } from "csv-parse";
import { Readable } from "node:stream";
import type { RawRow } from "./offer.ts";
import { quicklinkTarget, urlParameter } from "./links.ts";

const INACTIVE = new Set(["0", "false", "no", "nu", "inactive"]);

/**
 * Reads the rows of a 2Performant CSV from its bytes, as they arrive.
 * @example for await (const row of read2PerformantCsv(bytes, { shop: "Magazin Beta" })) …
 */
export async function* read2PerformantCsv(
  bytes: AsyncIterable<Uint8Array>,
  options: { readonly shop: string },
): AsyncGenerator<RawRow> {
  const parser = Readable.from(bytes).pipe(
    parse({
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      relax_column_count: true,
      skip_empty_lines: true,
    }),
  );
  for await (const record of parser as AsyncIterable<Record<string, string | undefined>>) {
    yield toRow(record, options.shop);
  }
}

function toRow(record: Record<string, string | undefined>, shop: string): RawRow {
  const field = (name: string) => record[name]?.trim() || undefined;
  const affLink = field("aff_code");
  const category = [field("category"), field("subcategory")].filter(Boolean).join(" > ");
  return {
    shop,
    // Without product_id, the tracking link's `unique` is the product's stable id (FEEDS.md).
    id: field("product_id") ?? urlParameter(affLink, "unique"),
    title: field("title"),
    description: field("description"),
    brand: field("brand"),
    categoryText: category,
    price: field("price"),
    oldPrice: field("old_price"),
    inStock: !INACTIVE.has((field("product_active") ?? "1").toLowerCase()),
    affLink,
    pageUrl: field("url") ?? quicklinkTarget(affLink),
    // Several URLs separated by commas; a comma inside a URL is not followed by a scheme.
    images: (field("image_urls") ?? "").split(/,\s*(?=https?:\/\/)/i).filter(Boolean),
  };
}
