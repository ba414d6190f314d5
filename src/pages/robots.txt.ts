import type { APIRoute } from "astro";

/** robots.txt with the sitemap's absolute URL (it depends on SITE_URL). Personal pages are not for indexing. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL("/sitemap-index.xml", site ?? "http://localhost:4321").href;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /wish-list/",
    "Disallow: /search-result/",
    "",
    `Sitemap: ${sitemap}`,
    "",
  ];
  return new Response(body.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
