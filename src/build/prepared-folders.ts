/**
 * An output folder handed to a publish with the earlier build's folders already in it. A publish's pages and files
 * go into the earlier build's folders, one per page (./link-reused.ts), and making them was the costliest system
 * work of a publish (docs/decisions.md#the-next-publishs-folders-made-ahead). The rebuild makes them ahead, once a
 * release is live (src/release/prepared.ts), and says so in a mark beside the build's report: the build then keeps
 * its output folder as it is, where it would empty it.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The mark, in the build's report folder (REPORT_DIR). */
export const PREPARED_MARK = "prepared-folders.json";

export interface PreparedFolders {
  /** The earlier build (its report folder, REUSE_FROM) whose folders the output folder holds. */
  readonly from: string;
  /** Every one of them; else some, the making stopped by this build's start. */
  readonly complete: boolean;
}

/** Marks the output folder of the build whose report folder is `reports` as holding `prepared`'s folders. */
export function markPrepared(reports: string, prepared: PreparedFolders): void {
  writeFileSync(path.join(reports, PREPARED_MARK), JSON.stringify(prepared));
}

/**
 * What the mark in `reports` says, when it names the earlier build `from`; the mark is removed (it is not the
 * release's). Null without a mark, or with one for another build: the output folder is then emptied.
 */
export function takePrepared(reports: string, from: string): PreparedFolders | null {
  const file = path.join(reports, PREPARED_MARK);
  let mark: Partial<PreparedFolders>;
  try {
    mark = JSON.parse(readFileSync(file, "utf8")) as Partial<PreparedFolders>;
  } catch {
    return null;
  }
  rmSync(file, { force: true });
  return mark.from === from ? { from, complete: mark.complete === true } : null;
}
