import { describe, expect, it } from "vitest";
import { ClickCounter } from "../../src/service/click-counter.ts";
import { memoryLimits } from "../../src/service/limits/memory.ts";
import { BROWSER_UA } from "./support.ts";

function counter(windowMinutes: number, start = Date.parse("2026-11-24T10:00:00Z")) {
  let now = start;
  const added: string[] = [];
  const limits = memoryLimits(() => now);
  const clickCounter = new ClickCounter({
    catalogue: {
      has: (id) => ["42", "7"].includes(id),
      sells: (id, shop) => id === "7" && ["Magazin Alfa", "Magazin Beta"].includes(shop),
    },
    limits,
    buffer: {
      add: (productId, kind, day, shop) => void added.push(`${productId} ${kind} ${day}${shop ? ` ${shop}` : ""}`),
    },
    windowMs: windowMinutes * 60_000,
    now: () => now,
  });
  const click = (
    productId: string,
    options: { client?: string; kind?: "click" | "outbound"; ua?: string; shop?: string } = {},
  ) =>
    clickCounter.count({
      productId,
      kind: options.kind ?? "click",
      shop: options.shop,
      client: async () => options.client ?? "client-a",
      userAgent: options.ua ?? BROWSER_UA,
    });
  return { click, added, later: (minutes: number) => (now += minutes * 60_000), close: () => limits.close() };
}

describe("what counts", () => {
  it("a shopper's click on a product of the live catalogue, on today's Bucharest date", async () => {
    const { click, added } = counter(30, Date.parse("2026-11-24T22:30:00Z"));
    expect(await click("42")).toBe("counted");
    expect(added).toEqual(["42 click 2026-11-25"]);
  });

  it("not an id outside the live catalogue", async () => {
    const { click, added } = counter(30);
    expect(await click("99")).toBe("unknown-product");
    expect(added).toEqual([]);
  });

  it("not a bot, even on a real id", async () => {
    const { click, added } = counter(30);
    expect(await click("42", { ua: "facebookexternalhit/1.1" })).toBe("bot");
    expect(added).toEqual([]);
  });

  it("once per client and product in the window; again after it", async () => {
    const { click, added, later } = counter(30);
    expect(await click("42")).toBe("counted");
    expect(await click("42")).toBe("repeat");
    later(29);
    expect(await click("42")).toBe("repeat");
    later(1);
    expect(await click("42")).toBe("counted");
    expect(added).toHaveLength(2);
  });

  it("the window is per product, per kind and per client", async () => {
    const { click, added } = counter(30);
    await click("42");
    expect(await click("7")).toBe("counted");
    expect(await click("42", { kind: "outbound" })).toBe("counted");
    expect(await click("42", { client: "client-b" })).toBe("counted");
    expect(added).toHaveLength(4);
  });

  it("every click when the window is 0", async () => {
    const { click, added } = counter(0);
    for (let i = 0; i < 5; i += 1) expect(await click("42")).toBe("counted");
    expect(added).toHaveLength(5);
  });
});

describe("an outbound click on one shop's offer (issue 28)", () => {
  it("counts for that shop when the shop sells the product", async () => {
    const { click, added } = counter(30, Date.parse("2026-11-24T10:00:00Z"));
    expect(await click("7", { kind: "outbound", shop: "Magazin Beta" })).toBe("counted");
    expect(added).toEqual(["7 outbound 2026-11-24 Magazin Beta"]);
  });

  it("is refused for a shop that does not sell it, or for a product with its one link", async () => {
    const { click, added } = counter(30);
    expect(await click("7", { kind: "outbound", shop: "Magazin Gama" })).toBe("unknown-shop");
    expect(await click("42", { kind: "outbound", shop: "Magazin Alfa" })).toBe("unknown-shop");
    expect(await click("7", { kind: "click", shop: "Magazin Alfa" })).toBe("unknown-shop");
    expect(added).toEqual([]);
  });

  it("counts one client's clicks on two shops' offers of a product, each once in the window", async () => {
    const { click, added } = counter(30);
    expect(await click("7", { kind: "outbound", shop: "Magazin Alfa" })).toBe("counted");
    expect(await click("7", { kind: "outbound", shop: "Magazin Beta" })).toBe("counted");
    expect(await click("7", { kind: "outbound", shop: "Magazin Beta" })).toBe("repeat");
    expect(added).toHaveLength(2);
  });
});
