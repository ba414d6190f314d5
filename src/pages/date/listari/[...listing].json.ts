/**
 * One data file per listing with products: what the filter island needs to
 * filter, count, sort and draw cards (src/lib/listing/listing-data.ts). A
 * static file, so the CDN caches it once for all the listing's pages.
 */
import type { APIRoute, GetStaticPaths } from "astro";
import type { Listing } from "../../../lib/catalog/listings.ts";
import { listingDataKey, listingDataPath, listingFile } from "../../../lib/listing/listing-data.ts";
import { getPageKeys, getSite, toRender } from "../../../site.ts";

export const getStaticPaths = (async () => {
  const [{ listings }, keys] = await Promise.all([getSite(), getPageKeys()]);
  const entries = listings
    .filter((listing) => listing.products.length > 0)
    .map((listing) => ({
      params: { listing: listingDataKey(listing.path) },
      props: { listing },
      cacheKey: keys.listingData(listing),
    }));
  return toRender(entries, ({ props }) => listingDataPath(props.listing.path).slice(1));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { listing } = props as { listing: Listing };
  return new Response(JSON.stringify(listingFile(listing.products)), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
};
