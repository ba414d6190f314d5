/** The next publish's folders made ahead (src/release/prepared.ts) and the mark the build reads (src/build/prepared-folders.ts). */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PAGE_KEYS_FILE } from "../../../src/build/page-reuse.ts";
import { markPrepared, takePrepared } from "../../../src/build/prepared-folders.ts";
import { isStalePrepared, prepareFolders, takePreparedFolders } from "../../../src/release/prepared.ts";

const LIVE = "2026-11-28T10-00-00-000Z";

describe("the next publish's folders", () => {
  let dir: string;
  const lock = () => path.join(dir, ".lock");
  /** The live release, its keyed pages in `count` product folders. */
  const release = async (count: number) => {
    const files = Object.fromEntries(
      Array.from({ length: count }, (_, at) => [`detalii-produs/p-${at}/index.html`, `key-${at}`]),
    );
    await mkdir(path.join(dir, LIVE, "site"), { recursive: true });
    await writeFile(path.join(dir, LIVE, PAGE_KEYS_FILE), JSON.stringify({ code: "c", site: "site", files }));
  };
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "prepared-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("are the folders of the live release's keyed pages, made once", async () => {
    await release(3);
    expect(await prepareFolders(dir, LIVE, lock())).toBe(true);
    const made = path.join(dir, `.prepared-${LIVE}`, "site");
    expect((await readdir(path.join(made, "detalii-produs"))).sort()).toEqual(["p-0", "p-1", "p-2"]);
    expect(await prepareFolders(dir, LIVE, lock())).toBe(true);
  });

  it("stop when another rebuild holds the lock, and that publish takes what was made", async () => {
    await release(1_000);
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
    try {
      await writeFile(lock(), String(holder.pid));
      expect(await prepareFolders(dir, LIVE, lock())).toBe(false);
    } finally {
      holder.kill();
    }
    const partial = (await readdir(dir)).filter((name) => name.endsWith(".partial"));
    expect(partial).toEqual([`.prepared-${LIVE}.${process.pid}.partial`]);
    const staging = path.join(dir, ".staging");
    expect(await takePreparedFolders(dir, LIVE, staging)).toBe(true);
    expect(existsSync(path.join(staging, "site"))).toBe(true);
    expect(takePrepared(staging, path.join(dir, LIVE))).toEqual({ from: path.join(dir, LIVE), complete: false });
  });

  it("are taken whole before any part, and only for the release a publish reuses", async () => {
    await release(2);
    await prepareFolders(dir, LIVE, lock());
    await mkdir(path.join(dir, `.prepared-${LIVE}.1.partial`));
    const staging = path.join(dir, ".staging");
    expect(await takePreparedFolders(dir, "2026-11-28T09-00-00-000Z", staging)).toBe(false);
    expect(existsSync(staging)).toBe(false);
    expect(await takePreparedFolders(dir, LIVE, staging)).toBe(true);
    expect(existsSync(path.join(staging, "site", "detalii-produs", "p-1"))).toBe(true);
    expect(takePrepared(staging, path.join(dir, LIVE))?.complete).toBe(true);
  });

  it("are stale when made for another release, or half made by a process that ended", () => {
    expect(isStalePrepared(`.prepared-${LIVE}`, LIVE)).toBe(false);
    expect(isStalePrepared(`.prepared-${LIVE}`, "2026-11-28T11-00-00-000Z")).toBe(true);
    expect(isStalePrepared(`.prepared-${LIVE}.${process.pid}.partial`, LIVE)).toBe(false);
    expect(isStalePrepared(`.prepared-${LIVE}.999999999.partial`, LIVE)).toBe(true);
    expect(isStalePrepared(LIVE, LIVE)).toBe(false);
    expect(isStalePrepared(".removed-x", LIVE)).toBe(false);
  });

  it("are kept by the build only when marked for its earlier build, and the mark is not left in the release", async () => {
    markPrepared(dir, { from: "/releases/a", complete: true });
    expect(takePrepared(dir, "/releases/b")).toBeNull();
    expect(existsSync(path.join(dir, "prepared-folders.json"))).toBe(false);
    expect(takePrepared(dir, "/releases/a")).toBeNull();
    markPrepared(dir, { from: "/releases/a", complete: true });
    expect(takePrepared(dir, "/releases/a")).toEqual({ from: "/releases/a", complete: true });
  });
});
