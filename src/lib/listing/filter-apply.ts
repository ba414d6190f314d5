/**
 * The filters against one listing's data: those it can apply, and their tags. Apart from the filter rules the
 * page's controls use (filter.ts), as the island loads these with the listing's data reader, on the filters'
 * first use (rules.ts, issue 11).
 */
import { OPTION_FACETS, type OptionDataKey } from "./facet-table.ts";
import { chosenKeys, clampPrice, priceBounds, withChosen, type FilterTag, type Filters } from "./filter.ts";
import type { FacetOption, ListingData } from "./listing-data.ts";

function known(options: readonly FacetOption[], keys: readonly string[]): string[] {
  const wanted = new Set(keys);
  return options.filter((option) => wanted.has(option.key)).map((option) => option.key);
}

/**
 * Filters as this listing can apply them: keys the listing does not have are
 * dropped (a shared link from another listing, an edited URL), lists follow
 * the options' order (one URL per view), the price sits inside the slider.
 */
export function cleanFilters(filters: Filters, data: ListingData): Filters {
  const cleaned = OPTION_FACETS.reduce(
    (clean, facet) => withChosen(clean, facet, known(data[facet.data].options, chosenKeys(filters, facet))),
    filters,
  );
  return { ...cleaned, price: clampPrice(filters.price, priceBounds(data)) };
}

/** Each option facet's options, for the tags' labels (the listing's data, or the panel's summary). */
export type TagLabels = { readonly [K in OptionDataKey]: readonly FacetOption[] };

/** The active filters as tags, in facet order (spec §2: removable tags for active filters). */
export function filterTags(filters: Filters, labels: TagLabels): FilterTag[] {
  const tags: FilterTag[] = OPTION_FACETS.flatMap((facet) => {
    const options = labels[facet.data];
    return chosenKeys(filters, facet).map((key) => ({
      facet: facet.id,
      key,
      label: options.find((option) => option.key === key)?.label ?? key,
    }));
  });
  if (filters.onSale) tags.push({ facet: "onSale", key: "da", label: "" });
  if (filters.price !== null)
    tags.push({
      facet: "price",
      key: `${filters.price.min}-${filters.price.max}`,
      label: "",
      range: filters.price,
    });
  return tags;
}
