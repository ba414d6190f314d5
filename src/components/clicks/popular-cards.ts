/**
 * The items of a popular row, written by the one card writer, as every card
 * of the site is (popular.ts draws them in the browser).
 */
import type { Card } from "../../lib/card/card.ts";
import { cardHtml } from "../catalog/card-html.ts";

/** "card": tiles on the home page; "row": picture beside text, the menu's small rows. */
export type PopularLayout = "card" | "row";

/** The `<li>`s of a row's list. */
export function popularItemsHtml(cards: readonly Card[], layout: PopularLayout): string {
  const options = layout === "row" ? ({ layout, heading: null, actions: "none" } as const) : ({ heading: 3 } as const);
  return cards.map((card) => `<li>${cardHtml(card, options)}</li>`).join("");
}
