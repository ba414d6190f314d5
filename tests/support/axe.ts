/**
 * axe-core run inside the page in real Chromium: the WCAG 2.2 A and AA rules on what the page shows now
 * (closed dialogs and hidden tab panels are not checked, so a test opens them first). Violations come back
 * as one readable line each, with the selectors of the elements at fault.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue, RunOptions } from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
let axeSource: string | undefined;

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] as const;

export interface Violation {
  /** axe's rule, e.g. `color-contrast`. */
  readonly rule: string;
  readonly impact: ImpactValue | null;
  readonly help: string;
  /** One selector per element at fault. */
  readonly targets: readonly string[];
  /** axe's explanation for the first element (contrast ratio, missing name…), on one line. */
  readonly summary: string;
}

/** The WCAG A/AA violations on the page as it is now. Injects axe-core once per document. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol, not added as a <script>: the page's CSP rightly refuses inline scripts.
  axeSource ??= await readFile(AXE_SCRIPT, "utf8");
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const options: RunOptions = { runOnly: { type: "tag", values: [...WCAG_TAGS] }, resultTypes: ["violations"] };
  const results = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    options,
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map(String).join(" >>> ")),
    summary: (violation.nodes[0]?.failureSummary ?? "").replace(/\s+/g, " ").trim(),
  }));
}

/** Elements listed per rule in a report; the rest are counted. */
const SHOWN = 6;

/**
 * One line per violated rule, for an assertion's diff:
 * `color-contrast (serious) Elements must meet minimum color contrast ratio thresholds: .price del, .badge | Fix…`.
 */
export function describeViolations(violations: readonly Violation[]): string[] {
  return violations.map((violation) => {
    const shown = violation.targets.slice(0, SHOWN).join(", ");
    const more = violation.targets.length > SHOWN ? ` and ${violation.targets.length - SHOWN} more` : "";
    return `${violation.rule} (${violation.impact ?? "?"}) ${violation.help}: ${shown}${more} | ${violation.summary}`;
  });
}

/**
 * Waits until the page is as a shopper uses it: its islands hydrated (Astro drops an island's `ssr` attribute
 * then), what it fetched after its load arrived (a listing's filters stay disabled until its data has: half a
 * second without a request), and the transitions and finite animations running now (a panel sliding in, a
 * fade) done, so that axe measures colours and sizes where they end. Endless ones (a marquee) are left to run.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector("astro-island[ssr]"));
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Once the page has settled, runs axe on it and fails with one line per violated rule. */
export async function expectNoViolations(page: Page, what: string): Promise<void> {
  await settled(page);
  expect(describeViolations(await axeViolations(page)), `WCAG 2.2 A/AA violations: ${what}`).toEqual([]);
}
