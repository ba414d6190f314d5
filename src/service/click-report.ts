/**
 * The owner's click report (`npm run report:clicks`): per product and
 * Bucharest day, product clicks and outbound clicks, with the product's
 * title and partner link, as a table to read or CSV for a spreadsheet; and
 * the period's outbound clicks per shop (issue 28).
 */
import type { ProductName } from "./product-names.ts";
import type { DailyProductClicks, ShopClicks } from "../store/types.ts";

export interface ReportRow extends DailyProductClicks {
  /** Null for a product no longer in the catalogue (its counts stay). */
  readonly title: string | null;
  readonly affLink: string | null;
}

export const REPORT_COLUMNS = ["day", "productId", "title", "clicks", "outbound", "affLink"] as const;

/** The store's rows with each product's name and link. */
export function reportRows(daily: readonly DailyProductClicks[], names: ReadonlyMap<string, ProductName>): ReportRow[] {
  return daily.map((row) => {
    const name = names.get(row.productId);
    return { ...row, title: name?.title ?? null, affLink: name?.affLink ?? null };
  });
}

/** Sums of both kinds over the rows. */
export function reportTotals(rows: readonly ReportRow[]): { clicks: number; outbound: number } {
  return rows.reduce((sum, row) => ({ clicks: sum.clicks + row.clicks, outbound: sum.outbound + row.outbound }), {
    clicks: 0,
    outbound: 0,
  });
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, semicolon, quote
 * or line break; a text that a spreadsheet would run as a formula (=, +, -, @)
 * is prefixed with an apostrophe.
 * @example csvField('Rochie "Ana", roșie') // '"Rochie ""Ana"", roșie"'
 */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  // Quoted with a semicolon too: Romanian Excel splits on ";", and "a;=HYPERLINK(…)" would be two cells, a formula.
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rows as CSV with a header line, lines ended by CRLF as RFC 4180 asks. */
export function reportCsv(rows: readonly ReportRow[]): string {
  const lines = [REPORT_COLUMNS.join(",")];
  for (const row of rows) lines.push(REPORT_COLUMNS.map((column) => csvField(row[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export const SHOP_COLUMNS = ["shop", "outbound"] as const;

/**
 * The outbound clicks per shop as CSV (`--csv --shops`), with a header line.
 * @example shopsCsv([{ shop: "Magazin Alfa", clicks: 3 }]) // "shop,outbound\r\nMagazin Alfa,3\r\n"
 */
export function shopsCsv(shops: readonly ShopClicks[]): string {
  const lines = [SHOP_COLUMNS.join(","), ...shops.map((row) => `${csvField(row.shop)},${csvField(row.clicks)}`)];
  return `${lines.join("\r\n")}\r\n`;
}
