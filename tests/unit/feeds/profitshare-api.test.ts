import { describe, expect, it } from "vitest";
import { profitshareHeaders, profitshareSignature } from "../../../src/lib/feeds/profitshare-api.ts";

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
