/**
 * The product card's "Fără imagine", part of the card writer (card-html.ts writes it for a product without
 * images) in a module of its own: card-images.ts, on every page, writes it when every image of a card failed, and
 * takes this instead of the whole writer, which a page's scripts load only to draw cards (issue 11).
 */
import { escapeHtml } from "../../lib/html.ts";
import { CARD_TEXT } from "../../lib/messages-card.ts";

/** The placeholder of a card with no image to show. */
export const placeholderHtml = (): string => `<span class="card__placeholder">${escapeHtml(CARD_TEXT.noImage)}</span>`;
