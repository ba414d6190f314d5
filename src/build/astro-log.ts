/**
 * Astro's log (astro.config.mjs `logger`, Astro's Logger API): its own
 * terminal logger, less the line it writes for each page it renders
 * ("├─ /detalii-produs/…/index.html (+12ms)"): a line a page tells nothing
 * the build's report does not, and writing them all cost Astro's process
 * time (docs/decisions.md#the-builds-memory-and-time). In their place, one
 * line when the pages are done: how many were rendered, and how long it took
 * (read by npm run bench:rebuild; the pages taken from an earlier build are
 * the runner's, ./page-reuse.ts). Warnings, errors and every other line pass
 * as Astro writes them.
 */
import { stripVTControlCharacters } from "node:util";
import type { AstroLoggerDestination, AstroLoggerMessage } from "astro";
import nodeLogger from "astro/logger/node";

/** The two parts of a page's line: its path, then (a separate message) its time. */
const PAGE_PATH = /^\s*[├└]─ \//;
const PAGE_TIME = /^\s*\(\+[\d.]+m?s\)/;
const BUNDLING = /Building \w+ entrypoints/;
const GENERATING = /generating static routes/;
const COMPLETED = /✓ Completed in (?:(\d+)m (\d+)s|([\d.]+)(m?s))/;

export const isPageLine = ({ level, message }: AstroLoggerMessage): boolean => {
  if (level !== "info") return false;
  const text = stripVTControlCharacters(message);
  return PAGE_PATH.test(text) || PAGE_TIME.test(text);
};

/**
 * Milliseconds of Astro's "✓ Completed in 1.25s." (its getTimeStat: "812ms", "1.25s", "1m 9s"); null for another line.
 * @example completedMs("✓ Completed in 1m 9s.") // 69000
 */
export function completedMs(message: string): number | null {
  const match = COMPLETED.exec(stripVTControlCharacters(message));
  if (!match) return null;
  if (match[1] !== undefined) return (Number(match[1]) * 60 + Number(match[2])) * 1000;
  return Math.round(Number(match[3]) * (match[4] === "s" ? 1000 : 1));
}

/**
 * Times Astro's bundling (Vite, from "Building static entrypoints" to the pages), counts the pages of the
 * "generating static routes" step, and says so when each is done.
 */
export class PageTally {
  #bundling: number | null = null;
  #generating = false;
  rendered = 0;

  /** The line to write after `message` when it ends a step; null otherwise. `now` in milliseconds. */
  read({ level, message }: AstroLoggerMessage, now = performance.now()): string | null {
    if (level !== "info") return null;
    const text = stripVTControlCharacters(message);
    if (BUNDLING.test(text)) this.#bundling = now;
    else if (GENERATING.test(text)) {
      this.#generating = true;
      const started = this.#bundling;
      this.#bundling = null;
      if (started !== null) return `[bundle] Astro's bundles (Vite) in ${Math.round(now - started)} ms`;
    } else if (PAGE_TIME.test(text)) this.rendered += 1;
    else if (this.#generating) {
      const ms = completedMs(text);
      if (ms !== null) {
        this.#generating = false;
        return `[render] ${this.rendered} pages rendered in ${ms} ms`;
      }
    }
    return null;
  }
}

export default function astroLog(config?: Parameters<typeof nodeLogger>[0]): AstroLoggerDestination {
  const terminal = nodeLogger(config);
  const tally = new PageTally();
  return {
    write(message) {
      const summary = tally.read(message);
      if (!isPageLine(message)) terminal.write(message);
      // Without Astro's time stamp: the line reads like the build's own steps' ("[name] … in N ms").
      if (summary) console.log(summary);
    },
  };
}
