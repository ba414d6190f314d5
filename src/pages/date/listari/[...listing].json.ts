/**
 * One data file per listing with products: what the filter island needs to
 * filter, count, sort and draw cards (src/lib/listing/listing-data.ts). A
 * static file, so the CDN caches it once for all the listing's pages. It
 * carries its build's island props as well (`start`): a later static page a
 * publish did not render again shows them once they differ from its own.
 */
import type { APIRoute, GetStaticPaths } from "astro";
import type { Listing } from "../../../lib/catalog/listings.ts";
import { packExplorer } from "../../../lib/listing/explorer-block.ts";
import { explorerProps } from "../../../lib/listing/island-props.ts";
import { listingDataKey, listingDataPath, listingFile } from "../../../lib/listing/listing-data.ts";
import { getPageKeys, getSite, toRender } from "../../../site.ts";

export const getStaticPaths = (async () => {
  const [{ listings }, keys] = await Promise.all([getSite(), getPageKeys()]);
  return toRender(
    listings.filter((listing) => listing.products.length > 0),
    (listing) => ({
      params: { listing: listingDataKey(listing.path) },
      props: { listing },
      cacheKey: keys.listingData(listing),
    }),
    ({ props }) => listingDataPath(props.listing.path).slice(1),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { listing } = props as { listing: Listing };
  const { listingByPath, sorts } = await getSite();
  const start = packExplorer(explorerProps(listing, listingByPath, sorts));
  return new Response(JSON.stringify({ ...listingFile(listing.products), start }), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
};
