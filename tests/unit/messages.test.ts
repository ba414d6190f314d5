import { describe, expect, it } from "vitest";
import { messages } from "../../src/lib/messages.ts";

describe("productsFound (spec §2: '{n} Produse găsite')", () => {
  it("uses the singular for one product", () => {
    expect(messages.productsFound(1)).toBe("1 Produs găsit");
  });

  it("uses the plural for several", () => {
    expect(messages.productsFound(32)).toBe("32 Produse găsite");
    expect(messages.productsFound(0)).toBe("0 Produse găsite");
  });
});

describe("productCount: Romanian adds 'de' when the last two digits are 00 or 20 to 99", () => {
  it.each([
    [0, "0 produse"],
    [1, "1 produs"],
    [2, "2 produse"],
    [5, "5 produse"],
    [19, "19 produse"],
    [20, "20 de produse"],
    [21, "21 de produse"],
    [99, "99 de produse"],
    [100, "100 de produse"],
    [101, "101 produse"],
    [102, "102 produse"],
    [119, "119 produse"],
    [120, "120 de produse"],
    [200, "200 de produse"],
    [1000, "1.000 de produse"],
    [1001, "1.001 produse"],
    [1019, "1.019 produse"],
    [1020, "1.020 de produse"],
  ])("%i → %j", (n, text) => {
    expect(messages.productCount(n)).toBe(text);
  });

  it("applies the same rule in the listing descriptions", () => {
    expect(messages.listingDescription("Rochii", 20)).toContain("Rochii pe Vitrina: 20 de produse");
    expect(messages.listingDescription("Rochii", 101)).toContain("Rochii pe Vitrina: 101 produse");
    expect(messages.listingDescription("Rochii", 1)).toContain("Rochii pe Vitrina: 1 produs ");
  });
});

/** Every text in the messages, functions called with sample numbers. */
function allTexts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    return [0, 1, 2, 20, 101, 1000].flatMap((n) => allTexts((value as (...args: unknown[]) => unknown)(n, n)));
  }
  if (value && typeof value === "object") return Object.values(value).flatMap(allTexts);
  return [];
}

describe("messages are all Romanian (spec §1: the only interface language)", () => {
  const texts = allTexts(messages);

  it("walks every message, the computed ones included", () => {
    expect(texts).toContain("Acasă");
    expect(texts).toContain("20 de produse");
    expect(texts).toContain("Ceva lipsește.");
  });

  it.each(["Buy it now", "Loading...", "No results found", "Your Wishlist", "Add to wishlist", "Something is Missing"])(
    "has no English leftover %j",
    (english) => {
      const found = texts.filter((text) => text.toLowerCase().includes(english.toLowerCase()));
      expect(found).toEqual([]);
    },
  );
});
