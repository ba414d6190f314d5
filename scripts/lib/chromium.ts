/**
 * The system's Chromium (Debian's `chromium`, or CHROMIUM_PATH), never a downloaded build: driven by
 * playwright-core for the budget script, or started with a DevTools port for Lighthouse.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM_PATH = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

/** Headless, sandbox-free (containers), and quiet: no updates, sync or background requests to skew a measure. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

/** A phone as the e2e tests use it: 390 px wide, touch, 2x pixels. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS], timeout: 30_000 });
}

export interface DebuggableChromium {
  /** The DevTools port Lighthouse connects to. */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Starts Chromium with a DevTools port (chosen by Chromium, read from its profile folder) and a fresh profile,
 * for tools that connect themselves, like Lighthouse.
 */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = await mkdtemp(path.join(os.tmpdir(), "vitrina-chromium-"));
  const args = [
    ...CHROMIUM_ARGS.filter((arg) => arg !== "--headless"),
    "--headless=new",
    "--remote-debugging-port=0",
    `--user-data-dir=${profile}`,
    "about:blank",
  ];
  const child = spawn(CHROMIUM_PATH, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const close = async () => {
    await stop(child);
    await rm(profile, { recursive: true, force: true });
  };
  try {
    const port = await devToolsPort(profile, child, () => stderr);
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function devToolsPort(profile: string, child: ChildProcess, stderr: () => string): Promise<number> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with code ${child.exitCode}:\n${stderr()}`);
    try {
      const [line] = (await readFile(path.join(profile, "DevToolsActivePort"), "utf8")).split("\n");
      const port = Number(line);
      if (Number.isInteger(port) && port > 0) return port;
    } catch {
      // Not written yet.
    }
    await sleep(100);
  }
  throw new Error(`Chromium (${CHROMIUM_PATH}) opened no DevTools port within 30 s:\n${stderr()}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timedOut = await Promise.race([exited.then(() => false), sleep(5_000).then(() => true)]);
  if (timedOut) {
    child.kill("SIGKILL");
    await exited;
  }
}
