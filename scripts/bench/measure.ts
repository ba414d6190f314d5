/**
 * Runs a command and measures what a benchmark reports: wall time and peak
 * resident memory of its whole process tree (sampled from /proc every 50 ms).
 */
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export interface Measured {
  readonly wallMs: number;
  readonly peakRssBytes: number;
  readonly exitCode: number | null;
  readonly output: string;
}

function childrenOf(pid: number): number[] {
  try {
    const tasks = readdirSync(`/proc/${pid}/task`);
    return tasks.flatMap((task) => {
      try {
        return readFileSync(`/proc/${pid}/task/${task}/children`, "utf8")
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map(Number);
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function treeRss(root: number): number {
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop() as number;
    total += rssOf(pid);
    stack.push(...childrenOf(pid));
  }
  return total;
}

/**
 * Waits until every file written so far is on disk (`sync`), before a build
 * is timed: Linux writes files out up to 30 s after they were written, so
 * the build before (or the deletion of its output) would otherwise still be
 * writing under the one being timed, and whichever ran second paid for it.
 */
export function settleDisk(): void {
  spawnSync("sync", { stdio: "ignore" });
}

export function measure(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; echo?: boolean },
): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 2_000_000) output = output.slice(-1_000_000);
      if (options.echo) process.stderr.write(chunk);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRss(child.pid));
    }, 50);
    child.on("error", (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on("close", (exitCode) => {
      clearInterval(timer);
      resolve({ wallMs: performance.now() - started, peakRssBytes: peak, exitCode, output });
    });
  });
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
