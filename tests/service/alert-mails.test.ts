/**
 * The alerts' links and mail text (issue 29): an address's token is its signature, refused when forged or for
 * another address; the mail names each product's old and new price, its shop and its page on the site, never a
 * tracking link, with a stop link for each alert and for all.
 */
import { describe, expect, it } from "vitest";
import { formatPrice } from "../../src/lib/money.ts";
import { alertMailText } from "../../src/service/alerts/mails.ts";
import { addressOfToken, addressToken, alertLinks } from "../../src/service/alerts/tokens.ts";

const SECRET = "o-cheie-de-test";

describe("an address's token", () => {
  it("names its address, whatever the case it was given in", () => {
    expect(addressOfToken(SECRET, addressToken(SECRET, "Ana@Exemplu.ro"))).toBe("ana@exemplu.ro");
  });

  it("is refused when forged, cut, signed with another key or moved to another address", () => {
    const token = addressToken(SECRET, "ana@exemplu.ro");
    const [, signature] = token.split(".");
    expect(addressOfToken("alta-cheie", token)).toBeNull();
    expect(addressOfToken(SECRET, `${Buffer.from("ion@exemplu.ro").toString("base64url")}.${signature}`)).toBeNull();
    expect(addressOfToken(SECRET, token.slice(0, -3))).toBeNull();
    expect(addressOfToken(SECRET, `${token}.x`)).toBeNull();
    expect(addressOfToken(SECRET, "")).toBeNull();
  });
});

describe("the alert mail", () => {
  const links = alertLinks("https://api.vitrina.test/", SECRET, "ana@exemplu.ro");
  const text = alertMailText(
    [
      {
        alertId: "a1",
        kind: "price-drop",
        productId: "42",
        title: "Rochie neagră",
        path: "/detalii-produs/rochie-neagra/",
        shop: "Magazin Alfa",
        oldPrice: 20000,
        newPrice: 15000,
      },
      {
        alertId: "a2",
        kind: "back-in-stock",
        productId: "7",
        title: "Geacă de iarnă",
        path: "/detalii-produs/geaca/",
        shop: "Magazin Beta",
        oldPrice: 45000,
        newPrice: 45000,
      },
    ],
    "https://vitrina.test",
    links,
  );

  it("names each product's old and new price, its shop and its page on the site", () => {
    expect(text).toContain(`Rochie neagră: de la ${formatPrice(20000)} la ${formatPrice(15000)}, la Magazin Alfa`);
    expect(text).toContain("https://vitrina.test/detalii-produs/rochie-neagra/");
    expect(text).toContain("Geacă de iarnă: din nou în stoc");
    expect(text).toContain("https://vitrina.test/detalii-produs/geaca/");
    // Only the site's pages and the service's own links: no partner or tracking link.
    const urls = text.match(/https?:\/\/\S+/g) ?? [];
    expect(
      urls.every((url) => url.startsWith("https://vitrina.test/") || url.startsWith("https://api.vitrina.test/")),
    ).toBe(true);
  });

  it("carries a stop link for each alert, the address's page and a stop of all", () => {
    expect(text).toContain(links.stop("a1"));
    expect(text).toContain(links.stop("a2"));
    expect(text).toContain(links.manage);
    expect(text).toContain(links.stopAll);
  });
});
