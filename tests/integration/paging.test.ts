/**
 * The Delivery API answers `take` items at a time and reports `total`: the
 * build must page until it has them all, and not one request more (CMS.md).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import { manyProducts } from "../fixtures/index.ts";
import { queriesFor, settingsFor } from "../support/standin.ts";

describe("paging through the Delivery API", () => {
  let standin: Standin;

  beforeAll(async () => {
    standin = await startStandin({ content: manyProducts(250) });
  });
  afterAll(() => standin.close());

  it("reads 250 products in exactly 3 requests of 100, each product once, in creation order", async () => {
    standin.clearLog();
    const catalog = await readCatalog(settingsFor(standin, "umbraco", { CMS_PAGE_SIZE: "100" }));
    const queries = queriesFor(standin, "product");
    expect(queries.map((query) => query.query.get("skip")).sort()).toEqual(["0", "100", "200"]);
    expect(queries.map((query) => query.query.get("take"))).toEqual(["100", "100", "100"]);
    expect(queries.every((query) => query.status === 200)).toBe(true);
    expect(catalog.products).toHaveLength(250);
    expect(new Set(catalog.products.map((product) => product.id)).size).toBe(250);
    expect(catalog.products[0]?.title).toBe("Tricou de bază 1");
    expect(catalog.products.at(-1)?.title).toBe("Tricou de bază 250");
  });

  it("stops exactly at total when it is a whole number of pages", async () => {
    standin.setContent(manyProducts(200));
    standin.clearLog();
    const catalog = await readCatalog(settingsFor(standin, "umbraco", { CMS_PAGE_SIZE: "100" }));
    expect(queriesFor(standin, "product")).toHaveLength(2);
    expect(catalog.products).toHaveLength(200);
  });

  it("makes one request when everything fits in the first page", async () => {
    standin.setContent(manyProducts(7));
    standin.clearLog();
    const catalog = await readCatalog(settingsFor(standin, "umbraco", { CMS_PAGE_SIZE: "100" }));
    expect(queriesFor(standin, "product")).toHaveLength(1);
    expect(catalog.products).toHaveLength(7);
  });
});
