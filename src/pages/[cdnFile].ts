/**
 * `dist/_redirects`: the redirects of src/lib/redirects.ts as "FROM TO 301"
 * lines, for CDNs that read the file (Netlify, Cloudflare Pages) and can
 * then answer a real 301 instead of the redirect page. Astro skips page
 * files whose name starts with "_", hence the parameter.
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { buildRedirects, redirectsFile } from "../lib/redirects.ts";
import { getSite } from "../site.ts";

export const getStaticPaths = (() => [{ params: { cdnFile: "_redirects" } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () =>
  new Response(redirectsFile(buildRedirects(await getSite())), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
