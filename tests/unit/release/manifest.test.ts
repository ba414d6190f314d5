/**
 * The site's manifest (src/release/manifest.ts): written into a site, and read back from a live site served on
 * 127.0.0.1, as a rebuild on a fresh runner reads it; every way it can be missing is a problem in words.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MANIFEST_PATH, readLiveManifest, writeManifest, type Manifest } from "../../../src/release/manifest.ts";

const MANIFEST: Manifest = {
  id: "2026-11-24T00-00-13-120Z",
  source: "umbraco cms.vitrina.example",
  products: 240,
  code: "abc",
  createdAt: "2026-11-24T00:00:13.120Z",
};

describe("the site's manifest", () => {
  let server: Server;
  let origin = "";
  /** What the stand-in site answers at each path: a status and a body. */
  const answers = new Map<string, { status: number; body: string }>();
  const asked: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = new URL(request.url ?? "/", "http://x").pathname;
      asked.push(path);
      const answer = answers.get(path) ?? { status: 404, body: "" };
      response.writeHead(answer.status, { "Content-Type": "application/json" }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("is written at its fixed address inside the site", async () => {
    const site = await mkdtemp(path.join(tmpdir(), "manifest-"));
    try {
      const file = await writeManifest(site, MANIFEST);
      expect(file).toBe(path.join(site, MANIFEST_PATH));
      expect(JSON.parse(await readFile(file, "utf8"))).toEqual(MANIFEST);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("is read from the live site", async () => {
    answers.set(MANIFEST_PATH, { status: 200, body: JSON.stringify(MANIFEST) });
    expect(await readLiveManifest(new URL(`${origin}/`))).toEqual({ manifest: MANIFEST });
  });

  it("is a problem when the site has none, says where, and asks once", async () => {
    answers.delete(MANIFEST_PATH);
    asked.length = 0;
    expect(await readLiveManifest(new URL(origin), { backoffMs: 1 })).toEqual({
      problem: `${origin}${MANIFEST_PATH} answered 404`,
    });
    expect(asked).toEqual([MANIFEST_PATH]);
  });

  it("is asked again after a 5xx, then a problem", async () => {
    answers.set(MANIFEST_PATH, { status: 503, body: "" });
    asked.length = 0;
    const read = await readLiveManifest(new URL(origin), { retries: 2, backoffMs: 1 });
    expect(read).toEqual({ problem: `${origin}${MANIFEST_PATH} answered 503` });
    expect(asked).toHaveLength(3);
  });

  it("is a problem when the file is not a manifest (a 404 page served as 200, say)", async () => {
    answers.set(MANIFEST_PATH, { status: 200, body: "<html>Pagina nu există</html>" });
    expect(await readLiveManifest(new URL(origin))).toEqual({
      problem: `${origin}${MANIFEST_PATH} is not a release manifest`,
    });
    answers.set(MANIFEST_PATH, { status: 200, body: JSON.stringify({ ...MANIFEST, products: -1 }) });
    expect(await readLiveManifest(new URL(origin))).toHaveProperty("problem");
  });

  it("is a problem when nothing listens there", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const read = await readLiveManifest(new URL(`http://127.0.0.1:${port}`), { retries: 1, backoffMs: 1 });
    expect(read).toEqual({ problem: `could not reach http://127.0.0.1:${port}${MANIFEST_PATH}: ECONNREFUSED` });
  });
});
