import { describe, expect, it } from "vitest";
import { checkOrder } from "../../../src/lib/links/check-links.ts";

describe("checkOrder", () => {
  it("checks each link once, however many products share it", () => {
    expect(checkOrder(["https://a.ro/1", "https://a.ro/1", "https://a.ro/2"], () => undefined)).toEqual([
      "https://a.ro/1",
      "https://a.ro/2",
    ]);
  });

  it("lets hosts take turns, so that one busy partner does not hold up the others", () => {
    const links = ["https://a.ro/1", "https://a.ro/2", "https://a.ro/3", "https://b.ro/1", "https://c.ro/1"];
    expect(checkOrder(links, () => undefined)).toEqual([
      "https://a.ro/1",
      "https://b.ro/1",
      "https://c.ro/1",
      "https://a.ro/2",
      "https://a.ro/3",
    ]);
  });

  it("checks links never checked first, then the stalest: a night that ran out of time is caught up the next", () => {
    const checked: Record<string, string> = {
      "https://a.ro/1": "2026-11-24T00:05:00.000Z",
      "https://a.ro/2": "2026-11-22T00:05:00.000Z",
    };
    expect(checkOrder(["https://a.ro/1", "https://a.ro/2", "https://a.ro/3"], (link) => checked[link])).toEqual([
      "https://a.ro/3",
      "https://a.ro/2",
      "https://a.ro/1",
    ]);
  });
});
