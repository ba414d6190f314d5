/**
 * The report of a link check run (`npm run check:partner-links`): every
 * product whose link is not plainly live, with what an editor needs to fix
 * it (its title, the CMS page to open, the link, why) and what the next
 * build will do about it. For the team, in English, like the build report.
 */
import type { LinkHealth } from "./health-state.ts";
import { standing, type Standing } from "./health-state.ts";
import type { UnknownPage } from "./shop-pages.ts";
import type { LinkStatus, LinkVerdict } from "./verdict.ts";

export interface ReportedProduct {
  readonly id: string;
  readonly title: string;
  readonly affLink: string;
  /** The product's page in the CMS; null when the source has none (the sample, the product API). */
  readonly editorLink: string | null;
  readonly status: LinkStatus;
  readonly reason: string;
  readonly finalUrl: string;
  readonly deadDays: number;
  /** What the next build given this state does with it. */
  readonly nextBuild: Exclude<Standing, "fine"> | "published";
}

export interface LinkReport {
  readonly checkedAt: string;
  readonly day: string;
  readonly durationMs: number;
  readonly stateFile: string;
  /** False when nothing at all was reached: the state was left as it was (see nothingReached). */
  readonly recorded: boolean;
  readonly deadLinkDays: number;
  readonly counts: {
    readonly products: number;
    readonly links: number;
    readonly live: number;
    readonly dead: number;
    readonly outOfStock: number;
    readonly unchecked: number;
    readonly notReached: number;
  };
  /** Left out first, then dead, out of stock, unchecked. */
  readonly products: readonly ReportedProduct[];
  /**
   * Products (or a feed product's offers) not checked because their shop's page is unknown: they have only a
   * tracking link, which the check never requests (a network would count it as a click; ./shop-pages.ts).
   */
  readonly shopPageUnknown: readonly UnknownPage[];
}

export interface RunProduct {
  /** A product's id, or a feed product's offer's (its id and shop). */
  readonly id: string;
  readonly title: string;
  /** The link checked: the shop's page (./shop-pages.ts), never a tracking link. */
  readonly affLink: string;
  readonly editorLink: string | null;
}

const ORDER: Readonly<Record<ReportedProduct["nextBuild"], number>> = {
  "left-out": 0,
  dead: 1,
  "out-of-stock": 2,
  published: 3,
};

/** The report of a run; `state` is what the next build will read (the old one when the run was not recorded). */
export function linkReport(
  products: readonly RunProduct[],
  verdicts: ReadonlyMap<string, LinkVerdict>,
  state: LinkHealth,
  run: Pick<LinkReport, "checkedAt" | "day" | "durationMs" | "stateFile" | "recorded" | "deadLinkDays">,
  shopPageUnknown: readonly UnknownPage[] = [],
): LinkReport {
  const all = [...verdicts.values()];
  const counted = (status: LinkStatus) => all.filter((verdict) => verdict.status === status).length;
  const reported: ReportedProduct[] = [];
  for (const product of products) {
    const verdict = verdicts.get(product.affLink);
    if (!verdict || verdict.status === "live") continue;
    const entry = state.products[product.id];
    const next = standing(entry, product.affLink, run.deadLinkDays);
    reported.push({
      ...product,
      status: verdict.status,
      reason: verdict.reason,
      finalUrl: verdict.finalUrl,
      deadDays: entry?.affLink === product.affLink ? entry.deadDays : 0,
      nextBuild: next === "fine" ? "published" : next,
    });
  }
  reported.sort((a, b) => ORDER[a.nextBuild] - ORDER[b.nextBuild]);
  return {
    ...run,
    counts: {
      products: products.length,
      links: verdicts.size,
      live: counted("live"),
      dead: counted("dead"),
      outOfStock: counted("out_of_stock"),
      unchecked: all.filter((verdict) => verdict.status === "unchecked" && verdict.cause !== "not-reached").length,
      notReached: all.filter((verdict) => verdict.cause === "not-reached").length,
    },
    products: reported,
    shopPageUnknown,
  };
}
