import { describe, expect, it } from "vitest";
import { genderHint, readGoogleXml } from "../../../src/lib/feeds/google-xml.ts";
import { chunked, collect, fixture } from "../../support/feeds.ts";

describe("Google Merchant Center feed", () => {
  it("reads every RSS item, cut in 7-byte chunks, with its g: fields", async () => {
    const rows = await collect(readGoogleXml(chunked(fixture("google-rss.xml")), { shop: "Magazin Alfa" }));
    expect(rows.map((row) => row.id)).toEqual(["A1", "A2", "A3", "A4", "A5", "A6", "A1", "A7"]);
    const [first, second] = rows;
    expect(first).toMatchObject({
      shop: "Magazin Alfa",
      title: "Rochie Ana & cordon",
      description: "<p>Rochie din <b>in</b>, croială dreaptă.</p>",
      price: "149.99 RON",
      oldPrice: "199.99 RON",
      brand: "Zara",
      gtin: "5901234123457",
      mpn: "ANA-S",
      itemGroupId: "ANA",
      color: "Roșu",
      size: "S",
      material: "In",
      genderHint: "femei",
      categoryText: "Femei > Îmbrăcăminte > Rochii",
      inStock: true,
      pageUrl: "https://alfa.example/rochie-ana?size=S",
      // Without a quicklink setting, a Google feed has no affiliate link: the page is where a click goes.
      affLink: "https://alfa.example/rochie-ana?size=S",
      images: [
        "https://alfa.example/img/ana-1.jpg",
        "https://alfa.example/img/ana-2.jpg",
        "https://alfa.example/img/ana-3.jpg",
      ],
    });
    // g:title and g:link stand for title and link; a sale price only when there is one.
    expect(second).toMatchObject({ title: "Rochie Ana & cordon", price: "199.99 RON", oldPrice: undefined });
    expect(second?.pageUrl).toBe("https://alfa.example/rochie-ana?size=M");
    expect(second?.inStock).toBe(false);
    // The nested g:price of g:shipping is not the item's price.
    expect(rows.at(-1)).toMatchObject({ id: "A7", price: "349 RON", inStock: false });
  });

  it("reads Atom entries, Google's namespace bound to any prefix", async () => {
    const rows = await collect(readGoogleXml(chunked(fixture("google-atom.xml"), 5), { shop: "Magazin Gama" }));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: "G-1",
      title: "Cămașă Bărbați Oxford",
      description: "Cămașă din bumbac",
      pageUrl: "https://gama.example/camasa-oxford",
      price: "129.5 RON",
      inStock: true,
      genderHint: "barbati",
      categoryText: "Bărbați > Cămăși",
      images: ["https://gama.example/img/oxford.jpg"],
    });
  });

  it("makes a 2Performant quicklink to the page when the feed names a program", async () => {
    const rows = await collect(
      readGoogleXml(chunked(fixture("google-rss.xml")), {
        shop: "Magazin Alfa",
        quicklink: { affCode: "aff1", unique: "prog9" },
      }),
    );
    const link = new URL(rows[0]!.affLink!);
    expect(link.origin + link.pathname).toBe("https://event.2performant.com/events/click");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      ad_type: "quicklink",
      aff_code: "aff1",
      unique: "prog9",
      redirect_to: "https://alfa.example/rochie-ana?size=S",
    });
    expect(rows[0]!.pageUrl).toBe("https://alfa.example/rochie-ana?size=S");
  });

  it("fails on a feed cut off mid-item rather than yield half an item", async () => {
    const broken = new TextEncoder().encode("<rss><channel><item><g:id>1</g:id>");
    // A half item could pass as a row: the read fails instead, and the last good read is used.
    await expect(collect(readGoogleXml(chunked(broken), { shop: "X" }))).rejects.toThrow(/cut off/);
  });

  it("turns g:gender and g:age_group into an audience", () => {
    expect(genderHint("female", "adult")).toBe("femei");
    expect(genderHint("male", undefined)).toBe("barbati");
    expect(genderHint("female", "kids")).toBe("fetite");
    expect(genderHint("male", "toddler")).toBe("baieti");
    expect(genderHint("unisex", "adult")).toBeNull();
  });
});
