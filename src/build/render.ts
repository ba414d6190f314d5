/**
 * The build's render step (./index.ts): `astro build`, which reads the
 * catalogue (./read-catalogue.ts) and renders every page, in a process of
 * its own that tells this one, over Node's IPC channel, when the catalogue
 * is handed over and how many pages it wrote.
 *
 * Why a process and not Astro's programmatic build() or a worker thread
 * started from the integration: Pagefind's writing of the index needs about
 * 1 GB at 20,000 products (4.2 GB at 100,000), and Astro's process holds
 * 0.85 to 1.1 GB (1.4 GB at 100,000; some 300 MB of it the bundler's, the
 * rest heap V8 keeps) until it exits. Only an exiting process gives its
 * memory back to the system at once, so the index is written after Astro's
 * process has ended; in one process both would be held together, some
 * 2 GB at 20,000 products (issue 11: under 1.5 GB). The hand-off itself
 * costs no waiting: Astro writes the products (about 0.5 s at 20,000) and
 * sends one message, where the runner used to poll for the file.
 */
import { fork } from "node:child_process";
import { getPriority, setPriority } from "node:os";
import path from "node:path";
import type { RenderMessage } from "./read-catalogue.ts";
import type { CatalogueTally } from "./report.ts";

/**
 * A cap on V8's young generation in Astro's process, in MB per semi-space. Left to itself, V8 sizes it from the
 * machine's memory: on a 24 GB machine it grows to 64 MB semi-spaces (128 MB of new space), resident for the
 * whole render. `npm run bench:build -- --products 20000` on one machine, this flag alone changed: the build's
 * peak fell from 1520 to 1547 MB (four runs) to 1366 to 1402 MB (six runs; issue 11: under 1.5 GB), its wall
 * time within the runs' spread.
 */
const ASTRO_SEMI_SPACE_MB = 32;

/**
 * Astro's bundler (Rolldown, native) allocates with mimalloc, which keeps memory it has freed for 10 ms before
 * giving it back; the bundles done, some 100 MB of it stayed resident in Astro's process for the whole render
 * (/proc/<pid>/smaps, 20,000 products). Given back at once, it stays out of the build's peak.
 */
const BUNDLER_ALLOCATOR = { MIMALLOC_PURGE_DELAY: "0" } as const;

/** How much lower the runner's work beside Astro runs (niceness: 0 by default, 19 the lowest priority). */
const RUNNER_NICENESS_ADDED = 10;

/** `astro build` stopped without success; `code` is its exit code, for the runner's own. */
export class RenderError extends Error {
  override readonly name = "RenderError";
  readonly code: number;
  constructor(message: string, code: number) {
    super(message);
    this.code = code;
  }
}

export interface HandedCatalogue {
  /** The products, one per line (./handoff.ts). */
  readonly file: string;
  readonly tally: CatalogueTally;
}

export interface Render {
  /** The catalogue, once Astro has read it and handed it over; rejects with a RenderError if Astro stops first. */
  catalogue(): Promise<HandedCatalogue>;
  /** The number of pages Astro wrote, once it has succeeded and exited; rejects with a RenderError otherwise. */
  pages(): Promise<number>;
  /** Stops Astro (the runner's own part failed). */
  stop(): void;
}

/**
 * Starts `astro build` in `root` with `args`, its output shown as the runner's; `onReused` hears the files
 * Astro leaves to the runner, taken from the earlier site `from` (./page-reuse.ts), as soon as it decides.
 */
export function startRender(
  root: string,
  args: readonly string[],
  onReused: (from: string, files: readonly string[]) => void,
): Render {
  const astro = fork(path.join(root, "node_modules/astro/bin/astro.mjs"), ["build", ...args], {
    cwd: root,
    env: { ...process.env, ...BUNDLER_ALLOCATOR },
    execArgv: [...process.execArgv, `--max-semi-space-size=${ASTRO_SEMI_SPACE_MB}`],
    stdio: ["inherit", "inherit", "inherit", "ipc"],
  });
  const stop = (signal: NodeJS.Signals = "SIGTERM") => astro.kill(signal);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => stop(signal));

  const handedOver = Promise.withResolvers<HandedCatalogue>();
  let pageCount: number | null = null;
  astro.on("message", (message: RenderMessage) => {
    if (message.kind === "catalogue") handedOver.resolve({ file: message.file, tally: message.tally });
    else if (message.kind === "reused") onReused(message.from, message.files);
    else pageCount = message.count;
  });
  // Its exit code; never rejects, so that no failure is left unheard before the runner asks. A process that
  // could not start says why through `notStarted`.
  let notStarted: Error | undefined;
  const exited = new Promise<number>((resolve) => {
    astro.once("error", (error) => {
      notStarted = error;
      resolve(1);
    });
    astro.once("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
  const failed = (code: number, what: string) =>
    notStarted ?? new RenderError(`astro build ${what} (exit code ${code})`, code);
  return {
    catalogue: () =>
      Promise.race([
        handedOver.promise,
        exited.then((code) => Promise.reject(failed(code || 1, "handed no catalogue over"))),
      ]),
    pages: async () => {
      const code = await exited;
      if (code !== 0) throw failed(code, "failed");
      if (pageCount === null) throw failed(1, "told no page count");
      return pageCount;
    },
    stop,
  };
}

/**
 * Lowers the runner's priority below Astro's, for the work it starts from now on. Astro's rendering is the build's
 * longest step, and its process needs some of the other core too (its garbage collector's threads, its file
 * writes). Linux sets a priority per thread, and a thread or child process takes its parent's: the product files'
 * worker and Pagefind's processes, started after this, take the other core whenever Astro leaves it, and yield it
 * when Astro asks. Relative, so that a build already started nicer never asks for a higher priority (which needs
 * privileges).
 */
export function yieldToAstro(): void {
  setPriority(Math.min(19, getPriority() + RUNNER_NICENESS_ADDED));
}
