/**
 * POST /api/hooks/umbraco on the real app (issue 14): the secret, 202 at once,
 * a burst of webhooks as one build, a publish during a build as exactly one
 * more; a repository_dispatch to a stand-in GitHub API; PostgreSQL's
 * advisory lock keeping two instances' builds apart; the last attempt in
 * GET /api/health.
 */
import { createServer, type IncomingMessage } from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemId, sameSecret } from "../../src/service/routes/hooks.ts";
import { localBuild, rebuildArgs, underAdvisoryLock, type BuildRequest } from "../../src/service/rebuild-runner.ts";
import { readRebuildSettings } from "../../src/service/rebuild-settings.ts";
import type { ClickStore } from "../../src/store/types.ts";
import { DATABASE_URL, fixture, makeApp, openTestStore, removeDir } from "./support.ts";

const SECRET = "a-webhook-secret-0123456789";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A publish as Umbraco 14 sends it (camelCase), or 13 (PascalCase). */
const publish = (secret: string | null = SECRET, body: unknown = { id: "6f0d", name: "Rochie" }) => ({
  method: "POST" as const,
  url: "/api/hooks/umbraco",
  headers: {
    "content-type": "application/json",
    "umb-webhook-event": "Umbraco.ContentPublish",
    "umb-webhook-retrycount": "0",
    "user-agent": "Umbraco-Cms/14.3.0",
    ...(secret === null ? {} : { "x-vitrina-secret": secret }),
  },
  payload: JSON.stringify(body),
});

describe("POST /api/hooks/umbraco", () => {
  const { dir, settings } = fixture("hooks");
  let store: ClickStore;
  let app: FastifyInstance;
  let builds = 0;
  let buildMs = 300;
  /** What each build was asked. */
  const asked: BuildRequest[] = [];
  let failNext = false;
  const releases = path.join(dir, "releases");

  beforeAll(async () => {
    store = await openTestStore("sqlite", { dir, schema: "" });
    app = await makeApp(settings, store, {
      rebuild: {
        settings: readRebuildSettings({
          WEBHOOK_SECRET: SECRET,
          REBUILD_QUIET_MS: "500",
          REBUILD_MAX_WAIT_MS: "10000",
          RELEASES_DIR: releases,
        }),
        build: async (request) => {
          builds += 1;
          asked.push(request);
          await sleep(buildMs);
          if (failNext) {
            failNext = false;
            throw new Error("the CMS answered 500");
          }
        },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    removeDir(dir);
  });

  it("answers 401 and builds nothing without the right secret", async () => {
    for (const secret of [null, "", "wrong", `${SECRET}x`, SECRET.toUpperCase()]) {
      const answer = await app.inject(publish(secret));
      expect(answer.statusCode).toBe(401);
    }
    await sleep(700);
    expect(builds).toBe(0);
  });

  it("gives one build for 50 webhooks in 5 seconds", async () => {
    builds = 0;
    const started = performance.now();
    for (let index = 0; index < 50; index += 1) {
      const answer = await app.inject(
        publish(SECRET, index % 2 ? { Id: `id-${index}`, Name: "v13" } : { id: `id-${index}` }),
      );
      expect(answer.statusCode).toBe(202);
      await sleep(95);
    }
    expect(performance.now() - started).toBeLessThan(6_000);
    await sleep(1_200);
    expect(builds).toBe(1);
  }, 15_000);

  it("gives two builds at most when one was running", async () => {
    builds = 0;
    buildMs = 2_000;
    await app.inject(publish());
    await sleep(700);
    expect(builds).toBe(1);
    // The first build runs for 2 s: these 50 come during it.
    for (let index = 0; index < 50; index += 1) {
      await app.inject({
        ...publish(SECRET, { id: `x-${index}` }),
        headers: { ...publish().headers, "umb-webhook-event": "Umbraco.ContentUnpublished" },
      });
      await sleep(20);
    }
    await sleep(4_000);
    expect(builds).toBe(2);
    buildMs = 300;
  }, 15_000);

  it("asks the build after a media save to read every product again, and the next one not", async () => {
    asked.length = 0;
    const media = { ...publish(), headers: { ...publish().headers, "umb-webhook-event": "Umbraco.MediaSave" } };
    // A media save among publishes: the one build of the burst reads everything.
    for (const request of [publish(), media, publish()]) expect((await app.inject(request)).statusCode).toBe(202);
    await sleep(900);
    expect((await app.inject(publish())).statusCode).toBe(202);
    await sleep(900);
    expect(asked).toEqual([{ readAll: true }, { readAll: false }]);
    expect(asked.map(rebuildArgs)).toEqual([["--read-all"], []]);
  });

  it("asks the next build to read every product again when the one after a media save failed", async () => {
    asked.length = 0;
    failNext = true;
    const media = { ...publish(), headers: { ...publish().headers, "umb-webhook-event": "Umbraco.MediaSave" } };
    expect((await app.inject(media)).statusCode).toBe(202);
    await sleep(900);
    expect((await app.inject(publish())).statusCode).toBe(202);
    await sleep(900);
    expect(asked).toEqual([{ readAll: true }, { readAll: true }]);
  });

  it("names the items unpublished or deleted to the next build, an id that is not Umbraco's left out", async () => {
    asked.length = 0;
    const gone = (event: string, id: string) => ({
      ...publish(SECRET, { id }),
      headers: { ...publish().headers, "umb-webhook-event": event },
    });
    for (const request of [
      gone("Umbraco.ContentUnpublish", "0d2f6c1e-aa01-4c55-9d8e-1f0e2c3b4a51"),
      gone("Umbraco.ContentDeleted", "b7e1"),
      gone("Umbraco.ContentUnpublish", "not an id; rm -rf /"),
      publish(),
    ]) {
      expect((await app.inject(request)).statusCode).toBe(202);
    }
    await sleep(900);
    expect(asked).toEqual([{ readAll: false, gone: ["0d2f6c1e-aa01-4c55-9d8e-1f0e2c3b4a51", "b7e1"] }]);
    expect(asked.map(rebuildArgs)).toEqual([["--gone=0d2f6c1e-aa01-4c55-9d8e-1f0e2c3b4a51,b7e1"]]);
    // Taken by that build: the next one is asked nothing of them.
    expect((await app.inject(publish())).statusCode).toBe(202);
    await sleep(900);
    expect(asked[1]).toEqual({ readAll: false });
  });

  it("answers 202 to an event it ignores, without a build", async () => {
    builds = 0;
    const answer = await app.inject({
      ...publish(),
      headers: { ...publish().headers, "umb-webhook-event": "Umbraco.UserLogin" },
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({
      accepted: true,
      rebuild: false,
      change: null,
      reason: "Umbraco.UserLogin changes nothing the site shows",
    });
    await sleep(700);
    expect(builds).toBe(0);
  });

  it("shows the last attempt in GET /api/health", async () => {
    mkdirSync(releases, { recursive: true });
    const attempt = {
      startedAt: "2026-11-24T02:00:00.000Z",
      finishedAt: "2026-11-24T02:01:10.000Z",
      outcome: "refused",
      release: null,
      live: "2026-11-23T02-00-00-000Z",
      reasons: ["240 products live, 100 in the new build"],
    };
    writeFileSync(path.join(releases, "last-attempt.json"), JSON.stringify(attempt));
    const health = await app.inject("/api/health");
    expect(health.json().rebuild).toEqual({ lastAttempt: attempt, scheduled: false, running: false, builds: "local" });
  });
});

describe("the webhook's parts", () => {
  it("compares secrets of any length", () => {
    expect(sameSecret(SECRET, SECRET)).toBe(true);
    expect(sameSecret("short", SECRET)).toBe(false);
    expect(sameSecret(undefined, SECRET)).toBe(false);
  });

  it("reads the id of either casing", () => {
    expect(itemId({ id: "a" })).toBe("a");
    expect(itemId({ Id: "b" })).toBe("b");
    expect(itemId("not json")).toBeNull();
  });
});

describe("with GITHUB_REPOSITORY and GITHUB_TOKEN", () => {
  const { dir, settings } = fixture("hooks-github");
  const received: { url: string; headers: IncomingMessage["headers"]; body: unknown }[] = [];
  const github = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ url: request.url ?? "", headers: request.headers, body: JSON.parse(body) });
      response.writeHead(204).end();
    });
  });
  let store: ClickStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
    const { port } = github.address() as { port: number };
    store = await openTestStore("sqlite", { dir, schema: "" });
    app = await makeApp(settings, store, {
      rebuild: {
        settings: readRebuildSettings({
          WEBHOOK_SECRET: SECRET,
          REBUILD_QUIET_MS: "200",
          GITHUB_REPOSITORY: "vitrina/site",
          GITHUB_TOKEN: "ghp_test",
          GITHUB_API_URL: `http://127.0.0.1:${port}`,
        }),
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    github.close();
    removeDir(dir);
  });

  it("sends one repository_dispatch for a burst", async () => {
    for (let index = 0; index < 10; index += 1) expect((await app.inject(publish())).statusCode).toBe(202);
    await sleep(600);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      url: "/repos/vitrina/site/dispatches",
      headers: { authorization: "Bearer ghp_test", accept: "application/vnd.github+json" },
      body: { event_type: "cms-publish", client_payload: { events: 10, read_all: false } },
    });
  });

  it("asks the workflow to read every product again after a media save", async () => {
    received.length = 0;
    const media = { ...publish(), headers: { ...publish().headers, "umb-webhook-event": "Umbraco.MediaSaved" } };
    expect((await app.inject(media)).statusCode).toBe(202);
    await sleep(600);
    expect(received.map((request) => request.body)).toEqual([
      { event_type: "cms-publish", client_payload: { events: 1, read_all: true } },
    ]);
  });

  it("names the items an unpublish left gone to the workflow", async () => {
    received.length = 0;
    const unpublish = {
      ...publish(SECRET, { id: "0d2f6c1e" }),
      headers: { ...publish().headers, "umb-webhook-event": "Umbraco.ContentUnpublish" },
    };
    expect((await app.inject(unpublish)).statusCode).toBe(202);
    await sleep(600);
    expect(received.map((request) => request.body)).toEqual([
      { event_type: "cms-publish", client_payload: { events: 1, read_all: false, gone: ["0d2f6c1e"] } },
    ]);
  });
});

describe("two instances on one database", () => {
  it("build one after the other under the advisory lock", async () => {
    const spans: [number, number][] = [];
    const build = () =>
      underAdvisoryLock(DATABASE_URL, async () => {
        const start = performance.now();
        await sleep(300);
        spans.push([start, performance.now()]);
      });
    await Promise.all([build(), build()]);
    const [first, second] = spans.sort((a, b) => a[0] - b[0]) as [[number, number], [number, number]];
    expect(second[0]).toBeGreaterThanOrEqual(first[1]);
  });
});

describe("a build of this machine", () => {
  /** A localBuild whose rebuild answers `codes` in turn, recording the arguments it was given. */
  const withCodes = (codes: number[]) => {
    const calls: (readonly string[])[] = [];
    const build = localBuild({
      retryMs: 10,
      log: () => {},
      rebuild: async (args) => {
        calls.push(args);
        return codes.shift() ?? 0;
      },
    });
    return { build, calls };
  };

  it("passes --read-all when asked, and tries again while another rebuild holds the lock", async () => {
    // 75: another rebuild holds the lock (src/release/rebuild.ts).
    const { build, calls } = withCodes([75, 75, 0]);
    await build({ readAll: true });
    expect(calls).toEqual([["--read-all"], ["--read-all"], ["--read-all"]]);
  });

  it("rejects when the rebuild switched nothing, so that its request is asked again", async () => {
    await expect(withCodes([1]).build({ readAll: false })).rejects.toThrow("exited with 1");
    await expect(withCodes(Array(20).fill(75)).build({ readAll: false })).rejects.toThrow("through 20 tries");
  });
});
