import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { catalogueIdsDocument, LiveCatalogue, parseCatalogueIds } from "../../src/service/catalogue-ids.ts";
import { removeDir, tempDir, writeCatalogue } from "./support.ts";

const dir = tempDir("catalogue");
afterAll(() => removeDir(dir));

describe("the catalogue-ids.json format", () => {
  it("is what the build writes and the service reads back", () => {
    const text = catalogueIdsDocument(["42", "rochie-1", "42"], new Date("2026-11-24T01:16:24.040Z"));
    expect(JSON.parse(text)).toEqual({ builtAt: "2026-11-24T01:16:24.040Z", ids: ["42", "rochie-1"] });
    const read = parseCatalogueIds(text);
    expect(read.builtAt).toBe("2026-11-24T01:16:24.040Z");
    expect([...read.ids]).toEqual(["42", "rochie-1"]);
  });

  it("refuses an id the service could not count", () => {
    expect(() => catalogueIdsDocument([""], new Date())).toThrow("Not a product id");
    expect(() => catalogueIdsDocument([" 42"], new Date())).toThrow("Not a product id");
    expect(() => catalogueIdsDocument(["x".repeat(101)], new Date())).toThrow("Not a product id");
  });

  it.each([
    ["not JSON", "{ids:", "not JSON"],
    ["no date", '{"ids":[]}', '"builtAt" must be an ISO date'],
    ["no list", '{"builtAt":"2026-11-24T00:00:00Z","ids":"42"}', '"ids" must be a list'],
    ["a number for an id", '{"builtAt":"2026-11-24T00:00:00Z","ids":["1",2]}', '"ids"[1] is not a product id'],
    ["null", "null", '"builtAt" must be an ISO date'],
  ])("says what is wrong with a file holding %s", (_name, text, message) => {
    expect(() => parseCatalogueIds(text)).toThrow(message);
  });
});

describe("the shops of the products with offers (issue 28)", () => {
  it("are written beside the ids and read back, a product with its one link having none", () => {
    const text = catalogueIdsDocument(["7", "42"], new Date("2026-11-24T00:00:00Z"), {
      "7": ["Magazin Alfa", "Magazin Beta", "Magazin Alfa"],
    });
    expect(JSON.parse(text).shops).toEqual({ "7": ["Magazin Alfa", "Magazin Beta"] });
    const read = parseCatalogueIds(text);
    expect([...(read.shops.get("7") ?? [])]).toEqual(["Magazin Alfa", "Magazin Beta"]);
    expect(read.shops.has("42")).toBe(false);
  });

  it("refuses a shop the service could not count, or shops of a product not in the list", () => {
    expect(() => catalogueIdsDocument(["7"], new Date(), { "7": [" "] })).toThrow("Not a shop");
    expect(() => catalogueIdsDocument(["7"], new Date(), { "7": ["x".repeat(201)] })).toThrow("Not a shop");
    expect(() => catalogueIdsDocument(["7"], new Date(), { "8": ["Alfa"] })).toThrow("not in the list");
  });

  it.each([
    ["a list for shops", '{"builtAt":"2026-11-24T00:00:00Z","ids":["7"],"shops":["Alfa"]}', '"shops" must be'],
    ["a number for a shop", '{"builtAt":"2026-11-24T00:00:00Z","ids":["7"],"shops":{"7":[1]}}', '"shops"["7"]'],
  ])("says what is wrong with a file holding %s", (_name, text, message) => {
    expect(() => parseCatalogueIds(text)).toThrow(message);
  });

  it("lets the live catalogue say which shop sells which product", async () => {
    const file = path.join(dir, "shops", "catalogue-ids.json");
    writeCatalogue(file, ["7", "42"], new Date("2026-11-24T00:00:00Z"), { "7": ["Magazin Alfa"] });
    const live = new LiveCatalogue(file);
    await live.refresh();
    expect([
      live.sells("7", "Magazin Alfa"),
      live.sells("7", "Magazin Beta"),
      live.sells("42", "Magazin Alfa"),
    ]).toEqual([true, false, false]);
  });
});

describe("the live catalogue", () => {
  it("counts only its own ids, and none before the build has written the file", async () => {
    const file = path.join(dir, "missing", "catalogue-ids.json");
    const errors: string[] = [];
    const live = new LiveCatalogue(file, { onError: (name) => errors.push(name) });
    await live.refresh();
    expect(live.size).toBe(0);
    expect(live.has("42")).toBe(false);
    expect(errors).toEqual([file]);
  });

  it("takes a new build's list without a restart", async () => {
    const file = path.join(dir, "reload", "catalogue-ids.json");
    writeCatalogue(file, ["1", "2"], new Date("2026-11-24T00:00:00Z"));
    const live = new LiveCatalogue(file);
    await live.refresh();
    expect([live.has("1"), live.has("3"), live.size]).toEqual([true, false, 2]);

    writeCatalogue(file, ["2", "3"], new Date("2026-11-25T00:00:00Z"));
    expect(await live.refresh()).toBe(true);
    expect([live.has("1"), live.has("3"), live.size]).toEqual([false, true, 2]);
    expect(live.builtAt).toBe("2026-11-25T00:00:00.000Z");
    expect(await live.refresh()).toBe(false);
  });

  it("finds the new list by itself while watching", async () => {
    const file = path.join(dir, "watch", "catalogue-ids.json");
    writeCatalogue(file, ["1"]);
    const live = new LiveCatalogue(file);
    await live.watch(20);
    try {
      writeCatalogue(file, ["1", "9"]);
      await expect.poll(() => live.has("9"), { timeout: 2000 }).toBe(true);
    } finally {
      live.stop();
    }
  });

  it("keeps the last good list when a broken file replaces it", async () => {
    const file = path.join(dir, "broken", "catalogue-ids.json");
    writeCatalogue(file, ["1"]);
    const errors: unknown[] = [];
    const live = new LiveCatalogue(file, { onError: (_name, error) => errors.push(error) });
    await live.refresh();
    writeFileSync(`${file}.part`, readFileSync(file, "utf8").slice(0, 10));
    renameSync(`${file}.part`, file);
    expect(await live.refresh()).toBe(false);
    expect(live.has("1")).toBe(true);
    expect(String(errors[0])).toContain("not JSON");
  });
});
