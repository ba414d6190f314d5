import { describe, expect, it } from "vitest";
import { completedMs, isPageLine, PageTally } from "../../../src/build/astro-log.ts";

const info = (label: string | null, message: string) => ({ level: "info" as const, label, message, newLine: true });

describe("isPageLine", () => {
  it("drops the two parts of the line Astro writes for each page, colours or not", () => {
    expect(
      isPageLine(info(null, "  \u001b[34m├─\u001b[39m \u001b[2m/detalii-produs/rochie/index.html\u001b[22m")),
    ).toBe(true);
    expect(isPageLine(info(null, "  └─ /404.html"))).toBe(true);
    expect(isPageLine(info("SKIP_FORMAT", " \u001b[2m(+12ms)\u001b[22m "))).toBe(true);
    expect(isPageLine(info("SKIP_FORMAT", " (+1.25s) "))).toBe(true);
  });

  it("keeps every other line, and any warning or error", () => {
    expect(isPageLine(info("build", "24185 page(s) built in 1m 9s"))).toBe(false);
    expect(isPageLine(info("SKIP_FORMAT", "\n generating static routes "))).toBe(false);
    expect(isPageLine({ ...info(null, "  ├─ /rochie/index.html"), level: "warn" })).toBe(false);
  });
});

describe("PageTally", () => {
  it("times the bundling, counts the pages rendered, and says so when each is done", () => {
    const tally = new PageTally();
    expect(tally.read(info("build", "Building static entrypoints..."), 1_000)).toBeNull();
    expect(
      tally.read(info("SKIP_FORMAT", "\n \u001b[42m\u001b[30m generating static routes \u001b[39m\u001b[49m"), 13_500),
    ).toBe("[bundle] Astro's bundles (Vite) in 12500 ms");
    const lines = [
      info(null, "  ├─ /a/index.html"),
      info("SKIP_FORMAT", " \u001b[2m(+12ms)\u001b[22m "),
      info(null, "  ├─ /b/index.html"),
      info("SKIP_FORMAT", " \u001b[2m(+1.2s)\u001b[22m "),
    ];
    expect(lines.map((line) => tally.read(line))).toEqual(lines.map(() => null));
    expect(lines.every(isPageLine)).toBe(true);
    expect(tally.read(info(null, "\u001b[32m✓ Completed in 1m 9s.\n\u001b[39m"))).toBe(
      "[render] 2 pages rendered in 69000 ms",
    );
    // Only once: Astro's later "Completed in" lines are other steps'.
    expect(tally.read(info("build", "✓ Completed in 8.64s."))).toBeNull();
  });

  it("reads Astro's three ways of writing a time", () => {
    expect(completedMs("✓ Completed in 812ms.")).toBe(812);
    expect(completedMs("✓ Completed in 1.25s.")).toBe(1250);
    expect(completedMs("✓ Completed in 2m 3s.")).toBe(123_000);
    expect(completedMs("[build] 355 page(s) built in 13.31s")).toBeNull();
  });
});
