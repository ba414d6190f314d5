import { describe, expect, it } from "vitest";
import { chartSvg } from "../../../src/components/product/price-chart.ts";
import { shownStory, stepPath } from "../../../src/lib/prices/shown-story.ts";
import type { Catalog } from "../../../src/lib/catalog/assemble.ts";
import { applyPriceHistory } from "../../../src/lib/catalog/prices.ts";
import { DAY_MS, priceKey, priceStory } from "../../../src/lib/prices/history.ts";
import { product } from "../support.ts";

const NOW = Date.UTC(2026, 10, 24, 10);
const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

describe("the price chart (inline SVG, no script)", () => {
  it("draws the steps: along at each price, down or up at each change, to the chart's end", () => {
    expect(
      stepPath({
        points: [
          [0, 100],
          [50, 80],
        ],
        chartFrom: 0,
        chartTo: 100,
      }),
    ).toBe("M0 8H160V64H320");
    // A rise draws upwards; a third price sits between the other two.
    expect(
      stepPath({
        points: [
          [0, 80],
          [25, 100],
          [75, 90],
        ],
        chartFrom: 0,
        chartTo: 100,
      }),
    ).toBe("M0 64H80V8H240V36H320");
  });

  it("draws a price that never changed as a level line in the middle", () => {
    expect(stepPath({ points: [[0, 100]], chartFrom: 0, chartTo: 100 })).toBe("M0 36H320");
    const story = priceStory([], 100, null, NOW, dayOf);
    expect(chartSvg(shownStory(story).chart?.path ?? "")).toBe(
      '<svg class="price-chart" viewBox="0 0 320 72" preserveAspectRatio="none" aria-hidden="true" focusable="false"><path d="M0 36H320"/></svg>',
    );
  });
});

describe("applyPriceHistory", () => {
  const onSale = product("rochie", { id: "a", price: "75,00", oldPrice: "100,00" });
  const notBacked = product("camasa", { id: "b", price: "75,00", oldPrice: "100,00" });
  const catalog = { products: [onSale, notBacked] } as unknown as Catalog;

  it("keeps as old price only the reference the history backs, and gives every product its story", () => {
    const histories = new Map([
      // "a" cost 100 Ron for two months, then 75 Ron: a reduction against 100 Ron.
      [
        "a",
        [
          { at: NOW - 90 * DAY_MS, price: 10000 },
          { at: NOW - 5 * DAY_MS, price: 7500 },
        ],
      ],
      // "b" has cost 75 Ron for two months: its "100 Ron" old price was never its price.
      ["b", [{ at: NOW - 60 * DAY_MS, price: 7500 }]],
    ]);
    const [a, b] = applyPriceHistory(catalog, histories, NOW, dayOf).products;
    expect(a?.oldPrice).toBe(10000);
    expect(a?.prices?.verdict).toEqual({ kind: "backed", reference: 10000 });
    expect(b?.oldPrice).toBeNull();
    expect(b?.prices?.verdict).toEqual({ kind: "unbacked" });
    expect(b?.prices?.checkedOn).toBe("2026-11-24");
  });

  it("judges each offer by its own shop's history, under its id and shop, and shows the first offer's (issue 28)", () => {
    const offer = (shop: string, price: number, oldPrice: number | null) => ({
      shop,
      price,
      oldPrice,
      inStock: true,
      affLink: `https://${shop}.example/p`,
      pageUrl: null,
      sizes: [],
    });
    // Alfa cost 100 Ron for two months, then 75 Ron: backed. Beta has cost 80 Ron all along: its 100 Ron is not.
    const offered = {
      ...product("geaca", { id: "f", price: "75,00", oldPrice: "100,00" }),
      offers: [offer("alfa", 7500, 10000), offer("beta", 8000, 10000)],
    };
    const histories = new Map([
      [
        priceKey("f", "alfa"),
        [
          { at: NOW - 90 * DAY_MS, price: 10000 },
          { at: NOW - 5 * DAY_MS, price: 7500 },
        ],
      ],
      [priceKey("f", "beta"), [{ at: NOW - 60 * DAY_MS, price: 8000 }]],
      // The product's own key is not the offers': a history under it is not read.
      ["f", [{ at: NOW - 60 * DAY_MS, price: 7500 }]],
    ]);
    const [f] = applyPriceHistory({ products: [offered] } as unknown as Catalog, histories, NOW, dayOf).products;
    expect(f?.offers?.map((each) => [each.shop, each.oldPrice, each.prices?.verdict.kind])).toEqual([
      ["alfa", 10000, "backed"],
      ["beta", null, "unbacked"],
    ]);
    expect(f?.oldPrice).toBe(10000);
    expect(f?.prices).toBe(f?.offers?.[0]?.prices);
  });
});
