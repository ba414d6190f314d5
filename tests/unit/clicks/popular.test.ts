// @vitest-environment happy-dom
/**
 * The popular rows in the browser (components/clicks/popular.ts): the build draws each in its loading state and
 * never asks the click service (issue 25), so what a row shows is the service's ranking, drawn here from the
 * catalogue's card rows. The rows in Chromium against the real service are tests/integration/clicks-flow.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cardShard, cardShards, toCardRow } from "../../../src/lib/card/by-id.ts";
import { POPULAR_TEXT } from "../../../src/lib/messages.ts";
import { paths } from "../../../src/lib/paths.ts";
import { refreshPopular } from "../../../src/components/clicks/popular.ts";
import { product } from "../support.ts";

const API = "https://api.vitrina.test";
const CATALOGUE = [
  product("rochie-a", { id: "a" }),
  product("rochie-b", { id: "b" }),
  product("rochie-c", { id: "c" }),
];
const SHARDS = cardShards(CATALOGUE.map(toCardRow));

/** A row as Popular.astro writes it: loading, no card. */
function row(period: "today" | "alltime", count: number, empty: string): HTMLElement {
  document.body.innerHTML = `
    <div class="popular popular--card" data-popular="${period}" data-popular-count="${count}"
      data-popular-empty-text="${empty}" aria-busy="true">
      <ul class="popular__list" role="list" data-popular-list hidden></ul>
      <p class="popular__empty" data-popular-empty>${POPULAR_TEXT.loading}</p>
    </div>`;
  return document.querySelector<HTMLElement>("[data-popular]") as HTMLElement;
}

/** The site's files and the service, as fetch sees them; `service` answers the top lists. */
function serve(service: (url: URL) => Response | Promise<Response>) {
  const fetcher = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "https://vitrina.test");
    if (url.origin === API) return service(url);
    const shard = [...SHARDS].find(([name]) => url.pathname === paths.cardShard(name));
    return shard ? Response.json(shard[1]) : new Response("not found", { status: 404 });
  });
  vi.stubGlobal("fetch", fetcher);
  return fetcher;
}

const settled = (root: HTMLElement) => vi.waitFor(() => expect(root.getAttribute("aria-busy")).toBe("false"));
const shownIds = (root: HTMLElement) =>
  [...root.querySelectorAll("[data-product-id]")].map((card) => card.getAttribute("data-product-id"));
const emptyText = (root: HTMLElement) => root.querySelector<HTMLElement>("[data-popular-empty]");

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a popular row, filled in the browser", () => {
  it("shows the service's ranking, at most its count, skipping ids the catalogue no longer has", async () => {
    const fetcher = serve(() =>
      Response.json([
        { productId: "ghost", clicks: 9 },
        { productId: "b", clicks: 5 },
        { productId: "a", clicks: 3 },
        { productId: "c", clicks: 1 },
      ]),
    );
    const root = row("today", 2, POPULAR_TEXT.todayEmpty);
    refreshPopular(API, [root]);
    await settled(root);
    expect(shownIds(root)).toEqual(["b", "a"]);
    expect(root.querySelector("[data-popular-list]")?.hasAttribute("hidden")).toBe(false);
    expect(emptyText(root)?.hidden).toBe(true);
    expect(String(fetcher.mock.calls[0]?.[0])).toBe(`${API}/api/productclicks/today?top=2`);
    // The catalogue's card files, not the service, say what a card shows.
    expect(fetcher.mock.calls.map(([url]) => String(url))).toContain(paths.cardShard(cardShard("b")));
  });

  it("says the row's empty text when nobody has clicked today", async () => {
    serve(() => Response.json([]));
    const root = row("today", 4, POPULAR_TEXT.todayEmpty);
    refreshPopular(API, [root]);
    await settled(root);
    expect(shownIds(root)).toEqual([]);
    expect(emptyText(root)?.textContent).toBe("Nu există produse populare pentru astăzi încă.");
    expect(emptyText(root)?.hidden).toBe(false);
  });

  it.each([
    ["does not answer", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["answers an error", () => new Response("", { status: 503 })],
    ["answers junk", () => new Response("<html>", { status: 200 })],
  ])(
    "ends its loading with the empty text when the service %s (spec §8: logged only), with no console error",
    async (_, answer) => {
      serve(answer);
      const error = vi.spyOn(console, "error");
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const root = row("alltime", 1, POPULAR_TEXT.allTimeEmpty);
      refreshPopular(API, [root]);
      await settled(root);
      expect(emptyText(root)?.textContent).toBe(POPULAR_TEXT.allTimeEmpty);
      expect(emptyText(root)?.textContent).not.toBe(POPULAR_TEXT.loading);
      expect(shownIds(root)).toEqual([]);
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
      expect(error).not.toHaveBeenCalled();
    },
  );
});
