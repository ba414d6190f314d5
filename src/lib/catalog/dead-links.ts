/**
 * The nightly link check's verdicts applied to a build (issue 15, "Link
 * health"; the state is src/lib/links/health-state.ts): a product whose
 * partner link was found dead on DEAD_LINK_DAYS days in a row is left out
 * and reported like any product left out; one dead for fewer days, or out
 * of stock, is published and named in the build report.
 *
 * Out of stock is not dead: the partner's page still opens, stock often
 * comes back within days, and the phrase rule can be wrong, so it is for an
 * editor to act on, not for the build.
 *
 * Left out after the catalogue is assembled, so that the other products
 * keep their slugs (a product that comes back does not swap addresses with
 * its namesake). Its category, collection and brands stay, even when it was
 * their only product: the release redirects the product's address to its
 * category listing (src/release/gone-products.ts), and a listing without
 * products keeps its page, unlinked (./linkable.ts).
 */
import type { Problem, Product } from "../domain/schema.ts";
import { readLinkHealth } from "../links/health-file.ts";
import { standing, type LinkHealth, type LinkHealthEntry } from "../links/health-state.ts";
import type { Settings } from "../settings.ts";
import type { Catalog } from "./assemble.ts";

/** A product the link check named, as the build report lists it. */
export interface LinkMark {
  readonly id: string;
  readonly title: string;
  readonly affLink: string;
  readonly reason: string;
  readonly deadDays: number;
  readonly checkedAt: string;
}

/** What the build report says of the link check (src/build/report.ts). */
export interface LinkHealthMarks {
  readonly file: string;
  /** The last run's time. */
  readonly checkedAt: string;
  readonly deadLinkDays: number;
  /** Dead for DEAD_LINK_DAYS days or more: not published. */
  readonly leftOut: readonly LinkMark[];
  /** Dead for fewer days: published, and named. */
  readonly dead: readonly LinkMark[];
  readonly outOfStock: readonly LinkMark[];
}

/** The catalogue the settings' LINK_HEALTH_FILE allows; the catalogue as it is without one. */
export async function leaveOutDeadLinks(
  catalog: Catalog,
  settings: Pick<Settings, "LINK_HEALTH_FILE" | "DEAD_LINK_DAYS">,
): Promise<Catalog> {
  const file = settings.LINK_HEALTH_FILE;
  if (!file) return catalog;
  const health = await readLinkHealth(file);
  // No state yet (the first night's check has not run): nothing to apply, and the report says so.
  return applyLinkHealth(catalog, health ?? { version: 1, checkedAt: "", day: "", products: {} }, {
    file,
    deadLinkDays: settings.DEAD_LINK_DAYS,
  });
}

export function applyLinkHealth(
  catalog: Catalog,
  health: LinkHealth,
  options: { readonly file: string; readonly deadLinkDays: number },
): Catalog {
  const leftOut: LinkMark[] = [];
  const dead: LinkMark[] = [];
  const outOfStock: LinkMark[] = [];
  const kept: Product[] = [];
  for (const product of catalog.products) {
    const entry = health.products[product.id];
    const kind = standing(entry, product.affLink, options.deadLinkDays);
    if (kind !== "left-out") kept.push(product);
    if (!entry || kind === "fine") continue;
    const list = kind === "left-out" ? leftOut : kind === "dead" ? dead : outOfStock;
    list.push(mark(product, entry));
  }
  const marks: LinkHealthMarks = {
    file: options.file,
    checkedAt: health.checkedAt,
    deadLinkDays: options.deadLinkDays,
    leftOut,
    dead,
    outOfStock,
  };
  if (!leftOut.length) return { ...catalog, linkHealth: marks };
  const problems: Problem[] = leftOut.map((entry) => ({
    kind: "product",
    id: entry.id,
    title: entry.title,
    field: "affLink",
    reason: `partner link dead on ${entry.deadDays} days in a row (DEAD_LINK_DAYS ${options.deadLinkDays}): ${entry.reason}`,
  }));
  return { ...catalog, products: kept, problems: [...catalog.problems, ...problems], linkHealth: marks };
}

function mark(product: Product, entry: LinkHealthEntry): LinkMark {
  return {
    id: product.id,
    title: product.title,
    affLink: product.affLink,
    reason: entry.reason,
    deadDays: entry.deadDays,
    checkedAt: entry.checkedAt,
  };
}
