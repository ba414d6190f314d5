import { describe, expect, it } from "vitest";
import type { LinkHealth } from "../../../src/lib/links/health-state.ts";
import { linkReport, type RunProduct } from "../../../src/lib/links/report.ts";
import type { LinkVerdict } from "../../../src/lib/links/verdict.ts";

const link = (name: string) => `https://shop.example.ro/p/${name}`;
const verdict = (status: LinkVerdict["status"], reason: string, cause: LinkVerdict["cause"] = null): LinkVerdict => ({
  status,
  cause,
  reason,
  httpStatus: status === "dead" ? 404 : 200,
  finalUrl: "https://shop.example.ro/final",
  hops: 1,
});
const products: RunProduct[] = ["rochie", "bluza", "fusta", "geaca", "sacou"].map((name, index) => ({
  id: `p${index + 1}`,
  title: name,
  affLink: link(name),
  editorLink: `https://cms.example.ro/umbraco/section/content/workspace/document/edit/p${index + 1}`,
}));
const verdicts = new Map<string, LinkVerdict>([
  [link("rochie"), verdict("live", "HTTP 200")],
  [link("bluza"), verdict("dead", "HTTP 404 Not Found", "http")],
  [link("fusta"), verdict("out_of_stock", 'the page says "stoc epuizat"', "phrase")],
  [link("geaca"), verdict("dead", "HTTP 500 Internal Server Error", "http")],
  [link("sacou"), verdict("unchecked", "not reached before the run's time was up", "not-reached")],
]);
const entry = (name: string, deadDays: number) => ({
  affLink: link(name),
  status: "dead" as const,
  reason: "",
  httpStatus: 404,
  finalUrl: link(name),
  checkedAt: "2026-11-24T00:10:00.000Z",
  deadDays,
  lastDeadDay: "2026-11-24",
});
const state: LinkHealth = {
  version: 1,
  checkedAt: "2026-11-24T00:10:00.000Z",
  day: "2026-11-24",
  products: { p2: entry("bluza", 1), p4: entry("geaca", 2) },
};
const RUN = {
  checkedAt: "2026-11-24T00:10:00.000Z",
  day: "2026-11-24",
  durationMs: 1000,
  stateFile: "releases/link-health.json",
  recorded: true,
  deadLinkDays: 2,
};

describe("linkReport", () => {
  it("lists every product whose link is not live, with its editor link, reason and what the next build does, left-out first", () => {
    const report = linkReport(products, verdicts, state, RUN);
    expect(report.products.map((row) => [row.id, row.status, row.deadDays, row.nextBuild])).toEqual([
      ["p4", "dead", 2, "left-out"],
      ["p2", "dead", 1, "dead"],
      ["p3", "out_of_stock", 0, "published"],
      ["p5", "unchecked", 0, "published"],
    ]);
    expect(report.products[0]).toMatchObject({
      title: "geaca",
      affLink: link("geaca"),
      editorLink: "https://cms.example.ro/umbraco/section/content/workspace/document/edit/p4",
      reason: "HTTP 500 Internal Server Error",
    });
  });

  it("counts links by outcome", () => {
    expect(linkReport(products, verdicts, state, RUN).counts).toEqual({
      products: 5,
      links: 5,
      live: 1,
      dead: 2,
      outOfStock: 1,
      unchecked: 0,
      notReached: 1,
    });
  });

  it("says what the next build does by the state it will read", () => {
    const before: LinkHealth = { ...state, products: { p4: entry("geaca", 1) } };
    const report = linkReport(products, verdicts, before, { ...RUN, recorded: false });
    expect(report.products.find((row) => row.id === "p4")?.nextBuild).toBe("dead");
    expect(report.products.find((row) => row.id === "p2")).toMatchObject({ deadDays: 0, nextBuild: "published" });
  });
});
