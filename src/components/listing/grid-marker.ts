/** Where a listing's cached island takes the page's own grid and pager (OncePerListing.astro). */
export const GRID_MARKER = "<!--vitrina:listing-grid-->";
