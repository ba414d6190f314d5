import { describe, expect, it } from "vitest";
import { NO_SEARCH, readSearchParams, searchHref, searchSorts } from "../../../src/lib/search/params.ts";

describe("readSearchParams", () => {
  it("reads the query, the audience and the brands", () => {
    expect(readSearchParams("?q=rochii&gen=fetite&brand=Velora&brand=Linia+Alb%C4%83")).toEqual({
      query: "rochii",
      gender: "fetite",
      brands: ["Velora", "Linia Albă"],
      sort: "implicit",
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
      sort: "implicit",
    });
  });

  it("reads an address with nothing in it as no search", () => {
    expect(readSearchParams("")).toEqual(NO_SEARCH);
    expect(readSearchParams(new URLSearchParams("q=%20%20"))).toEqual(NO_SEARCH);
    expect(NO_SEARCH).toEqual({ query: "", gender: null, brands: [], sort: "implicit" });
  });
});

describe("the search page's sort (issue 29)", () => {
  it("is in the address under the listings' key and values", () => {
    expect(readSearchParams("?q=rochie&sortare=reducere").sort).toBe("reducere");
    expect(searchHref({ query: "rochie", brands: ["Velora"], sort: "populare" })).toBe(
      "/search-result/?q=rochie&brand=Velora&sortare=populare",
    );
  });

  it("leaves the default order (relevance) out of the address, and reads an unknown sort as it", () => {
    expect(searchHref({ query: "rochie", sort: "implicit" })).toBe("/search-result/?q=rochie");
    expect(readSearchParams("?q=rochie&sortare=cele-mai-ieftine").sort).toBe("implicit");
  });

  it("reads a sort the page does not offer as relevance: a link from a build that offered it", () => {
    const offered = searchSorts(["implicit", "pret-crescator", "reducere"]);
    expect(offered).toEqual(["implicit", "reducere"]);
    expect(readSearchParams("?q=rochie&sortare=populare", offered).sort).toBe("implicit");
    expect(readSearchParams("?q=rochie&sortare=reducere", offered).sort).toBe("reducere");
    // A listing's sort the search page does not offer at all.
    expect(readSearchParams("?q=rochie&sortare=titlu-a-z", searchSorts(["implicit", "titlu-a-z"])).sort).toBe(
      "implicit",
    );
  });

  it("offers, besides relevance, issue 29's three when the build offers them, in the listings' order", () => {
    expect(searchSorts(["implicit", "pret-crescator", "pret-descrescator", "populare", "noi", "reducere"])).toEqual([
      "implicit",
      "populare",
      "noi",
      "reducere",
    ]);
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
    const params = {
      query: "cămașă de in",
      gender: "barbati" as const,
      brands: ["Dunărea Denim"],
      sort: "noi" as const,
    };
    expect(readSearchParams(new URL(searchHref(params), "https://vitrina.example").search)).toEqual(params);
  });
});
