import { describe, expect, it } from "vitest";
import { sitemapFiles, sitemapUrls, SITEMAP_INDEX } from "../../../src/build/sitemap.ts";
import { isIndexable } from "../../../src/lib/redirects.ts";

const SITE = "https://vitrina.ro";

describe("sitemapUrls", () => {
  it("lists each page once on the site's origin, error pages and refused pages left out", () => {
    const urls = sitemapUrls(
      ["", "femei/", "/femei/", "404", "500/", "wish-list/", "fetita/rochii/"],
      [],
      SITE,
      isIndexable,
    );
    expect(urls).toEqual([`${SITE}/`, `${SITE}/femei/`]);
  });

  it("adds the pages an earlier build gave, and sorts numbers by value as @astrojs/sitemap did", () => {
    const urls = sitemapUrls(
      ["femei/pagina/10/", "femei/pagina/2/", "barbati/"],
      [`${SITE}/detalii-produs/rochie/`, `${SITE}/barbati/`],
      SITE,
      () => true,
    );
    expect(urls).toEqual([
      `${SITE}/barbati/`,
      `${SITE}/detalii-produs/rochie/`,
      `${SITE}/femei/pagina/2/`,
      `${SITE}/femei/pagina/10/`,
    ]);
  });
});

describe("sitemapFiles", () => {
  it("splits the addresses into files of at most the given size, named by the index", () => {
    const urls = [`${SITE}/a/`, `${SITE}/b/`, `${SITE}/c/`];
    const [index, ...parts] = sitemapFiles(urls, SITE, 2);
    expect(index?.name).toBe(SITEMAP_INDEX);
    expect(index?.content).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        `<sitemap><loc>${SITE}/sitemap-0.xml</loc></sitemap><sitemap><loc>${SITE}/sitemap-1.xml</loc></sitemap>` +
        "</sitemapindex>",
    );
    expect(parts.map((part) => part.name)).toEqual(["sitemap-0.xml", "sitemap-1.xml"]);
    expect(parts[1]?.content).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        `<url><loc>${SITE}/c/</loc></url></urlset>`,
    );
  });

  it("writes an address's XML characters as entities", () => {
    const [, part] = sitemapFiles([`${SITE}/cautare/?q=a&b=c`], SITE);
    expect(part?.content).toContain(`<loc>${SITE}/cautare/?q=a&amp;b=c</loc>`);
  });
});
