/**
 * The link checker (src/lib/links) against partner pages served by the test
 * (tests/support/partner-shop.ts), never the internet: each kind of page is
 * classified as issue 15 says, and the checker keeps its manners: one
 * request per host per interval, a bounded number at once, a User-Agent
 * that names Vitrina, GET only.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkLink } from "../../src/lib/links/check-link.ts";
import { checkLinks, type RunOptions } from "../../src/lib/links/check-links.ts";
import { DEFAULT_PHRASES } from "../../src/lib/links/check-settings.ts";
import { createHostPacer } from "../../src/lib/links/host-pacer.ts";
import type { LinkVerdict } from "../../src/lib/links/verdict.ts";
import { PAGES, startPartnerShop, type InFlight, type PartnerShop } from "../support/partner-shop.ts";

/** Long enough for any page of the shop on a busy 2-core machine, short enough to wait for the slow one. */
const TIMEOUT_MS = 1_500;
/**
 * How much later than sent a request may reach the shop: the shop runs in the test's own process, so on a busy
 * 2-core machine its handler may wait for the event loop. Unpaced, the requests would arrive a few ms apart.
 */
const JITTER_MS = 100;
const USER_AGENT = "Mozilla/5.0 (compatible; VitrinaLinkCheck/1.0; +https://vitrina.example.ro)";
const OPTIONS: RunOptions = {
  concurrency: 4,
  hostIntervalMs: 0,
  timeoutMs: TIMEOUT_MS,
  userAgent: USER_AGENT,
  phrases: DEFAULT_PHRASES.split(","),
  // The partner shop stand-in is on 127.0.0.1, which the check refuses by default (issue 26; its own test below).
  allowedHosts: ["127.0.0.1", "localhost"],
};

/** A port nothing listens on: the shop's, once closed. */
async function closedPort(): Promise<string> {
  const shop = await startPartnerShop();
  await shop.close();
  return shop.url;
}

describe("the link checker over a partner's pages", () => {
  let shop: PartnerShop;
  let verdicts: Map<string, LinkVerdict>;
  let refused: string;
  const at = (path: string) => `${shop.url}${path}`;
  const verdictOf = (link: string) => {
    const verdict = verdicts.get(link);
    if (!verdict) expect.fail(`no verdict for ${link}`);
    return verdict;
  };

  beforeAll(async () => {
    shop = await startPartnerShop({ slowMs: 3 * TIMEOUT_MS });
    refused = `${await closedPort()}/produs`;
    verdicts = await checkLinks(
      [...Object.values(PAGES).map(at), "http://nowhere.invalid/produs/rochie", refused],
      OPTIONS,
    );
  });
  afterAll(async () => {
    await shop.close();
  });

  it("calls a page that opens live, with schema.org in stock or no stock information at all", () => {
    expect(verdictOf(at(PAGES.live))).toEqual({
      status: "live",
      cause: null,
      reason: "HTTP 200, schema.org availability InStock",
      httpStatus: 200,
      finalUrl: at(PAGES.live),
      hops: 0,
    });
    expect(verdictOf(at(PAGES.liveWithoutStockInfo))).toMatchObject({ status: "live", httpStatus: 200 });
  });

  it("calls a 404 and a 500 dead, with the status", () => {
    expect(verdictOf(at(PAGES.notFound))).toMatchObject({
      status: "dead",
      cause: "http",
      reason: "HTTP 404 Not Found",
      httpStatus: 404,
    });
    expect(verdictOf(at(PAGES.serverError))).toMatchObject({
      status: "dead",
      cause: "http",
      reason: "HTTP 500 Internal Server Error",
      httpStatus: 500,
    });
  });

  it("calls a redirect loop dead, naming the loop, after asking each address once", () => {
    const host = new URL(shop.url).host;
    expect(verdictOf(at(PAGES.loop))).toMatchObject({
      status: "dead",
      cause: "loop",
      reason: `redirect loop: ${host}/bucla/a → ${host}/bucla/b → ${host}/bucla/a`,
      hops: 2,
    });
    expect(shop.requests.filter((request) => request.path.startsWith("/bucla/")).map((r) => r.path)).toEqual([
      "/bucla/a",
      "/bucla/b",
    ]);
  });

  it("follows a chain of redirects (301, 302, 307) to the live page at its end", () => {
    expect(verdictOf(at(PAGES.chain))).toMatchObject({ status: "live", finalUrl: at(PAGES.live), hops: 3 });
  });

  it("does not take a bounce through a cookie check for a loop", () => {
    expect(verdictOf(at(PAGES.cookieBounce))).toMatchObject({ status: "live", hops: 1 });
    const bounces = shop.requests.filter((request) => request.path === PAGES.cookieBounce);
    expect(bounces.map((request) => request.cookie)).toEqual([null, "vizitat=1"]);
  });

  it("gives up after 10 redirects", () => {
    expect(verdictOf(at(PAGES.tooManyRedirects))).toMatchObject({
      status: "dead",
      cause: "too-many-redirects",
      reason: "more than 10 redirects",
      hops: 10,
    });
  });

  it("reads out of stock from schema.org, in JSON-LD and in microdata", () => {
    expect(verdictOf(at(PAGES.outOfStockSchema))).toMatchObject({
      status: "out_of_stock",
      cause: "schema",
      reason: "schema.org availability OutOfStock",
      httpStatus: 200,
    });
    expect(verdictOf(at(PAGES.outOfStockMicrodata))).toMatchObject({
      status: "out_of_stock",
      cause: "schema",
      reason: "schema.org availability SoldOut",
    });
  });

  it("reads out of stock from a phrase, whatever its case and diacritics", () => {
    expect(verdictOf(at(PAGES.outOfStockPhrase))).toMatchObject({
      status: "out_of_stock",
      cause: "phrase",
      reason: 'the page says "stoc epuizat"',
    });
  });

  it("calls a page slower than the time-out dead, without waiting for it", () => {
    expect(verdictOf(at(PAGES.slow))).toMatchObject({
      status: "dead",
      cause: "timeout",
      reason: `no answer within ${TIMEOUT_MS} ms`,
      httpStatus: null,
    });
  });

  it("calls a host that does not resolve, and one that refuses, dead", () => {
    expect(verdictOf("http://nowhere.invalid/produs/rochie")).toMatchObject({
      status: "dead",
      cause: "dns",
      reason: "DNS: nowhere.invalid not found (ENOTFOUND)",
    });
    expect(verdictOf(refused)).toMatchObject({ status: "dead", cause: "network", reason: /^ECONNREFUSED/ });
  });

  it("leaves a rate-limited link unchecked rather than dead", () => {
    expect(verdictOf(at(PAGES.rateLimited))).toMatchObject({
      status: "unchecked",
      cause: "rate-limited",
      httpStatus: 429,
    });
  });

  it("sends GET with a User-Agent that names Vitrina, and never HEAD", () => {
    expect(shop.requests.length).toBeGreaterThan(Object.keys(PAGES).length);
    expect(new Set(shop.requests.map((request) => request.method))).toEqual(new Set(["GET"]));
    expect(new Set(shop.requests.map((request) => request.userAgent))).toEqual(new Set([USER_AGENT]));
  });
});

describe("the link checker's manners", () => {
  let shops: PartnerShop[];
  const inFlight: InFlight = { now: 0, max: 0 };

  beforeAll(async () => {
    shops = await Promise.all([1, 2, 3].map(() => startPartnerShop({ lagMs: 150, inFlight })));
  });
  beforeEach(() => {
    for (const shop of shops) shop.clearLog();
  });
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.close()));
  });

  it("asks one host at most once per interval, however many checks run at once, and another host meanwhile", async () => {
    const [busy, other] = shops as [PartnerShop, PartnerShop, PartnerShop];
    const interval = 300;
    const links = [
      ...Array.from({ length: 6 }, (_, index) => `${busy.url}${PAGES.live}?v=${index}`),
      `${other.url}${PAGES.live}`,
    ];
    const started = performance.now();
    const verdicts = await checkLinks(links, { ...OPTIONS, concurrency: 6, hostIntervalMs: interval });
    expect([...verdicts.values()].map((verdict) => verdict.status)).toEqual(Array(7).fill("live"));

    const times = busy.requests.map((request) => request.at).sort((a, b) => a - b);
    expect(times).toHaveLength(6);
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    // Requests start `interval` apart; they reach the shop a little late (a new connection, a busy event loop),
    // hence the slack. Unpaced, six checks at once would all arrive within a few milliseconds.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(interval - JITTER_MS);
    expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(5 * interval - JITTER_MS);
    // The other partner is not made to wait behind the busy one's queue.
    expect((other.requests[0]?.at ?? Infinity) - started).toBeLessThan(2 * interval);
  });

  it("spaces the hops of redirects on one host too", async () => {
    const [shop] = shops as [PartnerShop];
    const interval = 300;
    const pacer = createHostPacer(interval);
    const verdict = await checkLink(`${shop.url}${PAGES.chain}`, { ...OPTIONS, pacer });
    expect(verdict).toMatchObject({ status: "live", hops: 3 });
    const times = shop.requests.map((request) => request.at);
    expect(times).toHaveLength(4);
    for (let index = 1; index < times.length; index++) {
      expect((times[index] ?? 0) - (times[index - 1] ?? 0)).toBeGreaterThanOrEqual(interval - JITTER_MS);
    }
  });

  it("has at most `concurrency` requests in flight over every host, and uses them", async () => {
    const links = shops.flatMap((shop) => [1, 2, 3, 4].map((n) => `${shop.url}/lent/${n}`));
    inFlight.max = 0;
    const verdicts = await checkLinks(links, { ...OPTIONS, concurrency: 3 });
    expect([...verdicts.values()].filter((verdict) => verdict.status === "live")).toHaveLength(12);
    expect(inFlight.max).toBe(3);
  });

  it("starts no link once its deadline has passed: those are not reached, and nothing is asked", async () => {
    const links = shops.map((shop) => `${shop.url}${PAGES.live}`);
    const verdicts = await checkLinks(links, { ...OPTIONS, deadline: Date.now() - 1 });
    expect([...verdicts.values()].map((verdict) => [verdict.status, verdict.cause])).toEqual(
      Array(3).fill(["unchecked", "not-reached"]),
    );
    expect(shops.flatMap((shop) => shop.requests)).toEqual([]);
  });

  it("reads only the start of a page: a stock line after the first bytes is not seen", async () => {
    const [shop] = shops as [PartnerShop];
    const pacer = createHostPacer(0);
    const link = `${shop.url}${PAGES.stockMarkerLate}`;
    expect(await checkLink(link, { ...OPTIONS, pacer, maxBytes: 64 * 1024 })).toMatchObject({ status: "live" });
    expect(await checkLink(link, { ...OPTIONS, pacer })).toMatchObject({ status: "out_of_stock", cause: "phrase" });
  });
});
