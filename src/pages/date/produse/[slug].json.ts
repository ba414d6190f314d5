/**
 * `/date/produse/{slug}.json`: one product's summary (src/lib/product-summary.ts),
 * fetched by the quick view and by the wishlist when it refreshes saved entries.
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { toProductSummary } from "../../../lib/product-summary.ts";
import type { Product } from "../../../lib/catalog/schema.ts";
import { getSite } from "../../../site.ts";

export const getStaticPaths = (async () => {
  const { products } = await getSite();
  return products.map((product) => ({ params: { slug: product.slug }, props: { product } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ product: Product }> = ({ props }) =>
  new Response(JSON.stringify(toProductSummary(props.product)), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
