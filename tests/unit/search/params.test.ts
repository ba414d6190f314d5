import { describe, expect, it } from "vitest";
import { readSearchParams, searchHref } from "../../../src/lib/search/params.ts";

describe("readSearchParams", () => {
  it("reads the query, the audience and the brands", () => {
    expect(readSearchParams("?q=rochii&gen=fetite&brand=Velora&brand=Linia+Alb%C4%83")).toEqual({
      query: "rochii",
      gender: "fetite",
      brands: ["Velora", "Linia Albă"],
    });
  });

  it("normalises the query as the search does", () => {
    expect(readSearchParams("?q=++c%C4%83ma%C5%9F%C4%83++alb%C4%83+").query).toBe("cămașă albă");
  });

  it("drops an unknown audience and blank or repeated brands", () => {
    expect(readSearchParams("?q=x&gen=copii&brand=&brand=Stejar&brand=Stejar&brand=+")).toEqual({
      query: "x",
      gender: null,
      brands: ["Stejar"],
    });
  });

  it("reads an address with nothing in it as no search", () => {
    expect(readSearchParams("")).toEqual({ query: "", gender: null, brands: [] });
    expect(readSearchParams(new URLSearchParams("q=%20%20"))).toEqual({ query: "", gender: null, brands: [] });
  });
});

describe("searchHref", () => {
  it("is the search page with the query in its address", () => {
    expect(searchHref({ query: "rochie mini" })).toBe("/search-result/?q=rochie+mini");
  });

  it("carries the audience and every brand, and leaves empty parts out", () => {
    expect(searchHref({ query: "tricou", gender: "baieti", brands: ["Pitic & Co", "Stejar"] })).toBe(
      "/search-result/?q=tricou&gen=baieti&brand=Pitic+%26+Co&brand=Stejar",
    );
    expect(searchHref({ query: "  " })).toBe("/search-result/");
  });

  it("round-trips through readSearchParams", () => {
    const params = { query: "cămașă de in", gender: "barbati" as const, brands: ["Dunărea Denim"] };
    expect(readSearchParams(new URL(searchHref(params), "https://vitrina.example").search)).toEqual(params);
  });
});
