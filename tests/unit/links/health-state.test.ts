import { describe, expect, it } from "vitest";
import {
  nextEntry,
  recordRun,
  standing,
  type LinkHealth,
  type LinkHealthEntry,
} from "../../../src/lib/links/health-state.ts";
import type { LinkStatus, LinkVerdict } from "../../../src/lib/links/verdict.ts";

const LINK = "https://shop.example.ro/p/rochie";
const AT = new Date("2026-11-24T00:10:00Z");

const verdict = (status: LinkStatus, overrides: Partial<LinkVerdict> = {}): LinkVerdict => ({
  status,
  cause: status === "dead" ? "http" : status === "out_of_stock" ? "schema" : status === "live" ? null : "rate-limited",
  reason: status === "dead" ? "HTTP 404 Not Found" : status,
  httpStatus: status === "dead" ? 404 : 200,
  finalUrl: LINK,
  hops: 0,
  ...overrides,
});

/** The entry after checks on the given days, each [day, status], starting from nothing. */
function afterChecks(...checks: [string, LinkStatus][]): LinkHealthEntry | undefined {
  let entry: LinkHealthEntry | undefined;
  for (const [day, status] of checks) entry = nextEntry(entry, LINK, verdict(status), day, AT);
  return entry;
}

describe("consecutive dead days", () => {
  it("counts one a night the link is found dead", () => {
    expect(afterChecks(["2026-11-23", "dead"])?.deadDays).toBe(1);
    expect(afterChecks(["2026-11-23", "dead"], ["2026-11-24", "dead"])).toMatchObject({
      status: "dead",
      reason: "HTTP 404 Not Found",
      httpStatus: 404,
      deadDays: 2,
      lastDeadDay: "2026-11-24",
    });
  });

  it("counts two runs on one Bucharest day once", () => {
    expect(afterChecks(["2026-11-24", "dead"], ["2026-11-24", "dead"])?.deadDays).toBe(1);
    expect(afterChecks(["2026-11-23", "dead"], ["2026-11-24", "dead"], ["2026-11-24", "dead"])?.deadDays).toBe(2);
  });

  it("starts again after a live check, even a live check the same day", () => {
    expect(afterChecks(["2026-11-22", "dead"], ["2026-11-23", "live"], ["2026-11-24", "dead"])?.deadDays).toBe(1);
    expect(afterChecks(["2026-11-24", "dead"], ["2026-11-24", "live"])).toMatchObject({
      deadDays: 0,
      lastDeadDay: null,
    });
    expect(afterChecks(["2026-11-24", "dead"], ["2026-11-24", "live"], ["2026-11-24", "dead"])?.deadDays).toBe(1);
  });

  it("starts again after an out-of-stock check: the page opened", () => {
    expect(afterChecks(["2026-11-22", "dead"], ["2026-11-23", "out_of_stock"], ["2026-11-24", "dead"])?.deadDays).toBe(
      1,
    );
  });

  it("neither counts nor clears a night the partner would not let us tell", () => {
    const entry = afterChecks(["2026-11-22", "dead"], ["2026-11-23", "unchecked"]);
    expect(entry).toMatchObject({ status: "unchecked", deadDays: 1, lastDeadDay: "2026-11-22" });
    expect(afterChecks(["2026-11-22", "dead"], ["2026-11-23", "unchecked"], ["2026-11-24", "dead"])?.deadDays).toBe(2);
  });

  it("does not hold the old link's days against a link an editor changed", () => {
    const old = afterChecks(["2026-11-23", "dead"]);
    const fixed = nextEntry(old, "https://shop.example.ro/p/rochie-noua", verdict("dead"), "2026-11-24", AT);
    expect(fixed).toMatchObject({ affLink: "https://shop.example.ro/p/rochie-noua", deadDays: 1 });
  });
});

describe("recordRun", () => {
  const entry = (overrides: Partial<LinkHealthEntry> = {}): LinkHealthEntry => ({
    affLink: LINK,
    status: "dead",
    reason: "HTTP 404 Not Found",
    httpStatus: 404,
    finalUrl: LINK,
    checkedAt: "2026-11-23T00:10:00.000Z",
    deadDays: 1,
    lastDeadDay: "2026-11-23",
    ...overrides,
  });
  const previous: LinkHealth = {
    version: 1,
    checkedAt: "2026-11-23T00:10:00.000Z",
    day: "2026-11-23",
    products: { a: entry(), gone: entry(), late: entry() },
  };

  it("records tonight's verdicts, keeps what it knew of a link not reached in time, and forgets removed products", () => {
    const state = recordRun(
      previous,
      [
        { id: "a", affLink: LINK, verdict: verdict("dead") },
        { id: "late", affLink: LINK, verdict: verdict("unchecked", { cause: "not-reached" }) },
        { id: "new", affLink: LINK, verdict: verdict("unchecked", { cause: "not-reached" }) },
        { id: "b", affLink: "https://shop.example.ro/b", verdict: verdict("live") },
      ],
      "2026-11-24",
      AT,
    );
    expect(state.version).toBe(1);
    expect(state.day).toBe("2026-11-24");
    expect(state.checkedAt).toBe(AT.toISOString());
    expect(Object.keys(state.products).sort()).toEqual(["a", "b", "late"]);
    expect(state.products["a"]?.deadDays).toBe(2);
    expect(state.products["late"]).toEqual(entry());
    expect(state.products["b"]).toMatchObject({ status: "live", deadDays: 0 });
  });

  it("starts from nothing on the first night", () => {
    const state = recordRun(null, [{ id: "a", affLink: LINK, verdict: verdict("dead") }], "2026-11-24", AT);
    expect(state.products["a"]?.deadDays).toBe(1);
  });
});

describe("standing", () => {
  const dead = (deadDays: number) =>
    afterChecks(
      ...Array.from({ length: deadDays }, (_, index): [string, LinkStatus] => [`2026-11-${10 + index}`, "dead"]),
    );

  it("leaves out a product dead for DEAD_LINK_DAYS days or more", () => {
    expect(standing(dead(2), LINK, 2)).toBe("left-out");
    expect(standing(dead(3), LINK, 2)).toBe("left-out");
    expect(standing(dead(1), LINK, 1)).toBe("left-out");
  });

  it("marks one dead for fewer days", () => {
    expect(standing(dead(1), LINK, 2)).toBe("dead");
    expect(standing(dead(2), LINK, 3)).toBe("dead");
  });

  it("marks out of stock, and nothing else", () => {
    expect(standing(afterChecks(["2026-11-24", "out_of_stock"]), LINK, 2)).toBe("out-of-stock");
    expect(standing(afterChecks(["2026-11-24", "live"]), LINK, 2)).toBe("fine");
    expect(standing(undefined, LINK, 2)).toBe("fine");
  });

  it("judges only the link that was checked", () => {
    expect(standing(dead(5), "https://shop.example.ro/p/alt-link", 2)).toBe("fine");
  });
});
