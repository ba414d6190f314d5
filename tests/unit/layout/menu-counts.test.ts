// @vitest-environment happy-dom
/**
 * The menus' counts in the browser (menu-counts.ts, mobile-menu.ts's drawMenus): the pages hold the menus' links
 * only (issue 25), and the counts file of the build writes "(N)" beside them, in the mega menus and the mobile
 * menu alike. The menus in Chromium are tests/e2e/menus.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writeMenuCounts } from "../../../src/components/layout/menu-counts.ts";
import { drawMenus } from "../../../src/components/layout/mobile-menu.ts";
import { paths } from "../../../src/lib/paths.ts";

const COUNTS = { "/femei/": 83, "/femei/rochii/": 24, "/colectii/vara/": 12, "/colectii/vara/femei/": 8 };

/** The menus as Header.astro and MobileMenu.astro write them: links without counts, a popular row. */
function page(): HTMLElement {
  document.body.innerHTML = `
    <div class="mega" id="mega-produse"><div class="container mega__grid">
      <div class="mega__column"><a class="mega__heading" href="/femei/">Femei</a>
        <ul><li><a href="/femei/rochii/">Rochii</a></li></ul></div>
      <div class="mega__column mega__column--top"><p class="mega__heading">Alegerile de top de astăzi</p>
        <ul><li><a href="/detalii-produs/rochie/">Rochie</a></li></ul></div>
    </div></div>
    <div class="mega" id="mega-colectii"><div class="container mega__grid">
      <div class="mega__column"><a class="mega__heading" href="/colectii/vara/">Vara</a>
        <ul><li><a href="/colectii/vara/femei/">Femei</a></li></ul></div>
      <div class="mega__column"><a class="mega__heading" href="/toate-colectiile/">Vezi toate colecțiile</a></div>
    </div></div>
    <dialog id="meniu-mobil" class="side-menu"><ul>
      <li><a href="/">Acasă</a></li>
      <li><details data-menu-from="mega-produse" data-all="Toate"><summary>Produse</summary></details></li>
      <li><details data-menu-from="mega-colectii"><summary>Colecții</summary></details></li>
    </ul></dialog>`;
  return document.getElementById("meniu-mobil") as HTMLElement;
}

const texts = (selector: string) =>
  [...document.querySelectorAll(selector)].map((link) => link.textContent?.replace(/\s+/g, " ").trim());

/** The counts file as the site serves it, or `answer` instead. */
function serve(answer?: () => Promise<Response>) {
  const fetcher = vi.fn((input: RequestInfo | URL) =>
    answer
      ? answer()
      : Promise.resolve(
          String(input) === paths.menuCounts() ? Response.json(COUNTS) : new Response("", { status: 404 }),
        ),
  );
  vi.stubGlobal("fetch", fetcher);
  return fetcher;
}

let menu: HTMLElement;
beforeEach(() => {
  menu = page();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("writeMenuCounts", () => {
  it("writes each count after its link, leaves links without one alone, and writes it once", () => {
    const counts = new Map(Object.entries(COUNTS));
    writeMenuCounts(document, counts);
    writeMenuCounts(document, counts);
    expect(texts("#mega-produse a")).toEqual(["Femei (83)", "Rochii (24)", "Rochie"]);
    expect(texts("#mega-colectii a")).toEqual(["Vara (12)", "Femei (8)", "Vezi toate colecțiile"]);
    expect(document.querySelector('a[href="/femei/"] .mega__count')?.textContent).toBe("(83)");
  });
});

describe("drawMenus: the counts file, read once for the mega menus and the mobile menu", () => {
  it("gives both menus their counts: Toate (N) and each category's in the mobile menu", async () => {
    const fetcher = serve();
    await drawMenus(menu);
    expect(texts("#mega-produse .mega__heading[href]")).toEqual(["Femei (83)"]);
    expect(texts("#meniu-mobil details details a")).toEqual(["Toate (83)", "Rochii (24)"]);
    expect(texts("#meniu-mobil details[data-menu-from], #meniu-mobil summary")).toEqual([
      "Produse",
      "Femei",
      "Colecții",
    ]);
    expect(texts("#meniu-mobil li > details > ul > li > a")).toEqual(["Vara (12)", "Vezi toate colecțiile"]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("draws the menus without counts when the file cannot be read, with a warning and no error", async () => {
    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    await drawMenus(menu);
    expect(texts("#meniu-mobil details details a")).toEqual(["Toate", "Rochii"]);
    expect(texts("#mega-produse a")).toEqual(["Femei", "Rochii", "Rochie"]);
    expect(warn).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
  });
});
