/**
 * A CMS that stumbles (a 500, a rate limit, a slow answer, a dropped
 * connection) costs a retry, not a build; one that keeps failing fails the
 * build with a message naming the URL and the status, and never publishes an
 * empty catalogue (CMS.md, "What a bad item gets"; spec §9: time-out).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import { SourceError } from "../../src/lib/cms/index.ts";
import type { Catalog } from "../../src/lib/catalog/assemble.ts";
import { startStandin, type Fault, type RequestLog, type Standin } from "../../scripts/standin/server.ts";
import { loadFixture } from "../fixtures/index.ts";
import { settingsFor, SOURCES, type SourceName } from "../support/standin.ts";

/** Where each source's products come from. */
const PRODUCTS: Record<SourceName, { match: RegExp; url: (base: string) => string }> = {
  umbraco: {
    match: /^\/umbraco\/delivery\/api\/v2\/content\?.*filter=contentType(:|%3A)product(&|$)/,
    url: (base) => `${base}/umbraco/delivery/api/v2/content?filter=contentType%3Aproduct`,
  },
  "products-api": {
    match: /^\/api\/productsapi\/filtered/,
    url: (base) => `${base}/api/productsapi/filtered`,
  },
};

describe.each(SOURCES)("faults on the %s source", (source) => {
  let standin: Standin;
  const { match, url } = PRODUCTS[source];
  const productRequests = () => standin.requests.filter((request) => match.test(request.path));
  const load = (extra: Record<string, string> = {}) => readCatalog(settingsFor(standin, source, extra));
  const withFaults = (...faults: Omit<Fault, "match">[]) =>
    standin.setFaults(faults.map((fault) => ({ match, ...fault })));
  const expectComplete = (catalog: Catalog) => {
    expect(catalog.products.map((product) => product.title)).toEqual([
      "Rochie midi din in",
      "Cămașă din bumbac",
      "Geacă de fâș",
    ]);
    expect(catalog.problems).toEqual([]);
  };
  const outcomes = (requests: RequestLog[]) => requests.map((request) => request.status ?? request.outcome);

  beforeAll(async () => {
    standin = await startStandin({ content: loadFixture("small-catalogue") });
  });
  afterAll(() => standin.close());
  beforeEach(() => {
    standin.setFaults([]);
    standin.clearLog();
  });

  it("a 500 then success: the whole catalogue, after one retry", async () => {
    withFaults({ status: 500, times: 1 });
    expectComplete(await load());
    expect(outcomes(productRequests())).toEqual([500, 200]);
  });

  it("a 429 with Retry-After: 0 then success", async () => {
    withFaults({ status: 429, retryAfter: 0, times: 1 });
    expectComplete(await load());
    expect(outcomes(productRequests())).toEqual([429, 200]);
  });

  it("a 429 with Retry-After: 1 waits the second it was asked to", async () => {
    withFaults({ status: 429, retryAfter: 1, times: 1 });
    expectComplete(await load());
    const [limited, retried] = productRequests();
    expect(retried && limited ? retried.startedAt - limited.startedAt : 0).toBeGreaterThanOrEqual(950);
  });

  it("a 429 with Retry-After as an HTTP date waits until that date", async () => {
    // HTTP dates have whole seconds: two seconds ahead is at least one second from now
    withFaults({ status: 429, retryAfter: new Date(Date.now() + 2_000).toUTCString(), times: 1 });
    expectComplete(await load());
    const [limited, retried] = productRequests();
    expect(retried && limited ? retried.startedAt - limited.startedAt : 0).toBeGreaterThanOrEqual(950);
  });

  it("an answer slower than the time-out is abandoned and asked again", async () => {
    withFaults({ delayMs: 5_000, times: 1 });
    const started = performance.now();
    expectComplete(await load());
    // CMS_TIMEOUT_MS is 300: the build did not sit out the 5 s answer
    expect(performance.now() - started).toBeLessThan(2_500);
    expect(outcomes(productRequests())).toEqual(["aborted", 200]);
  });

  it("a dropped connection then success", async () => {
    withFaults({ drop: true, times: 1 });
    expectComplete(await load());
    expect(outcomes(productRequests())).toEqual(["dropped", 200]);
  });

  it("503 forever: the build fails with the URL and the status after CMS_RETRIES retries", async () => {
    withFaults({ status: 503 });
    const failure = load({ CMS_RETRIES: "2" });
    const error = (await failure.catch((caught: unknown) => caught)) as SourceError;
    expect(error).toBeInstanceOf(SourceError);
    expect(error.message).toContain(url(standin.url));
    expect(error.message).toMatch(/\b503\b/);
    expect(error.status).toBe(503);
    expect(outcomes(productRequests())).toEqual([503, 503, 503]);
  });

  it("a connection dropped every time: the build fails naming the URL", async () => {
    withFaults({ drop: true });
    const error = (await load({ CMS_RETRIES: "1" }).catch((caught: unknown) => caught)) as SourceError;
    expect(error).toBeInstanceOf(SourceError);
    expect(error.message).toContain(url(standin.url));
    expect(productRequests()).toHaveLength(2);
  });

  it("no answer ever within the time-out: the build fails naming the URL and the time-out", async () => {
    withFaults({ delayMs: 2_000 });
    const error = (await load({ CMS_RETRIES: "1" }).catch((caught: unknown) => caught)) as SourceError;
    expect(error).toBeInstanceOf(SourceError);
    expect(error.message).toContain(url(standin.url));
    expect(error.message).toContain("300 ms");
  });

  it("an HTML error page with status 200 is an error, not an empty catalogue", async () => {
    withFaults({ body: "<html><body>Maintenance</body></html>", contentType: "text/html" });
    const error = (await load().catch((caught: unknown) => caught)) as SourceError;
    expect(error).toBeInstanceOf(SourceError);
    expect(error.message).toContain(url(standin.url));
  });
});

describe("a wrong UMBRACO_URL", () => {
  let standin: Standin;
  beforeAll(async () => {
    standin = await startStandin({ content: loadFixture("small-catalogue") });
  });
  afterAll(() => standin.close());

  it("fails at once with the URL and 404: no retries for an address that does not exist", async () => {
    const settings = settingsFor(standin, "umbraco");
    const failure = readCatalog({ ...settings, UMBRACO_URL: `${standin.url}/cms` });
    const error = (await failure.catch((caught: unknown) => caught)) as SourceError;
    expect(error).toBeInstanceOf(SourceError);
    expect(error.message).toContain(`${standin.url}/cms/umbraco/delivery/api/v2/content`);
    expect(error.status).toBe(404);
    const paths = standin.requests.map((request) => request.path);
    expect(paths.length).toBe(new Set(paths).size);
  });
});
