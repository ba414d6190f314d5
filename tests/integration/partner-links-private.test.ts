/**
 * Issue 26: the nightly partner-link check (`npm run check:partner-links`, with its defaults) never sends a
 * request to a private address: not to a link that names loopback in any spelling, nor after a redirect from
 * an allowed host. A listener on 127.0.0.1 (and one on ::1) counts what reaches it: nothing may. Every address
 * here is on this machine; the rule for other ranges is tests/unit/links/address-rule.test.ts.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalog } from "../../scripts/catalog/generate.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import type { UmbracoContent } from "../../src/lib/cms/umbraco.ts";
import type { LinkReport } from "../../src/lib/links/report.ts";
import { BUILDS_DIR, ROOT, runNode } from "../support/astro-build.ts";
import { envFor } from "../support/standin.ts";

const listen = (server: Server, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port));
  });

describe("the partner-link check and private addresses", () => {
  let standin: Standin;
  let work: string;
  const hits: string[] = [];
  const counter = createServer((request, response) => {
    hits.push(`${request.headers.host ?? ""}${request.url ?? ""}`);
    response.writeHead(200, { "content-type": "text/html" }).end("<p>Rochie</p>");
  });
  const counter6 = createServer((request, response) => {
    hits.push(`[::1]${request.url ?? ""}`);
    response.writeHead(200).end();
  });
  let redirectTo = "";
  const redirector = createServer((_request, response) => {
    response.writeHead(302, { location: redirectTo }).end();
  });
  let redirectorHost = "";
  let links: string[] = [];

  beforeAll(async () => {
    const port = await listen(counter, "127.0.0.1");
    let port6 = port;
    try {
      port6 = await listen(counter6, "::1");
    } catch {
      // A machine without IPv6 loopback: its spelling is refused all the same, before any connection.
    }
    redirectorHost = `127.0.0.1:${await listen(redirector, "127.0.0.1")}`;
    redirectTo = `http://localhost:${port}/dupa-redirect`;
    links = [
      `http://127.0.0.1:${port}/a`,
      `http://localhost:${port}/b`,
      `http://127.1:${port}/c`,
      `http://2130706433:${port}/d`,
      `http://[::1]:${port6}/e`,
      `http://[::ffff:127.0.0.1]:${port}/f`,
      `http://${redirectorHost}/spre-localhost`,
    ];
    const content = generateCatalog({ products: links.length }) as unknown as UmbracoContent;
    (content.products as unknown as { properties: Record<string, unknown> }[]).forEach((item, at) => {
      item.properties["affLink"] = links[at];
    });
    standin = await startStandin({ content });
    work = await mkdtemp(path.join(BUILDS_DIR, "vitrina-private-links-"));
  });
  afterAll(async () => {
    await standin?.close();
    for (const server of [counter, counter6, redirector]) server.close();
    await rm(work, { recursive: true, force: true });
  });

  it("sends nothing to loopback in any spelling, nor after a redirect, and reports them refused", async () => {
    const reportFile = path.join(work, "report.json");
    const run = await runNode([path.join(ROOT, "scripts/check-partner-links.ts"), "--report", reportFile], {
      PATH: process.env["PATH"] ?? "",
      HOME: process.env["HOME"] ?? "",
      ...envFor(standin, "umbraco"),
      LINK_HEALTH_FILE: path.join(work, "link-health.json"),
      LINK_CHECK_HOST_INTERVAL_MS: "0",
      // Only the redirector is allowed: it stands for a public shop whose link leads to a private address.
      LINK_CHECK_ALLOW_HOSTS: redirectorHost,
    });
    expect(hits).toEqual([]);
    expect(run.output).toContain(`[links] ${links.length} links in`);
    const report = JSON.parse(await readFile(reportFile, "utf8")) as LinkReport;
    const rows = report.products.map((row) => [row.affLink, row.status, row.reason]);
    // The product gate keeps each link as the URL parser writes it (127.1 is 127.0.0.1).
    const expected = links.map((link) => [new URL(link).href, "unchecked", "refused: private address"]);
    expect(rows.sort()).toEqual(expected.sort());
  });
});
