/**
 * What the link checks remember from night to night (issue 15, "Link
 * health"): per product, the link checked, its last verdict and on how many
 * Bucharest days in a row it was found dead. The build reads it
 * (src/lib/catalog/dead-links.ts) to leave out a product dead for
 * DEAD_LINK_DAYS; `npm run check:partner-links` writes it (./health-file.ts).
 *
 * Counting is per calendar day, not per run, so that two runs in one night
 * (a retried workflow) count once. A live or out-of-stock check clears the
 * count; an unchecked one (rate-limited, or not reached before the run's
 * time was up) leaves it as it was. An editor who changes a product's link
 * starts it afresh: the old link's days are not held against the new one.
 */
import { z } from "astro/zod";
import type { LinkVerdict } from "./verdict.ts";

const Day = z.string().regex(/^\d{4}-\d\d-\d\d$/, "a YYYY-MM-DD day");

export const LinkHealthEntrySchema = z.object({
  affLink: z.string().describe("the link checked; a product whose link changed is not judged by this entry"),
  status: z.enum(["live", "dead", "out_of_stock", "unchecked"]),
  reason: z.string(),
  httpStatus: z.number().int().nullable(),
  finalUrl: z.string(),
  checkedAt: z.string().describe("ISO time of the last check that reached a verdict"),
  deadDays: z.number().int().min(0).describe("Bucharest days in a row the link was found dead"),
  lastDeadDay: Day.nullable().describe("the last of those days"),
});
export type LinkHealthEntry = z.output<typeof LinkHealthEntrySchema>;

export const LinkHealthSchema = z.object({
  version: z.literal(1),
  checkedAt: z.string().describe("ISO time of the last run"),
  day: Day.describe("its Bucharest day"),
  products: z.record(z.string(), LinkHealthEntrySchema).describe("by product id"),
});
export type LinkHealth = z.output<typeof LinkHealthSchema>;

/**
 * The entry of a product after tonight's check.
 * @example a link dead yesterday (deadDays 1, lastDeadDay "2026-11-23") and dead again on "2026-11-24" → deadDays 2
 */
export function nextEntry(
  previous: LinkHealthEntry | undefined,
  affLink: string,
  verdict: LinkVerdict,
  day: string,
  at: Date,
): LinkHealthEntry {
  const before = previous?.affLink === affLink ? previous : undefined;
  const seen = {
    affLink,
    status: verdict.status,
    reason: verdict.reason,
    httpStatus: verdict.httpStatus,
    finalUrl: verdict.finalUrl,
    checkedAt: at.toISOString(),
  };
  if (verdict.status === "dead") {
    // Found dead again on a day already counted (a second run that night): the same day, counted once.
    const deadDays = !before?.deadDays ? 1 : before.lastDeadDay === day ? before.deadDays : before.deadDays + 1;
    return { ...seen, deadDays, lastDeadDay: day };
  }
  if (verdict.status === "unchecked") {
    return { ...seen, deadDays: before?.deadDays ?? 0, lastDeadDay: before?.lastDeadDay ?? null };
  }
  return { ...seen, deadDays: 0, lastDeadDay: null };
}

/** One product of tonight's run. */
export interface CheckedProduct {
  readonly id: string;
  readonly affLink: string;
  readonly verdict: LinkVerdict;
}

/**
 * The state after a run over the whole catalogue: every product of it, with
 * tonight's verdict, or the one it had when its link was not reached;
 * products no longer in the catalogue are forgotten.
 */
export function recordRun(
  previous: LinkHealth | null,
  checked: readonly CheckedProduct[],
  day: string,
  at: Date,
): LinkHealth {
  const products: Record<string, LinkHealthEntry> = {};
  for (const { id, affLink, verdict } of checked) {
    const before = previous?.products[id];
    // Not reached before the run's time was up: what was known of it stays, to be checked first next night.
    if (verdict.cause === "not-reached") {
      if (before?.affLink === affLink) products[id] = before;
    } else {
      products[id] = nextEntry(before, affLink, verdict, day, at);
    }
  }
  return { version: 1, checkedAt: at.toISOString(), day, products };
}

/** How a product stands for a build that leaves out links dead for `deadLinkDays` days. */
export type Standing = "left-out" | "dead" | "out-of-stock" | "fine";

/**
 * @example standing({ ...entry, deadDays: 2 }, entry.affLink, 2) // "left-out"
 */
export function standing(entry: LinkHealthEntry | undefined, affLink: string, deadLinkDays: number): Standing {
  if (!entry || entry.affLink !== affLink) return "fine";
  if (entry.deadDays >= deadLinkDays) return "left-out";
  if (entry.deadDays > 0) return "dead";
  return entry.status === "out_of_stock" ? "out-of-stock" : "fine";
}
