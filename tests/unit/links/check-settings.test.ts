import { describe, expect, it } from "vitest";
import { readLinkCheckSettings } from "../../../src/lib/links/check-settings.ts";

describe("readLinkCheckSettings", () => {
  it("has polite defaults, and Romanian phrases that mean the whole product", () => {
    expect(readLinkCheckSettings({})).toEqual({
      LINK_CHECK_CONCURRENCY: 8,
      LINK_CHECK_HOST_INTERVAL_MS: 500,
      LINK_CHECK_TIMEOUT_MS: 15_000,
      LINK_CHECK_MAX_MINUTES: 30,
      OUT_OF_STOCK_PHRASES: ["stoc epuizat", "produs indisponibil", "nu mai este disponibil", "nu mai este în stoc"],
    });
  });

  it("reads phrases separated by commas, blank ones dropped, and a blank setting as unset", () => {
    expect(readLinkCheckSettings({ OUT_OF_STOCK_PHRASES: " sold out, ,Stoc epuizat " }).OUT_OF_STOCK_PHRASES).toEqual([
      "sold out",
      "Stoc epuizat",
    ]);
    expect(readLinkCheckSettings({ OUT_OF_STOCK_PHRASES: "  " }).OUT_OF_STOCK_PHRASES).toHaveLength(4);
  });

  it("refuses a wrong number, naming the variable", () => {
    expect(() => readLinkCheckSettings({ LINK_CHECK_CONCURRENCY: "0" })).toThrow(/LINK_CHECK_CONCURRENCY/);
    expect(() => readLinkCheckSettings({ LINK_CHECK_HOST_INTERVAL_MS: "soon" })).toThrow(/LINK_CHECK_HOST_INTERVAL_MS/);
  });
});
