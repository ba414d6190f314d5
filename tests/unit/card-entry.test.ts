// @vitest-environment happy-dom
/**
 * A card's wishlist button saves what the card shows (card-entry.ts reads
 * it back from card-html.ts's markup): the entry toWishlistEntry makes of
 * the product itself.
 */
import { describe, expect, it } from "vitest";
import { cardEntry, cardId } from "../../src/components/catalog/card-entry.ts";
import { cardHtml } from "../../src/components/catalog/card-html.ts";
import { toCard } from "../../src/lib/card/card.ts";
import type { Product } from "../../src/lib/domain/schema.ts";
import { toWishlistEntry } from "../../src/lib/wishlist.ts";
import { product } from "./support.ts";

function heartOf(source: Product): Element {
  document.body.innerHTML = cardHtml(toCard(source));
  const heart = document.querySelector("[data-wishlist-add]");
  if (!heart) throw new Error("the card has no wishlist button");
  return heart;
}

describe("cardEntry", () => {
  it.each([
    [
      "a product on sale, with brands and images",
      { title: 'Rochie "Ana" <midi> & co', brands: "Velora, Boema", price: "1.299,99", oldPrice: "1.500" },
    ],
    ["a product without brand or image", { brands: "", images: [], price: "9,90" }],
  ])("reads back %s as the entry of the product itself", (_, overrides) => {
    const source = product("rochie-ana", { id: "p-7", ...overrides });
    expect(cardEntry(heartOf(source))).toEqual(toWishlistEntry(source));
    expect(cardId(heartOf(source))).toBe("p-7");
  });

  it("finds nothing outside a card", () => {
    document.body.innerHTML = '<button type="button" data-wishlist-add></button>';
    const button = document.querySelector("button") as Element;
    expect(cardEntry(button)).toBeNull();
    expect(cardId(button)).toBeNull();
  });
});
