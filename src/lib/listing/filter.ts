/**
 * The listing's filter state (spec §3 "Filter state", §4 "Listing") and the
 * rules that change it. Within a facet the chosen values are alternatives
 * (OR); across facets every criterion holds at once (AND). Values are option
 * keys (`optionKey`), so case and diacritics never split an option.
 */
import type { ListingData } from "./listing-data.ts";

/** A price range in whole Ron, both ends included (spec §4). */
export interface PriceRange {
  readonly min: number;
  readonly max: number;
}

export interface Filters {
  /** Brand keys: a product with any of them passes. */
  readonly brands: readonly string[];
  /** Material keys: a product with any of them passes. */
  readonly materials: readonly string[];
  /** One colour key, or null for "Toate culorile". */
  readonly colour: string | null;
  /** One size key, or null for every size (spec §3: size 'All'). */
  readonly size: string | null;
  readonly onSale: boolean;
  /** Null when the range is the whole slider. */
  readonly price: PriceRange | null;
}

/** Spec §4 "Clear": what every filter returns to. */
export const NO_FILTERS: Filters = {
  brands: [],
  materials: [],
  colour: null,
  size: null,
  onSale: false,
  price: null,
};

/** Spec §5: the listing's price slider runs from 0 to 1500 Ron. */
export const PRICE_SLIDER: PriceRange = { min: 0, max: 1500 };

/** True when any filter is away from its default. */
export function hasFilters(filters: Filters): boolean {
  return (
    filters.brands.length > 0 ||
    filters.materials.length > 0 ||
    filters.colour !== null ||
    filters.size !== null ||
    filters.onSale ||
    filters.price !== null
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

export type TagFacet = "brand" | "material" | "colour" | "size" | "onSale" | "price";

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
  switch (tag.facet) {
    case "brand":
      return { ...filters, brands: filters.brands.filter((key) => key !== tag.key) };
    case "material":
      return { ...filters, materials: filters.materials.filter((key) => key !== tag.key) };
    case "colour":
      return { ...filters, colour: null };
    case "size":
      return { ...filters, size: null };
    case "onSale":
      return { ...filters, onSale: false };
    case "price":
      return { ...filters, price: null };
  }
}
