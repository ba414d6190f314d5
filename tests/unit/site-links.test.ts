/**
 * The link check of the built site (scripts/lib/site-links.ts) on a tiny site in a temporary folder: what
 * counts as a link, where it leads, and which links it must report.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLinks, elementUrls, formatBroken, internalTarget } from "../../scripts/lib/site-links.ts";

const SITE = "https://vitrina.example";

const FILES: Record<string, string> = {
  "index.html": `<html><head><link rel="canonical" href="${SITE}/"><link rel="stylesheet" href="/_astro/a.css">
    <meta property="og:image" content="${SITE}/media/a.jpg"></head><body id="top">
    <a href="/femei/">Femei</a> <a href="femei/rochii/#filtre">Rochii</a> <a href="#top">Sus</a>
    <a href="https://shop.example/x" rel="sponsored">Magazin</a> <a href="mailto:a@b.ro">E-mail</a> <a href="tel:+40">Tel</a>
    <img src="/media/a.jpg" srcset="/media/a.jpg 1x, /media/a-2x.jpg 2x" alt="">
    <script type="application/ld+json">{"url":"<a href='/in-json/'>"}</script>
    <a href="/fara-pagina/">Lipsă</a> <a href="/femei/rochii/#nu-exista">Fragment lipsă</a></body></html>`,
  "femei/index.html": `<html><body><a href="/">Acasă</a><a href="rochii">Rochii</a></body></html>`,
  "femei/rochii/index.html": `<html><body><section id="filtre"></section><a href="/femei">Femei</a></body></html>`,
  "fetita/index.html": `<html><head><meta http-equiv="refresh" content="0; url=/fetite/"></head><body></body></html>`,
  "404.html": `<html><body><a href="#continut">Sari</a><a href="../femei/">Relativ</a><main id="continut"></main></body></html>`,
  "_astro/a.css": "body{}",
  "media/a.jpg": "jpg",
  "media/a-2x.jpg": "jpg",
  "sitemap-0.xml": `<urlset><url><loc>${SITE}/femei/</loc></url><url><loc>${SITE}/vechi/</loc></url></urlset>`,
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

describe("checkLinks", () => {
  it("reports exactly the links that lead nowhere, and where they are", async () => {
    const report = await checkLinks(root, [SITE]);
    expect(report.pages).toEqual(["/", "/404/", "/femei/", "/femei/rochii/", "/fetita/"]);
    expect(report.broken.map((link) => [link.from, link.url]).sort()).toEqual([
      ["/", "/fara-pagina/"],
      ["/", "/femei/rochii/#nu-exista"],
      ["/404/", "../femei/"],
      ["/fetita/", "/fetite/"],
      ["/sitemap-0.xml", `${SITE}/vechi/`],
    ]);
    expect(formatBroken(report.broken)).toContain(
      "/fara-pagina/ (no such page or file in the build)\n    linked from /",
    );
  });
});
