import { describe, expect, it } from "vitest";
import { createReport, formatReport, tallyCatalogue } from "../../../src/build/report.ts";
import type { FeedReport } from "../../../src/lib/feeds/read.ts";
import { catalog, category, collection, problem, product } from "../support.ts";

const STARTED = new Date("2025-03-01T10:00:00.000Z");
const FINISHED = new Date("2025-03-01T10:00:12.345Z");

describe("createReport", () => {
  it("counts what was read, what was published and what was left out", () => {
    const left = [problem({ id: "p9", field: "price" }), problem({ id: "p10", field: "affLink" })];
    const suffixed = [{ id: "p2", title: "Rochie", wanted: "rochie", slug: "rochie-2" }];
    const report = createReport(
      tallyCatalogue(
        catalog({
          source: "umbraco",
          products: [product("rochie"), product("rochie-2", { id: "p2" })],
          categories: [category()],
          collections: [collection(), collection({ slug: "iarna" })],
          brands: [{ name: "Zara", slug: "zara", link: "/brand/zara/" }],
          read: { products: 4, categories: 1, collections: 2 },
          problems: left,
          suffixed,
        }),
      ),
      STARTED,
      FINISHED,
      42,
    );
    expect(report).toEqual({
      source: "umbraco",
      startedAt: "2025-03-01T10:00:00.000Z",
      durationMs: 12345,
      read: { products: 4, categories: 1, collections: 2 },
      published: { products: 2, categories: 1, collections: 2, brands: 1, pages: 42 },
      leftOut: left,
      suffixedSlugs: suffixed,
      linkHealth: null,
      feeds: null,
    });
  });
});

describe("the feeds' part of the report (issue 28)", () => {
  const feed = (overrides: Partial<FeedReport>): FeedReport => ({
    name: "Magazin Alfa",
    format: "google-xml",
    status: "read",
    rows: 90,
    refusedRows: null,
    lastGoodRows: null,
    badRows: 10,
    badByReason: { "price 0 or not a price": 7, "duplicate id": 3 },
    bad: [{ id: "a1", title: "Rochie", reason: "price 0 or not a price" }],
    placed: 80,
    unplaced: { "Casă > Perne": 4, "Accesorii > Ceasuri": 6 },
    message: null,
    ms: 120,
    ...overrides,
  });
  const shrunk = feed({
    name: "Magazin Beta",
    format: "2performant-csv",
    status: "shrunk",
    rows: 100,
    refusedRows: 40,
    lastGoodRows: 100,
    badRows: 0,
    badByReason: {},
    bad: [],
    placed: 100,
    unplaced: {},
    message:
      "40 valid rows against 100 in the last good read: 60% fewer, more than MAX_SHRINK 20%; the last good read is used",
  });
  const tally = tallyCatalogue(catalog({ feeds: { file: "/srv/feeds.json", reports: [feed({}), shrunk] } }));
  const report = createReport(tally, STARTED, FINISHED, 10);

  it("gives each feed's rows read and used, its bad rows by reason and its unmapped category texts", () => {
    expect(report.feeds?.feeds[0]).toMatchObject({
      name: "Magazin Alfa",
      rowsRead: 100,
      rowsUsed: 80,
      badRows: 10,
      badByReason: { "price 0 or not a price": 7, "duplicate id": 3 },
      bad: [{ id: "a1", title: "Rochie", reason: "price 0 or not a price" }],
      unmapped: { "Casă > Perne": 4, "Accesorii > Ceasuri": 6 },
    });
  });

  it("says a shrunk feed was not used and the last good read kept", () => {
    expect(report.feeds?.feeds[1]).toMatchObject({ status: "shrunk", rowsRead: 40, rowsUsed: 100, lastGoodRows: 100 });
    const text = formatReport(report, "reports/build-report.json");
    expect(text).toContain(
      "Magazin Beta (2performant-csv): SHRUNK, not used: last good read kept; 40 rows read, 100 used",
    );
    expect(text).toContain("60% fewer, more than MAX_SHRINK 20%");
  });

  it("prints the bad rows by reason and the unmapped categories, most first", () => {
    const text = formatReport(report, "reports/build-report.json");
    expect(text).toContain(
      "Magazin Alfa (google-xml): read; 100 rows read, 80 used, 10 bad, 10 in unmapped categories",
    );
    expect(text).toContain("bad: duplicate id: 3");
    expect(text.indexOf('unmapped category "Accesorii > Ceasuri": 6')).toBeLessThan(
      text.indexOf('unmapped category "Casă > Perne": 4'),
    );
  });

  it("is absent when no feed was read", () => {
    expect(createReport(tallyCatalogue(catalog({})), STARTED, FINISHED, 1).feeds).toBeNull();
    expect(formatReport(createReport(tallyCatalogue(catalog({})), STARTED, FINISHED, 1), "r.json")).not.toContain(
      "Feeds",
    );
  });
});

describe("formatReport", () => {
  const format = (overrides: Parameters<typeof catalog>[0]) =>
    formatReport(createReport(tallyCatalogue(catalog(overrides)), STARTED, FINISHED, 10), "reports/build-report.json");

  it("starts with the counts and ends with where the JSON is", () => {
    const lines = format({ source: "sample", read: { products: 3, categories: 1, collections: 0 } }).split("\n");
    expect(lines[0]).toBe("Catalogue (sample): read 3 products, 1 categories, 0 collections");
    expect(lines[1]).toContain("10 pages");
    expect(lines[2]).toBe("Left out: 0; slugs suffixed: 0; duration 12.3 s");
    expect(lines.at(-1)).toBe("Report: reports/build-report.json");
  });

  it("names each left-out item by id, title and field", () => {
    const text = format({
      problems: [
        problem({ id: "1a2b", title: "Bluză", field: "price", reason: 'missing or unusable price: "abc"' }),
        problem({ kind: "category", id: "c-7", title: null, field: "name", reason: "no category name" }),
      ],
    });
    expect(text).toContain('left out product 1a2b "Bluză": price: missing or unusable price: "abc"');
    expect(text).toContain("left out category c-7: name: no category name");
  });

  it("names each suffixed slug", () => {
    const text = format({ suffixed: [{ id: "p2", title: "Rochie", wanted: "rochie", slug: "rochie-2" }] });
    expect(text).toContain('slug suffixed: product p2 "Rochie": rochie -> rochie-2');
  });

  it("lists the first twenty and says how many more the JSON holds", () => {
    const problems = Array.from({ length: 23 }, (_, index) => problem({ id: `p${index + 1}` }));
    const text = format({ problems });
    expect(text).toContain("left out product p20 ");
    expect(text).not.toContain("left out product p21 ");
    expect(text).toContain("... and 3 more");
  });

  it("names the products the link check marked, after the counts, and where the JSON is last", () => {
    const mark = (id: string, reason: string, deadDays: number) => ({
      id,
      title: `Rochie ${id}`,
      affLink: `https://shop.example.ro/${id}`,
      reason,
      deadDays,
      checkedAt: "2026-11-24T00:10:00.000Z",
    });
    const lines = format({
      linkHealth: {
        file: "releases/link-health.json",
        checkedAt: "2026-11-24T00:12:00.000Z",
        deadLinkDays: 2,
        leftOut: [mark("p1", "HTTP 404 Not Found", 2)],
        dead: [mark("p2", "HTTP 500 Internal Server Error", 1)],
        outOfStock: [mark("p3", "schema.org availability OutOfStock", 0)],
      },
    }).split("\n");
    expect(lines).toContain(
      "Partner links (checked 2026-11-24T00:12:00.000Z): 1 left out (dead 2+ days), 1 dead for fewer days, 1 out of stock",
    );
    expect(lines).toContain('  dead link, product p2 "Rochie p2" (day 1 of 2): HTTP 500 Internal Server Error');
    expect(lines).toContain('  out of stock, product p3 "Rochie p3": schema.org availability OutOfStock');
    expect(lines.at(-1)).toBe("Report: reports/build-report.json");
  });

  it("says when the link check's file holds no check yet", () => {
    const text = format({
      linkHealth: {
        file: "releases/link-health.json",
        checkedAt: "",
        deadLinkDays: 2,
        leftOut: [],
        dead: [],
        outOfStock: [],
      },
    });
    expect(text).toContain("Partner links: releases/link-health.json holds no check yet");
  });
});
