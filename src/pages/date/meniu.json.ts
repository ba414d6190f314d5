/**
 * The menus' product counts (src/lib/catalog/menu-counts.ts): one small file the browser reads when a menu is
 * first reached, so that no page holds a count that changes with a product elsewhere (issue 25). Rendered on
 * every build, as the home page is: it has no key.
 */
import type { APIRoute } from "astro";
import { menuCounts } from "../../lib/catalog/menu-counts.ts";
import { getSite } from "../../site.ts";

export const GET: APIRoute = async () => {
  const { navigation } = await getSite();
  return new Response(JSON.stringify(menuCounts(navigation)), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
};
