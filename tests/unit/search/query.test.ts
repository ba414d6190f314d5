import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, normaliseQuery, standardRomanian } from "../../../src/lib/search/query.ts";

describe("standardRomanian", () => {
  it("turns the old cedilla letters into the comma-below ones, in both cases", () => {
    expect(standardRomanian("Cămaşă ţesută ŞI ŢARĂ")).toBe("Cămașă țesută ȘI ȚARĂ");
  });

  it("composes decomposed text, so ă typed as a + breve is the same letter", () => {
    const decomposed = "Cămașă".normalize("NFD");
    expect(decomposed).not.toBe("Cămașă");
    expect(standardRomanian(decomposed)).toBe("Cămașă");
  });

  it("leaves every other letter alone (it does not strip diacritics: the index does that)", () => {
    expect(standardRomanian("Băieți, fetițe: îmbrăcăminte")).toBe("Băieți, fetițe: îmbrăcăminte");
  });
});

describe("normaliseQuery", () => {
  it("keeps one space between words and none at the ends", () => {
    expect(normaliseQuery("  rochie \t  de\nseară  ")).toBe("rochie de seară");
  });

  it("gives an empty query for blank text (spec §5: blank text triggers no request)", () => {
    expect(normaliseQuery("")).toBe("");
    expect(normaliseQuery(" \t\n ")).toBe("");
  });

  it("writes the query in the standard spelling", () => {
    expect(normaliseQuery("cămaşă")).toBe("cămașă");
  });

  it("cuts a very long query without leaving a space at its end", () => {
    const long = `${"a".repeat(MAX_QUERY_LENGTH - 1)} bbbb`;
    const query = normaliseQuery(long);
    expect(query).toBe("a".repeat(MAX_QUERY_LENGTH - 1));
    expect(normaliseQuery("x".repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });
});
