import { mkdtemp, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withPopularClicks } from "../../../src/build/popular-clicks.ts";
import type { Catalog } from "../../../src/lib/catalog/assemble.ts";
import { addDays, bucharestDay } from "../../../src/lib/bucharest-day.ts";
import { openStore } from "../../../src/store/open.ts";
import { SQLITE_FILE } from "../../../src/store/sqlite.ts";

const catalog = { products: [] } as unknown as Catalog;
const NOW = Date.parse("2026-11-27T10:00:00Z");
const today = bucharestDay(NOW);
let dir = "";

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "vitrina-popular-"));
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

const settings = (over: Record<string, string | undefined> = {}) => ({
  PUBLIC_API_URL: "http://127.0.0.1:4321",
  DATABASE_URL: undefined,
  DATA_DIR: dir,
  ...over,
});

describe("the build's read of the most clicked products", () => {
  it("ranks the clicks of the last 30 days, most first, leaving out older ones and outbound clicks", async () => {
    const store = await openStore({ DATA_DIR: dir });
    await store.add([
      { productId: "a", day: today, kind: "click", clicks: 2 },
      { productId: "b", day: addDays(today, -29), kind: "click", clicks: 5 },
      { productId: "c", day: addDays(today, -30), kind: "click", clicks: 50 },
      { productId: "d", day: today, kind: "outbound", clicks: 40 },
      { productId: "a", day: addDays(today, -3), kind: "click", clicks: 1 },
    ]);
    await store.close();
    const read = await withPopularClicks(catalog, settings(), NOW);
    expect(read.popular).toEqual(["b", "a"]);
  });

  it("offers nothing for a site built without a click service", async () => {
    await (await openStore({ DATA_DIR: dir })).close();
    const read = await withPopularClicks(catalog, settings({ PUBLIC_API_URL: undefined }), NOW);
    expect(read.popular).toBeUndefined();
  });

  it("offers nothing where no store is, and does not create one", async () => {
    const read = await withPopularClicks(catalog, settings(), NOW);
    expect(read.popular).toBeUndefined();
    expect(existsSync(path.join(dir, SQLITE_FILE))).toBe(false);
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining('"Cele mai populare" not offered'));
  });

  it("offers nothing, and does not fail the build, when the store does not answer", async () => {
    const read = await withPopularClicks(catalog, settings({ DATABASE_URL: "postgres://127.0.0.1:1/none" }), NOW);
    expect(read.popular).toBeUndefined();
  });
});
