import { describe, expect, it } from "vitest";
import { checkRow, normaliseGtin, type RawRow } from "../../../src/lib/feeds/offer.ts";
import { checkFeed } from "../../../src/lib/feeds/read.ts";
import { readGoogleXml } from "../../../src/lib/feeds/google-xml.ts";
import { chunked, fixture } from "../../support/feeds.ts";

const good: RawRow = {
  shop: "Alfa",
  id: "1",
  title: "Rochie",
  price: "149.99 RON",
  inStock: true,
  affLink: "https://alfa.example/1",
};

const reason = (row: Partial<RawRow>) => {
  const checked = checkRow("Alfa", { ...good, ...row });
  return checked.ok ? null : checked.bad.reason;
};

describe("checking a feed row", () => {
  it("makes a good row an offer, its prices in bani", () => {
    const checked = checkRow("Alfa", { ...good, oldPrice: "199.99 RON", gtin: "590-1234-123457" });
    expect(checked).toEqual({
      ok: true,
      offer: expect.objectContaining({ price: 14999, oldPrice: 19999, gtin: "05901234123457", feed: "Alfa" }),
    });
  });

  it("leaves out a row with no title, a price of 0, a price not in lei or a link not http(s), with the reason", () => {
    expect(reason({})).toBeNull();
    expect(reason({ title: "   " })).toBe("no title");
    expect(reason({ id: "" })).toBe("no id");
    expect(reason({ price: "0.00 RON" })).toBe("price 0 or not a price");
    expect(reason({ price: undefined })).toBe("price 0 or not a price");
    expect(reason({ price: "20.00 EUR" })).toBe("price not in lei (EUR)");
    expect(reason({ affLink: "javascript:alert(1)" })).toBe("link not http(s)");
    expect(reason({ affLink: "ftp://alfa.example/1" })).toBe("link not http(s)");
    expect(reason({ affLink: undefined })).toBe("no link");
  });

  it("keeps an old price only above the price, and drops a page or image that is not http(s)", () => {
    const checked = checkRow("Alfa", {
      ...good,
      oldPrice: "100 RON",
      pageUrl: "data:text/html,x",
      images: ["javascript:x", " https://alfa.example/a.jpg "],
    });
    expect(checked.ok && checked.offer).toMatchObject({
      oldPrice: null,
      pageUrl: null,
      images: ["https://alfa.example/a.jpg"],
    });
  });

  it("reads GTIN-8, -12, -13 and -14 as one 14-digit key, and nothing else", () => {
    expect(normaliseGtin("5901234123457")).toBe("05901234123457");
    expect(normaliseGtin("05901234123457")).toBe("05901234123457");
    expect(normaliseGtin("96385074")).toBe("00000096385074");
    expect(normaliseGtin("12345")).toBeNull();
    expect(normaliseGtin("0000000000000")).toBeNull();
    expect(normaliseGtin("ABC1234567890")).toBeNull();
  });

  it("reports every bad row of a feed with its reason, a duplicate id among them, and keeps the rest", async () => {
    const kept: string[] = [];
    const rows = readGoogleXml(chunked(fixture("google-rss.xml")), { shop: "Alfa" });
    const checked = await checkFeed("Alfa", rows, 100, (offer) => void kept.push(offer.id));
    expect(kept).toEqual(["A1", "A2", "A7"]);
    expect(checked.rows).toBe(3);
    expect(checked.bad).toEqual([
      { id: "A3", title: null, reason: "no title" },
      { id: "A4", title: "Tricou gratis", reason: "price 0 or not a price" },
      { id: "A5", title: "Geacă în euro", reason: "price not in lei (EUR)" },
      { id: "A6", title: "Fustă cu link rău", reason: "link not http(s)" },
      { id: "A1", title: "Rochie Ana (dublură)", reason: "duplicate id" },
    ]);
    expect(checked.badRows).toBe(5);
  });

  it("counts every bad row but lists only the first few", async () => {
    async function* rows() {
      for (let i = 0; i < 50; i++) yield { ...good, id: String(i), price: "0 RON" };
    }
    const checked = await checkFeed("Alfa", rows(), 3, () => undefined);
    expect(checked.badRows).toBe(50);
    expect(checked.bad).toHaveLength(3);
    expect(checked.badByReason).toEqual({ "price 0 or not a price": 50 });
  });
});
