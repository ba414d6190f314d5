import { describe, expect, it } from "vitest";
import { toCardRow } from "../../src/lib/card/by-id.ts";
import { answerFromCardFile, formerListing, refreshEntries } from "../../src/lib/wishlist-refresh.ts";
import {
  addEntry,
  hasEntry,
  isWishlistEntry,
  parseWishlist,
  removeEntry,
  serializeWishlist,
  toWishlistEntry,
  type WishlistEntry,
} from "../../src/lib/wishlist.ts";

const rochie: WishlistEntry = {
  id: "p1",
  slug: "rochie-midi",
  title: "Rochie midi",
  brand: "Linia Albă",
  price: 14999,
  image: "/media/rochie.jpg",
};
const bluza: WishlistEntry = { id: "p2", slug: "bluza", title: "Bluză", brand: null, price: 8900, image: null };

describe("toWishlistEntry", () => {
  it("keeps only what the panel shows: the first brand and the first image", () => {
    expect(
      toWishlistEntry({
        id: "p1",
        slug: "rochie-midi",
        title: "Rochie midi",
        brands: ["Linia Albă", "Altul"],
        price: 14999,
        images: ["/media/rochie.jpg", "/media/spate.jpg"],
      }),
    ).toEqual(rochie);
  });

  it("takes a single brand as the product JSON gives it, and no image as null", () => {
    expect(toWishlistEntry({ ...bluza, brand: null, images: [] })).toEqual(bluza);
  });
});

describe("add, remove and membership (spec §4)", () => {
  it("appends a product whose id is absent", () => {
    expect(addEntry([rochie], bluza)).toEqual([rochie, bluza]);
  });

  it("ignores a product whose id is already there, returning the same list", () => {
    const list = [rochie];
    expect(addEntry(list, { ...rochie, title: "Alt titlu" })).toBe(list);
  });

  it("removes by id, and leaves the list alone for an unknown id", () => {
    const list = [rochie, bluza];
    expect(removeEntry(list, "p1")).toEqual([bluza]);
    expect(removeEntry(list, "p9")).toBe(list);
  });

  it("checks membership by id", () => {
    expect(hasEntry([rochie], "p1")).toBe(true);
    expect(hasEntry([rochie], "p2")).toBe(false);
  });
});

describe("parseWishlist (spec §4: a stored value that is not a valid array starts an empty list)", () => {
  it("reads back what serializeWishlist wrote", () => {
    const text = serializeWishlist([rochie, bluza]);
    expect(parseWishlist(text)).toEqual({ entries: [rochie, bluza], problem: null });
  });

  it("stores an empty list as no value at all", () => {
    expect(serializeWishlist([])).toBeUndefined();
    expect(parseWishlist(undefined)).toEqual({ entries: [], problem: null });
  });

  it.each(["{oops", "", "null", "42", '"text"', '{"id":"p1"}'])("drops %j as invalid, without throwing", (text) => {
    expect(parseWishlist(text)).toEqual({ entries: [], problem: "invalid" });
  });

  it("keeps the well-formed entries of an array and reports the cleaning", () => {
    const text = JSON.stringify([rochie, { id: "p3" }, null, { ...bluza, price: "89" }, bluza]);
    expect(parseWishlist(text)).toEqual({ entries: [rochie, bluza], problem: "cleaned" });
  });

  it("keeps the first of two entries with the same id", () => {
    const text = JSON.stringify([rochie, { ...rochie, title: "Dublură" }]);
    expect(parseWishlist(text)).toEqual({ entries: [rochie], problem: "cleaned" });
  });

  it("drops fields it does not know, so that nothing else stored is kept", () => {
    const text = JSON.stringify([{ ...rochie, affLink: "javascript:alert(1)" }]);
    expect(parseWishlist(text).entries[0]).toEqual(rochie);
  });
});

describe("isWishlistEntry: storage is the shopper's to edit", () => {
  it.each([
    ["an unsafe slug", { ...rochie, slug: "../../admin" }],
    ["a script image", { ...rochie, image: "javascript:alert(1)" }],
    ["a protocol-relative image", { ...rochie, image: "//evil.example/x.png" }],
    ["a price in Ron, not bani", { ...rochie, price: 149.99 }],
    ["a zero price", { ...rochie, price: 0 }],
    ["an empty id", { ...rochie, id: "" }],
    ["an empty title", { ...rochie, title: "" }],
    ["a brand list", { ...rochie, brand: ["Linia Albă"] }],
  ])("rejects %s", (_, value) => {
    expect(isWishlistEntry(value)).toBe(false);
  });

  it("accepts a site path or an https image", () => {
    expect(isWishlistEntry(rochie)).toBe(true);
    expect(isWishlistEntry({ ...rochie, image: "https://cdn.example.ro/a.jpg" })).toBe(true);
  });
});

describe("refreshEntries (the saved list against the current catalogue)", () => {
  it("shows a changed price, title or image", () => {
    const answers = new Map([["p1", { ...rochie, price: 9999, title: "Rochie midi nouă" }]]);
    const result = refreshEntries([rochie, bluza], answers);
    expect(result.entries).toEqual([{ ...rochie, price: 9999, title: "Rochie midi nouă" }, bluza]);
    expect(result.changed).toBe(true);
    expect(result.unavailable).toEqual([]);
  });

  it("marks a product gone from the catalogue as unavailable and keeps it, so that it can be removed", () => {
    const result = refreshEntries([rochie, bluza], new Map([["p2", null]]));
    expect(result.entries).toEqual([rochie, bluza]);
    expect(result.unavailable).toEqual(["p2"]);
    expect(result.changed).toBe(false);
  });

  it("counts a slug that now belongs to another product as gone", () => {
    const result = refreshEntries([rochie], new Map([["p1", { ...rochie, id: "p7" }]]));
    expect(result.unavailable).toEqual(["p1"]);
    expect(result.entries).toEqual([rochie]);
  });

  it("keeps an entry without an answer (a failed request) as saved, and returns the same list when nothing changed", () => {
    const list = [rochie, bluza];
    const result = refreshEntries(list, new Map([["p1", rochie]]));
    expect(result.entries).toBe(list);
    expect(result.changed).toBe(false);
  });

  it("does not bring back an entry removed while the answers were on their way", () => {
    const result = refreshEntries([bluza], new Map([["p1", { ...rochie, price: 1 }]]));
    expect(result.entries).toEqual([bluza]);
  });
});

describe("answerFromCardFile (is a saved product gone, there, or not known?)", () => {
  const row = toCardRow({
    id: "p1",
    slug: "rochie-midi",
    title: "Rochie midi nouă",
    brands: ["Linia Albă"],
    price: 9999,
    oldPrice: 14999,
    images: ["/media/rochie-2.jpg", "/media/rochie-3.jpg"],
  });

  it("there: its current entry, from its row", () => {
    expect(answerFromCardFile("p1", { p1: row, p9: row })).toEqual({
      ...rochie,
      title: "Rochie midi nouă",
      price: 9999,
      image: "/media/rochie-2.jpg",
    });
  });

  it("gone: its file was read and has no row for it", () => {
    expect(answerFromCardFile("p1", {})).toBeNull();
    expect(answerFromCardFile("p1", { p2: { ...row, id: "p2" } })).toBeNull();
  });

  it("not known: its file failed (offline, an error status), is not a file of rows, or its row is malformed", () => {
    expect(answerFromCardFile("p1", undefined)).toBeUndefined();
    expect(answerFromCardFile("p1", "<html>")).toBeUndefined();
    expect(answerFromCardFile("p1", { p1: { ...row, slug: "../x" } })).toBeUndefined();
  });
});

describe("formerListing (where a gone product's page leads now)", () => {
  const origin = "https://vitrina.ro";
  const answer = (url: string, ok = true, redirected = true) => ({ ok, redirected, url });

  it("the listing a same-origin redirect ended on", () => {
    expect(formerListing(answer("https://vitrina.ro/femei/rochii/"), origin)).toBe("/femei/rochii/");
    expect(formerListing(answer("https://vitrina.ro/femei/rochii/?pagina=2"), origin)).toBe("/femei/rochii/?pagina=2");
  });

  it("nothing without a redirect (404, or the address is another product now), or when it failed", () => {
    expect(formerListing(answer("https://vitrina.ro/detalii-produs/x/", false, false), origin)).toBeNull();
    expect(formerListing(answer("https://vitrina.ro/detalii-produs/x/", true, false), origin)).toBeNull();
    expect(formerListing(answer("https://vitrina.ro/femei/rochii/", false, true), origin)).toBeNull();
  });

  it("nothing for another origin, the home page, or an address that is not one", () => {
    expect(formerListing(answer("https://evil.example/femei/rochii/"), origin)).toBeNull();
    expect(formerListing(answer("https://vitrina.ro/"), origin)).toBeNull();
    expect(formerListing(answer(""), origin)).toBeNull();
  });
});
