/** The build's and the rebuild's own work below the renderer's priority (src/build/priority.ts). */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NICENESS_ADDED } from "../../../src/build/priority.ts";

const PRIORITY = path.resolve(import.meta.dirname, "../../../src/build/priority.ts");

/**
 * In a process of its own (a test's worker must keep its priority): a file read through libuv's thread pool, as
 * the rebuild's first steps do, then lowerPriority(), then the niceness of each of its threads by name.
 */
const script = `
import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { getPriority } from "node:os";
import { lowerPriority } from ${JSON.stringify(PRIORITY)};
const before = getPriority();
await Promise.all(Array.from({ length: 8 }, () => readFile(${JSON.stringify(PRIORITY)}, { encoding: null, flag: "r" })));
lowerPriority();
const threads = readdirSync("/proc/self/task").map((task) => {
  const stat = readFileSync(\`/proc/self/task/\${task}/stat\`, "utf8");
  const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
  const nice = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  return { name, nice };
});
console.log(JSON.stringify({ before, threads }));
`;

describe.runIf(existsSync("/proc/self/task"))("lowerPriority", () => {
  it("lowers every thread of the process, libuv's file threads too, not only the one that asks", () => {
    const { before, threads } = JSON.parse(
      execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }),
    ) as { before: number; threads: { name: string; nice: number }[] };
    // The thread pool is there (the file reads ran in it) and was started before the priority was lowered.
    expect(threads.filter((thread) => thread.name.startsWith("libuv-worker")).length).toBeGreaterThan(0);
    for (const thread of threads)
      expect(thread, thread.name).toMatchObject({ nice: Math.min(19, before + NICENESS_ADDED) });
    // A process of its own, started while the suite's other files keep both cores busy: 5 s was once not enough.
  }, 30_000);
});
