import { describe, expect, it } from "vitest";
import { PAGE_SIZE } from "../../../src/lib/catalog/listings.ts";
import { select } from "../../../src/lib/listing/facets.ts";
import { NO_FILTERS } from "../../../src/lib/listing/filter.ts";
import { listingData } from "../../../src/lib/listing/listing-data.ts";
import { clampPage, listingPage, pageCountFor } from "../../../src/lib/listing/view.ts";
import { product } from "../support.ts";

const products = Array.from({ length: 70 }, (_, index) =>
  product(`p-${index}`, { id: `p${index}`, title: `Produs ${index}`, price: String(100 + index) }),
);
const data = listingData(products);
const everything = select(data, NO_FILTERS);

describe("pages of results (spec §9: 32 a page)", () => {
  it("shows 32 products a page, the last page the rest", () => {
    expect(PAGE_SIZE).toBe(32);
    const first = listingPage(data, everything, "implicit", 1, PAGE_SIZE);
    const last = listingPage(data, everything, "implicit", 3, PAGE_SIZE);
    expect(first).toMatchObject({ total: 70, page: 1, pageCount: 3 });
    expect(Array.from(first.items)).toEqual(Array.from({ length: 32 }, (_, index) => index));
    expect(Array.from(last.items)).toEqual([64, 65, 66, 67, 68, 69]);
  });

  it("pages the sorted results, not the listing's order", () => {
    const page = listingPage(data, everything, "pret-descrescator", 1, PAGE_SIZE);
    expect(page.items[0]).toBe(69);
  });

  it("brings a page past the end back within range, and has one page when nothing is found", () => {
    expect(listingPage(data, everything, "implicit", 99, PAGE_SIZE).page).toBe(3);
    const none = select(data, { ...NO_FILTERS, price: { min: 1, max: 2 } });
    expect(listingPage(data, none, "implicit", 2, PAGE_SIZE)).toMatchObject({ total: 0, page: 1, pageCount: 1 });
    expect(pageCountFor(64, 32)).toBe(2);
    expect(clampPage(0, 3)).toBe(1);
  });
});
