/**
 * The build's render step (./index.ts): `astro build`, which reads the
 * catalogue (./read-catalogue.ts) and renders every page, in a process of
 * its own that tells this one, over Node's IPC channel, when the catalogue
 * is handed over and how many pages it wrote.
 *
 * A process, not Astro's programmatic build() or a worker thread: only an
 * exiting process gives its memory back at once, so Pagefind's write of the
 * index never holds memory beside Astro's
 * (docs/decisions.md#the-builds-memory-and-time).
 */
import { fork } from "node:child_process";
import path from "node:path";
import { readHandoffValue } from "./handoff.ts";
import { lowerPriority } from "./priority.ts";
import type { RenderMessage } from "./read-catalogue.ts";
import type { CatalogueTally } from "./report.ts";

/**
 * A cap on V8's young generation in Astro's process, in MB per semi-space: left to itself V8 sizes it from the
 * machine's memory, and it stays resident for the whole render (docs/decisions.md#the-builds-memory-and-time).
 */
const ASTRO_SEMI_SPACE_MB = 32;

/**
 * Astro's bundler (Rolldown) allocates with mimalloc, which keeps freed memory a while before giving it back;
 * given back at once, it stays out of the build's peak (docs/decisions.md#the-builds-memory-and-time).
 */
const BUNDLER_ALLOCATOR = { MIMALLOC_PURGE_DELAY: "0" } as const;

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
  /** The file the tally was read from, removed with the products' once the build is done with them. */
  readonly tallyFile: string;
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
    if (message.kind === "catalogue") {
      const { file, tallyFile } = message;
      readHandoffValue(tallyFile).then(
        (tally) => handedOver.resolve({ file, tallyFile, tally: tally as CatalogueTally }),
        (error: unknown) => handedOver.reject(error),
      );
    } else if (message.kind === "reused") onReused(message.from, message.files);
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
 * when Astro asks (./priority.ts).
 */
export function yieldToAstro(): void {
  lowerPriority();
}
