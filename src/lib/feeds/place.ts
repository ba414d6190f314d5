/**
 * Placing feed rows with the `map` rules (FEEDS.md): first match wins, against the row's category text, folded
 * (src/lib/text.ts: case, diacritics, ș and ş alike) and as whole words. A row no rule places is left out and
 * counted by its category text, so the owner can add a rule.
 */
import type { Gender } from "../gender.ts";
import { stripDiacritics } from "../text.ts";
import type { FeedOffer } from "./offer.ts";
import type { MapRule } from "./settings.ts";

/** An offer with the gender and category a rule gave it. */
export interface PlacedOffer extends FeedOffer {
  readonly gender: Gender;
  readonly category: string;
}

export interface Placement {
  readonly placed: PlacedOffer[];
  /** Rows left out, by their category text ("" for a row with none). */
  readonly unplaced: Record<string, number>;
}

/** The folded whole words of a text. @example words("Femei > Îmbrăcăminte > Rochii") // ["femei", "imbracaminte", "rochii"] */
export function words(text: string): string[] {
  return stripDiacritics(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export type Placer = (categoryText: string, genderHint: Gender | null) => { gender: Gender; category: string } | null;

/**
 * A placer for a list of rules: a rule matches when each of its words is a whole word of the category text, in
 * any order ("tricouri barbati" places "Bărbați > Tricouri"). Its gender, or the row's own when it names none.
 * @example makePlacer([{ match: "rochii", gender: "femei", category: "Rochii" }])("Femei > Rochii de seară", null)
 * // { gender: "femei", category: "Rochii" }
 */
export function makePlacer(rules: readonly MapRule[]): Placer {
  const compiled = rules.map((rule) => ({ rule, words: words(rule.match) }));
  const cache = new Map<string, MapRule | null>();
  return (categoryText, genderHint) => {
    let rule = cache.get(categoryText);
    if (rule === undefined) {
      const present = new Set(words(categoryText));
      rule = compiled.find((each) => each.words.length && each.words.every((word) => present.has(word)))?.rule ?? null;
      cache.set(categoryText, rule);
    }
    const gender = rule?.gender ?? genderHint;
    return rule && gender ? { gender, category: rule.category } : null;
  };
}

/** A placement filled a row at a time, so a feed's rows that no rule places are never held. */
export function createPlacement(rules: readonly MapRule[]): { add(offer: FeedOffer): void; result(): Placement } {
  const place = makePlacer(rules);
  const placed: PlacedOffer[] = [];
  const unplaced: Record<string, number> = {};
  return {
    add(offer) {
      const where = place(offer.categoryText, offer.genderHint);
      if (where) placed.push({ ...offer, ...where });
      else unplaced[offer.categoryText] = (unplaced[offer.categoryText] ?? 0) + 1;
    },
    result: () => ({ placed, unplaced }),
  };
}

/** Places every offer; see makePlacer. */
export function placeOffers(offers: Iterable<FeedOffer>, rules: readonly MapRule[]): Placement {
  const placement = createPlacement(rules);
  for (const offer of offers) placement.add(offer);
  return placement.result();
}
