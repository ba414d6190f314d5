/**
 * Astro's log (astro.config.mjs `logger`, Astro's Logger API): its own
 * terminal logger, less the line it writes for each page it renders
 * ("├─ /detalii-produs/…/index.html (+12ms)"). At 20,000 products those are
 * 24,000 lines that tell nothing the build's report does not, and writing
 * them took Astro's process about 2 s. Warnings, errors and every other
 * line pass as Astro writes them.
 */
import { stripVTControlCharacters } from "node:util";
import type { AstroLoggerDestination, AstroLoggerMessage } from "astro";
import nodeLogger from "astro/logger/node";

/** The two parts of a page's line: its path, then (a separate message) its time. */
const PAGE_PATH = /^\s*[├└]─ \//;
const PAGE_TIME = /^\s*\(\+[\d.]+m?s\)/;

export const isPageLine = ({ level, message }: AstroLoggerMessage): boolean => {
  if (level !== "info") return false;
  const text = stripVTControlCharacters(message);
  return PAGE_PATH.test(text) || PAGE_TIME.test(text);
};

export default function astroLog(config?: Parameters<typeof nodeLogger>[0]): AstroLoggerDestination {
  const terminal = nodeLogger(config);
  return {
    write(message) {
      if (!isPageLine(message)) terminal.write(message);
    },
  };
}
