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
import { OPTION_FACETS, type OptionDataKey } from "./facet-table.ts";
import { chosenKeys, priceBounds, type Filters, type PriceRange } from "./filter.ts";
import type { FacetOption, ListingData, MultiFacet, OptionColumn } from "./listing-data.ts";

/** Per option facet, indexed like its `options`: `{ brands, materials, colours, sizes }`. */
export type OptionCounts<T> = { readonly [K in OptionDataKey]: T };

export type FacetCounts = OptionCounts<Uint32Array> & {
  /** Products the on-sale filter would give. */
  readonly onSale: number;
};

export interface Selection {
  /** Indexes of the products that pass, in the listing's order. */
  readonly matches: Uint32Array;
  readonly counts: FacetCounts;
}

/** The failed criterion when it is not an option facet's (those are 0, 1, ...: their place in the table). */
const ON_SALE = -1;
const PRICE = -2;
const NONE = -3;

/**
 * Per value code of a facet's column (a value list's index for a "list" facet, 0 for none or k for
 * `options[k - 1]` for a "one" facet): 1 when it holds a chosen option. Null when nothing is chosen.
 */
function passing(column: OptionColumn, keys: readonly string[]): Uint8Array | null {
  if (!keys.length) return null;
  const wanted = new Set(keys);
  const mask = Uint8Array.from(column.options, (option) => (wanted.has(option.key) ? 1 : 0));
  if ("sets" in column)
    return Uint8Array.from(column.sets, (set) => (set.some((option) => mask[option] === 1) ? 1 : 0));
  const pass = new Uint8Array(column.options.length + 1);
  pass.set(mask, 1);
  return pass;
}

/** How many value codes a facet's column has: its value lists, or its options and "none". */
const codeCount = (column: OptionColumn): number => ("sets" in column ? column.sets.length : column.options.length + 1);

/** Per option of a "list" facet: the products counted under the value lists that hold it. */
function spread(facet: MultiFacet, setCounts: Uint32Array): Uint32Array {
  const counts = new Uint32Array(facet.options.length);
  facet.sets.forEach((set, index) => {
    const products = setCounts[index] ?? 0;
    if (products) for (const option of set) counts[option] = (counts[option] ?? 0) + products;
  });
  return counts;
}

/** Per option of a facet, from the counts per value code (a "one" facet's code 0, no value, is dropped). */
const optionCounts = (column: OptionColumn, codeCounts: Uint32Array): Uint32Array =>
  "sets" in column ? spread(column, codeCounts) : codeCounts.subarray(1);

/** The products that pass `filters`, and every facet option's count. */
export function select(data: ListingData, filters: Filters): Selection {
  const { count, prices, oldPrices } = data;
  const columns = OPTION_FACETS.map((facet) => data[facet.data] as OptionColumn);
  const values = columns.map((column) => column.values);
  const passes = OPTION_FACETS.map((facet, place) =>
    passing(columns[place] as OptionColumn, chosenKeys(filters, facet)),
  );
  // Counted by value code (a few dozen distinct value lists, or the options): spread over the options at the end.
  const codeCounts = columns.map((column) => new Uint32Array(codeCount(column)));
  const facets = columns.length;
  /** The places of the facets with a choice: only they can fail a product. */
  const filtering = passes.flatMap((pass, place) => (pass ? [place] : []));
  const onSale = filters.onSale;
  const low = filters.price ? filters.price.min * 100 : 0;
  const high = filters.price ? filters.price.max * 100 : Infinity;

  let onSaleCount = 0;
  const matches = new Uint32Array(count);
  let matched = 0;

  for (let index = 0; index < count; index++) {
    const price = prices[index] as number;
    const discounted = (oldPrices[index] as number) > 0;

    let failures = 0;
    let failed = NONE;
    for (let at = 0; at < filtering.length; at++) {
      const place = filtering[at] as number;
      if ((passes[place] as Uint8Array)[(values[place] as Uint32Array)[index] as number] === 0) {
        failures++;
        failed = place;
      }
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
    else if (failed >= 0) {
      // A product failing one facet still counts towards that facet's options.
      const counts = codeCounts[failed] as Uint32Array;
      const code = (values[failed] as Uint32Array)[index] as number;
      counts[code] = (counts[code] as number) + 1;
    }
    if ((failures === 0 || failed === ON_SALE) && discounted) onSaleCount++;
  }

  // Every product that passes counts towards every facet: one tight loop a facet.
  for (let place = 0; place < facets; place++) {
    const counts = codeCounts[place] as Uint32Array;
    const column = values[place] as Uint32Array;
    for (let at = 0; at < matched; at++) {
      const code = column[matches[at] as number] as number;
      counts[code] = (counts[code] as number) + 1;
    }
  }
  const counts = Object.fromEntries(
    OPTION_FACETS.map((facet, place) => [
      facet.data,
      optionCounts(columns[place] as OptionColumn, codeCounts[place] as Uint32Array),
    ]),
  ) as OptionCounts<Uint32Array>;
  return { matches: matches.subarray(0, matched), counts: { ...counts, onSale: onSaleCount } };
}

/** A facet option with its count: `count` 0 means choosing it would give nothing (it is disabled). */
export interface OptionCount extends FacetOption {
  readonly count: number;
}

/** What the filter panel shows: every option facet's options with their counts, the sale and the slider's bounds. */
export type FacetSummary = OptionCounts<readonly OptionCount[]> & {
  /** Products on sale that the other filters let through; the facet is hidden when the listing has none. */
  readonly onSale: number;
  /** Whether any product of the listing is on sale. */
  readonly hasSales: boolean;
  readonly price: PriceRange;
};

function withCounts(options: readonly FacetOption[], counts: Uint32Array): OptionCount[] {
  return options.map((option, index) => ({ ...option, count: counts[index] ?? 0 }));
}

/** The panel's view of a selection. */
export function facetSummary(data: ListingData, selection: Selection): FacetSummary {
  const { counts } = selection;
  const options = Object.fromEntries(
    OPTION_FACETS.map((facet) => [facet.data, withCounts(data[facet.data].options, counts[facet.data])]),
  ) as OptionCounts<OptionCount[]>;
  return {
    ...options,
    onSale: counts.onSale,
    hasSales: data.oldPrices.some((price) => price > 0),
    price: priceBounds(data),
  };
}
