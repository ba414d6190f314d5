import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  readHttpUrl,
  readImage,
  readLink,
  readMarkup,
  readPickedName,
  readText,
} from "../../../src/lib/cms/fields.ts";
import { CMS, links, media, picked, richText } from "../support.ts";

const GARBAGE = [null, undefined, 42, true, {}, [], [null], [{}], { url: false }];

describe("readText", () => {
  it("trims text and reads finite numbers as text", () => {
    expect(readText("  Rochie  ")).toBe("Rochie");
    expect(readText(38)).toBe("38");
  });

  it("gives null for blanks and non-text", () => {
    for (const value of ["", "   ", NaN, null, undefined, ["Rochie"], { name: "Rochie" }]) {
      expect(readText(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe("absoluteUrl", () => {
  it("prefixes a media path with the CMS host", () => {
    expect(absoluteUrl("/media/abc/rochie.jpg", CMS)).toBe(`${CMS}/media/abc/rochie.jpg`);
  });

  it("keeps a media path as a site path when there is no host (the sample catalogue)", () => {
    expect(absoluteUrl("/media/abc/rochie.jpg", "")).toBe("/media/abc/rochie.jpg");
  });

  it("keeps an absolute http(s) URL as it is", () => {
    expect(absoluteUrl(" https://cdn.example.ro/a.jpg ", CMS)).toBe("https://cdn.example.ro/a.jpg");
  });

  it("refuses protocol-relative, relative and non-http URLs", () => {
    expect(absoluteUrl("//evil.example/a.jpg", CMS)).toBeNull();
    expect(absoluteUrl("media/a.jpg", CMS)).toBeNull();
    expect(absoluteUrl("javascript:alert(1)", CMS)).toBeNull();
    expect(absoluteUrl("data:image/png;base64,AAAA", CMS)).toBeNull();
  });
});

describe("readImage", () => {
  it("reads a media picker array (one image is still an array), prefixing the CMS host", () => {
    expect(readImage(media("/media/abc/rochie.jpg"), CMS)).toBe(`${CMS}/media/abc/rochie.jpg`);
  });

  it("takes the first image of a media picker with several", () => {
    const value = [...media("/media/1/fata.jpg"), ...media("/media/2/spate.jpg")];
    expect(readImage(value, CMS)).toBe(`${CMS}/media/1/fata.jpg`);
  });

  it("reads an absolute URL string", () => {
    expect(readImage("https://cdn.example.ro/rochie.jpg", CMS)).toBe("https://cdn.example.ro/rochie.jpg");
  });

  it("gives null for an empty picker, a blank string and garbage", () => {
    expect(readImage([], CMS)).toBeNull();
    expect(readImage("", CMS)).toBeNull();
    for (const value of GARBAGE) expect(readImage(value, CMS), JSON.stringify(value)).toBeNull();
  });
});

describe("readLink", () => {
  it("reads a URL string", () => {
    expect(readLink(" https://shop.example.ro/a ")).toBe("https://shop.example.ro/a");
  });

  it("reads the first url of a multi URL picker", () => {
    expect(readLink(links("https://shop.example.ro/a", "https://shop.example.ro/b"))).toBe("https://shop.example.ro/a");
  });

  it("gives null for an empty picker, a content link without url, and garbage", () => {
    expect(readLink([])).toBeNull();
    expect(readLink([{ url: null, linkType: "Content", route: { path: "/x/" } }])).toBeNull();
    for (const value of GARBAGE) expect(readLink(value), JSON.stringify(value)).toBeNull();
  });
});

describe("readHttpUrl", () => {
  it("accepts absolute http and https URLs, as a string or a picker", () => {
    expect(readHttpUrl("https://shop.example.ro/rochie?id=1")).toBe("https://shop.example.ro/rochie?id=1");
    expect(readHttpUrl(links("http://shop.example.ro/a"))).toBe("http://shop.example.ro/a");
  });

  it.each([
    "javascript:alert(1)",
    "/produse/rochie",
    "rochie.html",
    "ftp://shop.example.ro/a",
    "mailto:a@b.ro",
    "https://",
    "data:text/html,x",
  ])("refuses %j", (link) => {
    expect(readHttpUrl(link)).toBeNull();
    expect(readHttpUrl(links(link))).toBeNull();
  });
});

describe("readMarkup", () => {
  it("reads a rich text object", () => {
    expect(readMarkup(richText("<p>Rochie</p>"))).toBe("<p>Rochie</p>");
  });

  it("reads a plain HTML string", () => {
    expect(readMarkup(" <p>Rochie</p> ")).toBe("<p>Rochie</p>");
  });

  it("gives null for empty rich text and garbage", () => {
    expect(readMarkup(richText(""))).toBeNull();
    expect(readMarkup({ markup: null, blocks: [] })).toBeNull();
    for (const value of GARBAGE) expect(readMarkup(value), JSON.stringify(value)).toBeNull();
  });
});

describe("readPickedName", () => {
  it("reads a content picker's name", () => {
    expect(readPickedName(picked("Vară 2024"))).toBe("Vară 2024");
    expect(readPickedName([picked("Toamnă")])).toBe("Toamnă");
  });

  it("reads a plain name", () => {
    expect(readPickedName(" Vară 2024 ")).toBe("Vară 2024");
  });

  it("gives null for garbage", () => {
    for (const value of GARBAGE) expect(readPickedName(value), JSON.stringify(value)).toBeNull();
  });
});
