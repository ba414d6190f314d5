import { describe, expect, it } from "vitest";
import { createReport, formatReport, tallyCatalogue } from "../../../src/build/report.ts";
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
    });
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
