/**
 * What the search modal (src/components/search/search-modal.ts) says and
 * shows for each state of the quick search; the DOM itself is driven in
 * Chromium by tests/e2e/search.test.ts.
 */
import { describe, expect, it } from "vitest";
import { hitRowsHtml, showsHits, statusText } from "../../../src/components/search/search-modal.ts";
import type { SearchHit } from "../../../src/lib/search/hits.ts";
import type { QuickSearchState } from "../../../src/stores/search.ts";

const hit = (n: number): SearchHit => ({
  url: `/detalii-produs/rochie-${n}/`,
  title: `Rochie ${n}`,
  brand: null,
  image: null,
  price: 14999,
  oldPrice: null,
});
const state = (status: QuickSearchState["status"], total = 0, hits: SearchHit[] = []): QuickSearchState => ({
  query: "rochie",
  status,
  total,
  hits,
});

describe("the search modal", () => {
  it("says nothing when idle, that it searches while loading, and how many it found", () => {
    expect(statusText(state("idle"))).toBe("");
    expect(statusText(state("loading"))).toBe("Se caută...");
    expect(statusText(state("done", 0))).toBe("Niciun rezultat.");
    expect(statusText(state("done", 1, [hit(1)]))).toBe("1 rezultat");
    expect(statusText(state("done", 294, [hit(1)]))).toBe("294 de rezultate");
    expect(statusText(state("failed"))).toMatch(/^Căutarea nu a funcționat/);
  });

  it("shows the cards of the answer, and the last answer's while the next loads", () => {
    expect(showsHits(state("done", 2, [hit(1), hit(2)]))).toBe(true);
    expect(showsHits(state("loading", 2, [hit(1), hit(2)]))).toBe(true);
    expect(showsHits(state("loading"))).toBe(false);
    expect(showsHits(state("done", 0))).toBe(false);
    expect(showsHits(state("failed", 0))).toBe(false);
  });

  it("draws one list item per result, each a row card", () => {
    const html = hitRowsHtml(state("done", 2, [hit(1), hit(2)]));
    expect(html.match(/<li><a class="card card--row" href="\/detalii-produs\/rochie-\d\/">/g)).toHaveLength(2);
    expect(html.endsWith("</a></li>")).toBe(true);
  });
});
