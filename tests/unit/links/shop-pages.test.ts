import { describe, expect, it } from "vitest";
import { isTrackingLink, pagesToCheck, shopPageOf } from "../../../src/lib/links/shop-pages.ts";
import { priceKey } from "../../../src/lib/prices/history.ts";
import { product } from "../support.ts";

const PRODUCT_LINK =
  "https://event.2performant.com/events/click?ad_type=product_store&unique=u1&aff_code=a&campaign_unique=c";
const QUICKLINK =
  "https://event.2performant.com/events/click?ad_type=quicklink&aff_code=a&unique=p&redirect_to=https%3A%2F%2Falfa.ro%2Fp%2F1";

describe("the pages a link check may read (issue 28: never a tracking link)", () => {
  it("knows the networks' tracking links by their shape, wherever they are served", () => {
    expect(isTrackingLink(PRODUCT_LINK)).toBe(true);
    expect(isTrackingLink("https://l.profitshare.ro/l/abc123")).toBe(true);
    expect(isTrackingLink("http://127.0.0.1:4000/events/click?ad_type=product_store&aff_code=a&unique=u")).toBe(true);
    expect(isTrackingLink("https://alfa.ro/p/1")).toBe(false);
  });

  it("reads a quicklink's redirect_to, a shop's own link as it is, and nothing for a tracking link", () => {
    expect(shopPageOf(QUICKLINK)).toBe("https://alfa.ro/p/1");
    expect(shopPageOf("https://alfa.ro/p/1")).toBe("https://alfa.ro/p/1");
    expect(shopPageOf(PRODUCT_LINK)).toBeNull();
    expect(shopPageOf("https://l.profitshare.ro/l/abc123")).toBeNull();
  });

  it("checks each offer's page, and names what it cannot check", () => {
    const offer = (shop: string, affLink: string, pageUrl: string | null) => ({
      shop,
      price: 100,
      oldPrice: null,
      inStock: true,
      affLink,
      pageUrl,
      sizes: [],
    });
    const offered = {
      ...product("geaca", { id: "f1", title: "Geacă" }),
      offers: [
        offer("alfa", PRODUCT_LINK, "https://alfa.ro/p/1"),
        offer("gama", "https://l.profitshare.ro/l/x", null),
        // An offer's link is never read, even a quicklink: the reader has put its redirect_to in pageUrl already.
        offer("beta", "https://beta.ro/p/1", null),
      ],
    };
    const cmsTracking = product("rochie", { id: "p1", title: "Rochie", affLink: PRODUCT_LINK });
    const cmsShop = product("bluza", { id: "p2", title: "Bluză", affLink: "https://beta.ro/bluza" });
    const { pages, unknown } = pagesToCheck([offered, cmsTracking, cmsShop]);
    expect(pages.map((page) => [page.id, page.page])).toEqual([
      [priceKey("f1", "alfa"), "https://alfa.ro/p/1"],
      ["p2", "https://beta.ro/bluza"],
    ]);
    expect(unknown.map((entry) => entry.id)).toEqual([priceKey("f1", "gama"), priceKey("f1", "beta"), "p1"]);
    expect(pages.some((page) => isTrackingLink(page.page))).toBe(false);
  });
});
