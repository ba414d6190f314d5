import { describe, expect, it } from "vitest";
import { changesSince, mergeChanges } from "../../../src/lib/cms/umbraco.ts";
import type { ReadItem } from "../../../src/lib/domain/source.ts";
import { published } from "../../../scripts/standin/server.ts";
import type { UmbracoContent } from "../../../src/lib/cms/umbraco.ts";

const item = (id: string, updateDate: string | null, title = id): ReadItem => ({
  id,
  updateDate,
  result: { ok: false, problems: [{ kind: "product", id, title, field: "price", reason: "no price" }] },
});

describe("changesSince", () => {
  it("starts the overlap before the latest change, in the Delivery API's date form", () => {
    const items = [item("a", "2026-11-23T02:10:00"), item("b", "2026-11-23T02:30:15.123"), item("c", null)];
    expect(changesSince(items, 10 * 60_000)).toBe("2026-11-23T02:20:15");
  });

  it("has no moment when no item has a date that parses (everything is read then)", () => {
    expect(changesSince([item("a", null), item("b", "gisteri")], 60_000)).toBeNull();
    expect(changesSince([], 60_000)).toBeNull();
  });
});

describe("mergeChanges", () => {
  it("puts a changed item in its place and adds a new one at the end", () => {
    const earlier = [item("a", "2026-11-01T00:00:00"), item("b", "2026-11-02T00:00:00")];
    const merged = mergeChanges(earlier, [item("c", "2026-11-24T00:00:00"), item("a", "2026-11-24T00:00:01", "A")]);
    expect(merged.map((entry) => [entry.id, entry.updateDate])).toEqual([
      ["a", "2026-11-24T00:00:01"],
      ["b", "2026-11-02T00:00:00"],
      ["c", "2026-11-24T00:00:00"],
    ]);
    // The earlier read is left as it was.
    expect(earlier[0]?.updateDate).toBe("2026-11-01T00:00:00");
  });
});

describe("the CMS stand-in's publish", () => {
  const content = (products: unknown[]): UmbracoContent => ({
    products,
    categories: [],
    collections: [],
    about: [],
    brands: null,
  });
  const now = new Date("2026-11-24T10:00:00.500Z");

  it("gives a changed item the moment of the publish as its updateDate, as Umbraco does", () => {
    const before = { id: "a", updateDate: "2025-01-01T00:00:00", properties: { price: "149,99" } };
    const same = { id: "b", updateDate: "2025-01-01T00:00:00", properties: {} };
    const next = published(
      content([before, same]),
      content([{ ...before, properties: { price: "129,50" } }, same]),
      now,
    );
    expect(next.products).toEqual([
      { id: "a", updateDate: "2026-11-24T10:00:00", properties: { price: "129,50" } },
      same,
    ]);
  });

  it("dates a change the caller made to an earlier copy of the content too", () => {
    const original = { id: "a", updateDate: "2025-01-01T00:00:00", properties: { price: "1" } };
    const first = published(content([original]), content([{ ...original, properties: { price: "2" } }]), now);
    const later = new Date("2026-11-24T11:00:00Z");
    const second = published(first, content([{ ...original, properties: { price: "3" } }]), later);
    expect(second.products).toEqual([{ id: "a", updateDate: "2026-11-24T11:00:00", properties: { price: "3" } }]);
  });

  it("keeps a later updateDate the caller set, and a new item's own", () => {
    const before = { id: "a", updateDate: "2025-01-01T00:00:00", properties: {} };
    const dated = { id: "a", updateDate: "2025-06-01T00:00:00", properties: { price: "1" } };
    const added = { id: "c", updateDate: "2025-02-01T00:00:00", properties: {} };
    expect(published(content([before]), content([dated, added]), now).products).toEqual([dated, added]);
  });
});
