/**
 * The link check of the built site (src/release/site-check/site-links.ts) on a tiny site in a temporary folder: what
 * counts as a link, where it leads, and which links it must report: those that lead nowhere, and those that
 * lead to a redirect (issue 15, "No dead ends"), with the page to link instead.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteTree } from "../../src/release/site-check/page-weight.ts";
import {
  builtFile,
  checkLinks,
  elementUrls,
  internTable,
  pageContent,
  endOfRedirects,
  formatBroken,
  internalTarget,
  serviceRoot,
  type RedirectHop,
} from "../../src/release/site-check/site-links.ts";

const SITE = "https://vitrina.example";

const FILES: Record<string, string> = {
  "index.html": `<html><head><link rel="canonical" href="${SITE}/"><link rel="stylesheet" href="/_astro/a.css">
    <meta property="og:image" content="${SITE}/media/a.jpg"></head><body id="top">
    <a href="/femei/">Femei</a> <a href="femei/rochii/#filtre">Rochii</a> <a href="#top">Sus</a>
    <a href="https://shop.example/x" rel="sponsored">Magazin</a> <a href="mailto:a@b.ro">E-mail</a> <a href="tel:+40">Tel</a>
    <img src="/media/a.jpg" srcset="/media/a.jpg 1x, /media/a-2x.jpg 2x" alt="">
    <script type="application/ld+json">{"url":"<a href='/in-json/'>"}</script>
    <a href="/fara-pagina/">Lipsă</a> <a href="/femei/rochii/#nu-exista">Fragment lipsă</a>
    <a href="/fetita/">Redirect page</a> <a href="/shop/">Two redirects</a> <a href="/produs-vechi/">Gone</a></body></html>`,
  "femei/index.html": `<html><body><a href="/">Acasă</a><a href="rochii/">Rochii</a></body></html>`,
  "femei/rochii/index.html": `<html><body><section id="filtre"></section><a href="/femei">Femei</a></body></html>`,
  "fetite/index.html": `<html><body><a href="/">Acasă</a></body></html>`,
  "fetita/index.html": `<html><head><meta http-equiv="refresh" content="0; url=/fetite/"></head><body></body></html>`,
  "shop/index.html": `<html><head><meta http-equiv="refresh" content="0; url=/fetita/"></head><body></body></html>`,
  "404.html": `<html><body><a href="#continut">Sari</a><a href="../femei/">Relativ</a><main id="continut"></main></body></html>`,
  "_astro/a.css": "body{}",
  _redirects: "/produs-vechi/ /femei/ 302\n/arhiva/* /nicaieri/ 301\n/fetita/* /fetite/:splat 301\n",
  "media/a.jpg": "jpg",
  "media/a-2x.jpg": "jpg",
  "sitemap-0.xml": `<urlset><url><loc>${SITE}/femei/</loc></url><url><loc>${SITE}/vechi/</loc></url>
    <url><loc>${SITE}/fetita/</loc></url></urlset>`,
};

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "vitrina-links-"));
  for (const [file, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("elementUrls and internalTarget", () => {
  it("reads every srcset candidate and the target of a meta refresh", () => {
    expect(elementUrls({ name: "img", attrs: { src: "/a.jpg", srcset: "/a.jpg 1x, /b.jpg 2x" }, text: "" })).toEqual([
      "/a.jpg",
      "/a.jpg",
      "/b.jpg",
    ]);
    expect(
      elementUrls({ name: "meta", attrs: { "http-equiv": "refresh", content: "0; url=/fetite/" }, text: "" }),
    ).toEqual(["/fetite/"]);
  });

  it("resolves relative URLs, treats the site's own origin as internal and leaves the rest alone", () => {
    expect(internalTarget("../rochii/#x", "/femei/a/", [SITE])).toEqual({ sitePath: "/femei/rochii/", fragment: "x" });
    expect(internalTarget(`${SITE}/femei/?p=2`, "/", [SITE])).toEqual({ sitePath: "/femei/", fragment: "" });
    expect(internalTarget("https://shop.example/x", "/", [SITE])).toBeNull();
    expect(internalTarget("mailto:a@b.ro", "/", [SITE])).toBeNull();
  });
});

describe("builtFile", () => {
  it("finds a site path's file in the site's files as read once, as on disk", () => {
    const tree = readSiteTree(root);
    const sitePaths = [
      "/",
      "/femei",
      "/femei/",
      "/404",
      "/media/a.jpg",
      "/media/b.jpg",
      "/fara-pagina/",
      "/_redirects",
      // Paths that path.join would change: found on disk as the CDN would find them, never above the site.
      "/femei/../404",
      "/femei/./",
      "//femei//",
      "/media/../../etc/passwd",
      "/..",
    ];
    const onDisk = sitePaths.map((sitePath) => builtFile(root, sitePath));
    expect(sitePaths.map((sitePath) => builtFile(root, sitePath, tree))).toEqual(onDisk);
    expect(onDisk.map((file) => file && path.relative(root, file))).toEqual([
      "index.html",
      "femei/index.html",
      "femei/index.html",
      "404.html",
      "media/a.jpg",
      null,
      null,
      "_redirects",
      "404.html",
      "femei/index.html",
      "femei/index.html",
      null,
      null,
    ]);
  });
});

describe("pageContent", () => {
  it("keeps a page's URLs and ids, not the page: a 100,000-product site's pages once filled the heap", () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const heap = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const before = heap();
    // 100 pages of a megabyte each, each with a URL and an id of its own and one all share.
    const kept = Array.from({ length: 100 }, (_, index) =>
      pageContent(
        `<main id="produs-${index}-${"z".repeat(40)}"><a href="/detalii-produs/rochie-${index}-${"x".repeat(40)}/">R</a>` +
          `<a href="/femei/rochii/">Rochii</a><p>${"text ".repeat(200_000)}</p></main>`,
      ),
    );
    const grown = heap() - before;
    expect(kept[7]?.urls).toEqual([`/detalii-produs/rochie-7-${"x".repeat(40)}/`, "/femei/rochii/"]);
    expect(kept[7]?.ids).toEqual(new Set([`produs-7-${"z".repeat(40)}`]));
    // Each page's text is gone once read: a few kilobytes of URLs and ids stay, not 100 MB of pages.
    expect(grown).toBeLessThan(10 * 1024 * 1024);
  });
});

describe("internTable", () => {
  it("gives back each string once, equal to the one given", () => {
    const intern = internTable();
    const url = intern("/detalii-produs/rochie-midi-din-in/");
    expect(intern(`/detalii-produs/${"rochie-midi-din-in"}/`)).toBe(url);
    expect(url).toBe("/detalii-produs/rochie-midi-din-in/");
  });
});

describe("endOfRedirects", () => {
  const hops =
    (table: Record<string, string>) =>
    (sitePath: string): RedirectHop | null =>
      table[sitePath] ? { to: table[sitePath], by: "301" } : null;

  it("follows a chain to the page it ends at", () => {
    expect(endOfRedirects("/a/", hops({ "/a/": "/b/", "/b/": "/c/" }))).toBe("/c/");
  });

  it("stops at a URL off the site, and gives none for a loop", () => {
    expect(endOfRedirects("/a/", hops({ "/a/": "https://shop.example/" }))).toBe("https://shop.example/");
    expect(endOfRedirects("/a/", hops({ "/a/": "/b/", "/b/": "/a/" }))).toBeNull();
  });
});

describe("checkLinks", () => {
  it("reports exactly the links that lead nowhere or to a redirect, and where they are", async () => {
    const report = await checkLinks(root, [SITE]);
    expect(report.pages).toEqual(["/", "/404/", "/femei/", "/femei/rochii/", "/fetita/", "/fetite/", "/shop/"]);
    expect(report.broken.map((link) => [link.from, link.url, link.instead]).sort()).toEqual([
      ["/", "/fara-pagina/", undefined],
      ["/", "/femei/rochii/#nu-exista", undefined],
      ["/", "/fetita/", "/fetite/"],
      ["/", "/produs-vechi/", "/femei/"],
      ["/", "/shop/", "/fetite/"],
      ["/404/", "../femei/", undefined],
      ["/_redirects", "/nicaieri/", undefined],
      ["/femei/rochii/", "/femei", "/femei/"],
      ["/shop/", "/fetita/", "/fetite/"],
      ["/sitemap-0.xml", `${SITE}/fetita/`, "/fetite/"],
      ["/sitemap-0.xml", `${SITE}/vechi/`, undefined],
    ]);
    expect(formatBroken(report.broken)).toContain(
      "/fara-pagina/ (no such page or file in the build)\n    linked from /",
    );
  });

  it("says why a link to a redirect is broken, and what to link instead", async () => {
    const reasons = new Map((await checkLinks(root, [SITE])).broken.map((link) => [`${link.from} ${link.url}`, link]));
    expect(reasons.get("/ /fetita/")?.reason).toBe("a redirect (301 in _redirects) to /fetite/: link /fetite/ instead");
    expect(reasons.get("/ /shop/")?.reason).toBe("a redirect (redirect page) to /fetita/: link /fetite/ instead");
    expect(reasons.get("/ /produs-vechi/")?.reason).toBe(
      "a redirect (302 in _redirects) to /femei/: link /femei/ instead",
    );
    expect(reasons.get("/femei/rochii/ /femei")?.reason).toBe(
      "a redirect (folder without its slash) to /femei/: link /femei/ instead",
    );
  });
});

describe("the click service's routes (issue 25)", () => {
  const SERVICE_SITE: Record<string, string> = {
    "index.html": `<html><body><a href="/femei/">Femei</a>
      <form action="${SITE}/api/newsletter" method="post"></form>
      <form action="https://api.vitrina.example/api/contact" method="post"></form>
      <a href="/api/newsletter/unsubscribe">Dezabonare</a> <a href="/apistrof/">Lipsă</a></body></html>`,
    "femei/index.html": `<html><body><a href="/">Acasă</a></body></html>`,
  };
  let site: string;
  beforeAll(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), "vitrina-links-service-"));
    for (const [file, content] of Object.entries(SERVICE_SITE)) {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true });
      await writeFile(path.join(site, file), content);
    }
  });
  afterAll(async () => {
    await rm(site, { recursive: true, force: true });
  });

  it("are the service's, not pages of the build, when the service shares the site's origin", async () => {
    const report = await checkLinks(site, [SITE], undefined, [serviceRoot(SITE)]);
    expect(report.broken.map((link) => link.url)).toEqual(["/apistrof/"]);
  });

  it("are broken links when nothing says the service is there (as before)", async () => {
    const report = await checkLinks(site, [SITE]);
    expect(report.broken.map((link) => link.url).sort()).toEqual(
      [`${SITE}/api/newsletter`, "/api/newsletter/unsubscribe", "/apistrof/"].sort(),
    );
  });

  it("leave the site on another origin whatever the setting", () => {
    expect(internalTarget("https://api.vitrina.example/api/contact", "/", [SITE])).toBeNull();
    expect(serviceRoot("https://api.vitrina.example/")).toBe("https://api.vitrina.example/api/");
    expect(serviceRoot("https://vitrina.example/svc")).toBe("https://vitrina.example/svc/api/");
    expect(internalTarget("/svc/api/x", "/", [SITE], [serviceRoot(`${SITE}/svc`)])).toBeNull();
    expect(internalTarget("/api/x", "/", [SITE], [serviceRoot(`${SITE}/svc`)])).toEqual({
      sitePath: "/api/x",
      fragment: "",
    });
  });
});

describe("checkLinks on a site with rewrites (200 in _redirects)", () => {
  let site: string;
  beforeAll(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), "vitrina-rewrites-"));
    const files: Record<string, string> = {
      "index.html": `<html><body><a href="/femei/">Femei</a></body></html>`,
      "femei/index.html": `<html><body><a href="/">Acasă</a></body></html>`,
      // The page a rewrite serves goes on by itself (a script; a meta refresh without one): what it is for.
      "product-external/index.html": `<html><head><noscript><meta http-equiv="refresh" content="0; url=/femei/"></noscript></head><body><a href="/femei/">Femei</a></body></html>`,
      _redirects: "/product-external/* /product-external/ 200\n/vechi/* /nu-exista/ 200\n",
    };
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true });
      await writeFile(path.join(site, file), content);
    }
  });
  afterAll(async () => {
    await rm(site, { recursive: true, force: true });
  });

  it("asks only that a rewrite's page be a file of the build", async () => {
    const report = await checkLinks(site, [SITE]);
    expect(report.broken).toEqual([
      { url: "/nu-exista/", from: "/_redirects", reason: "a rewrite to no page or file of the build" },
    ]);
  });
});
