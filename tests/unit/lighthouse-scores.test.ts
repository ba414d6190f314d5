/**
 * How the Lighthouse script judges a page (scripts/lib/lighthouse-scores.ts): the median of noisy runs against
 * the targets, and the failed audits it names.
 */
import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import {
  failedAudits,
  judgedRuns,
  median,
  missedTargets,
  needsAnotherRun,
  type Scores,
} from "../../scripts/lib/lighthouse-scores.ts";

const scores = (performance: number, accessibility = 100, practices = 100, seo = 100): Scores => ({
  performance,
  accessibility,
  "best-practices": practices,
  seo,
});

describe("median and missedTargets", () => {
  it("takes each category's middle score, so one noisy run neither sinks nor lifts a page", () => {
    expect(median([scores(80), scores(97), scores(96)])).toEqual(scores(96));
    expect(median([scores(99, 90), scores(70, 100), scores(96, 96)])).toEqual(scores(96, 96));
  });

  it("takes the lower middle of an even count", () => {
    expect(median([scores(99), scores(90)]).performance).toBe(90);
  });

  it("names each target a page misses: 100 on every score", () => {
    expect(missedTargets(scores(100, 100, 100, 100))).toEqual([]);
    expect(missedTargets(scores(99, 100, 96, 99))).toEqual([
      "performance 99 < 100",
      "best-practices 96 < 100",
      "seo 99 < 100",
    ]);
  });
});

describe("judgedRuns and needsAnotherRun", () => {
  const fast = (performance: number) => ({ scores: scores(performance), benchmark: 1800 });
  const busy = (performance: number) => ({ scores: scores(performance), benchmark: 600 });
  const options = { maxRuns: 3, allRuns: false };

  it("sets aside runs on a host Lighthouse finds too slow, unless there is no other", () => {
    expect(judgedRuns([busy(70), fast(97), busy(80)])).toEqual([fast(97)]);
    expect(judgedRuns([busy(70), busy(80)])).toEqual([busy(70), busy(80)]);
  });

  it("stops as soon as the judged median meets every target, even on a busy host", () => {
    expect(needsAnotherRun([], options)).toBe(true);
    expect(needsAnotherRun([fast(100)], options)).toBe(false);
    expect(needsAnotherRun([busy(100)], options)).toBe(false);
    expect(needsAnotherRun([fast(99)], options)).toBe(true);
  });

  it("gives a page that misses up to three runs on a fast host, and at most six in all", () => {
    expect(needsAnotherRun([fast(90), fast(91), fast(92)], options)).toBe(false);
    expect(needsAnotherRun([busy(80), busy(80), fast(90), busy(80)], options)).toBe(true);
    expect(needsAnotherRun([busy(80), busy(80), busy(80), busy(80), busy(80), busy(80)], options)).toBe(false);
  });

  it("with allRuns, goes on to three runs on a fast host even when the first one passes", () => {
    expect(needsAnotherRun([fast(99)], { maxRuns: 3, allRuns: true })).toBe(true);
    expect(needsAnotherRun([fast(99), busy(70), fast(99), fast(98)], { maxRuns: 3, allRuns: true })).toBe(false);
  });
});

describe("failedAudits", () => {
  const lhr = {
    categories: {
      accessibility: {
        auditRefs: [
          { id: "color-contrast", weight: 7 },
          { id: "image-alt", weight: 10 },
        ],
      },
      seo: {
        auditRefs: [
          { id: "image-alt", weight: 1 },
          { id: "is-crawlable", weight: 4 },
        ],
      },
      performance: {
        auditRefs: [
          { id: "largest-contentful-paint", weight: 25 },
          { id: "dom-size", weight: 0 },
        ],
      },
    },
    audits: {
      "color-contrast": {
        id: "color-contrast",
        title: "Insufficient contrast",
        score: 0,
        scoreDisplayMode: "binary",
        details: { items: [{ node: { selector: "p.note", snippet: '<p class="note">' } }] },
      },
      "image-alt": { id: "image-alt", title: "Images have alt", score: 1, scoreDisplayMode: "binary" },
      "is-crawlable": { id: "is-crawlable", title: "Not crawlable", score: null, scoreDisplayMode: "notApplicable" },
      "largest-contentful-paint": {
        id: "largest-contentful-paint",
        title: "LCP",
        score: 0.91,
        displayValue: "2.4 s",
        scoreDisplayMode: "numeric",
      },
      "dom-size": { id: "dom-size", title: "DOM size", score: 0.5, scoreDisplayMode: "informative" },
    },
  } as unknown as Result;

  it("lists failed audits with where they failed, and leaves passed, green and unscored ones out", () => {
    expect(failedAudits(lhr, ["accessibility", "seo", "performance"])).toEqual([
      "- [accessibility] color-contrast (score 0, weight 7): Insufficient contrast",
      '    · p.note <p class="note">',
    ]);
  });
});
