/**
 * Lighthouse scores against the targets of the issue "Every page of the storefront…", the median of several
 * runs, and the audits behind a missed point, in words a developer can act on.
 */
import type { Result } from "lighthouse";

/** Minimum score (0–100) of each category: 100 on every one (issue 26, defect 12). */
export const TARGETS = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 } as const;

export type CategoryId = keyof typeof TARGETS;
export type Scores = Record<CategoryId, number>;

const CATEGORY_IDS = Object.keys(TARGETS) as CategoryId[];

/**
 * The median of each score over several runs (the lower middle one for an even count: a noisy run never
 * lifts a page over its target).
 * @example median([{ performance: 90, … }, { performance: 99, … }, { performance: 96, … }]).performance // 96
 */
export function median(runs: readonly Scores[]): Scores {
  if (runs.length === 0) throw new Error("median of no runs");
  const middle = (id: CategoryId) => {
    const sorted = runs.map((run) => run[id]).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] as number;
  };
  return Object.fromEntries(CATEGORY_IDS.map((id) => [id, middle(id)])) as Scores;
}

/**
 * The targets a set of scores misses, in words.
 * @example missedTargets({ performance: 93, accessibility: 100, "best-practices": 100, seo: 100 }) // ["performance 93 < 100"]
 */
export function missedTargets(scores: Scores): string[] {
  return CATEGORY_IDS.filter((id) => scores[id] < TARGETS[id]).map((id) => `${id} ${scores[id]} < ${TARGETS[id]}`);
}

/**
 * Lighthouse's own limit (core/gather/driver/environment.js, "warningSlowHostCpu"): a host whose CPU benchmark
 * is at or under it is too slow, or too busy, for the simulated 4x-slower phone to mean anything.
 */
export const SLOW_HOST_BENCHMARK = 1000;

export interface Run {
  readonly scores: Scores;
  /** lhr.environment.benchmarkIndex of the run. */
  readonly benchmark: number;
}

const onFastHost = (run: Run) => run.benchmark > SLOW_HOST_BENCHMARK;

/** The runs a page is judged on: those on a host fast enough by Lighthouse's measure, or all of them if none was. */
export function judgedRuns(runs: readonly Run[]): Run[] {
  const fast = runs.filter(onFastHost);
  return fast.length > 0 ? fast : [...runs];
}

/**
 * Whether a page needs another run: until its median meets every target (`allRuns`: until `maxRuns` runs on a
 * fast host), at most `maxRuns` runs on a fast host and twice that in all.
 * @example needsAnotherRun([{ scores: { performance: 90, … }, benchmark: 600 }], { maxRuns: 3, allRuns: false }) // true
 */
export function needsAnotherRun(runs: readonly Run[], options: { maxRuns: number; allRuns: boolean }): boolean {
  if (runs.length === 0) return true;
  if (runs.length >= options.maxRuns * 2 || runs.filter(onFastHost).length >= options.maxRuns) return false;
  if (options.allRuns) return true;
  return missedTargets(median(judgedRuns(runs).map((run) => run.scores))).length > 0;
}

type Audit = Result["audits"][string];
const UNSCORED = new Set(["notApplicable", "manual", "informative"]);

function failed(audit: Audit): boolean {
  if (audit.scoreDisplayMode === "error") return true;
  if (UNSCORED.has(audit.scoreDisplayMode) || audit.score === null) return false;
  // Numeric audits (metrics) pass from 0.9, as Lighthouse colours them green; the others must pass outright.
  return audit.scoreDisplayMode === "numeric" ? audit.score < 0.9 : audit.score < 1;
}

/** A few words on where an audit found its problem: the element (selector and snippet) or the URL. */
function itemLabel(item: unknown): string | undefined {
  if (typeof item !== "object" || item === null) return undefined;
  const record = item as Record<string, unknown>;
  const node = record["node"] as { selector?: string; snippet?: string } | undefined;
  if (node?.snippet) return `${node.selector ?? ""} ${node.snippet.slice(0, 160)}`.trim();
  for (const key of ["url", "source"]) {
    const value = record[key];
    if (typeof value === "string") return value.slice(0, 160);
    if (typeof value === "object" && value !== null && "url" in value) return String(value.url).slice(0, 160);
  }
  return undefined;
}

/**
 * The audits of the given categories that did not pass, each with its score, its value and up to five places
 * it found the problem.
 */
export function failedAudits(lhr: Result, categories: readonly CategoryId[] = CATEGORY_IDS): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const id of categories) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(audit.id) || !failed(audit)) continue;
      seen.add(audit.id);
      const score = audit.score === null ? "error" : String(Math.round(audit.score * 100));
      const value = audit.displayValue ? `, ${audit.displayValue}` : "";
      const weight = ref.weight > 0 ? `, weight ${ref.weight}` : "";
      lines.push(`- [${id}] ${audit.id} (score ${score}${value}${weight}): ${audit.title}`);
      if (audit.errorMessage) lines.push(`    ${audit.errorMessage}`);
      const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
      for (const label of items.map(itemLabel).filter(Boolean).slice(0, 5)) lines.push(`    · ${label}`);
    }
  }
  return lines;
}
