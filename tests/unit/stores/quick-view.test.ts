import { beforeEach, describe, expect, it, vi } from "vitest";
import { summaryShardPath } from "../../../src/lib/product-shards.ts";
import type { ProductSummary } from "../../../src/lib/product-summary.ts";
import { $openPanel, closePanel } from "../../../src/stores/panels.ts";
import { clearProductSummaries, loadProductSummary } from "../../../src/stores/product-summaries.ts";
import { $quickView, openQuickView } from "../../../src/stores/quick-view.ts";

const summary = (slug: string): ProductSummary => ({
  id: `id-${slug}`,
  slug,
  title: `Produs ${slug}`,
  brand: null,
  price: 10000,
  oldPrice: 12500,
  images: [],
  checkedOn: null,
  alt: "",
  category: null,
  description: "",
  affLink: "https://shop.example/p",
  href: `/detalii-produs/${slug}/`,
});

beforeEach(() => {
  closePanel();
  clearProductSummaries();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("openQuickView (spec §3: the current quick-view item)", () => {
  it("opens the panel at once, loading, then shows the product", async () => {
    let resolve = (_: ProductSummary) => {};
    const pending = openQuickView("rochie", "/detalii-produs/rochie/", null, () => new Promise((r) => (resolve = r)));
    expect($openPanel.get()).toBe("quickview");
    expect($quickView.get()).toEqual({ status: "loading", slug: "rochie" });
    resolve(summary("rochie"));
    await pending;
    expect($quickView.get()).toEqual({ status: "ready", slug: "rochie", product: summary("rochie") });
  });

  it("links to the product page when the product cannot be read or is gone", async () => {
    await openQuickView("rochie", "/detalii-produs/rochie/", null, async () => null);
    expect($quickView.get()).toEqual({ status: "failed", slug: "rochie", href: "/detalii-produs/rochie/" });
    await openQuickView("bluza", "/detalii-produs/bluza/", null, async () => {
      throw new Error("offline");
    });
    expect($quickView.get()).toEqual({ status: "failed", slug: "bluza", href: "/detalii-produs/bluza/" });
  });

  it("shows the last card asked for when answers arrive out of order", async () => {
    const slow = openQuickView(
      "rochie",
      "/r/",
      null,
      () => new Promise((r) => setTimeout(() => r(summary("rochie")), 20)),
    );
    await openQuickView("bluza", "/b/", null, async () => summary("bluza"));
    await slow;
    expect($quickView.get()).toMatchObject({ status: "ready", slug: "bluza" });
  });
});

describe("loadProductSummary", () => {
  const answer = (status: number, body: unknown = {}) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
  const fileOf = (...slugs: string[]) => Object.fromEntries(slugs.map((slug) => [slug, summary(slug)]));

  it("reads the slug's file of summaries once per page view", async () => {
    const fetcher = answer(200, fileOf("rochie"));
    expect(await loadProductSummary("rochie", fetcher)).toEqual(summary("rochie"));
    expect(await loadProductSummary("rochie", fetcher)).toEqual(summary("rochie"));
    expect(fetcher).toHaveBeenCalledOnce();
    expect(fetcher).toHaveBeenCalledWith(summaryShardPath("rochie"), expect.anything());
    expect(summaryShardPath("rochie")).toMatch(/^\/date\/detalii\/[0-9a-f]{3}\.json$/);
  });

  it("answers null for a product gone from the catalogue: its file read, without it", async () => {
    expect(await loadProductSummary("disparut", answer(200, fileOf("rochie")))).toBeNull();
  });

  it("rejects on an error status or an unexpected body, and tries again next time", async () => {
    await expect(loadProductSummary("rochie", answer(404))).rejects.toThrow("HTTP 404");
    await expect(loadProductSummary("rochie", answer(500))).rejects.toThrow("HTTP 500");
    await expect(loadProductSummary("rochie", answer(200, { rochie: { nope: true } }))).rejects.toThrow("Unexpected");
    await expect(loadProductSummary("rochie", answer(200, [summary("rochie")]))).rejects.toThrow("Unexpected");
    expect(await loadProductSummary("rochie", answer(200, fileOf("rochie")))).toEqual(summary("rochie"));
  });
});
