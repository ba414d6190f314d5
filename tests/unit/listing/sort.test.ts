import { describe, expect, it } from "vitest";
import { select } from "../../../src/lib/listing/facets.ts";
import { NO_FILTERS } from "../../../src/lib/listing/filter.ts";
import { sortMatches, sortOrder } from "../../../src/lib/listing/sort-order.ts";
import { isSortKey, SORT_KEYS } from "../../../src/lib/listing/sort.ts";
import { listingData } from "../../../src/lib/listing/listing-data.ts";
import { messages } from "../../../src/lib/messages.ts";
import { product } from "../support.ts";
import { DATA, slugsAt } from "./fixture.ts";

describe("sorting (spec §9)", () => {
  it("offers the five options and issue 29's three, labelled as the issues write them", () => {
    expect(SORT_KEYS.map((key) => messages.filters.sorts[key])).toEqual([
      "Sortare după (implicit)",
      "Preț crescător",
      "Preț descrescător",
      "Titlu A–Z",
      "Titlu Z–A",
      "Cele mai populare",
      "Cele mai noi",
      "Reducere",
    ]);
    expect(isSortKey("pret-crescator")).toBe(true);
    expect(isSortKey("price-asc")).toBe(false);
  });

  it("keeps the listing's own order by default", () => {
    expect(slugsAt(sortOrder(DATA, "implicit"))).toEqual(slugsAt([0, 1, 2, 3, 4, 5]));
  });

  it("sorts by price both ways", () => {
    expect(slugsAt(sortOrder(DATA, "pret-crescator"))).toEqual([
      "tricou-bumbac",
      "sal-matase",
      "bluza-in",
      "camasa-alba",
      "sacou-lana",
      "tesatura-in",
    ]);
    expect(slugsAt(sortOrder(DATA, "pret-descrescator"))).toEqual([
      "tesatura-in",
      "sacou-lana",
      "camasa-alba",
      "bluza-in",
      "sal-matase",
      "tricou-bumbac",
    ]);
  });

  it("compares titles in Romanian order: ă after a, ș after s, ț after t", () => {
    expect(slugsAt(sortOrder(DATA, "titlu-a-z")).map((slug) => slug)).toEqual([
      "bluza-in", // Bluză
      "camasa-alba", // Cămașă
      "sacou-lana", // Sacou
      "sal-matase", // Șal
      "tricou-bumbac", // Tricou
      "tesatura-in", // Țesătură
    ]);
    expect(slugsAt(sortOrder(DATA, "titlu-z-a"))).toEqual(slugsAt(sortOrder(DATA, "titlu-a-z")).reverse());
  });

  it("keeps the listing's order between equal prices, in both directions", () => {
    const data = listingData([
      product("a", { id: "a", title: "A", price: "100" }),
      product("b", { id: "b", title: "B", price: "50" }),
      product("c", { id: "c", title: "C", price: "100" }),
    ]);
    expect(Array.from(sortOrder(data, "pret-crescator"))).toEqual([1, 0, 2]);
    expect(Array.from(sortOrder(data, "pret-descrescator"))).toEqual([0, 2, 1]);
  });

  it("sorts after filtering: only the matches, in the chosen order", () => {
    const matches = select(DATA, { ...NO_FILTERS, colour: "rosu" }).matches;
    expect(slugsAt(sortMatches(DATA, matches, "pret-descrescator"))).toEqual([
      "tesatura-in",
      "sacou-lana",
      "sal-matase",
    ]);
    expect(sortMatches(DATA, matches, "implicit")).toBe(matches);
  });
});
