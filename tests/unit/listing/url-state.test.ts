import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "../../../src/lib/listing/filter.ts";
import {
  DEFAULT_VIEW,
  foreignParams,
  readPrice,
  readViewState,
  staticPageOf,
  viewHref,
  type ViewState,
} from "../../../src/lib/listing/url-state.ts";

const at = (href: string) => new URL(href, "https://vitrina.example");
const view = (overrides: Partial<ViewState>, filters: Partial<ViewState["filters"]> = {}): ViewState => ({
  ...DEFAULT_VIEW,
  ...overrides,
  filters: { ...NO_FILTERS, ...filters },
});

describe("the view in the URL", () => {
  it("writes every part of the view and reads it back (a link reproduces the view)", () => {
    const state = view(
      { sort: "pret-descrescator", page: 3, columns: 2 },
      {
        brands: ["casa-lia", "nord-fir"],
        materials: ["in"],
        colour: "rosu",
        size: "xl",
        onSale: true,
        price: { min: 100, max: 500 },
      },
    );
    const href = viewHref(state, "/femei/");
    expect(href).toBe(
      "/femei/?brand=casa-lia,nord-fir&material=in&culoare=rosu&marime=xl&reducere=da&pret=100-500&sortare=pret-descrescator&pagina=3&coloane=2",
    );
    expect(readViewState(at(href), "/femei/")).toEqual(state);
  });

  it("has no query at all for the default view", () => {
    expect(viewHref(DEFAULT_VIEW, "/femei/")).toBe("/femei/");
    expect(readViewState(at("/femei/"), "/femei/")).toEqual(DEFAULT_VIEW);
  });

  it("pages without filters at the static pages' own URLs, which work without JavaScript", () => {
    expect(viewHref(view({ page: 3 }), "/femei/")).toBe("/femei/pagina/3/");
    expect(viewHref(view({ page: 3, columns: 1 }), "/femei/")).toBe("/femei/pagina/3/?coloane=1");
    expect(readViewState(at("/femei/pagina/3/"), "/femei/").page).toBe(3);
    // With a filter, the page is in the query, on the listing's own path.
    expect(viewHref(view({ page: 2 }, { onSale: true }), "/femei/")).toBe("/femei/?reducere=da&pagina=2");
    expect(readViewState(at("/femei/pagina/3/?reducere=da&pagina=2"), "/femei/").page).toBe(2);
  });

  it("reads keys whatever their case and diacritics, and in repeated or comma forms", () => {
    const state = readViewState(at("/femei/?culoare=Ro%C5%9Fu&brand=Casa%20Lia&brand=NORD-FIR,velora"), "/femei/");
    expect(state.filters.colour).toBe("rosu");
    expect(state.filters.brands).toEqual(["casa-lia", "nord-fir", "velora"]);
  });

  it("ignores what it cannot read", () => {
    const state = readViewState(
      at("/femei/?sortare=cel-mai-bun&pagina=-2&coloane=9&pret=ieftin&reducere=poate"),
      "/femei/",
    );
    expect(state).toEqual(DEFAULT_VIEW);
  });

  it("keeps parameters that are not the listing's", () => {
    const foreign = foreignParams("?utm_source=news&culoare=rosu&pagina=2");
    expect(foreign).toBe("utm_source=news");
    expect(viewHref(view({}, { colour: "alb" }), "/femei/", foreign)).toBe("/femei/?culoare=alb&utm_source=news");
  });

  it("belongs to one listing: another listing's URL reads as no filters", () => {
    expect(readViewState(at("/barbati/"), "/barbati/")).toEqual(DEFAULT_VIEW);
  });
});

describe("readPrice", () => {
  it("reads whole Ron, either end left open", () => {
    expect(readPrice("100-500")).toEqual({ min: 100, max: 500 });
    expect(readPrice("-300")).toEqual({ min: 0, max: 300 });
    expect(readPrice("100-")?.min).toBe(100);
    expect(readPrice("-")).toBeNull();
    expect(readPrice("abc")).toBeNull();
    expect(readPrice(null)).toBeNull();
  });
});

describe("staticPageOf (the island is the same on every static page: the page comes from the URL)", () => {
  it("reads N from .../pagina/N/, with or without the trailing slash", () => {
    expect(staticPageOf("/femei/pagina/3/", "/femei/")).toBe(3);
    expect(staticPageOf("/femei/rochii/pagina/12", "/femei/rochii/")).toBe(12);
  });

  it("is 1 for the listing itself, another listing's path, or a page number that is not one", () => {
    expect(staticPageOf("/femei/", "/femei/")).toBe(1);
    expect(staticPageOf("/barbati/pagina/3/", "/femei/")).toBe(1);
    expect(staticPageOf("/femei/pagina/0/", "/femei/")).toBe(1);
    expect(staticPageOf("/femei/pagina/abc/", "/femei/")).toBe(1);
  });
});
