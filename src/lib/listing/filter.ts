/**
 * The listing's filter state (spec §3 "Filter state", §4 "Listing") and the
 * rules that change it. Within a facet the chosen values are alternatives
 * (OR); across facets every criterion holds at once (AND). Values are option
 * keys (`optionKey`), so case and diacritics never split an option.
 */
import {
  OPTION_FACETS,
  type OptionFacet,
  type OptionFacetId,
  type OptionFilters,
  type TagFacet,
} from "./facet-table.ts";
import type { ListingData } from "./listing-data.ts";

export type { TagFacet };

/** A price range in whole Ron, both ends included (spec §4). */
export interface PriceRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The filters: one entry per option facet (facet-table.ts: a list of keys for a "many" facet, one key or null
 * for "all" for a "one" facet), the sale switch and the price range.
 */
export type Filters = OptionFilters & {
  readonly onSale: boolean;
  /** Null when the range is the whole slider. */
  readonly price: PriceRange | null;
};

/** The keys an option facet's filter holds, as a list (one or none for a "one" facet). */
export function chosenKeys(filters: Filters, facet: OptionFacet): readonly string[] {
  const value = filters[facet.filter] as readonly string[] | string | null;
  return value === null ? [] : typeof value === "string" ? [value] : value;
}

/**
 * The filters with an option facet's keys replaced (a "one" facet keeps the first).
 * @example withChosen(NO_FILTERS, colourRow, ["rosu"]) // { ...NO_FILTERS, colour: "rosu" }
 */
export function withChosen(filters: Filters, facet: OptionFacet, keys: readonly string[]): Filters {
  return { ...filters, [facet.filter]: facet.choose === "many" ? keys : (keys[0] ?? null) };
}

/** Spec §4 "Clear": what every filter returns to. */
export const NO_FILTERS: Filters = OPTION_FACETS.reduce<Filters>((filters, facet) => withChosen(filters, facet, []), {
  onSale: false,
  price: null,
} as Filters);

/** Spec §5: the listing's price slider runs from 0 to 1500 Ron. */
export const PRICE_SLIDER: PriceRange = { min: 0, max: 1500 };

/** True when any filter is away from its default. */
export function hasFilters(filters: Filters): boolean {
  return (
    filters.onSale || filters.price !== null || OPTION_FACETS.some((facet) => chosenKeys(filters, facet).length > 0)
  );
}

/**
 * The slider's ends for a listing: 0 to 1500 Ron, widened to the dearest
 * product when one costs more (its price rounded up to a whole Ron).
 * @example priceBounds(data) // { min: 0, max: 1500 }, or { min: 0, max: 2300 } with a 2.299,50 Ron coat
 */
export function priceBounds(data: Pick<ListingData, "prices">): PriceRange {
  let bounds = boundsOf.get(data.prices);
  if (!bounds) {
    let dearest = 0;
    for (const price of data.prices) if (price > dearest) dearest = price;
    bounds = { min: PRICE_SLIDER.min, max: Math.max(PRICE_SLIDER.max, Math.ceil(dearest / 100)) };
    boundsOf.set(data.prices, bounds);
  }
  return bounds;
}

/** A listing's prices never change: its bounds are computed once. */
const boundsOf = new WeakMap<Uint32Array, PriceRange>();

/**
 * A key in or out of a list (spec §4: "Brands and materials toggle in and out of their lists").
 * @example toggleKey(["zara"], "mango") // ["zara", "mango"]
 * @example toggleKey(["zara", "mango"], "zara") // ["mango"]
 */
export function toggleKey(list: readonly string[], key: string): string[] {
  return list.includes(key) ? list.filter((item) => item !== key) : [...list, key];
}

/**
 * Spec §4: "choosing the already chosen colour clears it to 'All'"; null chooses 'All'.
 * @example chooseOne("rosu", "rosu") // null
 */
export function chooseOne(current: string | null, key: string | null): string | null {
  return key === current ? null : key;
}

/**
 * A price range kept inside the slider's bounds, ends in order, and null when
 * it covers the whole slider (no filter).
 * @example clampPrice({ min: 900, max: 200 }, { min: 0, max: 1500 }) // { min: 200, max: 900 }
 * @example clampPrice({ min: 0, max: 1500 }, { min: 0, max: 1500 }) // null
 */
export function clampPrice(range: PriceRange | null, bounds: PriceRange): PriceRange | null {
  if (!range) return null;
  const clamp = (value: number) => Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));
  const [min, max] = [clamp(range.min), clamp(range.max)].sort((a, b) => a - b) as [number, number];
  return min <= bounds.min && max >= bounds.max ? null : { min, max };
}

/** An active filter as a removable tag. `label` is the option's own text (or the range for the price). */
export interface FilterTag {
  readonly facet: TagFacet;
  readonly key: string;
  readonly label: string;
  /** The price tag's range. */
  readonly range?: PriceRange;
}

/** The filters without one tag's criterion. */
export function removeTag(filters: Filters, tag: FilterTag): Filters {
  if (tag.facet === "onSale") return { ...filters, onSale: false };
  if (tag.facet === "price") return { ...filters, price: null };
  const facet = optionFacet(tag.facet);
  return withChosen(
    filters,
    facet,
    chosenKeys(filters, facet).filter((key) => key !== tag.key),
  );
}

/** An option facet's row by its id. */
export function optionFacet(id: OptionFacetId): OptionFacet {
  return OPTION_FACETS.find((facet) => facet.id === id) as OptionFacet;
}

/**
 * A shopper's pick in an option facet: a "many" facet toggles the key in or out of its list (spec §4: "Brands and
 * materials toggle in and out of their lists"); a "one" facet takes it, or clears it when it is the chosen one or
 * null ("Toate culorile").
 * @example pickOption(NO_FILTERS, "colour", "rosu").colour // "rosu"
 */
export function pickOption(filters: Filters, id: OptionFacetId, key: string | null): Filters {
  const facet = optionFacet(id);
  const chosen = chosenKeys(filters, facet);
  if (facet.choose === "many") return key === null ? filters : withChosen(filters, facet, toggleKey(chosen, key));
  const next = key === null ? null : chooseOne(chosen[0] ?? null, key);
  return withChosen(filters, facet, next === null ? [] : [next]);
}
