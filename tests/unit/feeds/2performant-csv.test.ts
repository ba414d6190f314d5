import { describe, expect, it } from "vitest";
import { read2PerformantCsv } from "../../../src/lib/feeds/2performant-csv.ts";
import { chunked, collect, fixture } from "../../support/feeds.ts";

describe("2Performant CSV feed", () => {
  it("reads columns by name, quoted fields with commas, quotes and line breaks, cut in chunks", async () => {
    const rows = await collect(read2PerformantCsv(chunked(fixture("2performant.csv"), 11), { shop: "Magazin Beta" }));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      shop: "Magazin Beta",
      id: "B-1",
      title: "Rochie Ana & cordon",
      price: "139.00",
      oldPrice: "199.99",
      brand: "Zara",
      categoryText: "Femei > Rochii",
      pageUrl: "https://beta.example/rochie-ana",
      inStock: true,
      description: 'Rochie "Ana", din in,\npe două rânduri',
      images: ["https://beta.example/i/1.jpg", "https://beta.example/i/2.jpg"],
    });
    expect(rows[0]?.affLink).toContain("ad_type=product_store&unique=p111");
  });

  it("takes the link's `unique` as the id when there is no product_id, and reads product_active", async () => {
    const rows = await collect(read2PerformantCsv(chunked(fixture("2performant.csv")), { shop: "Magazin Beta" }));
    expect(rows[1]).toMatchObject({ id: "p222", inStock: false, pageUrl: undefined, price: "1299.5" });
  });

  it("takes a quicklink's redirect_to as the shop's page", async () => {
    const rows = await collect(read2PerformantCsv(chunked(fixture("2performant.csv")), { shop: "Magazin Beta" }));
    expect(rows[2]).toMatchObject({ id: "B-3", pageUrl: "https://beta.example/pantofi-sport" });
  });

  it("reads a file with a byte-order mark and columns in another order", async () => {
    const csv = "\uFEFFprice,aff_code,title,Extra\n5.5,https://event.2performant.com/x?unique=u1,Fular,y\n";
    const rows = await collect(read2PerformantCsv(chunked(new TextEncoder().encode(csv), 3), { shop: "B" }));
    expect(rows).toEqual([expect.objectContaining({ id: "u1", title: "Fular", price: "5.5", inStock: true })]);
  });
});
