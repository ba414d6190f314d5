/**
 * The filters against one listing's data: those it can apply, and their tags. Apart from the filter rules the
 * page's controls use (filter.ts), as the island loads these with the listing's data reader, on the filters'
 * first use (rules.ts, issue 11).
 */
import { clampPrice, priceBounds, type FilterTag, type Filters } from "./filter.ts";
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
  const single = (options: readonly FacetOption[], key: string | null) =>
    key !== null && options.some((option) => option.key === key) ? key : null;
  return {
    brands: known(data.brands.options, filters.brands),
    materials: known(data.materials.options, filters.materials),
    colour: single(data.colours.options, filters.colour),
    size: single(data.sizes.options, filters.size),
    onSale: filters.onSale,
    price: clampPrice(filters.price, priceBounds(data)),
  };
}

export interface TagLabels {
  readonly brands: readonly FacetOption[];
  readonly materials: readonly FacetOption[];
  readonly colours: readonly FacetOption[];
  readonly sizes: readonly FacetOption[];
}

/** The active filters as tags, in facet order (spec §2: removable tags for active filters). */
export function filterTags(filters: Filters, labels: TagLabels): FilterTag[] {
  const labelOf = (options: readonly FacetOption[], key: string) =>
    options.find((option) => option.key === key)?.label ?? key;
  const tags: FilterTag[] = [
    ...filters.brands.map((key) => ({ facet: "brand" as const, key, label: labelOf(labels.brands, key) })),
    ...filters.materials.map((key) => ({ facet: "material" as const, key, label: labelOf(labels.materials, key) })),
  ];
  if (filters.colour !== null)
    tags.push({ facet: "colour", key: filters.colour, label: labelOf(labels.colours, filters.colour) });
  if (filters.size !== null)
    tags.push({ facet: "size", key: filters.size, label: labelOf(labels.sizes, filters.size) });
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
