import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applyLinkHealth, leaveOutDeadLinks } from "../../../src/lib/catalog/dead-links.ts";
import { writeLinkHealth } from "../../../src/lib/links/health-file.ts";
import type { LinkHealth, LinkHealthEntry } from "../../../src/lib/links/health-state.ts";
import { priceKey } from "../../../src/lib/prices/history.ts";
import { brand, catalog, category, collection, problem, product } from "../support.ts";

const link = (name: string) => `https://shop.example.ro/p/${name}`;
const entry = (affLink: string, overrides: Partial<LinkHealthEntry> = {}): LinkHealthEntry => ({
  affLink,
  status: "dead",
  reason: "HTTP 404 Not Found",
  httpStatus: 404,
  finalUrl: affLink,
  checkedAt: "2026-11-24T00:10:00.000Z",
  deadDays: 1,
  lastDeadDay: "2026-11-24",
  ...overrides,
});
const health = (products: Record<string, LinkHealthEntry>): LinkHealth => ({
  version: 1,
  checkedAt: "2026-11-24T00:12:00.000Z",
  day: "2026-11-24",
  products,
});
const OPTIONS = { file: "releases/link-health.json", deadLinkDays: 2 };

describe("applyLinkHealth", () => {
  const rochie = product("rochie", { id: "p1", title: "Rochie", affLink: link("rochie") });
  const bluza = product("bluza", { id: "p2", title: "Bluză", affLink: link("bluza") });
  const fusta = product("fusta", { id: "p3", title: "Fustă", affLink: link("fusta") });
  const geaca = product("geaca", { id: "p4", title: "Geacă", affLink: link("geaca") });
  const base = catalog({ products: [rochie, bluza, fusta, geaca], problems: [problem()] });

  it("leaves out a product dead for DEAD_LINK_DAYS days and reports it with the reason, marks the rest", () => {
    const result = applyLinkHealth(
      base,
      health({
        p1: entry(link("rochie"), { deadDays: 2 }),
        p2: entry(link("bluza"), { deadDays: 1 }),
        p3: entry(link("fusta"), { status: "out_of_stock", reason: "schema.org availability OutOfStock", deadDays: 0 }),
        p4: entry(link("geaca"), { status: "live", reason: "HTTP 200", deadDays: 0 }),
      }),
      OPTIONS,
    );
    expect(result.products.map((item) => item.id)).toEqual(["p2", "p3", "p4"]);
    expect(result.problems).toEqual([
      problem(),
      {
        kind: "product",
        id: "p1",
        title: "Rochie",
        field: "affLink",
        reason: "partner link dead on 2 days in a row (DEAD_LINK_DAYS 2): HTTP 404 Not Found",
      },
    ]);
    expect(result.linkHealth).toEqual({
      file: "releases/link-health.json",
      checkedAt: "2026-11-24T00:12:00.000Z",
      deadLinkDays: 2,
      leftOut: [expect.objectContaining({ id: "p1", deadDays: 2, affLink: link("rochie") })],
      dead: [expect.objectContaining({ id: "p2", title: "Bluză", deadDays: 1, reason: "HTTP 404 Not Found" })],
      outOfStock: [expect.objectContaining({ id: "p3", reason: "schema.org availability OutOfStock" })],
    });
  });

  it("keeps a product whose link an editor changed since the check", () => {
    const result = applyLinkHealth(base, health({ p1: entry(link("rochie-veche"), { deadDays: 5 }) }), OPTIONS);
    expect(result.products).toHaveLength(4);
    expect(result.linkHealth?.leftOut).toEqual([]);
  });

  it("takes the threshold from the setting", () => {
    const state = health({ p1: entry(link("rochie"), { deadDays: 2 }) });
    expect(applyLinkHealth(base, state, { ...OPTIONS, deadLinkDays: 3 }).products).toHaveLength(4);
    expect(applyLinkHealth(base, state, { ...OPTIONS, deadLinkDays: 1 }).products).toHaveLength(3);
  });

  it("keeps the categories, collections and brands of a product left out: their pages stay for old links", () => {
    const rochii = category();
    const vara = collection();
    const withLinks = catalog({
      products: [product("rochie", { id: "p1", affLink: link("rochie"), collection: "Vară", brands: "Zara" })],
      categories: [rochii],
      collections: [vara],
      brands: [brand("Zara")],
    });
    const result = applyLinkHealth(withLinks, health({ p1: entry(link("rochie"), { deadDays: 2 }) }), OPTIONS);
    expect(result.products).toEqual([]);
    expect(result.categories).toEqual([rochii]);
    expect(result.collections).toEqual([vara]);
    expect(result.brands).toEqual([brand("Zara")]);
  });
});

describe("leaveOutDeadLinks", () => {
  it("leaves the catalogue as it is without LINK_HEALTH_FILE", async () => {
    const base = catalog({ products: [product("rochie")] });
    expect(await leaveOutDeadLinks(base, { LINK_HEALTH_FILE: undefined, DEAD_LINK_DAYS: 2 })).toBe(base);
  });

  it("reads the file, and says so in the report when no check has written it yet", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "dead-links-"));
    try {
      const file = path.join(dir, "link-health.json");
      const rochie = product("rochie", { id: "p1", affLink: link("rochie") });
      const base = catalog({ products: [rochie] });
      const none = await leaveOutDeadLinks(base, { LINK_HEALTH_FILE: file, DEAD_LINK_DAYS: 2 });
      expect(none.products).toEqual([rochie]);
      expect(none.linkHealth).toMatchObject({ file, checkedAt: "", leftOut: [], dead: [] });

      await writeLinkHealth(file, health({ p1: entry(link("rochie"), { deadDays: 2 }) }));
      const read = await leaveOutDeadLinks(base, { LINK_HEALTH_FILE: file, DEAD_LINK_DAYS: 2 });
      expect(read.products).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("applyLinkHealth on the feeds' products (issue 28): each shop's page judged on its own", () => {
  const offer = (shop: string, price: number, pageUrl: string | null, affLink = `https://${shop}.example/t`) => ({
    shop,
    price,
    oldPrice: null,
    inStock: true,
    affLink,
    pageUrl,
    sizes: [],
  });
  const tracking = "https://event.2performant.com/events/click?ad_type=product_store&aff_code=a&unique=u1";
  const offered = {
    ...product("geaca", { id: "f1", title: "Geacă", price: "100,00" }),
    offers: [offer("alfa", 10_000, link("alfa")), offer("beta", 12_000, link("beta"))],
  };
  const deadTwice = (page: string) => entry(page, { deadDays: 2 });

  it("leaves out an offer dead DEAD_LINK_DAYS days, keeps the product with the next offer's price and link", () => {
    const result = applyLinkHealth(
      catalog({ products: [offered] }),
      health({ [priceKey("f1", "alfa")]: deadTwice(link("alfa")) }),
      OPTIONS,
    );
    const [kept] = result.products;
    expect(kept?.offers?.map((each) => each.shop)).toEqual(["beta"]);
    expect([kept?.price, kept?.affLink]).toEqual([12_000, "https://beta.example/t"]);
    expect(result.linkHealth?.offersLeftOut?.map((mark) => mark.id)).toEqual([priceKey("f1", "alfa")]);
    expect(result.problems).toEqual([]);
  });

  it("leaves out the product when every shop's page is dead, and reports it", () => {
    const result = applyLinkHealth(
      catalog({ products: [offered] }),
      health({ [priceKey("f1", "alfa")]: deadTwice(link("alfa")), [priceKey("f1", "beta")]: deadTwice(link("beta")) }),
      OPTIONS,
    );
    expect(result.products).toEqual([]);
    expect(result.problems.map((each) => [each.id, each.field])).toEqual([["f1", "affLink"]]);
  });

  it("never judges a product whose shop page is unknown (only a tracking link)", () => {
    const cms = product("rochie", { id: "p9", title: "Rochie", affLink: tracking });
    const result = applyLinkHealth(catalog({ products: [cms] }), health({ p9: deadTwice(tracking) }), OPTIONS);
    expect(result.products.map((each) => each.id)).toEqual(["p9"]);
  });
});
