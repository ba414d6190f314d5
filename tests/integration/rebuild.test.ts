/**
 * npm run rebuild against the CMS stand-in (issue 14): a good build goes
 * live through releases/current; a CMS that is down or answers 500 leaves
 * the live release as it was, with the reason in last-attempt.json; a
 * catalogue shrunk by half is refused unless forced, and forced, its products
 * gone redirect to their listings; rollback switches back.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import { readAttempt } from "../../src/release/attempt.ts";
import { currentRelease, listReleases, readRelease } from "../../src/release/releases.ts";
import type { UmbracoContent } from "../../src/lib/cms/umbraco.ts";
import { loadFixture } from "../fixtures/index.ts";
import { releasesDir, runScript } from "../support/rebuild.ts";
import { envFor } from "../support/standin.ts";

/** A port nothing listens on: a CMS that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Six products: the small catalogue's three twice, under other ids and titles. */
function sixProducts(): UmbracoContent {
  const content = loadFixture("small-catalogue") as UmbracoContent;
  const copies = (content.products as Record<string, unknown>[]).map((product, index) => ({
    ...product,
    id: `00000000-0000-4000-8000-00000000000${index}`,
    name: `${String(product["name"])} (2)`,
  }));
  return { ...content, products: [...content.products, ...copies] };
}

describe("npm run rebuild", () => {
  let standin: Standin;
  let releases: Awaited<ReturnType<typeof releasesDir>>;
  const full = sixProducts();
  const rebuild = (args: string[] = [], env: Record<string, string> = {}) =>
    runScript("rebuild", args, {
      ...envFor(standin, "umbraco"),
      RELEASES_DIR: releases.dir,
      ...env,
    });

  beforeAll(async () => {
    standin = await startStandin({ content: full });
    releases = await releasesDir();
  });
  afterAll(async () => {
    await standin.close();
    await releases.remove();
  });

  let first = "";
  it("builds a release, deploys it and switches releases/current to it", async () => {
    const deployed = path.join(path.dirname(releases.dir), "deployed.txt");
    const run = await rebuild(["--first-release"], {
      DEPLOY_COMMAND: `node -e "fs.writeFileSync('${deployed}', process.argv[1])"`,
    });
    expect(run.code, run.output).toBe(0);
    first = (await currentRelease(releases.dir)) ?? "";
    expect(await listReleases(releases.dir)).toEqual([first]);
    const live = path.join(releases.dir, "current");
    expect(existsSync(path.join(live, "site", "index.html"))).toBe(true);
    const ids = JSON.parse(await readFile(path.join(live, "catalogue-ids.json"), "utf8")) as { ids: string[] };
    expect(ids.ids).toHaveLength(6);
    expect(existsSync(path.join(live, "build-report.json"))).toBe(true);
    expect(await readRelease(releases.dir, first)).toMatchObject({
      source: `umbraco ${new URL(standin.url).host}`,
      products: 6,
    });
    expect(await readAttempt(releases.dir)).toMatchObject({ outcome: "switched", live: first, reasons: [] });
    // The deploy command was given the release's own site folder, not the link that moves.
    expect(await readFile(deployed, "utf8")).toBe(path.join(releases.dir, first, "site"));
  });

  it("leaves the live release when the CMS answers 500, says why, and notifies", async () => {
    const notified: unknown[] = [];
    const receiver = createHttpServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        notified.push(JSON.parse(body));
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const { port } = receiver.address() as { port: number };
    standin.setFaults([{ match: "/umbraco/", status: 500 }]);
    try {
      const run = await rebuild([], { NOTIFY_URL: `http://127.0.0.1:${port}/hook` });
      expect(run.code).toBe(1);
      expect(await currentRelease(releases.dir)).toBe(first);
      const attempt = await readAttempt(releases.dir);
      expect(attempt).toMatchObject({ outcome: "failed", live: first });
      expect(attempt?.reasons.join()).toMatch(/build failed.*500/);
      expect(notified).toEqual([expect.objectContaining({ outcome: "failed", live: first })]);
    } finally {
      standin.setFaults([]);
      receiver.close();
    }
  });

  it("leaves the live release when the CMS is down, and says why", async () => {
    const run = await rebuild([], { UMBRACO_URL: `http://127.0.0.1:${await closedPort()}` });
    expect(run.code).toBe(1);
    expect(await currentRelease(releases.dir)).toBe(first);
    expect(await listReleases(releases.dir)).toEqual([first]);
    const attempt = await readAttempt(releases.dir);
    expect(attempt).toMatchObject({ outcome: "failed", live: first });
    expect(attempt?.reasons.join()).toMatch(/build failed/);
  });

  it("refuses a catalogue shrunk by half, unless forced", async () => {
    standin.setContent({ ...full, products: full.products.slice(0, 3) });
    const refused = await rebuild();
    expect(refused.code).toBe(1);
    expect(await currentRelease(releases.dir)).toBe(first);
    expect((await readAttempt(releases.dir))?.reasons.join()).toMatch(/6 products live, 3 in the new build: 50% fewer/);

    const forced = await rebuild(["--force"]);
    expect(forced.code, forced.output).toBe(0);
    const second = await currentRelease(releases.dir);
    expect(second).not.toBe(first);
    expect(await readRelease(releases.dir, second ?? "")).toMatchObject({ products: 3 });
    // The three products gone answer a redirect to their category listing.
    const summaries = async (id: string) => {
      const dir = path.join(releases.dir, id, "site", "date", "detalii");
      const bySlug = new Map<string, { category: { href: string } }>();
      for (const file of await readdir(dir)) {
        const entries = JSON.parse(await readFile(path.join(dir, file), "utf8")) as Record<string, never>;
        for (const [slug, summary] of Object.entries(entries)) bySlug.set(slug, summary);
      }
      return bySlug;
    };
    const now = await summaries(second ?? "");
    const gone = [...(await summaries(first))].filter(([slug]) => !now.has(slug));
    expect(gone).toHaveLength(3);
    const redirects = await readFile(path.join(releases.dir, second ?? "", "site", "_redirects"), "utf8");
    for (const [slug, summary] of gone) {
      expect(redirects).toContain(`/detalii-produs/${slug}/ ${summary.category.href} 302`);
    }
  });

  it("refuses a build of the sample over a release of the CMS", async () => {
    const live = await currentRelease(releases.dir);
    const run = await rebuild([], { UMBRACO_URL: "" });
    expect(run.code).toBe(1);
    expect(await currentRelease(releases.dir)).toBe(live);
    expect((await readAttempt(releases.dir))?.reasons.join()).toMatch(/reads sample, the live release umbraco/);
  });

  it("rolls back to the release before", async () => {
    const run = await runScript("rollback", [], { RELEASES_DIR: releases.dir });
    expect(run.code, run.output).toBe(0);
    expect(await currentRelease(releases.dir)).toBe(first);
    expect(await readAttempt(releases.dir)).toMatchObject({ outcome: "rolled-back", live: first });
  });
});
