/**
 * What the filter island needs only once the shopper uses it: the rules that read the listing's data (handed to
 * the store, stores/listing.ts), the grid it draws when they filter, sort or page (with the card writer), the
 * pager, the active-filter tags, and below 1200 px the filters' side panel. Loaded then (in-use-code.ts), not with
 * the page: until then the facets are the build's, the page's own grid and pager are the results, and the filters
 * button has nothing to open.
 */
export { ActiveFilters } from "./ActiveFilters.tsx";
export { ListingResults } from "./ListingResults.tsx";
export { PanelDialog } from "../ui/PanelDialog.tsx";
export * as rules from "../../lib/listing/rules.ts";
