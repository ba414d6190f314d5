/**
 * One suite, run against both stores: SQLite in a temporary folder and
 * PostgreSQL in a schema of its own (dropped after).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, migrationsFor } from "../../src/store/migrations.ts";
import type { ClickStore } from "../../src/store/types.ts";
import { dropSchema, openTestStore, removeDir, STORE_KINDS, tempDir, testSchema } from "./support.ts";

describe.each(STORE_KINDS)("the %s store", (kind) => {
  const where = { dir: tempDir(`store-${kind}`), schema: testSchema() };
  let store: ClickStore;
  beforeAll(async () => {
    store = await openTestStore(kind, where);
    await store.add([
      { productId: "a", day: "2026-11-01", kind: "click", clicks: 5 },
      { productId: "a", day: "2026-11-02", kind: "click", clicks: 1 },
      { productId: "a", day: "2026-11-02", kind: "outbound", clicks: 2 },
      { productId: "b", day: "2026-11-02", kind: "click", clicks: 4 },
      { productId: "c", day: "2026-11-30", kind: "click", clicks: 4 },
      { productId: "d", day: "2026-12-01", kind: "outbound", clicks: 9 },
    ]);
  });
  afterAll(async () => {
    await store.close();
    removeDir(where.dir);
    if (kind === "postgres") await dropSchema(where.schema);
  });

  it("says which it is", () => {
    expect(store.kind).toBe(kind);
  });

  it("answers a top list of one day, most clicked first, ties by id", async () => {
    expect(await store.top("click", { from: "2026-11-02", to: "2026-11-02" }, 4)).toEqual([
      { productId: "b", clicks: 4 },
      { productId: "a", clicks: 1 },
    ]);
  });

  it("answers an all-time top list, summed over days, cut at the limit", async () => {
    expect(await store.top("click", {}, 2)).toEqual([
      { productId: "a", clicks: 6 },
      { productId: "b", clicks: 4 },
    ]);
    expect(await store.top("outbound", {}, 10)).toEqual([
      { productId: "d", clicks: 9 },
      { productId: "a", clicks: 2 },
    ]);
  });

  it("adds to what is there instead of replacing it", async () => {
    await store.add([{ productId: "e", day: "2026-10-01", kind: "click", clicks: 3 }]);
    await store.add([{ productId: "e", day: "2026-10-01", kind: "click", clicks: 4 }]);
    expect(await store.top("click", { from: "2026-10-01", to: "2026-10-01" }, 4)).toEqual([
      { productId: "e", clicks: 7 },
    ]);
  });

  it("gives both kinds per product and day over a period, both ends included", async () => {
    expect(await store.daily({ from: "2026-11-01", to: "2026-11-30" })).toEqual([
      { productId: "a", day: "2026-11-01", clicks: 5, outbound: 0 },
      { productId: "a", day: "2026-11-02", clicks: 1, outbound: 2 },
      { productId: "b", day: "2026-11-02", clicks: 4, outbound: 0 },
      { productId: "c", day: "2026-11-30", clicks: 4, outbound: 0 },
    ]);
  });

  it("sums one kind per day for the owner's chart", async () => {
    expect(await store.perDay("click", { from: "2026-11-01", to: "2026-11-30" })).toEqual([
      { day: "2026-11-01", clicks: 5 },
      { day: "2026-11-02", clicks: 5 },
      { day: "2026-11-30", clicks: 4 },
    ]);
  });

  it("writes a batch all or nothing", async () => {
    await expect(
      store.add([
        { productId: "f", day: "2026-09-01", kind: "click", clicks: 1 },
        { productId: "f", day: "2026-09-01", kind: "bogus" as "click", clicks: 1 },
      ]),
    ).rejects.toThrow();
    expect(await store.top("click", { from: "2026-09-01", to: "2026-09-01" }, 4)).toEqual([]);
  });

  it("makes one salt per day, the same on every ask, and forgets the days before", async () => {
    const first = await store.saltOf("2026-11-24");
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(await store.saltOf("2026-11-24")).toBe(first);
    const next = await store.saltOf("2026-11-25");
    expect(next).not.toBe(first);
    // The 24th's salt is gone: asking for it again makes a new one, so old hashes cannot be made again.
    expect(await store.saltOf("2026-11-24")).not.toBe(first);
  });

  it("gives every instance the same salt when they ask at once", async () => {
    const other = await openTestStore(kind, where);
    try {
      const salts = await Promise.all([
        store.saltOf("2026-12-24"),
        other.saltOf("2026-12-24"),
        store.saltOf("2026-12-24"),
      ]);
      expect(new Set(salts).size).toBe(1);
    } finally {
      await other.close();
    }
  });

  it("runs each migration once, however often it is opened", async () => {
    const again = await openTestStore(kind, where);
    await again.close();
    expect(await store.top("click", {}, 1)).toEqual([{ productId: "e", clicks: 7 }]);
  });

  it("counts outbound clicks per shop as well as per product, one product's shops apart (issue 28)", async () => {
    await store.add([
      { productId: "g", day: "2026-08-01", kind: "outbound", clicks: 2, shop: "Magazin Beta" },
      { productId: "g", day: "2026-08-01", kind: "outbound", clicks: 1, shop: "Magazin Alfa" },
      { productId: "h", day: "2026-08-02", kind: "outbound", clicks: 1, shop: "Magazin Alfa" },
      { productId: "h", day: "2026-08-02", kind: "outbound", clicks: 5 },
    ]);
    await store.add([{ productId: "g", day: "2026-08-03", kind: "outbound", clicks: 4, shop: "Magazin Beta" }]);
    // The product's count is every shop's together, and the click that named no shop.
    expect(await store.top("outbound", { from: "2026-08-01", to: "2026-08-03" }, 4)).toEqual([
      { productId: "g", clicks: 7 },
      { productId: "h", clicks: 6 },
    ]);
    expect(await store.perShop({ from: "2026-08-01", to: "2026-08-03" })).toEqual([
      { shop: "Magazin Beta", clicks: 6 },
      { shop: "Magazin Alfa", clicks: 2 },
    ]);
    expect(await store.perShop({ from: "2026-08-02", to: "2026-08-02" })).toEqual([
      { shop: "Magazin Alfa", clicks: 1 },
    ]);
    expect(await store.perShop({ from: "2026-11-01", to: "2026-11-30" })).toEqual([]);
  });

  it("answers a ping", async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
});

describe("migrations", () => {
  it("are numbered files, one after the other, the same numbers for both databases", async () => {
    const sqlite = await migrationsFor("sqlite", MIGRATIONS_DIR);
    const postgres = await migrationsFor("postgres", MIGRATIONS_DIR);
    expect(sqlite.slice(0, 2).map((m) => `${m.version} ${m.name}`)).toEqual(["1 click_counts", "2 daily_salts"]);
    expect(sqlite.map((m) => m.version)).toEqual(sqlite.map((_, index) => index + 1));
    expect(postgres.map((m) => m.version)).toEqual(sqlite.map((m) => m.version));
  });
});
