/**
 * The stand-in's feeds (scripts/standin/feeds.ts), read by the project's feed reader: the three formats at any
 * size, their faults reported as the reader reports them, gzip both ways, 304s, a row's stock changed by a test, and
 * Profitshare's signature checked as the real API checks it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectedBadRows } from "../../scripts/lib/feed-samples.ts";
import { standinFeedsFile } from "../../scripts/standin/feeds.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import { readFeeds, type FeedReport } from "../../src/lib/feeds/read.ts";
import { parseFeedsSettings } from "../../src/lib/feeds/settings.ts";
import { loadFixture } from "../fixtures/index.ts";

const ROWS = 250;
const PROFITSHARE = { user: "ps-user", key: "ps-key", advertisers: [7] };
const ENV = { PS_USER: PROFITSHARE.user, PS_KEY: PROFITSHARE.key };
const HTTP = { timeoutMs: 20_000, retries: 0, backoffMs: 10 };

describe("the stand-in serves the networks' feeds", () => {
  let standin: Standin;
  let cacheDir: string;
  const settings = (env: Record<string, string> = ENV) =>
    parseFeedsSettings(
      standinFeedsFile(standin.url, { ...PROFITSHARE, userEnv: "PS_USER", keyEnv: "PS_KEY" }),
      env,
      "standin-feeds.json",
    );
  const read = async (env?: Record<string, string>) =>
    readFeeds(settings(env), { cacheDir, maxShrink: 0.2, http: HTTP });
  const byName = (reports: readonly FeedReport[]) => new Map(reports.map((report) => [report.name, report]));

  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(tmpdir(), "vitrina-standin-feeds-"));
    standin = await startStandin({
      content: loadFixture("small-catalogue"),
      feeds: { rows: ROWS, faults: true, profitshare: PROFITSHARE, perPage: 40 },
    });
  });
  afterAll(async () => {
    await standin.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it("serves each format with its faults, each bad row reported with its reason", async () => {
    const reports = byName((await read()).reports);
    const formats = [
      ["Magazin Google", "google-xml"],
      ["Shop.ro", "2performant-csv"],
      ["Profitshare", "profitshare-api"],
    ] as const;
    for (const [name, format] of formats) {
      const report = reports.get(name);
      expect(report?.status, name).toBe("read");
      expect(report?.badByReason, name).toEqual(expectedBadRows(ROWS, format));
      expect((report?.rows ?? 0) + (report?.badRows ?? 0), name).toBe(ROWS);
      // A third of the rows are watches, which no rule places (a few of them bad rows).
      expect(report?.unplaced["Accesorii > Ceasuri"], name).toBeGreaterThan(ROWS / 4);
    }
  });

  it("answers 304 to the last good read's validators, until the feeds change", async () => {
    const again = byName((await read()).reports);
    expect(again.get("Magazin Google")?.status).toBe("unchanged");
    expect(again.get("Shop.ro")?.status).toBe("unchanged");
    standin.feeds?.touch();
    const changed = byName((await read()).reports);
    expect(changed.get("Magazin Google")?.status).toBe("read");
  });

  it("answers a Last-Modified request 304 too, and gzip to a client that accepts it", async () => {
    const url = `${standin.url}/feeds/google.xml?rows=5`;
    const first = await fetch(url, { headers: { "accept-encoding": "gzip" } });
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(await first.text()).toContain("<g:id>P4</g:id>");
    const since = await fetch(url, { headers: { "if-modified-since": first.headers.get("last-modified") ?? "" } });
    expect(since.status).toBe(304);
    const gz = new Uint8Array(await (await fetch(`${standin.url}/feeds/2performant.csv.gz?rows=5`)).arrayBuffer());
    expect([gz[0], gz[1]]).toEqual([0x1f, 0x8b]);
  });

  it("refuses a Profitshare request signed with the wrong key, as the real API does (401)", async () => {
    const reports = byName((await read({ PS_USER: PROFITSHARE.user, PS_KEY: "wrong" })).reports);
    expect(reports.get("Profitshare")?.status).toBe("failed");
    expect(reports.get("Profitshare")?.message).toContain("HTTP 401");
    const unsigned = await fetch(`${standin.url}/feeds/profitshare/affiliate-products/?filters[advertiser]=7&page=1`);
    expect(unsigned.status).toBe(401);
  });

  it("serves any size: the rows of one request set by ?rows=", async () => {
    const body = await (await fetch(`${standin.url}/feeds/2performant.csv?rows=3`)).text();
    expect(body.trim().split("\n")).toHaveLength(4);
  });

  it("changes a row's stock on setStock, as a shop's stock changes between two reads", async () => {
    const url = `${standin.url}/feeds/google.xml?rows=1`;
    const first = await fetch(url);
    expect(await first.text()).toContain("<g:availability>out_of_stock</g:availability>");
    standin.feeds?.setStock("P0", true);
    const again = await fetch(url, { headers: { "if-none-match": first.headers.get("etag") ?? "" } });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("<g:availability>in_stock</g:availability>");
    const csv = await (await fetch(`${standin.url}/feeds/2performant.csv?rows=1`)).text();
    // product_id, product_active, url: the row's last three fields.
    expect(csv.trim().split("\n")[1]).toMatch(/,P0,1,https:\/\/shop\.example\/p\/0$/);
  });
});
