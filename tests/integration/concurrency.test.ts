/**
 * A build asks the CMS at most CMS_CONCURRENCY things at once, however many
 * pages there are: a shop's CMS is not a load-testing target.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import { manyProducts, mergeDumps, loadFixture } from "../fixtures/index.ts";
import { queriesFor, settingsFor, SOURCES } from "../support/standin.ts";

describe.each(SOURCES)("requests in flight (%s source)", (source) => {
  let standin: Standin;

  beforeAll(async () => {
    // every Umbraco answer takes 25 ms, so that requests overlap if the client lets them
    standin = await startStandin({
      content: mergeDumps(loadFixture("small-catalogue"), manyProducts(600)),
      faults: [{ match: "/umbraco/", delayMs: 25 }],
    });
  });
  afterAll(() => standin.close());

  it("stay within CMS_CONCURRENCY at Umbraco while every page is read", async () => {
    const catalog = await readCatalog(settingsFor(standin, source, { CMS_PAGE_SIZE: "50", CMS_CONCURRENCY: "3" }));
    expect(catalog.products).toHaveLength(603);
    // Each of the 13 pages of 50 asked for (a request the CMS answered too late under load is asked again: a retry).
    if (source === "umbraco") {
      const pages = queriesFor(standin, "product").map((query) => query.query.get("skip"));
      expect(new Set(pages).size).toBe(13);
    }
    expect(standin.maxInFlightAt("umbraco")).toBeLessThanOrEqual(3);
    // and the limit is used: requests did run side by side
    expect(standin.maxInFlightAt("umbraco")).toBeGreaterThan(1);
  });
});
