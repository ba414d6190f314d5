/**
 * A plain-text table for script summaries: columns padded to their widest cell.
 * @example table([["page", "kB"], ["/", "12.0"]]) // "page  kB\n/     12.0"
 */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
