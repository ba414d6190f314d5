import { describe, expect, it } from "vitest";
import { checkRow } from "../../../src/lib/feeds/offer.ts";
import { profitshareHeaders, profitshareRow, profitshareSignature } from "../../../src/lib/feeds/profitshare-api.ts";

describe("Profitshare request signature", () => {
  it("is the HMAC-SHA1 of method, endpoint, query, user and date, as FEEDS.md spells it", () => {
    // Worked out apart from this code:
    // printf 'GETaffiliate-products/?filters[advertiser]=1234&page=2/vitrinaThu, 26 Nov 2026 10:00:00 GMT' \
    //   | openssl dgst -sha1 -hmac 'cheie-secreta'
    expect(
      profitshareSignature({
        method: "GET",
        endpoint: "affiliate-products",
        query: "filters[advertiser]=1234&page=2",
        user: "vitrina",
        key: "cheie-secreta",
        date: "Thu, 26 Nov 2026 10:00:00 GMT",
      }),
    ).toBe("136612e2c4f5ca4b99c4f76d749339dd0cd2653f");
  });

  it("sends the date it signed, the user and json", () => {
    const headers = profitshareHeaders(
      { url: "https://api.profitshare.ro", user: "vitrina", key: "cheie-secreta" },
      "affiliate-products",
      "filters[advertiser]=1234&page=2",
      new Date("2026-11-26T10:00:00Z"),
    );
    expect(headers).toMatchObject({
      date: "Thu, 26 Nov 2026 10:00:00 GMT",
      "x-ps-client": "vitrina",
      "x-ps-accept": "json",
      "x-ps-auth": "136612e2c4f5ca4b99c4f76d749339dd0cd2653f",
    });
  });
});

describe("Profitshare products as rows", () => {
  const product = {
    advertiser_id: 7,
    advertiser_name: "Magazin Gama",
    brand_name: "Gama",
    category_name: "Accesorii > Fulare",
    description: "Fular de lână",
    image: "https://gama.example/i/small.jpg",
    image_original: "https://gama.example/i/big.jpg",
    link: "https://l.profitshare.ro/l/abc123",
    name: "Fular",
    part_number: "",
    price: 50.34,
    price_vat: 59.9,
    price_discounted: 49.9,
  };

  it("takes the advertiser as the shop, the lower discounted price as the price and the VAT price as the old", () => {
    const checked = checkRow("Profitshare", profitshareRow(product));
    expect(checked.ok && checked.offer).toMatchObject({
      shop: "Magazin Gama",
      id: "abc123",
      title: "Fular",
      price: 4990,
      oldPrice: 5990,
      inStock: true,
      affLink: "https://l.profitshare.ro/l/abc123",
      // The tracking link is not the shop's page: the page is unknown, so nothing link-checks it.
      pageUrl: null,
      images: ["https://gama.example/i/big.jpg"],
      categoryText: "Accesorii > Fulare",
    });
  });

  it("ignores a discounted price of 0 or above the price, and takes the part number as the id", () => {
    for (const price_discounted of [0, 65, "0.00"]) {
      const checked = checkRow("P", profitshareRow({ ...product, price_discounted, part_number: "FG-1" }));
      expect(checked.ok && checked.offer).toMatchObject({ id: "FG-1", price: 5990, oldPrice: null });
    }
  });
});
