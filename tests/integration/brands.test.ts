/**
 * The brands endpoint is the site's own, not stock Umbraco: a 404 means
 * "none listed" and brands come from the products; any other failure is a
 * failure (CMS.md, "Brands").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import { loadFixture } from "../fixtures/index.ts";
import { requestsTo, settingsFor } from "../support/standin.ts";

describe("brands", () => {
  let standin: Standin;

  beforeAll(async () => {
    standin = await startStandin({ content: { ...loadFixture("small-catalogue"), brands: null } });
  });
  afterAll(() => standin.close());

  it("come from the products when the brands endpoint answers 404", async () => {
    standin.clearLog();
    const catalog = await readCatalog(settingsFor(standin));
    expect(requestsTo(standin, "/umbraco/delivery/api/brands").map((request) => request.status)).toEqual([404]);
    expect(catalog.brands.map((brand) => [brand.name, brand.link])).toEqual([
      ["Zara", "/brand/zara/"],
      ["Mango", "/brand/mango/"],
      ["Hugo", "/brand/hugo/"],
      ["Nike", "/brand/nike/"],
    ]);
  });

  it("fail the build when the endpoint answers 503 however often it is asked", async () => {
    standin.setFaults([{ match: "/umbraco/delivery/api/brands", status: 503 }]);
    const failure = readCatalog(settingsFor(standin));
    await expect(failure).rejects.toThrow(`${standin.url}/umbraco/delivery/api/brands?take=20`);
    await expect(failure).rejects.toThrow(/503/);
    standin.setFaults([]);
  });
});
