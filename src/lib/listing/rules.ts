/**
 * The listing's rules that read its data: the data file's reader, the selection and its counts, the sort orders,
 * the page of results, the filters this listing can apply and their tags. The filter island's store computes with them once
 * the island hands them over with its code for use (components/listing/in-use.ts), so that a listing that is only
 * read does not load them (issue 11); until then it shows the build's facets, and the page's own grid.
 */
export { cleanFilters, filterTags } from "./filter-apply.ts";
export { facetSummary, select } from "./facets.ts";
export { decodeListing } from "./listing-data.ts";
export { loadPopular, withPopularity } from "./popular-rank.ts";
export { sortOrder } from "./sort-order.ts";
export { clampPage, listingPage, pageCountFor } from "./view.ts";
