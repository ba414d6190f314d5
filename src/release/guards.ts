/**
 * The checks a new release must pass before it replaces the live one
 * (issue 14, "Guards before any switch"). Each answers the reasons it
 * refuses, in words for the log, the health answer and the notification;
 * none means the release may go live. A failed build never gets here: the
 * rebuild stops at its exit code (./rebuild.ts).
 */
import { statSync } from "node:fs";
import path from "node:path";
import pLimit from "p-limit";
import type { PageCache } from "./site-check/link-cache.ts";
import { checkLinks, formatBroken } from "./site-check/site-links.ts";
import { openWeightCache } from "./site-check/weight-cache.ts";
import {
  BUDGETS,
  budgetProblems,
  measurePage,
  ModuleGraph,
  readSiteTree,
  samplePages,
  type Budget,
  type SiteTree,
} from "./site-check/page-weight.ts";
import type { ReleaseInfo } from "./releases.ts";

export interface CatalogueGuardOptions {
  /** The largest fall in published products allowed, 0 to 1. */
  readonly maxShrink: number;
  /** `--force`: a larger fall is let through (the other guards are not). */
  readonly force: boolean;
  /** `--allow-source-change`: the new release may come from another source than the live one. */
  readonly allowSourceChange: boolean;
}

/**
 * What the build report and the live release say: not empty, the same source, not shrunk past `maxShrink`.
 * @example catalogueProblems({ source: "sample", products: 100 }, { source: "sample", products: 240 }, { maxShrink: 0.2, force: false, allowSourceChange: false })
 * // ["240 products live, 100 in the new build: 58% fewer, more than MAX_SHRINK 20% (--force to publish anyway)"]
 */
export function catalogueProblems(
  candidate: Pick<ReleaseInfo, "source" | "products">,
  live: Pick<ReleaseInfo, "source" | "products"> | null,
  options: CatalogueGuardOptions,
): string[] {
  if (candidate.products === 0) return ["the new build publishes no product"];
  if (!live) return [];
  const problems: string[] = [];
  if (candidate.source !== live.source && !options.allowSourceChange) {
    problems.push(
      `the new build reads ${candidate.source}, the live release ${live.source} (--allow-source-change to replace it)`,
    );
  }
  const shrink = live.products ? (live.products - candidate.products) / live.products : 0;
  if (shrink > options.maxShrink && !options.force) {
    problems.push(
      `${live.products} products live, ${candidate.products} in the new build: ${Math.round(shrink * 100)}% fewer, ` +
        `more than MAX_SHRINK ${Math.round(options.maxShrink * 100)}% (--force to publish anyway)`,
    );
  }
  return problems;
}

/**
 * Broken internal links of the built site, the first few in words: links that lead nowhere, and links that lead
 * to a redirect (src/release/site-check/site-links.ts, the check `npm run check:links` runs after every build); the click
 * service's routes (`services`, PUBLIC_API_URL's) are not pages of the build, on the site's origin or not. With
 * `cache`, a page whose bytes the last check read is not parsed again (src/release/site-check/link-cache.ts); its links
 * are checked all the same. The caller saves the cache: a rebuild does once its release is live, off its path.
 */
export async function linkProblems(
  siteDir: string,
  origins: readonly string[],
  services: readonly string[],
  cache?: PageCache,
  tree?: SiteTree,
): Promise<string[]> {
  const { broken, pages } = await checkLinks(siteDir, origins, cache?.read, services, tree);
  if (cache)
    console.log(`[rebuild] links of ${pages.length} pages checked, ${cache.counts.parsed} of them parsed anew`);
  if (!broken.length) return [];
  const listed = formatBroken(broken.slice(0, 5)).replace(/\n\s*/g, " ");
  return [`${broken.length} broken internal links: ${listed}`];
}

/** What the page-weight guard found: pages refused, and pages only reported. */
export interface PageWeightVerdict {
  /** Pages so heavy that content must have made them so (over GROSS_OVERWEIGHT times a budget), or broken. */
  readonly refused: string[];
  /** Pages over a budget: the code's concern, which `npm test` fails on; reported, never refused at publish time. */
  readonly overweight: string[];
}

/**
 * How far past its budget a page must be before a publish refuses it. A page a little over its budget is a
 * property of the code, which CI already fails on (`npm run check:budgets`); only content (a CMS item, a listing
 * of thousands) makes a page twice as heavy, and that is what a shopper would pay for.
 */
export const GROSS_OVERWEIGHT = 2;

/** A budget `factor` times as large. */
export function scaledBudget(budget: Budget, factor: number): Budget {
  return {
    js: budget.js * factor,
    html: budget.html * factor,
    ...(budget.htmlRaw === undefined ? {} : { htmlRaw: budget.htmlRaw * factor }),
  };
}

/**
 * The pages over their budgets, measured from the files as `npm run check:budgets` does (without the browser):
 * refused when over GROSS_OVERWEIGHT times a budget or loading a script the build lacks, else only reported.
 * With `cacheFile`, a page the last check measured, and scripts unchanged, is not measured again
 * (./site-check/weight-cache.ts); its weight is judged all the same. `all` is the site's HTML files when the
 * caller has read them (readSiteTree).
 */
export async function pageWeightProblems(
  siteDir: string,
  cacheFile?: string,
  all: readonly string[] = readSiteTree(siteDir).html,
): Promise<PageWeightVerdict> {
  // In turn: a trip through libuv's thread pool for each of some 24,000 pages took longer.
  const sizes = new Map(all.map((file) => [file, statSync(path.join(siteDir, file)).size] as const));
  const graph = new ModuleGraph(siteDir);
  const limit = pLimit(8);
  const files = samplePages(all, { limit: 2_000, products: 200, sizes });
  const cache = cacheFile ? await openWeightCache(cacheFile, siteDir) : null;
  const measure = (file: string) => () => measurePage(graph, siteDir, file);
  const weights = await Promise.all(
    files.map((file) => limit(() => (cache ? cache.weigh(file, measure(file)) : measure(file)()))),
  );
  if (cache) {
    await cache.save();
    console.log(`[rebuild] weights of ${files.length} pages checked, ${cache.counts.measured} of them measured anew`);
  }
  const over = weights.flatMap((weight) => budgetProblems(weight));
  const gross = weights.flatMap((weight) =>
    budgetProblems(weight, scaledBudget(BUDGETS[weight.type], GROSS_OVERWEIGHT)),
  );
  const listed = (problems: string[], what: string) =>
    problems.length ? [`${what}: ${problems.slice(0, 5).join("; ")}${problems.length > 5 ? "; …" : ""}`] : [];
  return {
    refused: listed(gross, `pages over ${GROSS_OVERWEIGHT} times their budget`),
    overweight: listed(over, `${over.length} page budgets exceeded`),
  };
}
