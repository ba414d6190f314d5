/**
 * An editor replaces an image's file in Umbraco's media section: the media item keeps its id, its file gets a new
 * address (Umbraco puts a new upload in a folder of its own), every picker that picks it shows the new address, and
 * no product's `updateDate` changes. Umbraco then sends `Umbraco.MediaSave` with the media item as its body (CMS.md,
 * "Webhooks"). After the rebuild it asks for, every page of the live site that showed the old address (the
 * product's page, the listings' cards) shows the new one, and none the old. Real service, real rebuild, the
 * stand-in serving the small catalogue.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replacedUrl, withMediaReplaced } from "../../scripts/standin/media.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import type { UmbracoContent } from "../../src/lib/cms/umbraco.ts";
import { buildApp } from "../../src/service/app.ts";
import { localBuild, runRebuild } from "../../src/service/rebuild-runner.ts";
import { readRebuildSettings } from "../../src/service/rebuild-settings.ts";
import { serviceSettings } from "../../src/service/settings.ts";
import { openSqliteStore } from "../../src/store/sqlite.ts";
import type { ClickStore } from "../../src/store/types.ts";
import { FIXTURE_MEDIA_DIR, loadFixture } from "../fixtures/index.ts";
import { releasesDir, runScript, scriptEnv } from "../support/rebuild.ts";
import { envFor } from "../support/standin.ts";

const SECRET = "rebuild-media-secret-0123456789";
/** The dress's picture: a media item that the dress picks. */
const MEDIA_ID = "000edd1a-0000-4000-8000-000000000001";
const OLD_URL = "/media/fixtures/rochie.svg";
/** Where Umbraco puts the replacing file: a new folder, the same name. */
const NEW_URL = replacedUrl(OLD_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The site's text files (pages, product files, feeds), relative to `site`, with their text. */
async function textFiles(site: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(site, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|json|xml|txt|js)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(site, file), await readFile(file, "utf8"));
  }
  return files;
}

describe("an image replaced in Umbraco's media section", () => {
  const content = loadFixture("small-catalogue") as UmbracoContent;
  let standin: Standin;
  let media: string;
  let releases: Awaited<ReturnType<typeof releasesDir>>;
  let store: ClickStore;
  let app: FastifyInstance;
  const logged: string[] = [];
  const rebuilds: (readonly string[])[] = [];
  const live = () => path.join(releases.dir, "current", "site");

  beforeAll(async () => {
    media = await mkdtemp(path.join(tmpdir(), "vitrina-media-"));
    await cp(FIXTURE_MEDIA_DIR, media, { recursive: true });
    const served = (url: string) => path.join(media, url.replace(/^\/media\//, ""));
    await mkdir(path.dirname(served(NEW_URL)), { recursive: true });
    await cp(served(OLD_URL), served(NEW_URL));
    standin = await startStandin({ content, mediaDir: media });
    releases = await releasesDir();
    const env = { ...envFor(standin, "umbraco"), RELEASES_DIR: releases.dir };
    const first = await runScript("rebuild", ["--first-release"], env);
    expect(first.code, first.output).toBe(0);
    const data = path.join(path.dirname(releases.dir), "data");
    store = await openSqliteStore(data);
    const log = (message: string) => logged.push(message);
    app = await buildApp(
      serviceSettings({
        SITE_DIR: path.join(releases.dir, "current", "site"),
        CATALOGUE_IDS: path.join(releases.dir, "current", "catalogue-ids.json"),
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
    await standin?.close();
    await releases?.remove();
    if (media) await rm(media, { recursive: true, force: true });
  });

  it("is on the product's page and its cards after Umbraco's media webhook", async () => {
    const before = await textFiles(live());
    const showing = [...before].filter(([, text]) => text.includes(OLD_URL)).map(([file]) => file);
    const product = showing.find((file) => file.startsWith("detalii-produs/rochie-midi"));
    expect(product, "the dress's page shows its picture").toBeDefined();
    expect(showing, "a listing's card shows it").toContain("femei/rochii/index.html");

    standin.setContent(withMediaReplaced(standin.content, MEDIA_ID, NEW_URL), { dated: false });
    const dress = (content.products as { id: string; updateDate: string }[])[0];
    const served = (standin.content.products as { id: string; updateDate: string }[])[0];
    expect(served?.updateDate, "no product's date changes").toBe(dress?.updateDate);

    // What Umbraco 14+ sends for a media save: the media item, camelCase, its id the media's and no product's.
    const answer = await app.inject({
      method: "POST",
      url: "/api/hooks/umbraco",
      headers: {
        "content-type": "application/json",
        "user-agent": "Umbraco-Cms/14.3.1",
        "umb-webhook-event": "Umbraco.MediaSave",
        "umb-webhook-retrycount": "0",
        "umb-webhook-date": new Date().toUTCString(),
        "x-vitrina-secret": SECRET,
      },
      payload: JSON.stringify({ id: MEDIA_ID, name: "rochie", mediaType: "Image", url: NEW_URL }),
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ accepted: true, rebuild: true, change: "media" });

    const page = `/${path.dirname(product ?? "")}/`;
    const deadline = Date.now() + 100_000;
    while (Date.now() < deadline && !(await app.inject(page)).body.includes(NEW_URL)) await sleep(500);
    expect((await app.inject(page)).body).toContain(`${standin.url}${NEW_URL}`);
    expect(rebuilds).toEqual([["--read-all"]]);

    const after = await textFiles(live());
    expect([...after].filter(([, text]) => text.includes(OLD_URL)).map(([file]) => file)).toEqual([]);
    for (const file of showing.filter((name) => name.endsWith(".html"))) {
      expect(after.get(file), file).toContain(NEW_URL);
    }
    // The service's log says why the rebuild ran.
    expect(logged.join("\n")).toMatch(/rebuild exited with 0: \[rebuild\] live: .*every product read again/);
  }, 200_000);
});
