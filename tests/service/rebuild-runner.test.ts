/** `npm run rebuild` as the service runs it (src/service/rebuild-runner.ts), with a stand-in for the rebuild. */
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REBUILD_DONE } from "../../src/release/attempt.ts";
import { runRebuild } from "../../src/service/rebuild-runner.ts";

describe("runRebuild", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "rebuild-runner-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** A rebuild that says it is done with `code`, then works on (deleting what it pruned) until `go` exists. */
  const standIn = async (code: number) => {
    const script = path.join(dir, "rebuild.mjs");
    const go = path.join(dir, "go");
    const ended = path.join(dir, "ended");
    await writeFile(
      script,
      `import { existsSync, writeFileSync } from "node:fs";
console.log("[rebuild] live: a-release, changes read");
// Never left behind: it ends with the process that started it.
process.on("disconnect", () => process.exit(0));
process.send({ kind: ${JSON.stringify(REBUILD_DONE)}, code: ${code} }, undefined, {}, () => {
  const wait = setInterval(() => {
    if (!existsSync(${JSON.stringify(go)})) return;
    clearInterval(wait);
    writeFileSync(${JSON.stringify(ended)}, "");
    process.exit(0);
  }, 20);
});
`,
    );
    return { script, go, ended };
  };

  it("answers when the rebuild says it is done, not when its deletion of old releases ends", async () => {
    const { script, go, ended } = await standIn(0);
    const lines: string[] = [];
    const code = await runRebuild(process.env, (line) => lines.push(line), [], script);
    expect(code).toBe(0);
    // Still working: the next publish need not wait for it.
    expect(existsSync(ended)).toBe(false);
    expect(lines).toEqual(["rebuild exited with 0: [rebuild] live: a-release, changes read"]);
    await writeFile(go, "");
    await expect.poll(() => existsSync(ended)).toBe(true);
  });

  it("answers a refusal's code as the rebuild says it", async () => {
    const { script, go, ended } = await standIn(1);
    expect(await runRebuild(process.env, () => {}, [], script)).toBe(1);
    await writeFile(go, "");
    await expect.poll(() => existsSync(ended)).toBe(true);
  });

  it("answers the exit code of a rebuild that stops without saying it is done", async () => {
    const script = path.join(dir, "locked.mjs");
    await writeFile(script, "process.exit(75);\n");
    const lines: string[] = [];
    expect(await runRebuild(process.env, (line) => lines.push(line), [], script)).toBe(75);
    expect(lines).toEqual(["rebuild exited with 75: "]);
  });
});
