import { describe, expect, it } from "vitest";
import { readRecordUrl, recordUrl } from "../../../src/lib/search/document-fields.ts";
import { toSearchHit } from "../../../src/lib/search/hits.ts";

const url = "/detalii-produs/rochie-midi/";

describe("toSearchHit", () => {
  it("reads a result card from the index's meta and its record's address: prices are whole bani", () => {
    expect(
      toSearchHit({
        url: recordUrl(url, "p-7", "/media/rochie.svg"),
        meta: { title: "Rochie midi", brand: "Velora", price: "14999", old_price: "19999" },
      }),
    ).toEqual({
      id: "p-7",
      url,
      title: "Rochie midi",
      brand: "Velora",
      image: "/media/rochie.svg",
      price: 14999,
      oldPrice: 19999,
    });
  });

  it("reads the shops of a product of the feeds; none when the index names none (issue 28)", () => {
    const meta = { title: "Rochie", price: "9000" };
    const url = "/detalii-produs/rochie/";
    expect(toSearchHit({ url, meta: { ...meta, shops: "Magazin Alfa · Magazin Beta" } })?.shops).toEqual([
      "Magazin Alfa",
      "Magazin Beta",
    ]);
    expect(toSearchHit({ url, meta })).not.toHaveProperty("shops");
  });

  it("keeps the product's id, so that a result's click counts; an index without ids gives hits without", () => {
    const meta = { title: "Rochie", price: "100" };
    expect(toSearchHit({ url: recordUrl(url, " p-7 "), meta })?.id).toBe("p-7");
    expect(toSearchHit({ url, meta })).not.toHaveProperty("id");
    expect(toSearchHit({ url: recordUrl(url, "x".repeat(101)), meta })).not.toHaveProperty("id");
  });

  it("links the card to the product's page, without the id its record's address holds", () => {
    expect(toSearchHit({ url: recordUrl(url, "p-7"), meta: { title: "Rochie", price: "100" } })?.url).toBe(url);
  });

  it("leaves out what the product does not have", () => {
    expect(toSearchHit({ url, meta: { title: "Rochie midi", price: "14999" } })).toMatchObject({
      brand: null,
      image: null,
      oldPrice: null,
    });
  });

  it("keeps an old price only when it is above the price (no fake discount)", () => {
    expect(toSearchHit({ url, meta: { title: "Rochie", price: "14999", old_price: "14999" } })?.oldPrice).toBeNull();
    expect(toSearchHit({ url, meta: { title: "Rochie", price: "14999", old_price: "9999" } })?.oldPrice).toBeNull();
  });

  it("skips a result without a title or a usable price rather than drawing it half empty", () => {
    expect(toSearchHit({ url, meta: { price: "14999" } })).toBeNull();
    expect(toSearchHit({ url, meta: { title: " ", price: "14999" } })).toBeNull();
    expect(toSearchHit({ url, meta: { title: "Rochie" } })).toBeNull();
    // Two meta values run together: what Pagefind gives for "price:1, old_price:2" in one attribute.
    expect(toSearchHit({ url, meta: { title: "Rochie", price: "14999, old_price:19999" } })).toBeNull();
    expect(toSearchHit({ url, meta: { title: "Rochie", price: "0" } })).toBeNull();
  });
});

describe("toSearchHit's links (the cards are drawn as HTML)", () => {
  const meta = { title: "Rochie", price: "14999" };

  it("links only to a page of this site", () => {
    expect(toSearchHit({ url, meta })?.url).toBe(url);
    for (const bad of ["javascript:alert(1)", "//rau.example/", "/\\rau.example/", "https://rau.example/", ""]) {
      expect(toSearchHit({ url: bad, meta }), bad).toBeNull();
    }
  });

  it("shows an image from this site or the web, and no image for anything else", () => {
    const image = (src: string) => toSearchHit({ url: recordUrl(url, "p-7", src), meta })?.image;
    expect(image("/media/rochie.svg")).toBe("/media/rochie.svg");
    expect(image("https://cms.example/media/rochie.jpg")).toBe("https://cms.example/media/rochie.jpg");
    expect(image("http://127.0.0.1:8080/media/rochie.svg")).toBe("http://127.0.0.1:8080/media/rochie.svg");
    expect(image("javascript:alert(1)")).toBeNull();
    expect(image("data:image/svg+xml,<svg/>")).toBeNull();
    expect(image("//cms.example/rochie.jpg")).toBeNull();
  });
});

describe("recordUrl and readRecordUrl", () => {
  it("carry an id in a record's address and back, whatever its characters", () => {
    for (const id of ["29351436-0edd-4ee8-9ba3-08edcbebc792", "p 7#ă/?"]) {
      expect(readRecordUrl(recordUrl("/detalii-produs/rochie/", id))).toEqual({ page: "/detalii-produs/rochie/", id });
    }
  });

  it("carry an image's address beside the id, whatever its characters", () => {
    const image = "https://cdn.example.ro/camasa.jpg?w=600&h=800#față";
    expect(readRecordUrl(recordUrl("/detalii-produs/rochie/", "p&7", image))).toEqual({
      page: "/detalii-produs/rochie/",
      id: "p&7",
      image,
    });
    expect(readRecordUrl(recordUrl("/detalii-produs/rochie/", "p7", null))).toEqual({
      page: "/detalii-produs/rochie/",
      id: "p7",
    });
    expect(readRecordUrl("/detalii-produs/rochie/#p7&%E0%A4%A")).toEqual({ page: "/detalii-produs/rochie/", id: "p7" });
  });

  it("read no id from an address without one, or with one that is not percent-encoding", () => {
    expect(readRecordUrl("/detalii-produs/rochie/")).toEqual({ page: "/detalii-produs/rochie/", id: null });
    expect(readRecordUrl("/detalii-produs/rochie/#")).toEqual({ page: "/detalii-produs/rochie/", id: null });
    expect(readRecordUrl("/detalii-produs/rochie/#%E0%A4%A")).toEqual({ page: "/detalii-produs/rochie/", id: null });
  });
});
