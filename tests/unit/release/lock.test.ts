/** One rebuild at a time (src/release/lock.ts): the lock file, who holds it, and a dead holder's lock taken over. */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { heldByAnother, takeLock } from "../../../src/release/lock.ts";

describe("the rebuild lock", () => {
  let file: string;
  beforeEach(async () => {
    file = path.join(await mkdtemp(path.join(tmpdir(), "lock-")), ".lock");
  });
  afterEach(() => rm(path.dirname(file), { recursive: true, force: true }));

  it("is taken when free, holds this process's pid, and is let go", async () => {
    const lock = await takeLock(file);
    expect("release" in lock).toBe(true);
    expect(await readFile(file, "utf8")).toBe(String(process.pid));
    // Held, but by this process itself.
    expect(heldByAnother(file)).toBe(false);
    if ("release" in lock) await lock.release();
    expect(heldByAnother(file)).toBe(false);
    expect("release" in (await takeLock(file))).toBe(true);
  });

  it("answers the pid of another live process that holds it", async () => {
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
    try {
      await writeFile(file, String(holder.pid));
      expect(await takeLock(file)).toEqual({ heldBy: holder.pid });
      expect(heldByAnother(file)).toBe(true);
    } finally {
      holder.kill();
    }
  });

  it("is taken over from a process that has ended, or from a file without a pid", async () => {
    const dead = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await new Promise((exited) => dead.on("exit", exited));
    await writeFile(file, String(dead.pid));
    expect(heldByAnother(file)).toBe(false);
    expect("release" in (await takeLock(file))).toBe(true);
    await writeFile(file, "not a pid");
    expect(heldByAnother(file)).toBe(false);
    expect("release" in (await takeLock(file))).toBe(true);
  });
});
