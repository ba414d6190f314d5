/**
 * UMBRACO_API_KEY travels as the Api-Key header on every Umbraco request,
 * never to the owner's product API; a refused key fails the build at once
 * with a message naming the URL and the status (CMS.md).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import { SourceError } from "../../src/lib/cms/index.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import { loadFixture } from "../fixtures/index.ts";
import { requestsTo, settingsFor } from "../support/standin.ts";

const KEY = "cheie-secreta-123";

describe("the Umbraco Api-Key", () => {
  let standin: Standin;

  beforeAll(async () => {
    standin = await startStandin({ content: loadFixture("small-catalogue"), apiKey: KEY });
  });
  afterAll(() => standin.close());

  it("is sent on every Umbraco request, and the catalogue loads", async () => {
    standin.clearLog();
    const catalog = await readCatalog(settingsFor(standin, "umbraco", { UMBRACO_API_KEY: KEY }));
    expect(catalog.products).toHaveLength(3);
    const umbraco = requestsTo(standin, "/umbraco/");
    expect(umbraco.length).toBeGreaterThanOrEqual(5);
    expect(umbraco.map((request) => request.headers.apiKey)).toEqual(umbraco.map(() => KEY));
  });

  it("is not handed to the product API, which is another party's server", async () => {
    standin.clearLog();
    const catalog = await readCatalog(settingsFor(standin, "products-api", { UMBRACO_API_KEY: KEY }));
    expect(catalog.products).toHaveLength(3);
    const api = requestsTo(standin, "/api/");
    expect(api).toHaveLength(1);
    expect(api[0]?.headers.apiKey).toBeNull();
  });

  it("when wrong, fails the build with the URL and 401, without retrying", async () => {
    standin.clearLog();
    const failure = readCatalog(settingsFor(standin, "umbraco", { UMBRACO_API_KEY: "gresita" }));
    await expect(failure).rejects.toBeInstanceOf(SourceError);
    const error = (await failure.catch((caught: unknown) => caught)) as SourceError;
    expect(error.status).toBe(401);
    expect(error.message).toContain(`${standin.url}/umbraco/delivery/api/`);
    expect(error.message).toMatch(/\b401\b/);
    // a refused key does not get better by asking again: one request per URL
    const urls = requestsTo(standin, "/umbraco/").map((request) => request.path);
    expect(urls.length).toBe(new Set(urls).size);
  });

  it("when missing, fails the build with 401 too", async () => {
    await expect(readCatalog(settingsFor(standin, "umbraco"))).rejects.toThrow(/401/);
  });
});
