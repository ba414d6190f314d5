import { describe, expect, it } from "vitest";
import { isPageLine } from "../../../src/build/astro-log.ts";

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
