import { describe, expect, it } from "vitest";
import { clickBeacon, popularUrl, readClickStats } from "../../src/lib/clicks.ts";

const API = "https://api.vitrina.test/";

describe("clickBeacon", () => {
  it("sends a product click with its id and its title, spaces folded", () => {
    expect(clickBeacon(API, "product", " p-1 ", "  Rochie\n midi ")).toEqual({
      url: "https://api.vitrina.test/api/productclicks/increment",
      body: JSON.stringify({ productId: "p-1", title: "Rochie midi" }),
    });
  });

  it("sends nothing without an id or a title (spec §5)", () => {
    expect(clickBeacon(API, "product", "", "Rochie")).toBeNull();
    expect(clickBeacon(API, "product", undefined, "Rochie")).toBeNull();
    expect(clickBeacon(API, "product", "p-1", "   ")).toBeNull();
    expect(clickBeacon(API, "product", "p-1", null)).toBeNull();
  });

  it("sends an outbound click with the id alone", () => {
    expect(clickBeacon(API, "outbound", "p-1")).toEqual({
      url: "https://api.vitrina.test/api/outbound",
      body: JSON.stringify({ productId: "p-1" }),
    });
    expect(clickBeacon(API, "outbound", " ")).toBeNull();
  });

  it("sends an outbound click on one shop's offer with that shop, and no blank shop (issue 28)", () => {
    expect(clickBeacon(API, "outbound", "p-1", null, " Magazin Alfa ")).toEqual({
      url: "https://api.vitrina.test/api/outbound",
      body: JSON.stringify({ productId: "p-1", shop: "Magazin Alfa" }),
    });
    expect(clickBeacon(API, "outbound", "p-1", null, " ")?.body).toBe(JSON.stringify({ productId: "p-1" }));
    expect(clickBeacon(API, "product", "p-1", "Rochie", "Magazin Alfa")?.body).toBe(
      JSON.stringify({ productId: "p-1", title: "Rochie" }),
    );
  });
});

describe("popularUrl", () => {
  it("asks for today's or all time's top, the count kept between 1 and 50", () => {
    expect(popularUrl(API, "today", 4)).toBe("https://api.vitrina.test/api/productclicks/today?top=4");
    expect(popularUrl(API, "alltime", 500)).toBe("https://api.vitrina.test/api/productclicks/alltime?top=50");
    expect(popularUrl(API, "today", 0)).toBe("https://api.vitrina.test/api/productclicks/today?top=1");
  });
});

describe("readClickStats", () => {
  it("keeps rows with an id and a positive whole count, and drops the rest", () => {
    expect(
      readClickStats([
        { productId: "a", clicks: 3 },
        { productId: 7, clicks: 1 },
        { productId: "", clicks: 2 },
        { productId: "b", clicks: 0 },
        { productId: "c", clicks: 1.5 },
        { productId: "d", clicks: "4" },
        null,
        "e",
      ]),
    ).toEqual([
      { productId: "a", clicks: 3 },
      { productId: "7", clicks: 1 },
    ]);
  });

  it("reads anything that is not a list as no list", () => {
    expect(readClickStats({ productId: "a", clicks: 1 })).toEqual([]);
    expect(readClickStats(null)).toEqual([]);
    expect(readClickStats("[]")).toEqual([]);
  });
});
