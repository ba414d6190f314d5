/**
 * Filtering and facet counts in one pass over the listing (spec §4
 * "Listing"): the products that pass every criterion, and for each option of
 * each facet how many products choosing it would give.
 *
 * The count of an option is the number of products that pass every *other*
 * facet and have that option: a product failing exactly one facet still
 * counts towards that facet's options, a product failing two counts nowhere.
 * So one pass gives every count, and 10,000 products take well under a
 * millisecond.
 */
import { priceBounds, type Filters, type PriceRange } from "./filter.ts";
import type { FacetOption, ListingData, MultiFacet, SingleFacet } from "./listing-data.ts";

export interface FacetCounts {
  /** Indexed like each facet's `options`. */
  readonly brands: Uint32Array;
  readonly materials: Uint32Array;
  readonly colours: Uint32Array;
  readonly sizes: Uint32Array;
  /** Products the on-sale filter would give. */
  readonly onSale: number;
}

export interface Selection {
  /** Indexes of the products that pass, in the listing's order. */
  readonly matches: Uint32Array;
  readonly counts: FacetCounts;
}

const BRAND = 1;
const MATERIAL = 2;
const COLOUR = 3;
const SIZE = 4;
const ON_SALE = 5;
const PRICE = 6;

function chosen(options: readonly FacetOption[], keys: readonly string[]): Uint8Array | null {
  if (!keys.length) return null;
  const wanted = new Set(keys);
  return Uint8Array.from(options, (option) => (wanted.has(option.key) ? 1 : 0));
}

/** Per distinct value list: 1 when it holds a chosen option. Null when nothing is chosen. */
function passingSets(facet: MultiFacet, keys: readonly string[]): Uint8Array | null {
  const mask = chosen(facet.options, keys);
  if (!mask) return null;
  return Uint8Array.from(facet.sets, (set) => (set.some((option) => mask[option] === 1) ? 1 : 0));
}

/** Per value code (0 = none): 1 when it is a chosen option. Null when nothing is chosen. */
function passingValues(facet: SingleFacet, keys: readonly string[]): Uint8Array | null {
  const mask = chosen(facet.options, keys);
  if (!mask) return null;
  const passing = new Uint8Array(facet.options.length + 1);
  passing.set(mask, 1);
  return passing;
}

function bump(counts: Uint32Array, index: number): void {
  counts[index] = (counts[index] ?? 0) + 1;
}

/** Per option of a multi facet: the products counted under the value lists that hold it. */
function optionCounts(facet: MultiFacet, setCounts: Uint32Array): Uint32Array {
  const counts = new Uint32Array(facet.options.length);
  facet.sets.forEach((set, index) => {
    const products = setCounts[index] ?? 0;
    if (products) for (const option of set) counts[option] = (counts[option] ?? 0) + products;
  });
  return counts;
}

/** The products that pass `filters`, and every facet option's count. */
export function select(data: ListingData, filters: Filters): Selection {
  const { count, prices, oldPrices, brands, materials, colours, sizes } = data;
  const brandPass = passingSets(brands, filters.brands);
  const sizePass = passingSets(sizes, filters.size === null ? [] : [filters.size]);
  const materialPass = passingValues(materials, filters.materials);
  const colourPass = passingValues(colours, filters.colour === null ? [] : [filters.colour]);
  const onSale = filters.onSale;
  const low = filters.price ? filters.price.min * 100 : 0;
  const high = filters.price ? filters.price.max * 100 : Infinity;

  // Multi facets count by value list (a few dozen distinct lists): spread over their options at the end.
  const brandSetCounts = new Uint32Array(brands.sets.length);
  const sizeSetCounts = new Uint32Array(sizes.sets.length);
  // Single facets count by value code: slot 0 (no value) is dropped at the end.
  const materialCounts = new Uint32Array(materials.options.length + 1);
  const colourCounts = new Uint32Array(colours.options.length + 1);
  let onSaleCount = 0;
  const matches = new Uint32Array(count);
  let matched = 0;

  for (let index = 0; index < count; index++) {
    const brandSet = brands.values[index] as number;
    const sizeSet = sizes.values[index] as number;
    const material = materials.values[index] as number;
    const colour = colours.values[index] as number;
    const price = prices[index] as number;
    const discounted = (oldPrices[index] as number) > 0;

    let failures = 0;
    let failed = 0;
    if (brandPass && brandPass[brandSet] === 0) {
      failures++;
      failed = BRAND;
    }
    if (materialPass && materialPass[material] === 0) {
      failures++;
      failed = MATERIAL;
    }
    if (colourPass && colourPass[colour] === 0) {
      failures++;
      failed = COLOUR;
    }
    if (sizePass && sizePass[sizeSet] === 0) {
      failures++;
      failed = SIZE;
    }
    if (onSale && !discounted) {
      failures++;
      failed = ON_SALE;
    }
    if (price < low || price > high) {
      failures++;
      failed = PRICE;
    }
    if (failures > 1) continue;
    if (failures === 0) matches[matched++] = index;

    if (failures === 0 || failed === BRAND) bump(brandSetCounts, brandSet);
    if (failures === 0 || failed === SIZE) bump(sizeSetCounts, sizeSet);
    if (failures === 0 || failed === MATERIAL) bump(materialCounts, material);
    if (failures === 0 || failed === COLOUR) bump(colourCounts, colour);
    if ((failures === 0 || failed === ON_SALE) && discounted) onSaleCount++;
  }

  return {
    matches: matches.subarray(0, matched),
    counts: {
      brands: optionCounts(brands, brandSetCounts),
      sizes: optionCounts(sizes, sizeSetCounts),
      materials: materialCounts.subarray(1),
      colours: colourCounts.subarray(1),
      onSale: onSaleCount,
    },
  };
}

/** A facet option with its count: `count` 0 means choosing it would give nothing (it is disabled). */
export interface OptionCount extends FacetOption {
  readonly count: number;
}

/** What the filter panel shows: every facet's options with their counts, and the slider's bounds. */
export interface FacetSummary {
  readonly brands: readonly OptionCount[];
  readonly materials: readonly OptionCount[];
  readonly colours: readonly OptionCount[];
  readonly sizes: readonly OptionCount[];
  /** Products on sale that the other filters let through; the facet is hidden when the listing has none. */
  readonly onSale: number;
  /** Whether any product of the listing is on sale. */
  readonly hasSales: boolean;
  readonly price: PriceRange;
}

function withCounts(options: readonly FacetOption[], counts: Uint32Array): OptionCount[] {
  return options.map((option, index) => ({ ...option, count: counts[index] ?? 0 }));
}

/** The panel's view of a selection. */
export function facetSummary(data: ListingData, selection: Selection): FacetSummary {
  const { counts } = selection;
  return {
    brands: withCounts(data.brands.options, counts.brands),
    materials: withCounts(data.materials.options, counts.materials),
    colours: withCounts(data.colours.options, counts.colours),
    sizes: withCounts(data.sizes.options, counts.sizes),
    onSale: counts.onSale,
    hasSales: data.oldPrices.some((price) => price > 0),
    price: priceBounds(data),
  };
}
