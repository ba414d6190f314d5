/**
 * Issue 14's end to end, on the real service and a real rebuild: an editor
 * changes a product's price in the CMS (the stand-in), Umbraco sends its
 * webhooks (a few, as it retries), and the live page shows the new price
 * after one rebuild, with no restart of the service; a media file replaced
 * behind a product's picker (no product's date changes) is on its page after
 * Umbraco's media webhook; unpublished, its page redirects to its category
 * listing.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import type { UmbracoContent } from "../../src/lib/cms/umbraco.ts";
import { summaryShardPath } from "../../src/lib/product-shards.ts";
import { buildApp } from "../../src/service/app.ts";
import { localBuild, runRebuild } from "../../src/service/rebuild-runner.ts";
import { readRebuildSettings } from "../../src/service/rebuild-settings.ts";
import { serviceSettings } from "../../src/service/settings.ts";
import { openSqliteStore } from "../../src/store/sqlite.ts";
import type { ClickStore } from "../../src/store/types.ts";
import { loadFixture } from "../fixtures/index.ts";
import { releasesDir, runScript, scriptEnv } from "../support/rebuild.ts";
import { envFor } from "../support/standin.ts";

const SECRET = "publish-flow-secret-0123456789";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a price changed in the CMS", () => {
  const content = loadFixture("small-catalogue") as UmbracoContent;
  let standin: Standin;
  let releases: Awaited<ReturnType<typeof releasesDir>>;
  let store: ClickStore;
  let app: FastifyInstance;
  let builds = 0;
  /** The arguments of each rebuild the service ran. */
  const rebuilds: (readonly string[])[] = [];
  let page = "";
  /** Posts one of Umbraco's webhooks, as it sends them, with the right secret. */
  const webhook = async (event: string, retry = 0) => {
    const answer = await app.inject({
      method: "POST",
      url: "/api/hooks/umbraco",
      headers: {
        "content-type": "application/json",
        "umb-webhook-event": event,
        "umb-webhook-retrycount": String(retry),
        "x-vitrina-secret": SECRET,
      },
      payload: JSON.stringify({ id: "05a11ca7-0000-4000-8000-000000000001" }),
    });
    expect(answer.statusCode).toBe(202);
  };
  /** The body of `url` on the live site once it contains `text`, or after 100 s. */
  const liveOnceIt = async (url: string, text: string) => {
    const deadline = Date.now() + 100_000;
    let body = "";
    while (Date.now() < deadline) {
      body = (await app.inject(url)).body;
      if (body.includes(text)) break;
      await sleep(500);
    }
    return body;
  };

  beforeAll(async () => {
    standin = await startStandin({ content });
    releases = await releasesDir();
    const env = {
      ...envFor(standin, "umbraco"),
      RELEASES_DIR: releases.dir,
      MAX_SHRINK: "50%",
    };
    const first = await runScript("rebuild", ["--first-release"], env);
    expect(first.code, first.output).toBe(0);
    const live = path.join(releases.dir, "current");
    const slug = (await readdir(path.join(live, "site", "detalii-produs"))).find((name) =>
      name.startsWith("rochie-midi"),
    );
    page = `/detalii-produs/${slug}/`;
    const data = path.join(path.dirname(releases.dir), "data");
    store = await openSqliteStore(data);
    const log = () => {};
    app = await buildApp(
      serviceSettings({
        SITE_DIR: path.join(live, "site"),
        CATALOGUE_IDS: path.join(live, "catalogue-ids.json"),
        DATA_DIR: data,
        LOG_LEVEL: "silent",
      }),
      store,
      {
        rebuild: {
          settings: readRebuildSettings({
            WEBHOOK_SECRET: SECRET,
            REBUILD_QUIET_MS: "300",
            RELEASES_DIR: releases.dir,
          }),
          build: localBuild({
            retryMs: 1_000,
            log,
            rebuild: (args) => {
              builds += 1;
              rebuilds.push(args);
              return runRebuild(scriptEnv(env), log, args);
            },
          }),
        },
      },
    );
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await store?.close();
    await standin.close();
    await releases.remove();
  });

  it("is on the live page after the webhook, with one rebuild", async () => {
    expect((await app.inject(page)).body).toContain("149,99");
    const [dress, ...rest] = content.products as { properties: Record<string, unknown> }[];
    standin.setContent({
      ...content,
      products: [{ ...dress, properties: { ...dress?.properties, price: "129,50" } }, ...rest],
    });
    for (let retry = 0; retry < 3; retry += 1) await webhook("Umbraco.ContentPublish", retry);
    expect(await liveOnceIt(page, "129,50")).toContain("129,50");
    expect(builds).toBe(1);
    expect(rebuilds).toEqual([[]]);
    const health = (await app.inject("/api/health")).json();
    expect(health.rebuild.lastAttempt).toMatchObject({ outcome: "switched", reasons: [] });
  }, 120_000);

  it("shows a replaced media file after Umbraco's media webhook, though no product's date changed", async () => {
    const live = path.join(releases.dir, "current", "site");
    const slug = (await readdir(path.join(live, "detalii-produs"))).find((name) => name.startsWith("camasa"));
    const shirtPage = `/detalii-produs/${slug}/`;
    expect((await app.inject(shirtPage)).body).toContain("https://cdn.shop.example/camasa.jpg");
    // The file replaced in Umbraco's media section: a new address in the shirt's picker, its item's date as it was.
    standin.setContent(
      JSON.parse(
        JSON.stringify(standin.content).replace(
          "https://cdn.shop.example/camasa.jpg",
          "https://cdn.shop.example/camasa-2.jpg",
        ),
      ) as UmbracoContent,
      { dated: false },
    );
    builds = 0;
    await webhook("Umbraco.MediaSave");
    expect(await liveOnceIt(shirtPage, "camasa-2.jpg")).toContain("https://cdn.shop.example/camasa-2.jpg");
    expect(builds).toBe(1);
    expect(rebuilds.at(-1)).toEqual(["--read-all"]);
  }, 120_000);

  it("redirects to its category listing once unpublished", async () => {
    const slug = page.replace(/^\/detalii-produs\/(.+)\/$/, "$1");
    const summary = (await app.inject(summaryShardPath(slug))).json()[slug];
    // Two products of three: a third fewer, over the default MAX_SHRINK; this test allows 50%.
    standin.setContent({ ...content, products: content.products.slice(1) });
    const answer = await app.inject({
      method: "POST",
      url: "/api/hooks/umbraco",
      headers: {
        "content-type": "application/json",
        "umb-webhook-event": "Umbraco.ContentUnpublish",
        "x-vitrina-secret": SECRET,
      },
      payload: JSON.stringify({ id: "05a11ca7-0000-4000-8000-000000000001" }),
    });
    expect(answer.statusCode).toBe(202);
    const deadline = Date.now() + 100_000;
    let status = 0;
    let location: unknown;
    while (Date.now() < deadline) {
      ({
        statusCode: status,
        headers: { location },
      } = await app.inject(page));
      if (status === 302) break;
      await sleep(500);
    }
    expect(status).toBe(302);
    expect(location).toBe(summary.category.href);
  }, 120_000);
});
