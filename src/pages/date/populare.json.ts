/**
 * "Cele mai populare" (src/lib/listing/popular-rank.ts): the products most clicked in the last 30 days, as the build
 * read them. One small file a listing's island fetches when that sort is chosen, so that clicks reordering the
 * popular products rewrite this file and no page (issue 25). Rendered on every build, as the home page is: it has
 * no key. Empty when the build read no clicks (the sort is then not offered).
 */
import type { APIRoute } from "astro";
import { encodePopular } from "../../lib/listing/popular-rank.ts";
import { getSite } from "../../site.ts";

export const GET: APIRoute = async () => {
  const { popular } = await getSite();
  return new Response(JSON.stringify(encodePopular(popular ?? [])), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
};
